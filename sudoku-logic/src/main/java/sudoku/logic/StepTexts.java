package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;

/**
 * A step's sentence in a language. English is the technique's own sentence ({@link Step#text()});
 * the other languages are built from the step's evidence (units, cells, digits, placements,
 * eliminations, links) with one template per family of techniques from the language's
 * {@link Messages}. A technique no family knows gets the generic sentence, naming it and what it
 * places and removes, so every step reads right in every language.
 */
public final class StepTexts {
    /** The families of techniques that share a template, each with its catalogue key. */
    public enum Family {
        FULL_HOUSE, HIDDEN_SINGLE, NAKED_SINGLE, DIRECT, LOCKED_CANDIDATES, NAKED_SUBSET, LOCKED_SUBSET,
        HIDDEN_SUBSET, FISH, FINNED_FISH, WING, SINGLE_DIGIT, COLOURING, COLOURING_WRAP, UNIQUENESS, UNIQUE_LOOP, EXTENDED_RECTANGLE, AVOIDABLE,
        BUG_PLUS_1, BUG, SETS, EXOCET, MSLS, ALIGNED, CHAIN, FORCING, CONTRADICTION, CAGE, INNIES, CAGE_CLASH, TEMPLATE, GUESS, GENERIC;

        /** The key of the family's template, e.g. {@code step.naked_subset}. */
        public String key() {
            return "step." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private StepTexts() {
    }

    /** The family whose template says a step of technique {@code t}; {@link Family#GENERIC} for any other. */
    public static Family family(Technique t) {
        return switch (t.name()) {
            case "FULL_HOUSE" -> Family.FULL_HOUSE;
            case "HIDDEN_SINGLE" -> Family.HIDDEN_SINGLE;
            case "NAKED_SINGLE" -> Family.NAKED_SINGLE;
            case "DIRECT_POINTING", "DIRECT_CLAIMING", "DIRECT_HIDDEN_PAIR", "DIRECT_HIDDEN_TRIPLE" -> Family.DIRECT;
            case "POINTING", "CLAIMING" -> Family.LOCKED_CANDIDATES;
            case "NAKED_PAIR", "NAKED_TRIPLE", "NAKED_QUAD" -> Family.NAKED_SUBSET;
            case "LOCKED_PAIR", "LOCKED_TRIPLE" -> Family.LOCKED_SUBSET;
            case "HIDDEN_PAIR", "HIDDEN_TRIPLE", "HIDDEN_QUAD" -> Family.HIDDEN_SUBSET;
            case "X_WING", "SWORDFISH", "JELLYFISH", "FRANKEN_X_WING", "FRANKEN_SWORDFISH", "FRANKEN_JELLYFISH",
                 "MUTANT_X_WING", "MUTANT_SWORDFISH", "MUTANT_JELLYFISH" -> Family.FISH;
            case "FINNED_X_WING", "SASHIMI_X_WING", "FINNED_SWORDFISH", "SASHIMI_SWORDFISH", "FINNED_JELLYFISH",
                 "SASHIMI_JELLYFISH", "FINNED_FRANKEN_X_WING", "FINNED_FRANKEN_SWORDFISH", "FINNED_FRANKEN_JELLYFISH",
                 "FINNED_MUTANT_X_WING", "FINNED_MUTANT_SWORDFISH", "FINNED_MUTANT_JELLYFISH", "FINNED_MUTANT_SQUIRMBAG",
                 "FINNED_MUTANT_WHALE", "KRAKEN_FISH" -> Family.FINNED_FISH;
            case "XY_WING", "XYZ_WING", "WXYZ_WING", "W_WING" -> Family.WING;
            case "SKYSCRAPER", "TWO_STRING_KITE", "DUAL_TWO_STRING_KITE", "EMPTY_RECTANGLE", "DUAL_EMPTY_RECTANGLE",
                 "SIAMESE_FISH", "SIAMESE_FRANKEN_FISH", "SIAMESE_MUTANT_FISH" ->
                    Family.SINGLE_DIGIT;
            case "SIMPLE_COLORS_TRAP", "MULTI_COLORS", "THREE_D_MEDUSA", "REMOTE_PAIR" -> Family.COLOURING;
            case "SIMPLE_COLORS_WRAP" -> Family.COLOURING_WRAP;
            case "UNIQUE_RECTANGLE_1", "UNIQUE_RECTANGLE_2", "UNIQUE_RECTANGLE_3", "UNIQUE_RECTANGLE_4",
                 "UNIQUE_RECTANGLE_5", "UNIQUE_RECTANGLE_6", "HIDDEN_RECTANGLE" -> Family.UNIQUENESS;
            case "UNIQUE_LOOP_1", "UNIQUE_LOOP_2" -> Family.UNIQUE_LOOP;
            case "EXTENDED_UNIQUE_RECTANGLE" -> Family.EXTENDED_RECTANGLE;
            case "AVOIDABLE_RECTANGLE_1", "AVOIDABLE_RECTANGLE_2" -> Family.AVOIDABLE;
            case "BUG_PLUS_1" -> Family.BUG_PLUS_1;
            case "BUG_TYPE_2", "BUG_TYPE_3", "BUG_TYPE_4" -> Family.BUG;
            case "ALIGNED_PAIR_EXCLUSION_ALS", "SUE_DE_COQ", "ALS_XZ", "ALS_XY_WING", "ALS_XY_CHAIN", "DEATH_BLOSSOM" ->
                    Family.SETS;
            case "JUNIOR_EXOCET" -> Family.EXOCET;
            case "MULTI_SECTOR_LOCKED_SET" -> Family.MSLS;
            case "ALIGNED_PAIR_EXCLUSION", "ALIGNED_TRIPLE_EXCLUSION" -> Family.ALIGNED;
            case "X_CHAIN", "X_CYCLE", "XY_CHAIN", "AIC", "GROUPED_AIC", "DISCONTINUOUS_NICE_LOOP",
                 "CONTINUOUS_NICE_LOOP" -> Family.CHAIN;
            case "CELL_FORCING_CHAIN", "UNIT_FORCING_CHAIN" -> Family.FORCING;
            case "NISHIO_FORCING_CHAIN", "FORCING_CHAIN_CONTRADICTION", "BOWMANS_BINGO", "NESTED_FORCING_CHAIN" ->
                    Family.CONTRADICTION;
            case "CAGE_COMBINATIONS" -> Family.CAGE;
            case "INNIES_OUTIES" -> Family.INNIES;
            case "CAGE_COMBINATION_ELIMINATION" -> Family.CAGE_CLASH;
            case "TEMPLATE_SET", "TEMPLATE_DELETE" -> Family.TEMPLATE;
            case "GUESS" -> Family.GUESS;
            default -> Family.GENERIC;
        };
    }

    /** The sentence of step {@code s} on a board of shape {@code g} in {@code lang}. */
    public static String of(Geometry g, Step s, Lang lang) {
        if (lang == Lang.EN) {
            return s.text();
        }
        Messages m = Messages.of(lang);
        Family f = usable(family(s.technique()), s);
        List<Integer> units = s.units();
        int half = units.size() / 2;
        List<Integer> all = new ArrayList<>(s.cells());
        s.secondary().stream().filter(c -> !all.contains(c)).forEach(all::add);
        int removed = 0;
        for (Candidate e : s.eliminations()) {
            removed |= DigitSet.of(e.digit());
        }
        int placed = 0;
        for (Candidate p : s.placements()) {
            placed |= DigitSet.of(p.digit());
        }
        int digit = placed != 0 ? DigitSet.digits(placed)[0] : s.digits() != 0 ? DigitSet.digits(s.digits())[0]
                : removed != 0 ? DigitSet.digits(removed)[0] : 0;
        int cell = !s.placements().isEmpty() ? s.placements().get(0).cell() : s.cells().isEmpty() ? -1
                : s.cells().get(0);
        String text = m.text(f.key(),
                "technique", m.technique(s.technique()),
                "unit", units.isEmpty() ? "" : m.unit(g, units.get(0)),
                "unit2", units.size() < 2 ? "" : m.unit(g, units.get(1)),
                "last", units.isEmpty() ? "" : m.unit(g, units.get(units.size() - 1)),
                "units", m.units(g, units),
                "kind", units.isEmpty() ? "" : m.kind(g.kind(units.get(0))),
                "base", m.units(g, units.subList(0, half)),
                "cover", m.units(g, units.subList(half, units.size())),
                "cells", m.cells(g, s.cells()),
                "secondary", m.cells(g, s.secondary()),
                "all", m.cells(g, all),
                "cell", cell < 0 ? "" : g.cellName(cell),
                "digits", m.digits(s.digits()),
                "digit", digit == 0 ? "" : String.valueOf(Geometry.symbol(digit)),
                "removed", m.digitsOr(removed),
                "eliminations", m.eliminations(g, s.eliminations()),
                "placements", m.placements(g, s.placements()),
                "result", result(m, g, s));
        if (!s.links().isEmpty()) {
            text += m.text("step.chains", "chains", Link.eureka(g, s.links()));
        }
        return text;
    }

    /** What a step does: places, removes, or both. */
    private static String result(Messages m, Geometry g, Step s) {
        String place = m.placements(g, s.placements());
        String remove = m.eliminations(g, s.eliminations());
        if (s.eliminations().isEmpty()) {
            return m.text("result.place", "placements", place);
        }
        if (s.placements().isEmpty()) {
            return m.text("result.eliminate", "eliminations", remove);
        }
        return m.text("result.both", "placements", place, "eliminations", remove);
    }

    /**
     * The family, unless the step lacks the evidence its template names (then the generic one):
     * a template that removes candidates needs eliminations, one that places needs a placement.
     */
    private static Family usable(Family f, Step s) {
        boolean places = !s.placements().isEmpty();
        boolean removes = !s.eliminations().isEmpty();
        return switch (f) {
            case FULL_HOUSE, HIDDEN_SINGLE, NAKED_SINGLE, DIRECT, GUESS, BUG_PLUS_1 -> places && !removes
                    && (f == Family.NAKED_SINGLE || f == Family.GUESS || f == Family.BUG_PLUS_1 || !s.units().isEmpty())
                    ? f : Family.GENERIC;
            case CHAIN, FORCING, CAGE, TEMPLATE, GENERIC -> f;
            case INNIES -> s.units().isEmpty() ? Family.GENERIC : f;
            case CONTRADICTION -> removes && !places && !s.cells().isEmpty() ? f : Family.GENERIC;
            case LOCKED_CANDIDATES, LOCKED_SUBSET -> removes && !places && s.units().size() >= 2 ? f : Family.GENERIC;
            case NAKED_SUBSET, HIDDEN_SUBSET -> removes && !places && !s.units().isEmpty() ? f : Family.GENERIC;
            case FISH, FINNED_FISH -> removes && !places && s.units().size() >= 2 ? f : Family.GENERIC;
            default -> removes && !places ? f : Family.GENERIC;
        };
    }
}
