package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Junior Exocet: two <em>base</em> cells where a row crosses a box (or a column does) hold three
 * or four digits between them, the base digits; two <em>target</em> cells lie in the band's other
 * two boxes, off the base row. Then the two digits the base cells take are the two the targets
 * take, when:
 * <ul>
 *   <li>each target's <em>companion</em>, the cell of its column in the band's third row, holds
 *       no base digit, as a candidate or placed;</li>
 *   <li>in the three <em>cross-line</em> columns (the base box's column without a base cell and
 *       the targets' columns), outside the band, every base digit fits in two houses at most.</li>
 * </ul>
 * Why: a digit {@code x} of a base cell is in the base box outside the third column, so that
 * column holds its {@code x} outside the band; the two covering houses leave room outside the band
 * for one more {@code x} of the three columns at most, so one target column holds its {@code x}
 * inside the band: not on the base row, not on the companion, so on the target. Both base digits
 * land on the targets, two cells: the targets hold exactly the base cells' two digits.
 *
 * <p>Removed: every other digit from the targets; a target's digit that its <em>mirror</em> (the
 * other target's box on the row left free by the base row and the target's own, but the other
 * target) cannot take, since the digit must go there too; and any base or target digit no pair of
 * different base digits, one per base cell, sent onto the two targets, can use. The same with
 * columns for rows. Only on 9x9 boards with 3x3 boxes.
 */
