package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by Sudoku Explainer's direct techniques: a pattern (pointing, claiming, a
 * hidden pair or triple) whose eliminations leave a digit with one place in a unit, which a player
 * fills at once without writing pencil marks. The step places that digit; the pattern's
 * eliminations are its reason, named in the sentence but not applied.
 *
 * <p>The unit where the digit is left one place is the one Sudoku Explainer looks in, since these
 * techniques carry its difficulties: for a hidden pair or triple, the set's own unit; for pointing
 * and claiming, another unit of the same kind as the one the digit is locked in (another box
 * beside a pointing box, another row or column beside a claiming one). A single left anywhere
 * else is the pattern followed by a hidden single, two steps.
 */
final class Direct {
    /**
     * The finder of a direct technique: the steps of its pattern (pointing, claiming, a hidden pair
     * or triple, whose finder the registry gives) that leave a hidden single, which is placed.
     */
    record Finder(Technique technique, StepFinder pattern) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            search(state, context, pattern, technique, sink);
        }
    }

    private Direct() {
    }

    /**
     * Offers, for each step of {@code pattern}, every hidden single its eliminations make (one step
     * per placed digit, unit order of the eliminated cells); returns false when the sink stopped.
     */
    static boolean search(Candidates state, SearchContext context, StepFinder pattern, Technique technique, StepSink sink) {
        boolean[] go = {true};
        pattern.find(state, context, base -> {
            go[0] = offer(state, base, technique, sink);
            return go[0];
        });
        return go[0];
    }

    private static boolean offer(Candidates state, Step base, Technique technique, StepSink sink) {
        Candidates after = state.copy();
        base.applyTo(after);
        Geometry g = state.geometry();
        Map<Candidate, Integer> singles = new LinkedHashMap<>();
        // a hidden set names its one unit; pointing and claiming the locked unit, then the other
        int patternUnit = base.units().get(0);
        boolean sameUnit = base.units().size() == 1;
        for (Candidate e : base.eliminations()) {
            for (int u : UnitTables.unitIdsOf(g, e.cell())) {
                if (sameUnit ? u != patternUnit : u == patternUnit || g.kind(u) != g.kind(patternUnit)) {
                    continue;
                }
                int pos = after.positions(u, e.digit());
                if (DigitSet.size(pos) == 1 && DigitSet.size(state.positions(u, e.digit())) > 1) {
                    singles.putIfAbsent(new Candidate(UnitTables.unit(g, u)[DigitSet.lowestIndex(pos)], e.digit()), u);
                }
            }
        }
        for (Map.Entry<Candidate, Integer> single : singles.entrySet()) {
            Candidate p = single.getKey();
            int unit = single.getValue();
            List<Integer> units = new ArrayList<>(base.units());
            if (!units.contains(unit)) {
                units.add(unit);
            }
            Step step = new Step(technique, List.of(p), List.of(), units, base.cells(), List.of(p.cell()),
                    base.digits() | DigitSet.of(p.digit()), List.of(), new SubsetEvidence.Direct(Parts.of(base), unit));
            if (!sink.accept(step)) {
                return false;
            }
        }
        return true;
    }
}
