package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.StepSink;

/**
 * What every Exocet shares: two base cells of one box on one line, the base digits they hold
 * between them, three cross lines (the base box's line without a base cell, the <em>escape</em>
 * line, and one line through each target), and the <em>S cells</em>: the cells of the cross lines
 * off the base line, outside the base box and other than the targets.
 *
 * <p>The proof, as David P Bird's JExocet Compendium (Sudoku forum, 2012-2014) gives it: a digit
 * {@code x} the base cells take is on the base line and in the base box, so each cross line holds
 * its {@code x} in an S cell or in its target. When the S cells holding {@code x} (as a candidate
 * or placed) lie in two houses, at most two cross lines hold it there: the escape line does (it has
 * no target), so one target line holds it in its target. The base cells take two different digits
 * and each lands on a target: the targets hold exactly the base cells' two digits.
 *
 * <p>The rule beyond that proof, sound for every Exocet: a target holds {@code x} only if the other
 * two cross lines can hold {@code x} in S cells on two different lines, neither on the target's own.
 * (It is the compendium's "a cover house that is a cross line" case and more: when the target's own
 * cross line is one of the two cover houses, the other two lines' S cells of {@code x} lie in the
 * one remaining house.)
 */
final class ExocetLines {
    private ExocetLines() {
    }

    /**
     * Rows or columns seen as lines: {@code cell(line, x)} is the cell at position {@code x} of
     * the line; the cross lines are the other kind.
     */
    record Frame(Geometry g, boolean rows, long[][] units) {
        /** The frame of {@code g} with rows (or columns) as lines, every unit as a two-word cell mask. */
        static Frame of(Geometry g, boolean rows) {
            return new Frame(g, rows, unitMasks(g));
        }

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

    /**
     * One Exocet: its frame, base line and stack, base cells, targets, cross lines (escape line
     * first), per base digit its cover units (as {@link #covers} gives them) and the base digits.
     */
    record Pattern(Frame f, int baseLine, int baseStack, int[] base, int[] target, int[] cross, int[][] covers,
                   int digits) {
        /** The base digits target {@code i} may take by the cross-line rule. */
        int crossFit(Candidates state, int i) {
            return ExocetLines.crossFit(state, f, baseLine, baseStack, cross, target, i, digits);
        }

        /** The cross lines as unit ids, increasing. */
        List<Integer> crossUnits() {
            List<Integer> units = new ArrayList<>();
            for (int x : cross) {
                units.add(f.crossUnit(x));
            }
            units.sort(null);
            return units;
        }
    }

    /** A search of Exocet patterns: Junior or Senior. */
    interface Patterns {
        void of(Candidates state, java.util.function.Predicate<Pattern> sink);
    }

    /** What an Exocet step's evidence is made of: its covers per digit and whether the cross-line rule removed more. */
    interface Proof {
        Evidence of(List<List<Integer>> covers, boolean crossLines);
    }

    /** Offers the step of every pattern {@code patterns} finds that removes something, until {@code sink} says stop. */
    static void steps(Candidates state, Patterns patterns, java.util.function.Function<Pattern, Step> step,
                      StepSink sink) {
        patterns.of(state, p -> {
            Step s = step.apply(p);
            return s == null || sink.accept(s);
        });
    }

    /**
     * The step of pattern {@code p} whose targets may take {@code before} by the rules of its kind,
     * and then only what the cross-line rule lets them; null when it removes nothing.
     */
    static Step step(Technique t, Candidates state, Pattern p, int[] before, Proof proof) {
        int[] may = {before[0] & p.crossFit(state, 0), before[1] & p.crossFit(state, 1)};
        List<Candidate> elims = removals(state, p.base(), p.target(), may);
        if (elims.isEmpty()) {
            return null;
        }
        boolean crossLines = elims.size() > removals(state, p.base(), p.target(), before).size();
        return Step.eliminating(t, elims, p.crossUnits(), List.of(p.base()[0], p.base()[1]),
                List.of(p.target()[0], p.target()[1]), p.digits(), proof.of(coverLists(p.covers(), p.digits()), crossLines));
    }

    /** Where an Exocet search goes with each pair of base cells; false to stop. */
    interface BaseVisitor {
        boolean visit(Frame f, int baseLine, int baseStack, int escape, int[] base, int digits);
    }

