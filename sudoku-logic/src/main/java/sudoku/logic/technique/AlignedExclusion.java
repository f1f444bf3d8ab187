package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.NodeSet;

/**
 * Aligned exclusion as Sudoku Explainer has it, of two base cells (Aligned Pair Exclusion, 6.2)
 * or three (Aligned Triple Exclusion, 7.5). The base cells are empty cells with two candidates
 * or more; they need not see each other, but of three base cells one with at most three
 * candidates sees another. The excluders are the cells with two to {@code degree} candidates
 * that see every base cell; there must be two of them at least. A combination of one candidate
 * per base cell is ruled out when two base cells that see each other take the same digit, or
 * when it takes every candidate of an excluder (which would be left empty). A candidate of a
 * base cell that no combination left uses goes.
 *
 * <p>Combinations are walked as digit masks, base cell by base cell; a partial combination that
 * already empties an excluder is dropped with all its completions, and the walk stops as soon as
 * every candidate of the base cells is used by an allowed combination (nothing to remove).
 */
final class AlignedExclusion implements StepFinder {
    private final Technique technique;
    private final int degree;

    /** The finder of {@code technique}, with {@code degree} base cells (2 or 3). */
    public AlignedExclusion(Technique technique, int degree) {
        if (degree < 2 || degree > 3) {
            throw new IllegalArgumentException("aligned exclusion of " + degree + " cells");
        }
        this.technique = technique;
        this.degree = degree;
    }

    @Override
    public Technique technique() {
        return technique;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        int n = g.cellCount();
        int[] base = new int[n];
        int count = 0;
        long[][] excluders = new long[n][];
        for (int x = 0; x < n; x++) {
            long[] e = excluders(state, x);
            if (e != null) {
                excluders[x] = e;
                base[count++] = x;
            }
        }
        long[] pair = NodeSet.create(n);
        long[] triple = NodeSet.create(n);
        Walk walk = new Walk(degree);
        for (int i = 0; i < count; i++) {
            state.checkCancelled();
            int a = base[i];
            walk.cells[0] = a;
            for (int j = i + 1; j < count; j++) {
                int b = base[j];
                if (!common(excluders[a], excluders[b], pair)) {
                    continue;
                }
                walk.cells[1] = b;
                if (degree == 2) {
                    Step s = exclusion(state, walk, pair);
                    if (s != null && !sink.accept(s)) {
                        return;
                    }
                    continue;
                }
                boolean abAligned = NodeSet.has(excluders[a], b) || NodeSet.has(excluders[b], a);
                for (int l = j + 1; l < count; l++) {
                    int c = base[l];
                    if (!abAligned && !NodeSet.has(excluders[a], c) && !NodeSet.has(excluders[b], c)
                            && !NodeSet.has(excluders[c], a) && !NodeSet.has(excluders[c], b)) {
                        continue;
                    }
                    if (!common(pair, excluders[c], triple)) {
                        continue;
                    }
                    walk.cells[2] = c;
                    Step s = exclusion(state, walk, triple);
                    if (s != null && !sink.accept(s)) {
                        return;
                    }
                }
            }
        }
    }

    /**
     * The step of base cells {@code cells} ({@code degree} of them, whose alignment is not
     * checked) with their common excluders, or null when they have fewer than two or nothing is
     * removed.
     */
    public Step on(Candidates state, int... cells) {
        if (cells.length != degree) {
            throw new IllegalArgumentException(degree + " base cells expected");
        }
        long[] common = null;
        for (int c : cells) {
            long[] e = excluders(state, c);
            if (e == null) {
                return null;
            }
            if (common == null) {
                common = e;
            } else if (!common(common, e, common)) {
                return null;
            }
        }
        Walk walk = new Walk(degree);
        System.arraycopy(cells, 0, walk.cells, 0, degree);
        return exclusion(state, walk, common);
    }

    /**
     * The excluders of {@code cell} (its peers with two to {@code degree} candidates) when it can be
     * a base cell (empty, two candidates or more, an excluder at least); null when it cannot.
     */
    private long[] excluders(Candidates state, int cell) {
        if (state.digit(cell) != 0 || DigitSet.size(state.candidates(cell)) < 2) {
            return null;
        }
        long[] out = null;
        for (int p : UnitTables.peers(state.geometry(), cell)) {
            int size = DigitSet.size(state.candidates(p));
            if (state.digit(p) == 0 && size >= 2 && size <= degree) {
                if (out == null) {
                    out = NodeSet.create(state.geometry().cellCount());
                }
                NodeSet.add(out, p);
            }
        }
        return out;
    }

    /** Sets {@code into} to {@code a} and {@code b}; whether they have two members in common at least. */
    private static boolean common(long[] a, long[] b, long[] into) {
        int members = 0;
        for (int w = 0; w < into.length; w++) {
            into[w] = a[w] & b[w];
            members += Long.bitCount(into[w]);
        }
        return members >= 2;
    }

