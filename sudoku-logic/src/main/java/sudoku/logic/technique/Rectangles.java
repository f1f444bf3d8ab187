package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by the unique rectangles: four empty cells at the corners of a rectangle in
 * two rows, two columns and two boxes, each holding one or both of the two digits {@code a} and
 * {@code b}. If they held nothing else the two digits could be swapped among them (a deadly
 * pattern), and a puzzle with one solution cannot allow that. A corner that has lost one digit of
 * the pair (a missing candidate) only narrows what it can hold, so the argument stands.
 */
final class Rectangles {
    /** One rectangle and its pair: {@code cells} are r1c1, r1c2, r2c1, r2c2 (so 0-3 and 1-2 are diagonals). */
    record Rectangle(int[] cells, int a, int b) {
        int pair() {
            return DigitSet.of(a) | DigitSet.of(b);
        }

        List<Integer> cellList() {
            return List.of(cells[0], cells[1], cells[2], cells[3]);
        }

        /** The corner diagonally opposite corner {@code i}. */
        int opposite(int i) {
            return 3 - i;
        }
    }

    /** Looks at one rectangle; returns false to stop the search. */
    interface Visitor {
        boolean visit(Rectangle r);
    }

    private Rectangles() {
    }

    /** Visits every rectangle of empty cells sharing two digits, in row, column, digit order. */
    static void each(Candidates state, Visitor visitor) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int r1 = 0; r1 < n; r1++) {
            for (int r2 = r1 + 1; r2 < n; r2++) {
                state.checkCancelled();
                for (int c1 = 0; c1 < n; c1++) {
                    for (int c2 = c1 + 1; c2 < n; c2++) {
                        int[] cells = {g.cell(r1, c1), g.cell(r1, c2), g.cell(r2, c1), g.cell(r2, c2)};
                        int any = state.candidates(cells[0]) | state.candidates(cells[1])
                                | state.candidates(cells[2]) | state.candidates(cells[3]);
                        if (DigitSet.size(any) < 2 || !twoBoxes(g, cells) || g.isVariant() && !deadlyOnVariant(g, cells)) {
                            continue;
                        }
                        int[] ds = DigitSet.digits(any);
                        for (int i = 0; i < ds.length; i++) {
                            for (int j = i + 1; j < ds.length; j++) {
                                int pair = DigitSet.of(ds[i]) | DigitSet.of(ds[j]);
                                if (everyCornerHasOne(state, cells, pair)
                                        && !visitor.visit(new Rectangle(cells, ds[i], ds[j]))) {
                                    return;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * Whether each corner still has a digit of the pair. A corner may have lost the other one (a
     * candidate missing): it can then only be the one left, and the pattern is as deadly.
     */
    private static boolean everyCornerHasOne(Candidates state, int[] cells, int pair) {
        for (int c : cells) {
            if ((state.candidates(c) & pair) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The candidates of {@code corner} beyond the pair (0 for a corner with none). */
    static int extras(Candidates state, Rectangle r, int corner) {
        return state.candidates(corner) & ~r.pair();
    }

    /** Whether the four cells lie in exactly two boxes (always true without boxes: any rectangle can swap). */
    private static boolean twoBoxes(Geometry g, int[] cells) {
        if (!g.hasBoxes()) {
            return true;
        }
        int b0 = g.box(cells[0]);
        int other = -1;
        for (int c : cells) {
            int b = g.box(c);
            if (b != b0) {
                if (other >= 0 && other != b) {
                    return false;
                }
                other = b;
            }
        }
        return other >= 0;
    }

    /**
     * Whether a swap of the pair between the two diagonals (corners 0 and 3 against 1 and 2) keeps
     * every unit the variant adds and every cage ({@link DeadlyPatterns}): on a jigsaw, the
     * corners lie in two regions each holding one side; on X-Sudoku, no corner is on a diagonal.
     */
    static boolean deadlyOnVariant(Geometry g, int[] cells) {
        return DeadlyPatterns.swapKeeps(g, new int[] {cells[0], cells[3]}, new int[] {cells[1], cells[2]});
    }

    /**
     * The corners holding only digits of the pair (both, or one when the other is missing), as a
     * bit mask over the corner indexes 0..3.
     */
    static int exactCorners(Candidates state, Rectangle r) {
        int out = 0;
        for (int i = 0; i < 4; i++) {
            if (extras(state, r, r.cells()[i]) == 0) {
                out |= 1 << i;
            }
        }
        return out;
    }

    /**
     * The roof: when exactly two corners hold only the pair and the other two form a side of the
     * rectangle (corners 0-1, 2-3, 0-2 or 1-3), those two cells in corner order; else {@code null}.
     */
    static int[] roof(Candidates state, Rectangle r) {
        int exact = exactCorners(state, r);
        int roofMask = ~exact & 15;
        if (Integer.bitCount(exact) != 2 || roofMask == 0b1001 || roofMask == 0b0110) {
            return null;
        }
        return new int[] {r.cells()[Integer.numberOfTrailingZeros(roofMask)],
                r.cells()[31 - Integer.numberOfLeadingZeros(roofMask)]};
    }

    /** The units (rows, columns, box) holding both cells. */
    static List<Integer> sharedUnits(Geometry g, int x, int y) {
        List<Integer> out = new ArrayList<>();
        for (int u : UnitTables.unitIdsOf(g, x)) {
            for (int v : UnitTables.unitIdsOf(g, y)) {
                if (u == v) {
                    out.add(u);
                }
            }
        }
        return out;
    }

    /** The candidates of {@code digits} in empty cells other than {@code skip} that see every cell of {@code seen}. */
    static List<Candidate> seenByAll(Candidates state, int digits, List<Integer> seen, List<Integer> skip) {
        List<Candidate> out = new ArrayList<>();
        Geometry g = state.geometry();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int m = state.candidates(cell) & digits;
            if (m == 0 || skip.contains(cell)) {
                continue;
            }
            boolean all = true;
            for (int s : seen) {
                all &= state.sees(cell, s);
            }
            if (all) {
                for (int d : DigitSet.digits(m)) {
                    out.add(new Candidate(cell, d));
                }
            }
        }
        return out;
    }

    /** Builds a step for a rectangle (its four cells are the step's cells), or null when it eliminates nothing. */
    static Step step(Technique t, Rectangle r, List<Candidate> elims, List<Integer> units,
                     List<Integer> secondary, int digits, Evidence evidence) {
        if (elims.isEmpty()) {
            return null;
        }
        return Step.eliminating(t, elims, units, r.cellList(), secondary, digits, evidence);
    }

    /** Offers a step built by {@code maker} for each rectangle (skipping nulls); stops when the sink does. */
    static void offer(Candidates state, StepSink sink, java.util.function.Function<Rectangle, List<Step>> maker) {
        each(state, r -> {
            for (Step s : maker.apply(r)) {
                if (!sink.accept(s)) {
                    return false;
                }
            }
            return true;
        });
    }
}