    /**
     * Offers every pair of base cells (rows, then columns; band by band, box by box, line by line,
     * escape position by position) whose digits are three or four, until {@code v} says stop;
     * nothing on boards other than 9x9 with 3x3 boxes.
     */
    static void bases(Candidates state, BaseVisitor v) {
        Geometry g = state.geometry();
        if (!classic(g)) {
            return;
        }
        for (boolean rows : new boolean[] {true, false}) {
            Frame f = Frame.of(g, rows);
            for (int band = 0; band < 3; band++) {
                state.checkCancelled();
                for (int baseStack = 0; baseStack < 3; baseStack++) {
                    for (int baseLine = 3 * band; baseLine < 3 * band + 3; baseLine++) {
                        for (int escape = 3 * baseStack; escape < 3 * baseStack + 3; escape++) {
                            int[] base = base(f, baseLine, baseStack, escape);
                            int digits = baseDigits(state, base);
                            if (digits != 0 && !v.visit(f, baseLine, baseStack, escape, base, digits)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    /** The base cells of line {@code baseLine} in stack {@code baseStack}, all but position {@code escape}. */
    static int[] base(Frame f, int baseLine, int baseStack, int escape) {
        int[] base = new int[2];
        int k = 0;
        for (int x = 3 * baseStack; x < 3 * baseStack + 3; x++) {
            if (x != escape) {
                base[k++] = f.cell(baseLine, x);
            }
        }
        return base;
    }

    /** The base digits of two empty base cells of two digits or more, when they are three or four; else 0. */
    static int baseDigits(Candidates state, int[] base) {
        int digits = state.candidates(base[0]) | state.candidates(base[1]);
        if (state.digit(base[0]) != 0 || state.digit(base[1]) != 0 || DigitSet.size(state.candidates(base[0])) < 2
                || DigitSet.size(state.candidates(base[1])) < 2 || DigitSet.size(digits) < 3 || DigitSet.size(digits) > 4) {
            return 0;
        }
        return digits;
    }

    /** The two stacks other than {@code stack}, increasing. */
    static int[] otherStacks(int stack) {
        int[] out = new int[2];
        int k = 0;
        for (int s = 0; s < 3; s++) {
            if (s != stack) {
                out[k++] = s;
            }
        }
        return out;
    }

    /** A 9x9 board whose boxes are the nine 3x3 squares (no jigsaw regions in their place). */
    static boolean classic(Geometry g) {
        return g.side() == 9 && g.hasBoxes() && g.boxRows() == 3 && g.boxCols() == 3;
    }

    /** The digits a cell holds: its candidates, or its placed digit. */
    static int holding(Candidates state, int cell) {
        int d = state.digit(cell);
        return d != 0 ? DigitSet.of(d) : state.candidates(cell);
    }

    /**
     * Whether {@code cell} is an S cell of the cross line it lies on: off the base line, outside
     * the base box (lines {@code 3 baseBand..3 baseBand+2} of the base stack) and not a target.
     */
    static boolean sCell(Frame f, int cell, int baseLine, int baseStack, int[] targets) {
        int line = f.line(cell);
        if (line == baseLine || (line / 3 == baseLine / 3 && f.along(cell) / 3 == baseStack)) {
            return false;
        }
        return cell != targets[0] && cell != targets[1];
    }

    /**
     * For each base digit, in order, the two units covering every S cell of the cross lines
     * holding it; null when some digit needs three.
     */
    static int[][] covers(Candidates state, Frame f, int baseLine, int baseStack, int[] cross, int[] targets,
                          int digits) {
        return covers(f, sMasks(state, f, baseLine, baseStack, cross, digits), targets);
    }

    /**
     * Per base digit, in order, the cells of the cross lines off the base line and outside the
     * base box that hold it (candidate or placed), as a two-word cell mask (cells 0-63, 64-80):
     * the S cells before the targets are taken out.
     */
    static long[][] sMasks(Candidates state, Frame f, int baseLine, int baseStack, int[] cross, int digits) {
        int[] ds = DigitSet.digits(digits);
        long[][] out = new long[ds.length][2];
        int[] none = {-1, -1};
        for (int x : cross) {
            for (int line = 0; line < 9; line++) {
                int c = f.cell(line, x);
                if (!sCell(f, c, baseLine, baseStack, none)) {
                    continue;
                }
                int held = holding(state, c);
                for (int i = 0; i < ds.length; i++) {
                    if (DigitSet.contains(held, ds[i])) {
                        out[i][c >> 6] |= 1L << (c & 63);
                    }
                }
            }
        }
        return out;
    }

    /**
     * For each digit's mask of {@code sMasks}, the targets taken out, the two units covering it
     * (-1 when fewer are needed); null when some digit needs three.
     */
    static int[][] covers(Frame f, long[][] sMasks, int[] targets) {
        int[][] out = new int[sMasks.length][];
        for (int i = 0; i < sMasks.length; i++) {
            long[] m = sMasks[i].clone();
            for (int t : targets) {
                m[t >> 6] &= ~(1L << (t & 63));
            }
            out[i] = twoUnits(f.g(), f.units(), m);
            if (out[i] == null) {
                return null;
            }
        }
        return out;
    }

    /** Every unit of {@code g} as a two-word cell mask, by unit id. */
    private static long[][] unitMasks(Geometry g) {
        int[][] units = UnitTables.units(g);
        long[][] out = new long[units.length][2];
        for (int u = 0; u < units.length; u++) {
            for (int c : units[u]) {
                out[u][c >> 6] |= 1L << (c & 63);
            }
        }
        return out;
    }

    /** The first cell of a two-word mask, or -1 when it is empty. */
    private static int first(long[] m) {
        return m[0] != 0 ? Long.numberOfTrailingZeros(m[0]) : m[1] != 0 ? 64 + Long.numberOfTrailingZeros(m[1]) : -1;
    }

    /**
     * Two units (by id) that together hold every cell of mask {@code m}, or null when none do; a
     * unit is -1 when fewer are needed. One of the units holds the first cell, so only its units
     * are tried, and then only the units of the first cell the first unit leaves.
     */
    private static int[] twoUnits(Geometry g, long[][] units, long[] m) {
        int c = first(m);
        if (c < 0) {
            return new int[] {-1, -1};
        }
        for (int u : UnitTables.unitIdsOf(g, c)) {
            long[] rest = {m[0] & ~units[u][0], m[1] & ~units[u][1]};
            int c2 = first(rest);
            if (c2 < 0) {
                return new int[] {u, -1};
            }
            for (int v : UnitTables.unitIdsOf(g, c2)) {
                if ((rest[0] & ~units[v][0]) == 0 && (rest[1] & ~units[v][1]) == 0) {
                    return new int[] {u, v};
                }
            }
        }
        return null;
    }

    /**
     * The base digits target {@code i} may take by the cross-line rule: those that the two cross
     * lines other than its own can hold in S cells on two different lines, neither the target's.
     */
    static int crossFit(Candidates state, Frame f, int baseLine, int baseStack, int[] cross, int[] targets, int i,
                        int digits) {
        int own = f.along(targets[i]);
        int[] others = new int[2];
        int k = 0;
        for (int x : cross) {
            if (x != own) {
                others[k++] = x;
            }
        }
        int out = 0;
        for (int d : DigitSet.digits(digits)) {
            int[] lines = new int[2];
            for (int j = 0; j < 2; j++) {
                for (int line = 0; line < 9; line++) {
                    int c = f.cell(line, others[j]);
                    if (line != f.line(targets[i]) && DigitSet.contains(holding(state, c), d)
                            && sCell(f, c, baseLine, baseStack, targets)) {
                        lines[j] |= 1 << line;
                    }
                }
            }
            // two different lines, one from each: not both masks empty, and not one single shared line
            if (lines[0] != 0 && lines[1] != 0 && !(lines[0] == lines[1] && Integer.bitCount(lines[0]) == 1)) {
                out |= DigitSet.of(d);
            }
        }
        return out;
    }

    /**
     * The removals of an Exocet whose targets may take the digits {@code may[0]} and {@code may[1]}:
     * every digit of a base cell or a target that no pair of different base digits, one per base
     * cell, sent onto the two targets one way or the other, uses (so every non-base digit of a target).
     */
    static List<Candidate> removals(Candidates state, int[] base, int[] target, int[] may) {
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
        return elims;
    }

    /** Per digit of {@code digits}, in increasing order, its cover lines, increasing. */
    static List<List<Integer>> coverLists(int[][] covers, int digits) {
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
