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
import sudoku.logic.chain.Als;
import sudoku.logic.chain.NodeSet;

/**
 * Aligned Pair Exclusion with almost locked sets: two cells that see each other cannot hold the
 * same digit, nor a pair of digits that would leave an almost locked set (a bivalue cell, or n
 * cells of a unit with n+1 digits) one digit short: one whose places of the first digit all see
 * the first cell and whose places of the second all see the second. A digit of one cell that
 * fits no pair left goes. Only the steps that Sudoku Explainer's form (bivalue excluders, see
 * {@link AlignedExclusion}) does not give for the same two cells are found: those need a larger
 * set, and are as hard as the ALS-XZ rule (7.2).
 */
final class AlignedPairExclusionAls implements StepFinder {
    /** Sudoku Explainer's form, whose steps this one leaves out. */
    private final AlignedExclusion bivalue = new AlignedExclusion(Technique.ALIGNED_PAIR_EXCLUSION, 2);

    @Override
    public Technique technique() {
        return Technique.ALIGNED_PAIR_EXCLUSION_ALS;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        List<Als> sets = null;
        SeenCells seen = null;
        // the sets near each pair, one list for every pair (it grows to the most sets near one)
        Near near = new Near();
        for (int x = 0; x < g.cellCount(); x++) {
            if (state.digit(x) != 0 || DigitSet.size(state.candidates(x)) < 2) {
                continue;
            }
            for (int y : UnitTables.peers(g, x)) {
                if (y < x || state.digit(y) != 0 || DigitSet.size(state.candidates(y)) < 2) {
                    continue;
                }
                state.checkCancelled();
                if (sets == null) {
                    sets = Als.all(state, context);
                    seen = new SeenCells(g, sets);
                }
                Step s = pair(state, sets, seen, near, x, y);
                if (s != null && !sink.accept(s)) {
                    return;
                }
            }
        }
    }

    /**
     * The sets near a pair of cells, each with the digits of each cell whose places in the set all
     * see that cell: only those can be the first or second digit of a pair the set excludes.
     */
    private static final class Near {
        Als[] sets = new Als[64];
        int[] ofX = new int[64];
        int[] ofY = new int[64];
        int size;

        void add(Als a, int x, int y) {
            if (size == sets.length) {
                sets = Arrays.copyOf(sets, 2 * size);
                ofX = Arrays.copyOf(ofX, 2 * size);
                ofY = Arrays.copyOf(ofY, 2 * size);
            }
            sets[size] = a;
            ofX[size] = x;
            ofY[size] = y;
            size++;
        }
    }

    /**
     * Per cell, the sets (by index, increasing) some digit of which has all its places there
     * seeing the cell, and those digits: a pair's sets are found among its first cell's.
     */
    private static final class SeenCells {
        final int[][] sets;
        final int[][] digits;
        final int[] count;

        SeenCells(Geometry g, List<Als> all) {
            int cells = g.cellCount();
            sets = new int[cells][8];
            digits = new int[cells][8];
            count = new int[cells];
            int[] byCell = new int[cells];
            for (int i = 0; i < all.size(); i++) {
                Als a = all.get(i);
                int touched = 0;
                for (int ds = a.digits(); ds != 0; ds = DigitSet.withoutLowest(ds)) {
                    int d = DigitSet.lowestDigit(ds);
                    long[] at = a.seeing()[d];
                    for (int w = 0; w < at.length; w++) {
                        for (long bits = at[w]; bits != 0; bits &= bits - 1) {
                            int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                            if (c < cells) {
                                byCell[c] |= DigitSet.of(d);
                                touched++;
                            }
                        }
                    }
                }
                if (touched == 0) {
                    continue;
                }
                for (int c = 0; c < cells; c++) {
                    if (byCell[c] != 0) {
                        if (count[c] == sets[c].length) {
                            sets[c] = Arrays.copyOf(sets[c], 2 * count[c]);
                            digits[c] = Arrays.copyOf(digits[c], 2 * count[c]);
                        }
                        sets[c][count[c]] = i;
                        digits[c][count[c]++] = byCell[c];
                        byCell[c] = 0;
                    }
                }
            }
        }
    }

    private Step pair(Candidates state, List<Als> sets, SeenCells seenCells, Near near, int x, int y) {
        near.size = 0;
        int atX = state.candidates(x);
        int atY = state.candidates(y);
        int[] setsX = seenCells.sets[x];
        for (int k = 0; k < seenCells.count[x]; k++) {
            int ofX = seenCells.digits[x][k] & atX;
            if (ofX == 0) {
                continue;
            }
            Als a = sets.get(setsX[k]);
            if (NodeSet.has(a.members(), x) || NodeSet.has(a.members(), y)) {
                continue;
            }
            int ofY = seen(a, atY, y);
            // a set excludes a pair of two different digits, one its digit seeing x, one seeing y
            if (ofY != 0 && DigitSet.size(ofX | ofY) >= 2) {
                near.add(a, ofX, ofY);
            }
        }
        Step s = exclude(state, near, x, y);
        if (s == null) {
            return null;
        }
        Step simple = bivalue.on(state, x, y);
        return simple != null && simple.eliminations().containsAll(s.eliminations()) ? null : s;
    }

    /** The digits of {@code digits} in set {@code a} whose places there all see {@code cell}. */
    private static int seen(Als a, int digits, int cell) {
        int out = 0;
        for (int rest = digits & a.digits(); rest != 0; rest = DigitSet.withoutLowest(rest)) {
            int d = DigitSet.lowestDigit(rest);
            if (NodeSet.has(a.seeing()[d], cell)) {
                out |= DigitSet.of(d);
            }
        }
        return out;
    }

    /** The step excluding the pairs that would empty one of {@code near}, or null when it removes nothing. */
    private Step exclude(Candidates state, Near near, int x, int y) {
        int keepX = 0;
        int keepY = 0;
        List<Als> used = new ArrayList<>();
        for (int a : DigitSet.digits(state.candidates(x))) {
            for (int b : DigitSet.digits(state.candidates(y))) {
                if (a == b) {
                    continue;
                }
                Als killer = null;
                for (int i = 0; i < near.size; i++) {
                    if (DigitSet.contains(near.ofX[i], a) && DigitSet.contains(near.ofY[i], b)) {
                        killer = near.sets[i];
                        break;
                    }
                }
                if (killer == null) {
                    keepX |= DigitSet.of(a);
                    keepY |= DigitSet.of(b);
                } else if (!used.contains(killer)) {
                    used.add(killer);
                }
            }
        }
        List<Candidate> elims = new ArrayList<>();
        for (int d : DigitSet.digits(state.candidates(x) & ~keepX)) {
            elims.add(new Candidate(x, d));
        }
        for (int d : DigitSet.digits(state.candidates(y) & ~keepY)) {
            elims.add(new Candidate(y, d));
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<AlsEvidence.CellGroup> sets = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        for (Als s : used) {
            sets.add(s.group());
            for (int c : s.cells()) {
                if (!others.contains(c)) {
                    others.add(c);
                }
            }
        }
        return Step.eliminating(technique(), elims, List.of(), List.of(x, y), others,
                state.candidates(x) | state.candidates(y), new AlsEvidence.AlignedPairExclusionAls(sets));
    }
}