final class JuniorExocet implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.JUNIOR_EXOCET;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!classic(g)) {
            return;
        }
        for (boolean rows : new boolean[] {true, false}) {
            Frame f = new Frame(g, rows);
            for (int band = 0; band < 3; band++) {
                state.checkCancelled();
                for (int baseStack = 0; baseStack < 3; baseStack++) {
                    for (int baseLine = 3 * band; baseLine < 3 * band + 3; baseLine++) {
                        for (int escape = 3 * baseStack; escape < 3 * baseStack + 3; escape++) {
                            if (!fromBase(state, f, band, baseStack, baseLine, escape, sink)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    /** A 9x9 board whose boxes are the nine 3x3 squares (no jigsaw regions in their place). */
    private static boolean classic(Geometry g) {
        return g.side() == 9 && g.hasBoxes() && g.boxRows() == 3 && g.boxCols() == 3;
    }

    /**
     * Rows or columns seen as lines: {@code cell(line, x)} is the cell at position {@code x} of
     * the line; the cross lines are the other kind.
     */
    private record Frame(Geometry g, boolean rows) {
        int cell(int line, int x) {
            return rows ? g.cell(line, x) : g.cell(x, line);
        }

        int line(int cell) {
            return rows ? g.row(cell) : g.col(cell);
        }

        int along(int cell) {
            return rows ? g.col(cell) : g.row(cell);
        }

        /** The unit id of cross line {@code x}: rows first, then columns, then boxes. */
        int crossUnit(int x) {
            return rows ? 9 + x : x;
        }
    }

    /** Tries the base of line {@code baseLine} in stack {@code baseStack}, all but position {@code escape}; false to stop. */
    private boolean fromBase(Candidates state, Frame f, int band, int baseStack, int baseLine, int escape, StepSink sink) {
        int[] base = new int[2];
        int k = 0;
        for (int x = 3 * baseStack; x < 3 * baseStack + 3; x++) {
            if (x != escape) {
                base[k++] = f.cell(baseLine, x);
            }
        }
        int digits = state.candidates(base[0]) | state.candidates(base[1]);
        if (state.digit(base[0]) != 0 || state.digit(base[1]) != 0 || DigitSet.size(state.candidates(base[0])) < 2
                || DigitSet.size(state.candidates(base[1])) < 2 || DigitSet.size(digits) < 3 || DigitSet.size(digits) > 4) {
            return true;
        }
        int[] stacks = new int[2];
        k = 0;
        for (int s = 0; s < 3; s++) {
            if (s != baseStack) {
                stacks[k++] = s;
            }
        }
        List<Integer> seconds = targets(state, f, band, stacks[1], baseLine, digits);
        for (int t1 : targets(state, f, band, stacks[0], baseLine, digits)) {
            for (int t2 : seconds) {
                int[] cross = {escape, f.along(t1), f.along(t2)};
                int[][] covers = covers(state, f, band, cross, digits);
                if (covers == null) {
                    continue;
                }
                Step step = step(state, f, band, baseLine, base, new int[] {t1, t2}, cross, covers, digits);
                if (step != null && !sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The cells of the band's box in stack {@code stack} off the base line that can be targets:
     * empty, with a base digit, and with a companion (the cell of the same cross line on the band's
     * third line) holding no base digit.
     */
    private static List<Integer> targets(Candidates state, Frame f, int band, int stack, int baseLine, int digits) {
        List<Integer> out = new ArrayList<>();
        for (int line = 3 * band; line < 3 * band + 3; line++) {
            if (line == baseLine) {
                continue;
            }
            int third = third(band, baseLine, line);
            for (int x = 3 * stack; x < 3 * stack + 3; x++) {
                int t = f.cell(line, x);
                if (state.digit(t) == 0 && (state.candidates(t) & digits) != 0
                        && (holding(state, f.cell(third, x)) & digits) == 0) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /** The band's line that is neither {@code a} nor {@code b} (the band's lines add up to 9 band + 3). */
    private static int third(int band, int a, int b) {
        return 9 * band + 3 - a - b;
    }

    /** The digits a cell holds: its candidates, or its placed digit. */
    private static int holding(Candidates state, int cell) {
        int d = state.digit(cell);
        return d != 0 ? DigitSet.of(d) : state.candidates(cell);
    }

    /**
     * For each base digit, in order, the two units covering every cell of the cross lines outside
     * the band that holds it (as a candidate or placed); null when some digit needs three.
     */
    private static int[][] covers(Candidates state, Frame f, int band, int[] cross, int digits) {
        int[] ds = DigitSet.digits(digits);
        int[][] out = new int[ds.length][];
        for (int i = 0; i < ds.length; i++) {
            List<Integer> cells = new ArrayList<>();
            for (int x : cross) {
                for (int line = 0; line < 9; line++) {
                    int c = f.cell(line, x);
                    if (line / 3 != band && DigitSet.contains(holding(state, c), ds[i])) {
                        cells.add(c);
                    }
                }
            }
            out[i] = twoUnits(f.g(), cells);
            if (out[i] == null) {
                return null;
            }
        }
        return out;
    }

    /**
     * Two units (by id) that together hold every cell of {@code cells}, or null when none do; a
     * unit is -1 when fewer are needed. One of the units holds the first cell, so only its units
     * are tried.
     */
    static int[] twoUnits(Geometry g, List<Integer> cells) {
        if (cells.isEmpty()) {
            return new int[] {-1, -1};
        }
        for (int u : UnitTables.unitIdsOf(g, cells.get(0))) {
            List<Integer> rest = new ArrayList<>();
            for (int c : cells) {
                if (!UnitTables.holds(g, u, c)) {
                    rest.add(c);
                }
            }
            if (rest.isEmpty()) {
                return new int[] {u, -1};
            }
            for (int v : UnitTables.unitIdsOf(g, rest.get(0))) {
                if (rest.stream().allMatch(c -> UnitTables.holds(g, v, c))) {
                    return new int[] {u, v};
                }
            }
        }
        return null;
    }

    /** The step of one exocet, or null when it removes nothing. */
    private Step step(Candidates state, Frame f, int band, int baseLine, int[] base, int[] target, int[] cross,
                      int[][] covers, int digits) {
        // what each target may hold: base digits its mirror can take too
        int[] may = new int[2];
        for (int i = 0; i < 2; i++) {
            int other = target[1 - i];
            int free = third(band, baseLine, f.line(target[i]));
            int mirror = 0;
            int stack = f.along(other) / 3;
            for (int x = 3 * stack; x < 3 * stack + 3; x++) {
                int c = f.cell(free, x);
                if (c != other) {
                    mirror |= holding(state, c);
                }
            }
            may[i] = state.candidates(target[i]) & digits & mirror;
        }
        // the pairs of different base digits, one per base cell, that fit the targets one way or the other
        int keepBase0 = 0;
        int keepBase1 = 0;
        int[] keepTarget = new int[2];
        for (int a : DigitSet.digits(state.candidates(base[0]))) {
            for (int b : DigitSet.digits(state.candidates(base[1]))) {
                for (int swap = 0; swap < 2 && a != b; swap++) {
                    int onFirst = swap == 0 ? a : b;
                    int onSecond = swap == 0 ? b : a;
                    if (DigitSet.contains(may[0], onFirst) && DigitSet.contains(may[1], onSecond)) {
                        keepBase0 |= DigitSet.of(a);
                        keepBase1 |= DigitSet.of(b);
                        keepTarget[0] |= DigitSet.of(onFirst);
                        keepTarget[1] |= DigitSet.of(onSecond);
                    }
                }
            }
        }
        List<Candidate> elims = new ArrayList<>();
        int[] cells = {base[0], base[1], target[0], target[1]};
        int[] keep = {keepBase0, keepBase1, keepTarget[0], keepTarget[1]};
        for (int i = 0; i < 4; i++) {
            for (int d : DigitSet.digits(state.candidates(cells[i]) & ~keep[i])) {
                elims.add(new Candidate(cells[i], d));
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> units = new ArrayList<>();
        for (int x : cross) {
            units.add(f.crossUnit(x));
        }
        units.sort(null);
        return Step.eliminating(technique(), elims, units, List.of(base[0], base[1]), List.of(target[0], target[1]),
                digits, new Evidence.JuniorExocet(f.rows(), covers(covers, digits)));
    }

    /** Per digit of {@code digits}, in increasing order, its cover lines, increasing. */
    private static List<List<Integer>> covers(int[][] covers, int digits) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < DigitSet.size(digits); i++) {
            List<Integer> two = new ArrayList<>();
            for (int u : covers[i]) {
                if (u >= 0) {
                    two.add(u);
                }
            }
            two.sort(null);
            out.add(two);
        }
        return out;
    }
}