    /**
     * The step of the base cells of {@code walk} with excluders {@code common}, or null when nothing
     * is removed. Without an excluder that could be emptied only two base cells that see each
     * other rule combinations out, which removes what a naked pair would, so nothing is looked for.
     */
    private Step exclusion(Candidates state, Walk walk, long[] common) {
        int k = degree;
        int[] cells = walk.cells;
        int union = 0;
        for (int p = 0; p < k; p++) {
            walk.masks[p] = state.candidates(cells[p]);
            walk.kept[p] = 0;
            union |= walk.masks[p];
        }
        walk.excluders = 0;
        for (int e = NodeSet.next(common, 0); e >= 0; e = NodeSet.next(common, e + 1)) {
            int m = state.candidates(e);
            if (DigitSet.within(m, union)) {
                walk.add(e, m);
            }
        }
        if (walk.excluders == 0 || !walk.mayRemove()) {
            return null;
        }
        boolean anyPeers = false;
        for (int p = 0; p < k; p++) {
            for (int q = 0; q < p; q++) {
                walk.sees[p][q] = state.sees(cells[p], cells[q]);
                anyPeers |= walk.sees[p][q];
            }
        }
        if (walk.from(0, 0)) {
            return null;
        }
        List<Candidate> elims = new ArrayList<>();
        List<Integer> bases = new ArrayList<>();
        for (int p = 0; p < k; p++) {
            bases.add(cells[p]);
            for (int d : DigitSet.digits(walk.masks[p] & ~walk.kept[p])) {
                elims.add(new Candidate(cells[p], d));
            }
        }
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < walk.excluders; i++) {
            if (walk.used[i]) {
                used.add(walk.excluderCells[i]);
            }
        }
        return Step.eliminating(technique, elims, List.of(), bases, used, union,
                new AlsEvidence.AlignedExclusion(marked(state, bases), anyPeers, marked(state, used)));
    }

    /** The cells with their candidates. */
    private static List<AlsEvidence.CellGroup> marked(Candidates state, List<Integer> cells) {
        List<AlsEvidence.CellGroup> out = new ArrayList<>();
        for (int c : cells) {
            out.add(new AlsEvidence.CellGroup(List.of(c), state.candidates(c)));
        }
        return out;
    }

    /**
     * The walk over the combinations of one candidate per base cell: which candidates an allowed
     * combination uses, and which excluders ruled some out. One per search, loaded with each set
     * of base cells in turn.
     */
    private static final class Walk {
        /** The base cells, their candidates and, per pair of them, whether they see each other. */
        final int[] cells;
        final int[] masks;
        final boolean[][] sees;
        /** The excluders that could be emptied: their cells and candidates. */
        int[] excluderCells = new int[8];
        int[] excluded = new int[8];
        int excluders;
        /** Per base cell, the candidates some allowed combination uses. */
        final int[] kept;
        /** Per excluder, whether it ruled out a combination. */
        boolean[] used = new boolean[8];
        private final int[] chosen;

        Walk(int degree) {
            cells = new int[degree];
            masks = new int[degree];
            sees = new boolean[degree][degree];
            kept = new int[degree];
            chosen = new int[degree];
        }

        void add(int cell, int candidates) {
            if (excluders == excluded.length) {
                excluderCells = Arrays.copyOf(excluderCells, 2 * excluders);
                excluded = Arrays.copyOf(excluded, 2 * excluders);
                used = Arrays.copyOf(used, 2 * excluders);
            }
            excluderCells[excluders] = cell;
            excluded[excluders] = candidates;
            used[excluders++] = false;
        }

        /**
         * Whether a candidate of a base cell might be in no allowed combination. A candidate is
         * surely in one when the other base cells can take distinct digits other than it that no
         * excluder has: no excluder is then emptied (each has two digits or more) and no digit repeats.
         */
        boolean mayRemove() {
            int free = 0;
            for (int i = 0; i < excluders; i++) {
                free |= excluded[i];
            }
            free = ~free;
            for (int p = 0; p < masks.length; p++) {
                for (int rest = masks[p]; rest != 0; rest = DigitSet.withoutLowest(rest)) {
                    int others = free & ~(rest & -rest);
                    int q = masks[p == 0 ? 1 : 0] & others;
                    if (masks.length == 2 ? q == 0 : !distinct(q, masks[p == 2 ? 1 : 2] & others)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Whether one digit of {@code a} and another of {@code b} can be taken. */
        private static boolean distinct(int a, int b) {
            return a != 0 && b != 0 && (a != b || DigitSet.size(a) > 1);
        }

        /**
         * Walks the combinations completing {@code chosen[0..p)}, whose digits are {@code digits};
         * true as soon as every candidate of every base cell is kept (nothing to remove).
         */
        boolean from(int p, int digits) {
            if (p == masks.length) {
                boolean all = true;
                for (int q = 0; q < p; q++) {
                    kept[q] |= chosen[q];
                    all &= kept[q] == masks[q];
                }
                return all;
            }
            for (int rest = masks[p]; rest != 0; rest = DigitSet.withoutLowest(rest)) {
                int bit = rest & -rest;
                if (clashes(p, bit)) {
                    continue;
                }
                int now = digits | bit;
                int emptied = emptied(now);
                if (emptied >= 0) {
                    used[emptied] = true;
                    continue;
                }
                chosen[p] = bit;
                if (from(p + 1, now)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether digit {@code bit} at base cell {@code p} repeats the digit of an earlier base cell it sees. */
        private boolean clashes(int p, int bit) {
            for (int q = 0; q < p; q++) {
                if (chosen[q] == bit && sees[p][q]) {
                    return true;
                }
            }
            return false;
        }

        /** The index of an excluder all of whose candidates are among {@code digits}, or -1. */
        private int emptied(int digits) {
            for (int i = 0; i < excluders; i++) {
                if (DigitSet.within(excluded[i], digits)) {
                    return i;
                }
            }
            return -1;
        }
    }
}
