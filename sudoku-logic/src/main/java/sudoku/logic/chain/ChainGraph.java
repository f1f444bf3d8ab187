package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * The links between candidates that chains are made of. Nodes are every candidate of the state
 * (indexes {@code 0..candidateCount-1}) followed, when asked, by groups: the places of a digit
 * where two units meet (a box and a line; on variants also a diagonal, a window or a jigsaw region
 * and another unit) when there are at least two ({@link GroupNodes}). A weak link joins two nodes that cannot both be
 * true (one digit in two places of a unit, or two digits of one cell); a strong link joins two nodes
 * that cannot both be false (a digit's only two places in a unit, or the two digits of a bivalue cell).
 *
 * <p>With almost locked sets, each set of two cells or more adds one node per digit: the digit is
 * in one of the set's cells holding it. Two such nodes of one set are strongly linked: the set's
 * {@code n} cells hold {@code n+1} digits, so if one digit is missing the others are locked in it,
 * and no two can be missing. A chain enters a set by a weak link (the digit is removed from it) and
 * leaves it on another digit, as in HoDoKu's and Eureka's "ALS nodes". A group or set found true
 * goes on by weak links like a candidate: its digit leaves every place seeing all its cells.
 * A set's digit with one place in it is that cell's digit when true: the node excludes the cell's
 * other candidates (for eliminations; chains still leave a set by its digit).
 * A set's node is also strongly linked to the one candidate its lock leaves in a cell outside it:
 * when every other candidate of that cell, a digit of the set but the node's, sees all the set's
 * places of its digit, then without the node's digit the set holds them all and the cell keeps only
 * that candidate (cells of three candidates or more: a bivalue cell is reached through the set's
 * other digit already).
 */
public final class ChainGraph {
    /** Which links a chain may use. */
    public record Kind(boolean conjugates, boolean bivalues, boolean inCellWeak, boolean groups, boolean bivalueOnly,
                       boolean almostLockedSets) {
        public static final Kind X_CHAIN = new Kind(true, false, false, false, false, false);
        public static final Kind XY_CHAIN = new Kind(false, true, false, false, true, false);
        public static final Kind AIC = new Kind(true, true, true, false, false, false);
        public static final Kind GROUPED = new Kind(true, true, true, true, false, false);
        /** Grouped chains with almost locked sets as nodes too. */
        public static final Kind GROUPED_ALS = new Kind(true, true, true, true, false, true);
    }

    public final Candidates state;
    public final Kind kind;
    public final int candidateCount;
    public final int size;
    public final int[] digit;
    public final int[][] cells;
    /** Nodes that cannot both be true, over all nodes (used for eliminations). */
    public final long[][] weak;
    /** The weak links a chain of this kind may take. */
    public final long[][] chainWeak;
    /** If node v is false, each node of strong[v] is true. */
    public final int[][] strong;
    /** The nodes a chain of this kind may visit. */
    public final long[] allowed;
    /** The candidate nodes (not groups). */
    public final long[] candidateNodes;
    /** The nodes a chain may start from: every allowed node but those of almost locked sets. */
    public final long[] starts;
    /** The first node of an almost locked set (the groups come before). */
    public final int alsStart;
    /** The almost locked sets of the nodes from {@code alsStart} on. */
    private final List<Als> sets = new ArrayList<>();
    /** Per node from {@code alsStart} on, the index of its set in {@code sets}. */
    private int[] setOf = new int[0];
    private final int[] nodeOf;
    /** Per node, its cells as a set of cells. */
    private long[][] inNode;

    /**
     * The graph of {@code kind} in {@code state}; {@code almostLockedSets} are the sets to add as
     * nodes when the kind has them (sets of one cell are bivalue cells, already linked).
     */
    public ChainGraph(Candidates state, Kind kind, List<Als> almostLockedSets) {
        this.state = state;
        this.kind = kind;
        Geometry g = state.geometry();
        int n = g.side();
        List<int[]> nodeCells = new ArrayList<>();
        List<Integer> nodeDigits = new ArrayList<>();
        nodeOf = new int[g.cellCount() * n];
        Arrays.fill(nodeOf, -1);
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                nodeOf[c * n + d - 1] = nodeCells.size();
                nodeCells.add(new int[] {c});
                nodeDigits.add(d);
            }
        }
        candidateCount = nodeCells.size();
        if (kind.groups()) {
            GroupNodes.add(state, nodeCells, nodeDigits);
        }
        alsStart = nodeCells.size();
        if (kind.almostLockedSets()) {
            addSets(almostLockedSets, nodeCells, nodeDigits);
        }
        size = nodeCells.size();
        cells = nodeCells.toArray(new int[0][]);
        digit = new int[size];
        for (int v = 0; v < size; v++) {
            digit[v] = nodeDigits.get(v);
        }
        candidateNodes = NodeSet.create(size);
        allowed = NodeSet.create(size);
        for (int v = 0; v < size; v++) {
            if (v < candidateCount) {
                NodeSet.add(candidateNodes, v);
            }
            if (!kind.bivalueOnly() || DigitSet.size(state.candidates(cells[v][0])) == 2) {
                NodeSet.add(allowed, v);
            }
        }
        starts = allowed.clone();
        for (int v = alsStart; v < size; v++) {
            NodeSet.remove(starts, v);
        }
        weak = new long[size][];
        chainWeak = new long[size][];
        buildWeak(g);
        strong = buildStrong(g);
    }

    /** The node of a candidate, or -1. */
    public int node(int cell, int d) {
        return nodeOf[cell * state.geometry().side() + d - 1];
    }

    /** The almost locked set of node {@code v}, or null for a candidate or a group. */
    public Als set(int v) {
        return v < alsStart ? null : sets.get(setOf[v - alsStart]);
    }

    private void addSets(List<Als> almostLockedSets, List<int[]> nodeCells, List<Integer> nodeDigits) {
        int nodes = 0;
        for (Als a : almostLockedSets) {
            if (a.cells().length < 2) {
                continue;
            }
            for (int ds = a.digits(); ds != 0; ds = DigitSet.withoutLowest(ds)) {
                int d = DigitSet.lowestDigit(ds);
                int[] at = new int[a.cells().length];
                int k = 0;
                for (int c : a.cells()) {
                    if (state.has(c, d)) {
                        at[k++] = c;
                    }
                }
                nodeCells.add(Arrays.copyOf(at, k));
                nodeDigits.add(d);
                if (nodes == setOf.length) {
                    setOf = Arrays.copyOf(setOf, Math.max(64, 2 * nodes));
                }
                setOf[nodes++] = sets.size();
            }
            sets.add(a);
        }
        setOf = Arrays.copyOf(setOf, nodes);
    }

    /**
     * Whether the set {@code inner} lies within {@code outer}. For the cells of one node and those
     * every cell of another sees: whether every cell of the one sees every cell of the other (so
     * they are disjoint too: no cell is its own peer). For a group and a digit's places in a unit:
     * whether the group holds only places of the unit.
     */
    private static boolean within(long[] inner, long[] outer) {
        for (int w = 0; w < inner.length; w++) {
            if ((inner[w] & ~outer[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    private void buildWeak(Geometry g) {
        int n = g.side();
        // per cell, the nodes that are not single candidates (groups and sets) whose first cell it
        // is, as a list through nextWider; every cell of such a node holds its digit
        int[] firstWider = new int[g.cellCount()];
        Arrays.fill(firstWider, -1);
        int[] nextWider = new int[size];
        for (int v = size - 1; v >= 0; v--) {
            weak[v] = NodeSet.create(size);
            chainWeak[v] = NodeSet.create(size);
            if (v >= candidateCount) {
                nextWider[v] = firstWider[cells[v][0]];
                firstWider[cells[v][0]] = v;
            }
        }
        // per node, its cells and the cells all of them see, as bit sets: two nodes of a digit are
        // weakly linked when every cell of one sees every cell of the other: its cells lie among those
        // the other's all see (so no cell is in both: none is its own peer)
        long[][] peers = Als.peerSets(g);
        long[][] places = new long[n + 1][];
        for (int d = 1; d <= n; d++) {
            places[d] = NodeSet.create(g.cellCount());
        }
        for (int v = 0; v < candidateCount; v++) {
            NodeSet.add(places[digit[v]], cells[v][0]);
        }
        inNode = new long[size][];
        long[][] seenByAll = new long[size][];
        for (int v = 0; v < size; v++) {
            inNode[v] = NodeSet.create(g.cellCount());
            seenByAll[v] = peers[cells[v][0]].clone();
            for (int c : cells[v]) {
                NodeSet.add(inNode[v], c);
                NodeSet.and(seenByAll[v], peers[c]);
            }
        }
        for (int a = 0; a < size; a++) {
            if ((a & 255) == 0) {
                state.checkCancelled();
            }
            int d = digit[a];
            long[] seen = seenByAll[a];
            // the places of the digit among the cells all of a's see: their candidates, and the
            // groups and sets of the digit after a starting there whose cells all lie among them,
            // both ways (the relation is symmetric)
            long[] at = places[d];
            for (int w = 0; w < seen.length; w++) {
                for (long bits = seen[w] & at[w]; bits != 0; bits &= bits - 1) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                    NodeSet.add(weak[a], node(c, d));
                    for (int b = firstWider[c]; b >= 0; b = nextWider[b]) {
                        if (b > a && digit[b] == d && within(inNode[b], seen)) {
                            NodeSet.add(weak[a], b);
                            NodeSet.add(weak[b], a);
                        }
                    }
                }
            }
        }
        for (int v = 0; v < candidateCount; v++) {
            int c = cells[v][0];
            for (int ds = state.candidates(c) & ~DigitSet.of(digit[v]); ds != 0; ds = DigitSet.withoutLowest(ds)) {
                NodeSet.add(weak[v], node(c, DigitSet.lowestDigit(ds)));
            }
            if (kind.inCellWeak()) {
                NodeSet.or(chainWeak[v], weak[v]);
            }
        }
        for (int v = 0; v < size; v++) {
            if ((v & 255) == 0) {
                state.checkCancelled();
            }
            if (!kind.inCellWeak() || v >= candidateCount) {
                for (int w = NodeSet.next(weak[v], 0); w >= 0; w = NodeSet.next(weak[v], w + 1)) {
                    if (digit[w] == digit[v]) {
                        NodeSet.add(chainWeak[v], w);
                    }
                }
            }
            NodeSet.and(chainWeak[v], allowed);
        }
        for (int v = alsStart; v < size; v++) {
            if (cells[v].length == 1) {
                for (int d : DigitSet.digits(state.candidates(cells[v][0]) & ~DigitSet.of(digit[v]))) {
                    NodeSet.add(weak[v], node(cells[v][0], d));
                    NodeSet.add(weak[node(cells[v][0], d)], v);
                }
            }
        }
    }

    private int[][] buildStrong(Geometry g) {
        List<List<Integer>> out = new ArrayList<>();
        for (int v = 0; v < size; v++) {
            out.add(new ArrayList<>());
        }
        if (kind.bivalues()) {
            for (int c = 0; c < g.cellCount(); c++) {
                int m = state.candidates(c);
                if (DigitSet.size(m) == 2) {
                    int[] ds = DigitSet.digits(m);
                    link(out, node(c, ds[0]), node(c, ds[1]));
                }
            }
        }
        forcings(g, out);
        for (int v = alsStart; v < size; v++) {
            for (int w = v + 1; w < size && setOf[w - alsStart] == setOf[v - alsStart]; w++) {
                link(out, v, w);
            }
        }
        if (kind.conjugates()) {
            int n = g.side();
            // per digit, its groups in increasing order
            int[][] groups = new int[n + 1][alsStart - candidateCount];
            int[] groupCount = new int[n + 1];
            for (int v = candidateCount; v < alsStart; v++) {
                groups[digit[v]][groupCount[digit[v]]++] = v;
            }
            for (int u = 0; u < g.unitCount(); u++) {
                state.checkCancelled();
                for (int d = 1; d <= n; d++) {
                    conjugates(g, u, d, groups[d], groupCount[d], out);
                }
            }
        }
        int[][] arr = new int[size][];
        for (int v = 0; v < size; v++) {
            arr[v] = allowedOnce(out.get(v));
        }
        return arr;
    }

    /** The allowed nodes of {@code nodes}, each once, in the order of their first appearance. */
    private int[] allowedOnce(List<Integer> nodes) {
        int[] kept = new int[nodes.size()];
        int k = 0;
        for (int w : nodes) {
            if (NodeSet.has(allowed, w) && !contains(kept, k, w)) {
                kept[k++] = w;
            }
        }
        return Arrays.copyOf(kept, k);
    }

    /** Whether {@code w} is among the first {@code k} values of {@code values}. */
    private static boolean contains(int[] values, int k, int w) {
        for (int i = 0; i < k; i++) {
            if (values[i] == w) {
                return true;
            }
        }
        return false;
    }

    /**
     * Links each node of an almost locked set to the candidate of a cell outside the set (of three
     * candidates or more) whose other candidates the set, locked without the node's digit, removes.
     */
    private void forcings(Geometry g, List<List<Integer>> out) {
        // the cells a set may force: empty, with three candidates or more
        int[] open = new int[g.cellCount()];
        int opens = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) == 0 && DigitSet.size(state.candidates(c)) >= 3) {
                open[opens++] = c;
            }
        }
        // a set's nodes come one after the other; per cell outside the set, the set's digits whose
        // every place the cell sees are worked out once for all of them
        for (int v = alsStart, end; v < size; v = end) {
            Als a = set(v);
            int index = setOf[v - alsStart];
            end = v + 1;
            while (end < size && setOf[end - alsStart] == index) {
                end++;
            }
            for (int i = 0; i < opens; i++) {
                int c = open[i];
                if (NodeSet.has(a.members(), c)) {
                    continue;
                }
                int m = state.candidates(c);
                int seen = 0;
                for (int ds = m & a.digits(); ds != 0; ds = DigitSet.withoutLowest(ds)) {
                    int d = DigitSet.lowestDigit(ds);
                    if (NodeSet.has(a.seeing()[d], c)) {
                        seen |= DigitSet.of(d);
                    }
                }
                for (int w = v; w < end && seen != 0; w++) {
                    // the set locked without the node's digit leaves the cell these
                    int left = m & ~(seen & ~DigitSet.of(digit[w]));
                    if (DigitSet.size(left) == 1) {
                        link(out, w, node(c, DigitSet.lowestDigit(left)));
                    }
                }
            }
        }
    }

    /**
     * Whether the strong link between {@code a} and {@code b} is a set forcing a cell: a node of an
     * almost locked set and a candidate of a cell outside it.
     */
    public boolean forcing(int a, int b) {
        return (a >= alsStart) != (b >= alsStart) && Math.min(a, b) < candidateCount;
    }

    /**
     * Links the two nodes that between them hold every place of {@code d} in unit {@code u}; the
     * digit's groups are the first {@code groupCount} of {@code groups}.
     */
    private void conjugates(Geometry g, int u, int d, int[] groups, int groupCount, List<List<Integer>> out) {
        long[] places = NodeSet.create(g.cellCount());
        int first = -1;
        int second = -1;
        int count = 0;
        for (int c : UnitTables.unit(g, u)) {
            if (state.has(c, d)) {
                NodeSet.add(places, c);
                first = count == 0 ? c : first;
                second = count == 1 ? c : second;
                count++;
            }
        }
        if (count < 2) {
            return;
        }
        if (count == 2) {
            link(out, node(first, d), node(second, d));
        }
        if (!kind.groups() || alsStart == candidateCount) {
            return;
        }
        int[] parts = new int[groupCount];
        int partCount = 0;
        for (int i = 0; i < groupCount; i++) {
            if (within(inNode[groups[i]], places)) {
                parts[partCount++] = groups[i];
            }
        }
        long[] rest = NodeSet.create(g.cellCount());
        for (int i = 0; i < partCount; i++) {
            int p = parts[i];
            System.arraycopy(places, 0, rest, 0, rest.length);
            NodeSet.andNot(rest, inNode[p]);
            int restCount = count - cells[p].length;
            if (restCount == 1) {
                link(out, p, node(NodeSet.next(rest, 0), d));
            }
            for (int j = i + 1; j < partCount; j++) {
                int q = parts[j];
                if (cells[q].length == restCount && Arrays.equals(inNode[q], rest)) {
                    link(out, p, q);
                }
            }
        }
    }

    private static void link(List<List<Integer>> out, int a, int b) {
        out.get(a).add(b);
        out.get(b).add(a);
    }
}
