package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Technique.Family;
import sudoku.logic.Candidate;
import sudoku.logic.Link;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;

/**
 * The sentence of a step still worded by its finder ({@link sudoku.logic.Evidence.Prose}): in
 * English the finder's own, in the other languages the template of the technique's
 * {@link Technique#family()} filled from the step's untyped parts (units, cells, digits,
 * placements, eliminations, links). Both are written with this project's cell names and rewritten
 * into the asked notation afterwards. It goes when the last family's evidence is typed.
 */
final class LegacyTexts {
    private LegacyTexts() {
    }

    /** The sentence of step {@code s} on a board of shape {@code g} in {@code lang} and {@code notation}. */
    static String of(Geometry g, Step s, Lang lang, Notation notation) {
        if (lang == Lang.EN) {
            return notation.text(g, s.text());
        }
        return notation.text(g, translated(g, s, lang));
    }

    private static String translated(Geometry g, Step s, Lang lang) {
        Names n = Names.of(g, lang, Notation.CELL);
        Messages m = n.messages();
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
                "unit", units.isEmpty() ? "" : n.unit(units.get(0)),
                "unit2", units.size() < 2 ? "" : n.unit(units.get(1)),
                "last", units.isEmpty() ? "" : n.unit(units.get(units.size() - 1)),
                "units", n.units(units),
                "kind", units.isEmpty() ? "" : m.kind(g.kind(units.get(0))),
                "base", n.units(units.subList(0, half)),
                "cover", n.units(units.subList(half, units.size())),
                "cells", n.cells(s.cells()),
                "secondary", n.cells(s.secondary()),
                "all", n.cells(all),
                "cell", cell < 0 ? "" : g.cellName(cell),
                "digits", n.digits(s.digits()),
                "digit", digit == 0 ? "" : String.valueOf(Geometry.symbol(digit)),
                "removed", n.digitsOr(removed),
                "eliminations", n.eliminations(s.eliminations()),
                "placements", n.placements(s.placements()),
                "result", result(n, s));
        if (!s.links().isEmpty()) {
            text += m.text("step.chains", "chains", Link.eureka(g, s.links()));
        }
        return text;
    }

    /** What a step does: places, removes, or both. */
    private static String result(Names n, Step s) {
        String place = n.placements(s.placements());
        String remove = n.eliminations(s.eliminations());
        if (s.eliminations().isEmpty()) {
            return n.text("result.place", "placements", place);
        }
        if (s.placements().isEmpty()) {
            return n.text("result.eliminate", "eliminations", remove);
        }
        return n.text("result.both", "placements", place, "eliminations", remove);
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
