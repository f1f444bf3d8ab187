package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Technique.Family;
import sudoku.logic.Candidate;
import sudoku.logic.Link;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * A step's sentence in a language. English is the technique's own sentence ({@link Step#text()});
 * the other languages are built from the step's evidence (units, cells, digits, placements,
 * eliminations, links) with the template of the technique's {@link Technique#family()} from the language's
 * {@link Messages}. A technique no family knows gets the generic sentence, naming it and what it
 * places and removes, so every step reads right in every language.
 */
public final class StepTexts {
    private StepTexts() {
    }

    /** The sentence of step {@code s} on a board of shape {@code g} in {@code lang}. */
    public static String of(Geometry g, Step s, Lang lang) {
        if (lang == Lang.EN) {
            return s.text();
        }
        Messages m = Messages.of(lang);
        Family f = usable(s.technique().family(), s);
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
