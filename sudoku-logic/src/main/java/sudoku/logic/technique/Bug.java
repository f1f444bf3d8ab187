package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;

/**
 * The search shared by the bivalue universal grave types: the candidates that stand between the
 * state and a grave (every empty cell with two candidates, every digit twice or not at all in each
 * unit). Such a grave has no solution or several, so in a puzzle with one solution at least one of
 * these extra candidates is true.
 */
final class Bug {
    private Bug() {
    }

    /**
     * The extra candidates, in cell order: those of cells with three or more candidates whose digit
     * does not fit exactly twice in one of the cell's units, when removing exactly them leaves a
     * grave; else null (no grave, or one this simple rule does not see, or a board with
     * {@linkplain #holds cages}).
     */
    static List<Candidate> extras(Candidates state) {
        Geometry g = state.geometry();
        if (!holds(g)) {
            return null;
        }
        int n = g.cellCount();
        int[] masks = new int[n];
        List<Candidate> out = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            if (state.digit(c) != 0) {
                continue;
            }
            int m = state.candidates(c);
            int size = DigitSet.size(m);
            if (size < 2) {
                return null;
            }
            if (size > 2) {
                for (int d : DigitSet.digits(m)) {
                    for (int u : UnitTables.unitIdsOf(g, c)) {
                        if (Integer.bitCount(state.positions(u, d)) != 2) {
                            m &= ~DigitSet.of(d);
                            out.add(new Candidate(c, d));
                            break;
                        }
                    }
                }
                if (DigitSet.size(m) != 2) {
                    return null;
                }
            }
            masks[c] = m;
        }
        if (out.isEmpty()) {
            return null;
        }
        for (int u = 0; u < g.unitCount(); u++) {
            int[] count = new int[g.side() + 1];
            for (int c : UnitTables.unit(g, u)) {
                for (int d : DigitSet.digits(masks[c])) {
                    count[d]++;
                }
            }
            for (int d = 1; d <= g.side(); d++) {
                if (count[d] != 0 && count[d] != 2) {
                    return null;
                }
            }
        }
        return out;
    }

    /**
     * Whether the grave's argument holds on this board: every rule is a unit of n cells holding
     * each digit once (rows, columns, boxes, and a variant's diagonals, windows or jigsaw regions),
     * and the grave asks every unit, so it holds on those variants too. In a grave, take a
     * solution and give each empty cell its other candidate instead. A unit where a digit is a
     * candidate twice has it placed in one of those two cells; the other filling places it in the
     * other one, once again; a digit placed before stays, and no cell takes it. So every unit still
     * holds each digit once: a second solution. A killer cage is no such unit (it holds fewer
     * digits and has a sum that the other filling may change), so no grave is read on a board
     * with cages.
     */
    static boolean holds(Geometry g) {
        return g.cages().isEmpty();
    }

    /** The cells of the extra candidates, in cell order. */
    static List<Integer> cells(List<Candidate> extras) {
        List<Integer> out = new ArrayList<>();
        for (Candidate e : extras) {
            if (!out.contains(e.cell())) {
                out.add(e.cell());
            }
        }
        return out;
    }

    /** The extra digits of one cell, as a mask. */
    static int extraDigits(List<Candidate> extras, int cell) {
        int m = 0;
        for (Candidate e : extras) {
            if (e.cell() == cell) {
                m |= DigitSet.of(e.digit());
            }
        }
        return m;
    }

    /** The unit ids holding every one of {@code cells}. */
    static List<Integer> commonUnits(Geometry g, List<Integer> cells) {
        List<Integer> out = new ArrayList<>();
        for (int u : UnitTables.unitIdsOf(g, cells.get(0))) {
            boolean all = true;
            for (int c : cells) {
                boolean in = false;
                for (int v : UnitTables.unitIdsOf(g, c)) {
                    in |= v == u;
                }
                all &= in;
            }
            if (all) {
                out.add(u);
            }
        }
        return out;
    }
}
