package sudoku.logic.chain;

import java.util.Arrays;
import sudoku.core.Geometry;
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
public final class StaticClosure {
    /** The state whose links these are (read again for {@link #distances}). */
    private final Candidates state;
    private final int n;
    /** Per candidate index (cell * side + digit - 1): its number here, or -1 when it is not a candidate. */
    private final int[] id;
    /** Per number: its candidate index. */
    private final int[] candidate;
    /** The longs of one set of candidates (by number). */
    private final int words;
    /**
     * Per candidate number k, from {@code k * words}: the candidates (by number) its truth makes
     * false. Only the truths' reach is asked about, so only theirs is kept.
     */
    private final long[] truthReach;
    /** The links, as {@link StaticLinks#first} and {@link StaticLinks#targets} hold them, kept once {@link #distances} asks. */
    private int[] linkStarts;
    private int[] linkTargets;

    /** Where this closure was built, and its links are built again when {@link #distances} asks. */
    private final Workspace workspace;

    /**
     * The static chains of every candidate of {@code state}, built in {@code workspace} (the links
     * and the search's bookkeeping are not kept; a search reuses one workspace for all its closures).
     */
    public StaticClosure(Candidates state, Workspace workspace) {
        // a closure is the costly unit of a nested search (on 16x16, thousands of candidates):
        // none is built once the state's time budget has run out
        state.checkCancelled();
        this.state = state;
        this.workspace = workspace;
        Geometry g = state.geometry();
        n = g.side();
        id = new int[g.cellCount() * n];
        Arrays.fill(id, -1);
        int count = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            count += state.digit(c) == 0 ? Integer.bitCount(state.candidates(c)) : 0;
        }
        candidate = new int[count];
        count = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            for (int m = state.digit(c) == 0 ? state.candidates(c) : 0; m != 0; m &= m - 1) {
                int i = c * n + Integer.numberOfTrailingZeros(m);
                id[i] = count;
                candidate[count++] = i;
            }
        }
        words = (count + 63) >>> 6;
        workspace.links.build(state, id, count, words, true);
        truthReach = workspace.reachOfTruths(count, words);
    }

    /**
     * The buffers closures are built in, one after another: the static links of the closure being
     * built (see {@link StaticLinks}), and the strongly connected parts' reach. Grown when a bigger
     * board asks for more.
     */
    public static final class Workspace {
        /** The static links of the closure being built. */
        public final StaticLinks links = new StaticLinks();
        public int[] order = new int[0];
        public int[] low = new int[0];
        public int[] stack = new int[0];
        public int[] callNode = new int[0];
        public int[] callEdge = new int[0];
        /**
         * Per fact, the number of its part (from 1, in the order parts complete); 0 before, and for
         * a fact leading nowhere that the search never stepped onto (part 0 reaches nothing).
         */
        public int[] part = new int[0];
        /** Per part, the last part that added its reach. */
        public int[] merged = new int[0];
        /** Per part p, from {@code p * words}: the falsehoods (by candidate number) it reaches. */
        public long[] reach = new long[0];

        /**
         * Per candidate number, the falsehoods its truth reaches (see {@link #truthReach}):
         * Tarjan's strongly connected parts (without recursion), each part's reach made when the
         * part is complete, from the parts it links to, done before it.
         */
        public long[] reachOfTruths(int candidates, int words) {
            int facts = 2 * candidates;
            // merged takes one more entry: a state with no candidate left still needs one
            if (merged.length < facts + 1) {
                int size = Math.max(facts, links.first.length);
                order = new int[size];
                low = new int[size];
                stack = new int[size];
                callNode = new int[size];
                callEdge = new int[size];
                part = new int[size];
                merged = new int[size + 1];
            }
            if (reach.length < (facts + 1) * words) {
                reach = new long[(facts + 1) * words];
            }
            // The buffers as locals, which the compiler keeps in registers.
            int[] first = links.first;
            int[] loose = links.loose;
            int[] targets = links.targets;
            int[] order = this.order;
            int[] low = this.low;
            int[] stack = this.stack;
            int[] callNode = this.callNode;
            int[] callEdge = this.callEdge;
            int[] part = this.part;
            int[] merged = this.merged;
            long[] reach = this.reach;
            long[] looseBits = links.looseBits;
            Arrays.fill(order, 0, facts, -1);
            Arrays.fill(part, 0, facts, 0);
            Arrays.fill(merged, 0, facts + 1, 0);
            // Part 0 is that of a truth leading nowhere, which reaches nothing.
            Arrays.fill(reach, 0, words, 0L);
            int next = 0;
            int top = 0;
            int parts = 0;
            for (int root = 0; root < facts; root++) {
                if (order[root] >= 0 || first[root] == first[root + 1] && !hasLooseBits(looseBits, root, words)) {
                    continue;
                }
                // The fact under way and its next link; those of the facts it was reached from
                // wait in callNode and callEdge. A fact found and not yet in a part is on the stack.
                int depth = 0;
                int v = root;
                int e = first[root];
                int end = loose[root];
                order[root] = low[root] = next++;
                stack[top++] = root;
                while (true) {
                    if (e < end) {
                        int w = targets[e++];
                        if (order[w] < 0) {
                            callNode[depth] = v;
                            callEdge[depth++] = e;
                            v = w;
                            e = first[w];
                            end = loose[w];
                            order[w] = low[w] = next++;
                            stack[top++] = w;
                        } else if (part[w] == 0) {
                            low[v] = Math.min(low[v], order[w]);
                        }
                        continue;
                    }
                    if (low[v] == order[v]) {
                        parts++;
                        int set = parts * words;
                        Arrays.fill(reach, set, set + words, 0L);
                        int bottom = top;
                        do {
                            bottom--;
                            addFalsehood(reach, set, stack[bottom]);
                        } while (stack[bottom] != v);
                        for (int i = bottom; i < top; i++) {
                            int f = stack[i];
                            // A part reached by several links is added once; a fact of this part
                            // has no part yet. A falsehood leading nowhere is one bit.
                            for (int l = first[f]; l < loose[f]; l++) {
                                int q = part[targets[l]];
                                if (q == 0 || merged[q] == parts) {
                                    continue;
                                }
                                merged[q] = parts;
                                for (int x = 0; x < words; x++) {
                                    reach[set + x] |= reach[q * words + x];
                                }
                            }
                            for (int l = loose[f]; l < first[f + 1]; l++) {
                                addFalsehood(reach, set, targets[l]);
                            }
                            if ((f & 1) == 0) {
                                int from = (f >>> 1) * words;
                                for (int x = 0; x < words; x++) {
                                    reach[set + x] |= looseBits[from + x];
                                }
                            }
                        }
                        for (int i = bottom; i < top; i++) {
                            part[stack[i]] = parts;
                        }
                        top = bottom;
                    }
                    if (depth == 0) {
                        break;
                    }
                    int done = v;
                    v = callNode[--depth];
                    e = callEdge[depth];
                    end = loose[v];
                    low[v] = Math.min(low[v], low[done]);
                }
            }
            long[] out = new long[candidates * words];
            for (int k = 0; k < candidates; k++) {
                System.arraycopy(reach, part[2 * k] * words, out, k * words, words);
            }
            return out;
        }
    }

    /** Whether {@code fact} is a truth with falsehoods leading nowhere in {@link StaticLinks#looseBits}. */
    private static boolean hasLooseBits(long[] looseBits, int fact, int words) {
        if ((fact & 1) != 0) {
            return false;
        }
        for (int x = 0; x < words; x++) {
            if (looseBits[(fact >>> 1) * words + x] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code fact} to the set at {@code set} in {@code sets} when it is a falsehood (odd), as its candidate's number. */
    private static void addFalsehood(long[] sets, int set, int fact) {
        if ((fact & 1) != 0) {
            sets[set + (fact >>> 7)] |= 1L << (fact >>> 1);
        }
    }

    /** Whether the static chains of {@code digit} assumed in {@code cell} contradict themselves. */
    public boolean contradicts(int cell, int digit) {
        int k = id[cell * n + digit - 1];
        return (truthReach[k * words + (k >>> 6)] & (1L << k)) != 0;
    }

    /** The longs of a set of candidates by number, as {@link #copyFalsehoods} and {@link #candidate} take them. */
    public int words() {
        return words;
    }

    /** Sets {@code into} to the candidates (by number) the static chains of {@code digit} assumed in {@code cell} make false. */
    public void copyFalsehoods(int cell, int digit, long[] into) {
        System.arraycopy(truthReach, id[cell * n + digit - 1] * words, into, 0, words);
    }

    /** Keeps in {@code into} only the candidates the static chains of {@code digit} assumed in {@code cell} make false too. */
    public void keepFalsehoods(int cell, int digit, long[] into) {
        int from = id[cell * n + digit - 1] * words;
        for (int x = 0; x < words; x++) {
            into[x] &= truthReach[from + x];
        }
    }

    /**
     * Per fact, the links of the shortest static chain to it from {@code digit} assumed in
     * {@code cell} (a breadth-first search), or -1 where none leads; see {@link #falsehood}.
     */
    public int[] distances(int cell, int digit) {
        int facts = 2 * candidate.length;
        if (linkStarts == null) {
            workspace.links.build(state, id, candidate.length, words, false);
            linkStarts = Arrays.copyOf(workspace.links.first, facts + 1);
            linkTargets = Arrays.copyOf(workspace.links.targets, linkStarts[facts]);
        }
        int[] dist = new int[facts];
        Arrays.fill(dist, -1);
        int[] queue = new int[facts];
        int head = 0;
        int tail = 0;
        int start = 2 * id[cell * n + digit - 1];
        dist[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int v = queue[head++];
            for (int e = linkStarts[v]; e < linkStarts[v + 1]; e++) {
                int t = linkTargets[e];
                if (dist[t] < 0) {
                    dist[t] = dist[v] + 1;
                    queue[tail++] = t;
                }
            }
        }
        return dist;
    }

    /** The fact that {@code digit} is not in {@code cell}, as {@link #distances} numbers it. */
    public int falsehood(int cell, int digit) {
        return 2 * id[cell * n + digit - 1] + 1;
    }

    /** The candidate index (cell * side + digit - 1) of the candidate numbered {@code number}, as a set of falsehoods holds it. */
    public int candidate(int number) {
        return candidate[number];
    }
}
