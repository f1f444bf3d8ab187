package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Unique loops: the unique rectangle's argument on six cells or more. Empty cells that all hold
 * two digits {@code a} and {@code b}, such that every row, column and box holding one of them
 * holds exactly two, form a deadly pattern: were they all {@code a} or {@code b}, the two in each
 * unit would differ, and swapping {@code a} and {@code b} on every cell would give a second
 * solution. So in a puzzle with one solution, some cell of the loop holds another digit.
 * <ul>
 *   <li>Type 1: one cell of the loop has other candidates; it cannot be {@code a} or {@code b}.</li>
 *   <li>Type 2: the cells with other candidates all have one and the same other candidate
 *   {@code x}; one of them is {@code x}, so every cell that sees them all loses {@code x}.</li>
 * </ul>
 * A loop is walked from its first cell along its row, then its column, and so on, every row and
 * column entered once; it closes in the first cell's column. Four cells are a unique rectangle
 * (its own techniques); loops of {@value #MOST} cells at most are looked for. On a variant board a
 * loop is taken only when its swap keeps every unit the variant adds ({@link DeadlyPatterns}).
 */
final class UniqueLoop {
    /** The longest loop looked for (the community's loops have six or eight cells). */
    static final int MOST = 10;

    private UniqueLoop() {
    }

    /** The finder of type 1 or type 2. */
    record Finder(Technique technique, int type) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            Geometry g = state.geometry();
            int n = g.side();
            for (int a = 1; a <= n; a++) {
                for (int b = a + 1; b <= n; b++) {
                    int pair = DigitSet.of(a) | DigitSet.of(b);
                    List<Integer> holders = new ArrayList<>();
                    for (int c = 0; c < g.cellCount(); c++) {
                        if (state.digit(c) == 0 && (state.candidates(c) & pair) == pair) {
                            holders.add(c);
                        }
                    }
                    if (holders.size() < 6) {
                        continue;
                    }
                    state.checkCancelled();
                    for (int start : holders) {
                        boolean more = new Walk(state, holders, pair, type, start, loop -> {
                            Step s = step(state, loop, pair);
                            return s == null || sink.accept(s);
                        }).walk();
                        if (!more) {
                            return;
                        }
                    }
                }
            }
        }

        /** The step a loop gives, or null when it removes nothing. */
        private Step step(Candidates state, List<Integer> loop, int pair) {
            List<Integer> extra = new ArrayList<>();
            int others = 0;
            for (int c : loop) {
                int x = state.candidates(c) & ~pair;
                if (x != 0) {
                    extra.add(c);
                    others |= x;
                }
            }
            List<Candidate> elims = new ArrayList<>();
            if (type == 1) {
                if (extra.size() != 1) {
                    return null;
                }
                int cell = extra.get(0);
                for (int d : DigitSet.digits(pair)) {
                    elims.add(new Candidate(cell, d));
                }
            } else {
                if (extra.size() < 2 || DigitSet.size(others) != 1) {
                    return null;
                }
                elims.addAll(Rectangles.seenByAll(state, others, extra, loop));
            }
            if (elims.isEmpty()) {
                return null;
            }
            int shared = type == 2 ? others : 0;
            return Step.eliminating(technique, elims, List.of(), loop, extra, pair | shared,
                    new UniquenessEvidence.UniqueLoop(pair, shared));
        }
    }

    /** Takes a loop found (its cells in walking order); returns false to stop. */
    private interface LoopSink {
        boolean accept(List<Integer> loop);
    }

    /**
     * The loops through one first cell: along a row, then a column, alternately, over the cells
     * that hold the pair, each row and column entered once, no cell before the first in board order.
     */
    private static final class Walk {
        private final Candidates state;
        private final Geometry g;
        private final List<Integer> holders;
        private final int pair;
        private final int type;
        /** The loop's other candidates so far (type 2: one digit), and how many cells have them. */
        private int others;
        private int extraCells;
        private final int first;
        private final LoopSink sink;
        private final List<Integer> path = new ArrayList<>();
        private final boolean[] rowUsed;
        private final boolean[] colUsed;

        Walk(Candidates state, List<Integer> holders, int pair, int type, int first, LoopSink sink) {
            this.state = state;
            this.pair = pair;
            this.type = type;
            this.g = state.geometry();
            this.holders = holders;
            this.first = first;
            this.sink = sink;
            this.rowUsed = new boolean[g.side()];
            this.colUsed = new boolean[g.side()];
        }

        /**
         * Every loop from the first cell: its row is taken; its column is entered last, by the
         * cell that closes the loop. False once the sink stops.
         */
        boolean walk() {
            rowUsed[g.row(first)] = true;
            return from(first, true);
        }

        /**
         * Goes on from {@code cell}, the path's last cell, along its row or its column (a row or
         * column is marked used by whoever enters it).
         * @return false to stop
         */
        private boolean from(int cell, boolean alongRow) {
            int x = state.candidates(cell) & ~pair;
            int othersBefore = others;
            if (x != 0) {
                // type 1: one cell with other candidates; type 2: each of them with the same single one
                boolean fits = type == 1 ? extraCells == 0 : DigitSet.size(x) == 1 && (others == 0 || others == x);
                if (!fits) {
                    return true;
                }
                others |= x;
                extraCells++;
            }
            path.add(cell);
            boolean go = true;
            for (int i = 0; go && i < holders.size(); i++) {
                int next = holders.get(i);
                if (next == cell || next < first) {
                    continue;
                }
                if (alongRow) {
                    if (g.row(next) == g.row(cell) && !colUsed[g.col(next)] && path.size() < MOST) {
                        colUsed[g.col(next)] = true;
                        go = from(next, false);
                        colUsed[g.col(next)] = false;
                    }
                } else if (g.col(next) == g.col(cell)) {
                    if (g.col(cell) == g.col(first)) {
                        // the first cell's column: the loop closes there or not at all
                        if (next == first && path.size() >= 6 && everyBoxHoldsTwo() && deadlyOnVariant()) {
                            go = sink.accept(List.copyOf(path));
                        }
                    } else if (!rowUsed[g.row(next)] && path.size() < MOST) {
                        rowUsed[g.row(next)] = true;
                        go = from(next, true);
                        rowUsed[g.row(next)] = false;
                    }
                }
            }
            path.remove(path.size() - 1);
            if (x != 0) {
                others = othersBefore;
                extraCells--;
            }
            return go;
        }

        /**
         * Whether swapping the pair between the path's cells taken in turn (even places against
         * odd ones, which share a row or a column with each other) keeps every unit the variant
         * adds and every cage ({@link DeadlyPatterns}); true on a plain board.
         */
        private boolean deadlyOnVariant() {
            if (!g.isVariant()) {
                return true;
            }
            int[][] sides = new int[2][(path.size() + 1) / 2];
            for (int i = 0; i < path.size(); i++) {
                sides[i % 2][i / 2] = path.get(i);
            }
            return DeadlyPatterns.swapKeeps(g, sides[0], sides[1]);
        }

        /** Whether every box holding a cell of the path holds exactly two (always true without boxes). */
        private boolean everyBoxHoldsTwo() {
            if (!g.hasBoxes()) {
                return true;
            }
            int[] count = new int[g.side()];
            for (int c : path) {
                count[g.box(c)]++;
            }
            for (int k : count) {
                if (k != 0 && k != 2) {
                    return false;
                }
            }
            return true;
        }
    }
}
