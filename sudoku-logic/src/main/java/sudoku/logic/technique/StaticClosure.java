package sudoku.logic.technique;

import java.util.Arrays;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * Where the static links of one state lead from every candidate at once. Each candidate is two
 * facts, true and false; a true candidate makes its cell's other candidates and its digit's copies
 * in its peers false, and a false one makes true the other candidate of a cell that has two, and
 * the other place of a unit where its digit has two. These links never change along a static chain,
 * so what a chain reaches is reachability in one fixed graph: its strongly connected parts are found
 * once, and their reach is gathered in bit sets from the last part to the first. The same facts
 * follow as from {@link Propagation} under {@link Propagation.Rules#STATIC} for each candidate in
 * turn, and a candidate's chain contradicts itself exactly when it reaches the candidate's own
 * falsehood (the links come in contrapositive pairs, so any clash leads back there).
 */
final class StaticClosure {
    private final int n;
    /** Per candidate index (cell * side + digit - 1): its number here, or -1 when it is not a candidate. */
    private final int[] id;
    /** Per number: its candidate index. */
    private final int[] candidate;
    /** Per fact (2 * number when true, 2 * number + 1 when false): the facts one link leads to. */
    private final int[][] links;
    /**
     * Per fact: the candidates (by number) it makes false, itself included when it is a
     * falsehood. Only falsehoods are asked about, so true facts are left out of the sets.
     */
    private final long[][] reach;

    StaticClosure(Candidates state) {
        Geometry g = state.geometry();
        n = g.side();
        id = new int[g.cellCount() * n];
        Arrays.fill(id, -1);
        int count = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.digit(c) == 0 ? state.candidates(c) : 0)) {
                id[c * n + d - 1] = count++;
            }
        }
        candidate = new int[count];
        for (int i = 0; i < id.length; i++) {
            if (id[i] >= 0) {
                candidate[id[i]] = i;
            }
        }
        links = links(state, g, count);
        reach = reachOf(links, 2 * count, count);
    }

    /** Per fact, the facts one static link leads to. */
    private int[][] links(Candidates state, Geometry g, int count) {
        // Per unit and digit: how many places, and two of them (the conjugate pair when two).
        int units = g.unitCount();
        int[] places = new int[units * n];
        int[] firstPlace = new int[units * n];
        int[] secondPlace = new int[units * n];
        for (int u = 0; u < units; u++) {
            for (int c : UnitTables.unit(g, u)) {
                for (int m = state.digit(c) == 0 ? state.candidates(c) : 0; m != 0; m &= m - 1) {
                    int k = u * n + Integer.numberOfTrailingZeros(m);
                    if (places[k]++ == 0) {
                        firstPlace[k] = c;
                    } else {
                        secondPlace[k] = c;
                    }
                }
            }
        }
        int[][] out = new int[2 * count][];
        int[] buffer = new int[g.cellCount() * n];
        for (int k = 0; k < count; k++) {
            int cell = candidate[k] / n;
            int d = candidate[k] % n + 1;
            int mask = state.candidates(cell);
            int size = 0;
            for (int m = mask & ~DigitSet.of(d); m != 0; m &= m - 1) {
                buffer[size++] = 2 * id[cell * n + Integer.numberOfTrailingZeros(m)] + 1;
            }
            for (int p : UnitTables.peers(g, cell)) {
                int other = id[p * n + d - 1];
                if (other >= 0) {
                    buffer[size++] = 2 * other + 1;
                }
            }
            out[2 * k] = Arrays.copyOf(buffer, size);
            size = 0;
            if (DigitSet.size(mask) == 2) {
                buffer[size++] = 2 * id[cell * n + DigitSet.lowestDigit(mask & ~DigitSet.of(d)) - 1];
            }
            for (int u : UnitTables.unitIdsOf(g, cell)) {
                int ud = u * n + d - 1;
                if (places[ud] == 2) {
                    int other = firstPlace[ud] == cell ? secondPlace[ud] : firstPlace[ud];
                    buffer[size++] = 2 * id[other * n + d - 1];
                }
            }
            out[2 * k + 1] = Arrays.copyOf(buffer, size);
        }
        return out;
    }

    /**
     * Per fact, the falsehoods it reaches (by candidate number): Tarjan's strongly connected parts (without recursion), each
     * part's reach made when the part is complete, from the parts it links to, done before it.
     */
    private static long[][] reachOf(int[][] links, int facts, int candidates) {
        long[][] reach = new long[facts][];
        int[] order = new int[facts];
        int[] low = new int[facts];
        Arrays.fill(order, -1);
        int[] stack = new int[facts];
        boolean[] onStack = new boolean[facts];
        int[] callNode = new int[facts];
        int[] callEdge = new int[facts];
        int words = (candidates + 63) >>> 6;
        int next = 0;
        int top = 0;
        // Per fact, the number of its part (from 1, in the order parts complete); per part, the
        // last part that added its reach.
        int[] part = new int[facts];
        int[] merged = new int[facts + 1];
        int parts = 0;
        for (int root = 0; root < facts; root++) {
            if (order[root] >= 0) {
                continue;
            }
            int depth = 0;
            callNode[0] = root;
            callEdge[0] = 0;
            order[root] = low[root] = next++;
            stack[top++] = root;
            onStack[root] = true;
            while (depth >= 0) {
                int v = callNode[depth];
                if (callEdge[depth] < links[v].length) {
                    int w = links[v][callEdge[depth]++];
                    if (order[w] < 0) {
                        order[w] = low[w] = next++;
                        stack[top++] = w;
                        onStack[w] = true;
                        callNode[++depth] = w;
                        callEdge[depth] = 0;
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], order[w]);
                    }
                    continue;
                }
                if (low[v] == order[v]) {
                    long[] set = new long[words];
                    int first = top;
                    do {
                        first--;
                        addFalsehood(set, stack[first]);
                    } while (stack[first] != v);
                    parts++;
                    for (int i = first; i < top; i++) {
                        for (int w : links[stack[i]]) {
                            // A part reached by several links is added once; a fact leading
                            // nowhere is one bit.
                            if (reach[w] == null || merged[part[w]] == parts) {
                                continue;
                            }
                            merged[part[w]] = parts;
                            if (links[w].length == 0) {
                                addFalsehood(set, w);
                            } else {
                                NodeSet.or(set, reach[w]);
                            }
                        }
                    }
                    for (int i = first; i < top; i++) {
                        onStack[stack[i]] = false;
                        reach[stack[i]] = set;
                        part[stack[i]] = parts;
                    }
                    top = first;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
        return reach;
    }

    /** Adds {@code fact} to {@code set} when it is a falsehood (odd), as its candidate's number. */
    private static void addFalsehood(long[] set, int fact) {
        if ((fact & 1) != 0) {
            NodeSet.add(set, fact >>> 1);
        }
    }

    /** Whether the static chains of {@code digit} assumed in {@code cell} contradict themselves. */
    boolean contradicts(int cell, int digit) {
        int k = id[cell * n + digit - 1];
        return NodeSet.has(reach[2 * k], k);
    }

    /** The candidates (by number) the static chains of {@code digit} assumed in {@code cell} make false (not to be changed). */
    long[] falsehoods(int cell, int digit) {
        return reach[2 * id[cell * n + digit - 1]];
    }

    /**
     * Per fact, the links of the shortest static chain to it from {@code digit} assumed in
     * {@code cell} (a breadth-first search), or -1 where none leads; see {@link #falsehood}.
     */
    int[] distances(int cell, int digit) {
        int[] dist = new int[links.length];
        Arrays.fill(dist, -1);
        int[] queue = new int[links.length];
        int head = 0;
        int tail = 0;
        int start = 2 * id[cell * n + digit - 1];
        dist[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int v = queue[head++];
            for (int w : links[v]) {
                if (dist[w] < 0) {
                    dist[w] = dist[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return dist;
    }

    /** The fact that {@code digit} is not in {@code cell}, as {@link #distances} numbers it. */
    int falsehood(int cell, int digit) {
        return 2 * id[cell * n + digit - 1] + 1;
    }

    /** The candidate indexes (cell * side + digit - 1) of the candidates (by number) in {@code falsehoods}, in order. */
    int[] falsified(long[] falsehoods) {
        int[] out = new int[candidate.length];
        int size = 0;
        for (int w = 0; w < falsehoods.length; w++) {
            for (long bits = falsehoods[w]; bits != 0; bits &= bits - 1) {
                out[size++] = candidate[(w << 6) + Long.numberOfTrailingZeros(bits)];
            }
        }
        return Arrays.copyOf(out, size);
    }
}
