package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.technique.ExocetLines.Pattern;

/**
 * Double Exocet: two Junior Exocets of one band with the same four base digits, their base pairs in
 * different boxes, their eight base and target cells all different. (David P Bird's "twin
 * JExocets", Sudoku forum, April 2012, and his JExocet Compendium; SudokuWiki's "Double Exocet"
 * page, whose example is its Unsolvable 165.)
 *
 * <p>Why the two base pairs share no digit: say {@code x} is in both. The first pair's {@code x}
 * lies in its box, the second's in the other; the band's third box then has its {@code x} on the
 * band's third row. Each Exocet sends {@code x} onto one of its targets, one in each of the band's
 * boxes other than its base box; the first Exocet's target in the second base box cannot take
 * {@code x} (that box has it in a base cell), so its target in the third box does; the same holds
 * for the second Exocet, and two different cells of the third box would both hold {@code x}. So the
 * four base cells hold the four base digits once each, and so do the four targets.
 *
 * <p>Removed: from the eight cells, every digit no joint choice uses (a choice gives each base pair
 * two different base digits, the other pair the other two, each Exocet's targets its own pair in
 * an order its Junior Exocet allows: mirror and cross-line rule, never one digit twice in a house,
 * and every house keeping a place for each digit the choice places); from any other cell that sees all four base cells, or all four targets, the four base
 * digits. Offered only when it removes more than the two Junior Exocets alone. The same with
 * columns for rows. Only on 9x9 boards with 3x3 boxes.
 */
