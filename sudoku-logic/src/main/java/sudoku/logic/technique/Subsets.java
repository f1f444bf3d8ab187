package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * The searches shared by naked and hidden subsets (pairs, triples, quadruples) within one unit.
 * Naked: {@code size} cells holding only {@code size} digits between them. Hidden: {@code size}
 * digits that fit only in {@code size} cells.
 */
final class Subsets {
    /** Which subsets a finder looks for. */
    enum Kind {
        /** Cells of a unit holding only as many digits as there are cells. */
        NAKED,
        /** Digits of a unit that fit only in as many cells as there are digits. */
        HIDDEN,
        /** A naked pair or triple in the intersection of a box and a line, which locks both units. */
        LOCKED
    }

    /** The finder of naked, hidden or locked subsets of one size. */
    record Finder(Technique technique, Kind kind, int size) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            switch (kind) {
                case NAKED -> naked(state, size, technique, sink);
                case HIDDEN -> hidden(state, size, technique, sink);
                case LOCKED -> locked(state, size, technique, sink);
            }
        }
    }

    private Subsets() {
    }

    /** Offers each naked subset of {@code size} cells; returns false when the sink stopped. */
    static boolean naked(Candidates state, int size, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        for (int u = 0; u < g.unitCount(); u++) {
            int[] cells = UnitTables.unit(g, u);
            int[] pool = nakedPool(state, cells, size);
            if (pool.length < size) {
                continue;
            }
            for (int pick = (1 << size) - 1; pick < (1 << pool.length); pick = DigitSet.nextSameSize(pick)) {
                List<Integer> subset = picked(pool, pick);
                int digits = union(state, subset);
                if (DigitSet.size(digits) != size) {
                    continue;
                }
                List<Candidate> elims = new ArrayList<>();
                for (int cell : cells) {
                    if (!subset.contains(cell)) {
                        for (int d : DigitSet.digits(state.candidates(cell) & digits)) {
                            elims.add(new Candidate(cell, d));
                        }
                    }
                }
                if (elims.isEmpty()) {
                    continue;
                }
                Step step = Step.eliminating(technique, elims, List.of(u), subset, List.of(), digits,
                        new SubsetEvidence.Subset(SubsetEvidence.SubsetKind.NAKED, List.of(u)));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Offers each locked subset: {@code size} cells of a box sharing a row or column and holding
     * only {@code size} digits, which leave the rest of both units; returns false when the sink stopped.
     * On a variant a Windoku window or a jigsaw region is an area like a box, and a diagonal a line:
     * the digits fill the cells, so neither unit has room for them elsewhere.
     */
    static boolean locked(Candidates state, int size, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int box = 2 * n; box < g.unitCount(); box++) {
            Geometry.UnitKind kind = g.kind(box);
            if (kind != Geometry.UnitKind.BOX && kind != Geometry.UnitKind.WINDOW && kind != Geometry.UnitKind.REGION) {
                continue;
            }
            int[] cells = UnitTables.unit(g, box);
            int[] pool = nakedPool(state, cells, size);
            if (pool.length < size) {
                continue;
            }
            for (int pick = (1 << size) - 1; pick < (1 << pool.length); pick = DigitSet.nextSameSize(pick)) {
                List<Integer> subset = picked(pool, pick);
                int digits = union(state, subset);
                int line = sharedLine(g, subset);
                if (DigitSet.size(digits) != size || line < 0) {
                    continue;
                }
                List<Candidate> elims = new ArrayList<>();
                for (int unit : new int[] {line, box}) {
                    for (int cell : UnitTables.unit(g, unit)) {
                        if (!subset.contains(cell)) {
                            for (int d : DigitSet.digits(state.candidates(cell) & digits)) {
                                Candidate e = new Candidate(cell, d);
                                if (!elims.contains(e)) {
                                    elims.add(e);
                                }
                            }
                        }
                    }
                }
                if (elims.isEmpty()) {
                    continue;
                }
                Step step = Step.eliminating(technique, elims, List.of(line, box), subset, List.of(), digits,
                        new SubsetEvidence.Subset(SubsetEvidence.SubsetKind.LOCKED, List.of(line, box)));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The unsolved cells of a unit with 2 to {@code size} candidates: those a naked subset can use. */
    private static int[] nakedPool(Candidates state, int[] cells, int size) {
        int[] pool = new int[cells.length];
        int m = 0;
        for (int cell : cells) {
            int c = DigitSet.size(state.candidates(cell));
            if (state.digit(cell) == 0 && c >= 2 && c <= size) {
                pool[m++] = cell;
            }
        }
        return Arrays.copyOf(pool, m);
    }

    /** The cells of {@code pool} whose indexes are the bits of {@code pick}. */
    private static List<Integer> picked(int[] pool, int pick) {
        List<Integer> subset = new ArrayList<>();
        for (int i : DigitSet.indexes(pick)) {
            subset.add(pool[i]);
        }
        return subset;
    }

    /** The digits that are candidates in any of {@code cells}. */
    private static int union(Candidates state, List<Integer> cells) {
        int digits = 0;
        for (int cell : cells) {
            digits |= state.candidates(cell);
        }
        return digits;
    }

    /** The row or column holding all the cells, or -1. */
    private static int sharedLine(Geometry g, List<Integer> cells) {
        int row = g.row(cells.get(0));
        int col = g.col(cells.get(0));
        boolean sameRow = true;
        boolean sameCol = true;
        for (int c : cells) {
            sameRow &= g.row(c) == row;
            sameCol &= g.col(c) == col;
        }
        return sameRow ? row : sameCol ? g.side() + col : sharedDiagonal(g, cells);
    }

    /** The diagonal holding every one of {@code cells} (on an X board), or -1. */
    private static int sharedDiagonal(Geometry g, List<Integer> cells) {
        for (int u : UnitTables.unitIdsOf(g, cells.get(0))) {
            if (g.kind(u) == Geometry.UnitKind.DIAGONAL && cells.stream().allMatch(c -> UnitTables.holds(g, u, c))) {
                return u;
            }
        }
        return -1;
    }

    /** Offers each hidden subset of {@code size} digits; returns false when the sink stopped. */
    static boolean hidden(Candidates state, int size, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int u = 0; u < g.unitCount(); u++) {
            int[] cells = UnitTables.unit(g, u);
            int[] pool = new int[n];
            int[] where = new int[n];
            int m = 0;
            int empties = 0;
            for (int cell : cells) {
                if (state.digit(cell) == 0) {
                    empties++;
                }
            }
            if (empties <= size) {
                continue;
            }
            for (int d = 1; d <= n; d++) {
                int pos = state.positions(u, d);
                int c = DigitSet.size(pos);
                if (c >= 2 && c <= size) {
                    pool[m] = d;
                    where[m++] = pos;
                }
            }
            if (m < size) {
                continue;
            }
            for (int pick = (1 << size) - 1; pick < (1 << m); pick = DigitSet.nextSameSize(pick)) {
                int positions = 0;
                int digits = 0;
                for (int i : DigitSet.indexes(pick)) {
                    positions |= where[i];
                    digits |= DigitSet.of(pool[i]);
                }
                if (DigitSet.size(positions) != size) {
                    continue;
                }
                List<Integer> subset = new ArrayList<>();
                List<Candidate> elims = new ArrayList<>();
                for (int k : DigitSet.indexes(positions)) {
                    subset.add(cells[k]);
                    for (int d : DigitSet.digits(state.candidates(cells[k]) & ~digits)) {
                        elims.add(new Candidate(cells[k], d));
                    }
                }
                if (elims.isEmpty()) {
                    continue;
                }
                Step step = Step.eliminating(technique, elims, List.of(u), subset, List.of(), digits,
                        new SubsetEvidence.Subset(SubsetEvidence.SubsetKind.HIDDEN, List.of(u)));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }
}
