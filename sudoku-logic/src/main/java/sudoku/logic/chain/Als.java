package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;

/**
 * An almost locked set: {@code n} empty cells of one unit holding {@code n+1} digits between them,
 * with, per digit, the cells holding it and the cells seeing all of those.
 *
 * @param cells   the cells, increasing
 * @param unit    a unit holding them all
 * @param digits  their candidates, as a digit mask
 * @param members the cells as a set
 * @param holding per digit, the cells of the set holding it
 * @param seeing  per digit, the cells (outside the set) seeing every cell of the set that holds it
 */
public record Als(int[] cells, int unit, int digits, long[] members, long[][] holding, long[][] seeing) {
    /** What the context remembers: ALS-XZ, ALS-XY-Wing and the others ask in turn for the same state. */
    private static final SearchContext.Key<List<Als>> REMEMBERED = new SearchContext.Key<>("almost locked sets");

    /**
     * Every almost locked set of the state, by unit then subset, each cell set once, of at most
     * {@link SearchContext#largestAlmostLockedSet()} cells.
     */
    public static List<Als> all(Candidates state, SearchContext context) {
        return context.remember(REMEMBERED, state, s -> search(s, context.largestAlmostLockedSet()));
    }

    private static List<Als> search(Candidates state, int largest) {
        Geometry g = state.geometry();
        long[][] peers = peerSets(g);
        int max = Math.min(largest, g.side() - 1);
        List<Als> out = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int u = 0; u < g.unitCount(); u++) {
            state.checkCancelled();
            List<Integer> empty = new ArrayList<>();
            for (int c : UnitTables.unit(g, u)) {
                if (state.digit(c) == 0) {
                    empty.add(c);
                }
            }
            int m = empty.size();
            for (int k = 1; k <= Math.min(max, m - 1); k++) {
                for (int pick = (1 << k) - 1; pick < (1 << m); pick = DigitSet.nextSameSize(pick)) {
                    int digits = 0;
                    for (int rest = pick; rest != 0; rest = DigitSet.withoutLowest(rest)) {
                        digits |= state.candidates(empty.get(DigitSet.lowestIndex(rest)));
                    }
                    if (DigitSet.size(digits) != k + 1) {
                        continue;
                    }
                    List<Integer> cs = new ArrayList<>();
                    for (int i : DigitSet.indexes(pick)) {
                        cs.add(empty.get(i));
                    }
                    if (seen.add(cs)) {
                        out.add(of(state, cs, u, digits, peers));
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    private static Als of(Candidates state, List<Integer> cs, int unit, int digits, long[][] peers) {
        Geometry g = state.geometry();
        long[] members = NodeSet.create(g.cellCount());
        cs.forEach(c -> NodeSet.add(members, c));
        long[][] holding = new long[g.side() + 1][];
        long[][] seeing = new long[g.side() + 1][];
        for (int d : DigitSet.digits(digits)) {
            holding[d] = NodeSet.create(g.cellCount());
            seeing[d] = NodeSet.create(g.cellCount());
            java.util.Arrays.fill(seeing[d], -1L);
            for (int c : cs) {
                if (state.has(c, d)) {
                    NodeSet.add(holding[d], c);
                    NodeSet.and(seeing[d], peers[c]);
                }
            }
        }
        return new Als(cs.stream().mapToInt(Integer::intValue).toArray(), unit, digits, members, holding, seeing);
    }

    /** The peer sets of the board last asked for, with its geometry: boards are few, and every search reads them. */
    private static volatile PeerSets lastPeers;

    private record PeerSets(Geometry geometry, long[][] sets) {
    }

    /** Per cell, its peers as a set; shared, not to be changed. */
    public static long[][] peerSets(Geometry g) {
        PeerSets known = lastPeers;
        if (known != null && (known.geometry() == g || known.geometry().equals(g))) {
            return known.sets();
        }
        long[][] out = new long[g.cellCount()][];
        for (int c = 0; c < g.cellCount(); c++) {
            out[c] = NodeSet.create(g.cellCount());
            for (int p : UnitTables.peers(g, c)) {
                NodeSet.add(out[c], p);
            }
        }
        lastPeers = new PeerSets(g, out);
        return out;
    }

    /** What the context remembers: ALS-XY-Wing and ALS-XY-Chain link the same sets in turn. */
    private static final SearchContext.Key<List<List<int[]>>> LINKED = new SearchContext.Key<>("almost locked sets' links");
    private static final SearchContext.Key<List<List<int[]>>> LINKED_OVERLAPPING =
            new SearchContext.Key<>("almost locked sets' links, overlapping sets too");

    /**
     * The {@linkplain #links(Candidates, List, boolean) links} of the sets of {@link #all}, overlapping
     * as {@code context} says, built once per state; the lists are shared and must not be changed.
     */
    public static List<List<int[]>> links(Candidates state, SearchContext context) {
        boolean overlapping = context.overlappingSets();
        return context.remember(overlapping ? LINKED_OVERLAPPING : LINKED, state,
                s -> links(s, all(s, context), overlapping));
    }

    /**
     * Per set (by index in {@code sets}), the other sets with at least one restricted common digit
     * (and, unless {@code overlapping}, no cell shared), each as {@code {index, mask of the
     * restricted commons}}. A digit in a shared cell is never a restricted common.
     */
    public static List<List<int[]>> links(Candidates state, List<Als> sets, boolean overlapping) {
        int n = sets.size();
        List<List<int[]>> linked = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            linked.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            state.checkCancelled();
            Als a = sets.get(i);
            for (int j = i + 1; j < n; j++) {
                Als b = sets.get(j);
                if ((a.digits & b.digits) != 0 && (overlapping || !a.overlaps(b))) {
                    int r = a.restrictedCommons(b);
                    if (r != 0) {
                        linked.get(i).add(new int[] {j, r});
                        linked.get(j).add(new int[] {i, r});
                    }
                }
            }
        }
        return linked;
    }

    /** Whether the two sets share a cell. */
    public boolean overlaps(Als o) {
        return NodeSet.intersects(members, o.members);
    }

    /** Whether {@code d} is a restricted common digit: in both, and every place of it in one sees every place in the other. */
    public boolean restrictedCommon(Als o, int d) {
        if (!DigitSet.contains(digits, d) || !DigitSet.contains(o.digits, d)) {
            return false;
        }
        long[] theirs = o.holding[d];
        long[] sees = seeing[d];
        for (int w = 0; w < theirs.length; w++) {
            if ((theirs[w] & ~sees[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The restricted common digits shared with another set, as a mask. */
    public int restrictedCommons(Als o) {
        int out = 0;
        for (int rest = digits & o.digits; rest != 0; rest = DigitSet.withoutLowest(rest)) {
            int d = DigitSet.lowestIndex(rest) + 1;
            if (restrictedCommon(o, d)) {
                out |= DigitSet.of(d);
            }
        }
        return out;
    }

    /**
     * The set as a step's evidence holds it.
     * @return its cells and their digits
     */
    public AlsEvidence.CellGroup group() {
        return new AlsEvidence.CellGroup(cellList(), digits);
    }

    /** The cells, increasing. */
    public List<Integer> cellList() {
        return java.util.Arrays.stream(cells).boxed().toList();
    }
}