final class DoubleExocet implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DOUBLE_EXOCET;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        List<Pattern> patterns = new ArrayList<>();
        JuniorExocet.patterns(state, p -> {
            if (DigitSet.size(p.digits()) == 4) {
                patterns.add(p);
            }
            return true;
        });
        for (int i = 0; i < patterns.size(); i++) {
            for (int j = i + 1; j < patterns.size(); j++) {
                Pattern p = patterns.get(i);
                Pattern q = patterns.get(j);
                if (twins(p, q)) {
                    Step s = step(state, p, q);
                    if (s != null && !sink.accept(s)) {
                        return;
                    }
                }
            }
        }
    }

    /** Whether {@code p} and {@code q} make a double: one band, same digits, base boxes apart, eight cells apart. */
    static boolean twins(Pattern p, Pattern q) {
        if (p.f().rows() != q.f().rows() || p.baseLine() / 3 != q.baseLine() / 3 || p.baseStack() == q.baseStack()
                || p.digits() != q.digits()) {
            return false;
        }
        Set<Integer> cells = new java.util.HashSet<>();
        for (int[] part : new int[][] {p.base(), p.target(), q.base(), q.target()}) {
            for (int c : part) {
                cells.add(c);
            }
        }
        return cells.size() == 8;
    }

    /** The step of one double, or null when it removes nothing beyond its two Junior Exocets. */
    private Step step(Candidates state, Pattern p, Pattern q) {
        int[] cells = {p.base()[0], p.base()[1], p.target()[0], p.target()[1],
                q.base()[0], q.base()[1], q.target()[0], q.target()[1]};
        int[] mayP = targetDigits(state, p);
        int[] mayQ = targetDigits(state, q);
        int d = p.digits();
        int[] allowed = {state.candidates(cells[0]) & d, state.candidates(cells[1]) & d, mayP[0], mayP[1],
                state.candidates(cells[4]) & d, state.candidates(cells[5]) & d, mayQ[0], mayQ[1]};
        int[] keep = new int[8];
        int[] value = new int[8];
        if (!choose(state, cells, allowed, value, 0, keep)) {
            return null;
        }
        List<Candidate> elims = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            for (int x : DigitSet.digits(state.candidates(cells[i]) & ~keep[i])) {
                elims.add(new Candidate(cells[i], x));
            }
        }
        List<Integer> seeBases = seeingAll(state, cells, new int[] {0, 1, 4, 5}, d);
        List<Integer> seeTargets = seeingAll(state, cells, new int[] {2, 3, 6, 7}, d);
        for (int c : new TreeSet<>(union(seeBases, seeTargets))) {
            for (int x : DigitSet.digits(state.candidates(c) & d)) {
                elims.add(new Candidate(c, x));
            }
        }
        Set<Candidate> singles = new java.util.HashSet<>(ExocetLines.removals(state, p.base(), p.target(), mayP));
        singles.addAll(ExocetLines.removals(state, q.base(), q.target(), mayQ));
        if (singles.containsAll(elims)) {
            return null;
        }
        Set<Integer> units = new TreeSet<>(p.crossUnits());
        units.addAll(q.crossUnits());
        return Step.eliminating(technique(), elims, List.copyOf(units),
                List.of(cells[0], cells[1], cells[4], cells[5]), List.of(cells[2], cells[3], cells[6], cells[7]), d,
                new ExocetEvidence.DoubleExocet(p.f().rows(), ExocetLines.coverLists(p.covers(), d),
                        ExocetLines.coverLists(q.covers(), d), seeBases, seeTargets));
    }

    /** What each target of {@code p} may hold by its Junior Exocet: base digits its mirror takes and the cross-line rule lets. */
    private static int[] targetDigits(Candidates state, Pattern p) {
        int[] mirrored = JuniorExocet.mirrored(state, p);
        return new int[] {mirrored[0] & p.crossFit(state, 0), mirrored[1] & p.crossFit(state, 1)};
    }

    /**
     * Tries every joint choice from cell {@code i} on (the first pair's base cells, its targets in
     * the same two digits, then the second pair with the other digits), adding each full choice's
     * digits to {@code keep}; true when some choice is whole.
     */
    private static boolean choose(Candidates state, int[] cells, int[] allowed, int[] value, int i, int[] keep) {
        Geometry g = state.geometry();
        if (i == 8) {
            if (!leavesRoom(state, cells, value)) {
                return false;
            }
            for (int k = 0; k < 8; k++) {
                keep[k] |= DigitSet.of(value[k]);
            }
            return true;
        }
        boolean any = false;
        for (int x : DigitSet.digits(allowed[i])) {
            if (fits(g, cells, value, i, x)) {
                value[i] = x;
                any |= choose(state, cells, allowed, value, i + 1, keep);
            }
        }
        value[i] = 0;
        return any;
    }

    /**
     * Whether a whole choice leaves every house a place for each digit it places: a house holding
     * none of that digit's chosen cells needs a cell holding the digit (placed, or a candidate)
     * that sees none of them and is not another of the eight cells (those take other digits). A
     * choice that empties a house of a digit is not the solution's (the compendium's test of
     * incompatible base digits, made for every house).
     */
    private static boolean leavesRoom(Candidates state, int[] cells, int[] value) {
        Geometry g = state.geometry();
        for (int k = 0; k < 8; k++) {
            int x = value[k];
            if (k % 4 >= 2) {
                continue; // each digit is checked once, from the base cell that takes it
            }
            int[] at = new int[2];
            int m = 0;
            for (int j = 0; j < 8; j++) {
                if (value[j] == x) {
                    at[m++] = cells[j];
                }
            }
            for (int u = 0; u < g.unitCount(); u++) {
                if (!room(state, g, u, x, at, cells, value)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether house {@code u} holds a chosen {@code x}, or keeps a place for it the choice leaves open. */
    private static boolean room(Candidates state, Geometry g, int u, int x, int[] at, int[] cells, int[] value) {
        int[] unit = sudoku.core.internal.UnitTables.unit(g, u);
        for (int c : unit) {
            if (c == at[0] || c == at[1]) {
                return true;
            }
        }
        for (int c : unit) {
            if (state.digit(c) == x) {
                return true;
            }
            if (state.digit(c) != 0 || !state.has(c, x) || sees(g, c, at[0]) || sees(g, c, at[1])) {
                continue;
            }
            boolean chosen = false;
            for (int j = 0; j < 8; j++) {
                chosen |= cells[j] == c;
            }
            if (!chosen) {
                return true;
            }
        }
        return false;
    }

    /** Whether cell {@code i} may take {@code x} beside the choices of cells 0 to i-1. */
    private static boolean fits(Geometry g, int[] cells, int[] value, int i, int x) {
        int pair = i < 4 ? 0 : 4;
        int bases = DigitSet.of(value[pair]) | DigitSet.of(value[pair + 1]);
        if (i % 4 == 1 && x == value[pair]) {
            return false;
        }
        if (i % 4 >= 2 && !DigitSet.contains(bases, x)) {
            return false;
        }
        if (i >= 4 && (DigitSet.of(x) & (DigitSet.of(value[0]) | DigitSet.of(value[1]))) != 0) {
            return false;
        }
        for (int k = 0; k < i; k++) {
            if (value[k] == x && sees(g, cells[k], cells[i])) {
                return false;
            }
        }
        // the targets of one pair take its two digits, one each
        return i % 4 != 3 || x != value[i - 1];
    }

    /** The empty cells other than the eight that see the four cells at {@code at} and hold a base digit, increasing. */
    private static List<Integer> seeingAll(Candidates state, int[] cells, int[] at, int digits) {
        Geometry g = state.geometry();
        Set<Integer> eight = new java.util.HashSet<>();
        for (int c : cells) {
            eight.add(c);
        }
        List<Integer> out = new ArrayList<>();
        for (int c : g.peers(cells[at[0]])) {
            if (eight.contains(c) || state.digit(c) != 0 || (state.candidates(c) & digits) == 0) {
                continue;
            }
            boolean all = true;
            for (int k = 1; k < at.length && all; k++) {
                all = sees(g, c, cells[at[k]]);
            }
            if (all) {
                out.add(c);
            }
        }
        out.sort(null);
        return out;
    }

    private static boolean sees(Geometry g, int a, int b) {
        return a != b && (g.row(a) == g.row(b) || g.col(a) == g.col(b) || g.box(a) == g.box(b));
    }

    private static Set<Integer> union(List<Integer> a, List<Integer> b) {
        Set<Integer> out = new LinkedHashSet<>(a);
        out.addAll(b);
        return out;
    }
}
