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
    /** The links, as {@link Workspace#first} and {@link Workspace#targets} hold them, kept once {@link #distances} asks. */
    private int[] linkStarts;
    private int[] linkTargets;

    /** Where this closure was built, and its links are built again when {@link #distances} asks. */
    private final Workspace workspace;

    /**
     * The static chains of every candidate of {@code state}, built in {@code workspace} (the links
     * and the search's bookkeeping are not kept; a search reuses one workspace for all its closures).
     */
    StaticClosure(Candidates state, Workspace workspace) {
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
        workspace.links(this, g, count);
        truthReach = workspace.reachOfTruths(count, words);
    }

    /**
     * The buffers closures are built in, one after another: the static links of the closure being built, per fact
     * (2 * number when true, 2 * number + 1 when false) the facts one link leads to, and the
     * strongly connected parts' reach. Grown when a bigger board asks for more.
     */
    static final class Workspace {
        /** Per fact, where its links start in {@link #targets}; one more entry ends the last. */
        int[] first = new int[0];
        /**
         * Per fact, where its links to falsehoods leading nowhere start (after those to facts that
         * lead on): those are only bits of its reach, never steps of the search for parts.
         */
        int[] loose = new int[0];
        int[] targets = new int[0];
        int[] places = new int[0];
        int[] firstPlace = new int[0];
        int[] secondPlace = new int[0];
        int[] order = new int[0];
        int[] low = new int[0];
        int[] stack = new int[0];
        int[] callNode = new int[0];
        int[] callEdge = new int[0];
        /**
         * Per fact, the number of its part (from 1, in the order parts complete); 0 before, and for
         * a fact leading nowhere that the search never stepped onto (part 0 reaches nothing).
         */
        int[] part = new int[0];
        /** Per part, the last part that added its reach. */
        int[] merged = new int[0];
        /** Per part p, from {@code p * words}: the falsehoods (by candidate number) it reaches. */
        long[] reach = new long[0];

        /** The board whose peers {@link #peerCells} holds, or null. */
        private Geometry peersOf;
        /** The longs of a set of cells. */
        private int cellWords;
        /** Per cell, from {@code cell * cellWords}: its peers, as a set of cells. */
        private long[] peerCells;
        /** The most links one candidate's truth and falsehood may have on this board. */
        private int mostLinks;
        /** Per digit, from {@code (digit - 1) * cellWords}: the empty cells it is a candidate of. */
        private long[] digitCells = new long[0];
        /**
         * Per digit, from {@code (digit - 1) * cellWords}: the cells where its falsehood leads on
         * (the cell has two candidates, or one of its units two places for the digit).
         */
        private long[] leadCells = new long[0];
        /** Per cell: the digits whose falsehood leads on there. */
        private int[] leadDigits = new int[0];

        /** Fills {@link #first} and {@link #targets} with the static links of {@code closure}'s state. */
        void links(StaticClosure closure, Geometry g, int count) {
            Candidates state = closure.state;
            int n = closure.n;
            int[] id = closure.id;
            int units = g.unitCount();
            if (peersOf != g) {
                cellWords = (g.cellCount() + 63) >>> 6;
                peerCells = new long[g.cellCount() * cellWords];
                for (int c = 0; c < g.cellCount(); c++) {
                    for (int p : UnitTables.peers(g, c)) {
                        peerCells[c * cellWords + (p >>> 6)] |= 1L << p;
                    }
                }
                digitCells = new long[n * cellWords];
                mostLinks = 0;
                for (int c = 0; c < g.cellCount(); c++) {
                    mostLinks = Math.max(mostLinks, n + UnitTables.peers(g, c).length + UnitTables.unitIdsOf(g, c).length);
                }
                leadCells = new long[n * cellWords];
                leadDigits = new int[g.cellCount()];
                peersOf = g;
            } else {
                Arrays.fill(digitCells, 0L);
                Arrays.fill(leadCells, 0L);
            }
            int cellWords = this.cellWords;
            long[] peerCells = this.peerCells;
            long[] digitCells = this.digitCells;
            for (int c = 0; c < g.cellCount(); c++) {
                for (int m = state.digit(c) == 0 ? state.candidates(c) : 0; m != 0; m &= m - 1) {
                    digitCells[Integer.numberOfTrailingZeros(m) * cellWords + (c >>> 6)] |= 1L << c;
                }
            }
            if (places.length < units * n) {
                places = new int[units * n];
                firstPlace = new int[units * n];
                secondPlace = new int[units * n];
            } else {
                Arrays.fill(places, 0, units * n, 0);
            }
            if (first.length < 2 * count + 1) {
                first = new int[2 * g.cellCount() * n + 1];
                loose = new int[first.length];
            }
            // The buffers as locals, which the compiler keeps in registers.
            int[] first = this.first;
            int[] targets = this.targets;
            int[] places = this.places;
            int[] firstPlace = this.firstPlace;
            int[] secondPlace = this.secondPlace;
            // Per unit and digit: how many places, and two of them (the conjugate pair when two).
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
            int[] loose = this.loose;
            long[] leadCells = this.leadCells;
            int[] leadDigits = this.leadDigits;
            for (int cell = 0; cell < g.cellCount(); cell++) {
                int mask = state.digit(cell) == 0 ? state.candidates(cell) : 0;
                int lead = DigitSet.size(mask) == 2 ? mask : 0;
                for (int u : UnitTables.unitIdsOf(g, cell)) {
                    for (int m = mask; m != 0; m &= m - 1) {
                        if (places[u * n + Integer.numberOfTrailingZeros(m)] == 2) {
                            lead |= m & -m;
                        }
                    }
                }
                leadDigits[cell] = lead;
                for (int m = lead; m != 0; m &= m - 1) {
                    leadCells[Integer.numberOfTrailingZeros(m) * cellWords + (cell >>> 6)] |= 1L << cell;
                }
            }
            if (targets.length < count * mostLinks) {
                targets = new int[count * mostLinks];
                this.targets = targets;
            }
            // The candidates in the order of their numbers, by cell and digit; a truth's links to
            // falsehoods that lead on first (its cell's other candidates, then its digit's other
            // places among its peers), then the same to those that do not.
            int size = 0;
            int k = 0;
            for (int cell = 0; cell < g.cellCount(); cell++) {
                int mask = state.digit(cell) == 0 ? state.candidates(cell) : 0;
                for (int dm = mask; dm != 0; dm &= dm - 1, k++) {
                    int d = Integer.numberOfTrailingZeros(dm) + 1;
                    int others = mask & ~DigitSet.of(d);
                    first[2 * k] = size;
                    for (int pass = 0; pass < 2; pass++) {
                        long lead = pass == 0 ? -1L : 0L;
                        for (int m = others & (pass == 0 ? leadDigits[cell] : ~leadDigits[cell]); m != 0; m &= m - 1) {
                            targets[size++] = 2 * id[cell * n + Integer.numberOfTrailingZeros(m)] + 1;
                        }
                        for (int w = 0; w < cellWords; w++) {
                            int at = (d - 1) * cellWords + w;
                            long peers = peerCells[cell * cellWords + w] & digitCells[at] & ~(leadCells[at] ^ lead);
                            for (; peers != 0; peers &= peers - 1) {
                                targets[size++] = 2 * id[((w << 6) + Long.numberOfTrailingZeros(peers)) * n + d - 1] + 1;
                            }
                        }
                        if (pass == 0) {
                            loose[2 * k] = size;
                        }
                    }
                    first[2 * k + 1] = size;
                    if (DigitSet.size(mask) == 2) {
                        targets[size++] = 2 * id[cell * n + DigitSet.lowestDigit(others) - 1];
                    }
                    for (int u : UnitTables.unitIdsOf(g, cell)) {
                        int ud = u * n + d - 1;
                        if (places[ud] == 2) {
                            int other = firstPlace[ud] == cell ? secondPlace[ud] : firstPlace[ud];
                            targets[size++] = 2 * id[other * n + d - 1];
                        }
                    }
                    loose[2 * k + 1] = size;
                }
            }
            first[2 * count] = size;
        }

        /**
         * Per candidate number, the falsehoods its truth reaches (see {@link #truthReach}):
         * Tarjan's strongly connected parts (without recursion), each part's reach made when the
         * part is complete, from the parts it links to, done before it.
         */
        long[] reachOfTruths(int candidates, int words) {
            int facts = 2 * candidates;
            // merged takes one more entry: a state with no candidate left still needs one
            if (merged.length < facts + 1) {
                int size = Math.max(facts, first.length);
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
            int[] first = this.first;
            int[] loose = this.loose;
            int[] targets = this.targets;
            int[] order = this.order;
            int[] low = this.low;
            int[] stack = this.stack;
            int[] callNode = this.callNode;
            int[] callEdge = this.callEdge;
            int[] part = this.part;
            int[] merged = this.merged;
            long[] reach = this.reach;
            Arrays.fill(order, 0, facts, -1);
            Arrays.fill(part, 0, facts, 0);
            Arrays.fill(merged, 0, facts + 1, 0);
            // Part 0 is that of a truth leading nowhere, which reaches nothing.
            Arrays.fill(reach, 0, words, 0L);
            int next = 0;
            int top = 0;
            int parts = 0;
            for (int root = 0; root < facts; root++) {
                if (order[root] >= 0 || first[root] == first[root + 1]) {
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

    /** Adds {@code fact} to the set at {@code set} in {@code sets} when it is a falsehood (odd), as its candidate's number. */
    private static void addFalsehood(long[] sets, int set, int fact) {
        if ((fact & 1) != 0) {
            sets[set + (fact >>> 7)] |= 1L << (fact >>> 1);
        }
    }

    /** Whether the static chains of {@code digit} assumed in {@code cell} contradict themselves. */
    boolean contradicts(int cell, int digit) {
        int k = id[cell * n + digit - 1];
        return (truthReach[k * words + (k >>> 6)] & (1L << k)) != 0;
    }

    /** The longs of a set of candidates by number, as {@link #copyFalsehoods} and {@link #falsified} take them. */
    int words() {
        return words;
    }

    /** Sets {@code into} to the candidates (by number) the static chains of {@code digit} assumed in {@code cell} make false. */
    void copyFalsehoods(int cell, int digit, long[] into) {
        System.arraycopy(truthReach, id[cell * n + digit - 1] * words, into, 0, words);
    }

    /** Keeps in {@code into} only the candidates the static chains of {@code digit} assumed in {@code cell} make false too. */
    void keepFalsehoods(int cell, int digit, long[] into) {
        int from = id[cell * n + digit - 1] * words;
        for (int x = 0; x < words; x++) {
            into[x] &= truthReach[from + x];
        }
    }

    /**
     * Per fact, the links of the shortest static chain to it from {@code digit} assumed in
     * {@code cell} (a breadth-first search), or -1 where none leads; see {@link #falsehood}.
     */
    int[] distances(int cell, int digit) {
        int facts = 2 * candidate.length;
        if (linkStarts == null) {
            workspace.links(this, state.geometry(), candidate.length);
            linkStarts = Arrays.copyOf(workspace.first, facts + 1);
            linkTargets = Arrays.copyOf(workspace.targets, linkStarts[facts]);
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
    int falsehood(int cell, int digit) {
        return 2 * id[cell * n + digit - 1] + 1;
    }

    /** The candidate indexes (cell * side + digit - 1) of the candidates (by number) in {@code falsehoods}, in order. */
    int[] falsified(long[] falsehoods) {
        int[] out = new int[candidate.length];
        int size = 0;
        for (int w = 0; w < words; w++) {
            for (long bits = falsehoods[w]; bits != 0; bits &= bits - 1) {
                out[size++] = candidate[(w << 6) + Long.numberOfTrailingZeros(bits)];
            }
        }
        return Arrays.copyOf(out, size);
    }
}
