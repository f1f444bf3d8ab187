package sudoku.logic.technique;

import java.util.Comparator;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.internal.Words;

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
            CageSum.Deduction d = left.deduce(state, left.combinations(state), named(state, cage, left));
            if (d == null || !d.found()) {
                continue;
            }
            Step step = new Step(technique(), d.placements(), d.eliminations(), List.of(), left.cellList(), List.of(),
                    d.digits(), List.of(), capitalised(d.reason()) + ".");
            if (!sink.accept(step)) {
                return;
            }
        }
    }

    /** The cages ordered by their first cell. */
    static List<Cage> inReadingOrder(Geometry g) {
        return g.cages().stream().sorted(Comparator.comparingInt(c -> c.cells().get(0))).toList();
    }

    /**
     * The cage named with what its empty cells must make: {@code the cage A1, A2 and A3 (15)},
     * followed by {@code , less the 7 in A1, leaves 8 to A2 and A3, which} when digits are placed.
     */
    private static String named(Candidates state, Cage cage, CageSum left) {
        Geometry g = state.geometry();
        String name = CageSum.name(g, cage);
        if (left.cells().length == cage.size()) {
            return name;
        }
        int placed = 0;
        List<Integer> where = cage.cells().stream().filter(c -> state.digit(c) != 0).toList();
        for (int c : where) {
            placed |= DigitSet.of(state.digit(c));
        }
        return name + ", less the " + Words.digits(placed) + " in " + Words.cells(g, where)
                + ", leaves " + left.sum() + " to " + Words.cells(g, left.cellList()) + CageSum.WHICH;
    }

    /** The sentence with its first letter in upper case. */
    static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
