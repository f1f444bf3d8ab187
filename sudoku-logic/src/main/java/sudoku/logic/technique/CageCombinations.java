package sudoku.logic.technique;

import java.util.Comparator;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.KillerEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Cage Combinations (Killer): the digit sets that make a cage's sum with different digits,
 * kept only when its cells' candidates can hold them, rule out every candidate they do not use;
 * a digit every combination needs is removed from the cells outside that see all the cage's
 * cells that may hold it (the rest of a row, column or box the cage's places for it share). A
 * cage with one empty cell left places the digit that completes its sum.
 */
final class CageCombinations implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.CAGE_COMBINATIONS;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        for (Cage cage : inReadingOrder(g)) {
            CageSum left = CageSum.of(state, cage);
            if (left.cells().length == 0) {
                continue;
            }
            CageSum.Deduction d = left.deduce(state, left.combinations(state));
            if (d == null || !d.found()) {
                continue;
            }
            Step step = new Step(technique(), d.placements(), d.eliminations(), List.of(), left.cellList(), List.of(),
                    d.digits(), List.of(), d.evidence(source(state, cage, left)));
            if (!sink.accept(step)) {
                return;
            }
        }
    }

    /** The cages ordered by their first cell. */
    static List<Cage> inReadingOrder(Geometry g) {
        return g.cages().stream().sorted(Comparator.comparingInt(c -> c.cells().get(0))).toList();
    }

    /** A cage's empty cells and what they must make: its sum less the digits placed in it. */
    static KillerEvidence.KillerSum source(Candidates state, Cage cage, CageSum left) {
        List<Integer> placed = cage.cells().stream().filter(c -> state.digit(c) != 0).toList();
        int digits = 0;
        for (int c : placed) {
            digits |= DigitSet.of(state.digit(c));
        }
        return new KillerEvidence.KillerSum(KillerEvidence.SumKind.CAGE, cage.cells(), cage.sum(), List.of(), 0, 0, placed, digits,
                left.cellList(), left.sum());
    }
}
