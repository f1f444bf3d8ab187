package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.chain.NodeSet;

/**
 * What a continuous loop removes. The loop is a chain from a start node assumed false to an end
 * node found true at the chain search's on-layer {@code k}, closed by a weak link between its ends;
 * several shortest chains may join the same ends. Exactly one end of every link of a loop holds,
 * so a candidate that cannot be true with either end of a link is false; but a link between cells
 * removes its digit only outside the loop's cells (as in HoDoKu's nice loops), while a weak link
 * inside a cell removes that cell's other candidates. A strong link across an almost locked set
 * leaves one of its two digits out of the set, so the set's other digits are locked in it and
 * leave the cells seeing all their places in it; a set forcing a cell does the same with the
 * cell's other candidates (see {@link #forced}).
 */
final class LoopEliminations {
    private final ChainGraph graph;
    private final int start;
    private final int end;
    private final int k;
    /** Per layer, the nodes true (on) and false (off) on some shortest chain from the start to the end. */
    private final long[][] onMark;
    private final long[][] offMark;

    /** The loop from {@code start} to {@code end}, with the search's layers from the start: off[j], on[j]. */
    LoopEliminations(ChainGraph graph, int start, int end, int k, List<long[]> off, List<long[]> on) {
        this.graph = graph;
        this.start = start;
        this.end = end;
        this.k = k;
        onMark = new long[k + 1][];
        offMark = new long[k + 1][];
        onMark[k] = NodeSet.create(graph.size);
        NodeSet.add(onMark[k], end);
        for (int j = k; j >= 0; j--) {
            offMark[j] = NodeSet.create(graph.size);
            long[] layer = off.get(j);
            for (int v = NodeSet.next(layer, 0); v >= 0; v = NodeSet.next(layer, v + 1)) {
                for (int w : graph.strong[v]) {
                    if (NodeSet.has(onMark[j], w)) {
                        NodeSet.add(offMark[j], v);
                        break;
                    }
                }
            }
            if (j > 0) {
                onMark[j - 1] = NodeSet.create(graph.size);
                long[] onLayer = on.get(j - 1);
                for (int v = NodeSet.next(onLayer, 0); v >= 0; v = NodeSet.next(onLayer, v + 1)) {
                    long[] x = graph.chainWeak[v].clone();
                    NodeSet.and(x, offMark[j]);
                    if (!NodeSet.isEmpty(x)) {
                        NodeSet.add(onMark[j - 1], v);
                    }
                }
            }
        }
    }

    /**
     * The eliminations that hold on every shortest chain between the loop's ends, so that they do
     * not depend on which of those chains is shown (nor on how the grid is laid out): those of the
     * shown chain's links (and the closing link) that no other shortest chain avoids, off the cells
     * of all those chains.
     */
    long[] common(List<Integer> shown) {
        return eliminations(shown, onMark, offMark);
    }

    /** The eliminations of the loop made of {@code path} (one of its shortest chains) alone. */
    long[] of(List<Integer> path) {
        long[][] on = new long[k + 1][];
        long[][] off = new long[k + 1][];
        for (int j = 0; j <= k; j++) {
            off[j] = NodeSet.create(graph.size);
            NodeSet.add(off[j], path.get(2 * j));
            on[j] = NodeSet.create(graph.size);
            NodeSet.add(on[j], path.get(2 * j + 1));
        }
        return eliminations(path, on, off);
    }

    /** The shortest chains from the start to the end, in node order, at most {@code most} of them. */
    List<List<Integer>> chains(int most) {
        List<List<Integer>> out = new ArrayList<>();
        List<Integer> path = new ArrayList<>(List.of(start));
        extend(path, 0, most, out);
        return out;
    }

    private void extend(List<Integer> path, int j, int most, List<List<Integer>> out) {
        int v = path.get(path.size() - 1);
        if (path.size() % 2 == 1) {
            for (int w : graph.strong[v]) {
                if (out.size() < most && NodeSet.has(onMark[j], w)) {
                    path.add(w);
                    if (j == k) {
                        out.add(List.copyOf(path));
                    } else {
                        extend(path, j, most, out);
                    }
                    path.remove(path.size() - 1);
                }
            }
            return;
        }
        long[] next = graph.chainWeak[v].clone();
        NodeSet.and(next, offMark[j + 1]);
        for (int w = NodeSet.next(next, 0); w >= 0 && out.size() < most; w = NodeSet.next(next, w + 1)) {
            path.add(w);
            extend(path, j + 1, most, out);
            path.remove(path.size() - 1);
        }
    }

    private long[] eliminations(List<Integer> path, long[][] on, long[][] off) {
        long[] closing = graph.weak[end].clone();
        NodeSet.and(closing, graph.weak[start]);
        long[] shown = closing.clone();
        for (int i = 0; i + 1 < path.size(); i++) {
            long[] both = graph.weak[path.get(i)].clone();
            NodeSet.and(both, graph.weak[path.get(i + 1)]);
            NodeSet.or(shown, both);
        }
        NodeSet.and(shown, graph.candidateNodes);
        long[] out = NodeSet.create(graph.size);
        for (int z = NodeSet.next(shown, 0); z >= 0; z = NodeSet.next(shown, z + 1)) {
            if (NodeSet.has(closing, z) || !avoidable(on, off, z)) {
                NodeSet.add(out, z);
            }
        }
        keepOffLoop(on, off, out);
        for (int i = 1; i < path.size(); i += 2) {
            Als set = graph.set(path.get(i));
            if (set != null && set == graph.set(path.get(i - 1))) {
                int kept = DigitSet.of(graph.digit[path.get(i - 1)]) | DigitSet.of(graph.digit[path.get(i)]);
                lockedOutside(set, kept, out);
            } else if (graph.forcing(path.get(i - 1), path.get(i))) {
                forced(Math.max(path.get(i - 1), path.get(i)), Math.min(path.get(i - 1), path.get(i)), out);
            }
        }
        return out;
    }

    /**
     * Takes from {@code out} the candidates in the cells of the chains' nodes (groups and almost
     * locked sets whole), but the other candidates of a cell a chain passes through by a weak link
     * between two of its digits.
     */
    private void keepOffLoop(long[][] on, long[][] off, long[] out) {
        boolean[] inLoop = new boolean[graph.state.geometry().cellCount()];
        long[] inCell = NodeSet.create(graph.size);
        for (int j = 0; j <= k; j++) {
            for (long[] marks : new long[][] {on[j], off[j]}) {
                for (int v = NodeSet.next(marks, 0); v >= 0; v = NodeSet.next(marks, v + 1)) {
                    Als set = graph.set(v);
                    for (int c : set != null ? set.cells() : graph.cells[v]) {
                        inLoop[c] = true;
                    }
                }
            }
            for (int a = j < k ? NodeSet.next(on[j], 0) : -1; a >= 0; a = NodeSet.next(on[j], a + 1)) {
                long[] next = graph.chainWeak[a].clone();
                NodeSet.and(next, off[j + 1]);
                for (int b = NodeSet.next(next, 0); b >= 0; b = NodeSet.next(next, b + 1)) {
                    addInCell(a, b, inCell);
                }
            }
        }
        addInCell(end, start, inCell);
        for (int z = NodeSet.next(out, 0); z >= 0; z = NodeSet.next(out, z + 1)) {
            if (inLoop[graph.cells[z][0]] && !NodeSet.has(inCell, z)) {
                NodeSet.remove(out, z);
            }
        }
    }

    /** Adds to {@code inCell} the other candidates of the cell of {@code a} and {@code b} when both are its candidates. */
    private void addInCell(int a, int b, long[] inCell) {
        if (a < graph.candidateCount && b < graph.candidateCount && graph.cells[a][0] == graph.cells[b][0]) {
            long[] both = graph.weak[a].clone();
            NodeSet.and(both, graph.weak[b]);
            NodeSet.or(inCell, both);
        }
    }

    /**
     * Adds to {@code out} what a set forcing a cell removes: on the loop, either the set lacks the
     * digit of {@code node} and the cell of {@code forced} keeps only that candidate, or the set
     * keeps that digit and the cell holds one of its other candidates, which the set then lacks. So
     * each other candidate of the cell is in the cell or in the set, and leaves the cells seeing
     * both; and each digit of the set but those is in the set, and leaves the cells seeing all its
     * places there.
     */
    private void forced(int node, int forced, long[] out) {
        Als set = graph.set(node);
        int cell = graph.cells[forced][0];
        int others = graph.state.candidates(cell) & ~DigitSet.of(graph.digit[forced]);
        for (int d : DigitSet.digits(others)) {
            long[] seeing = set.seeing()[d];
            int cells = graph.state.geometry().cellCount();
            for (int c = NodeSet.next(seeing, 0); c >= 0 && c < cells; c = NodeSet.next(seeing, c + 1)) {
                if (!NodeSet.has(set.members(), c) && graph.state.sees(c, cell) && graph.node(c, d) >= 0) {
                    NodeSet.add(out, graph.node(c, d));
                }
            }
        }
        lockedOutside(set, others | DigitSet.of(graph.digit[node]), out);
    }

    /**
     * Adds to {@code out} the candidates of each digit of {@code set} not in {@code kept} seeing all
     * its places in the set.
     */
    private void lockedOutside(Als set, int kept, long[] out) {
        Geometry g = graph.state.geometry();
        for (int d : DigitSet.digits(set.digits() & ~kept)) {
            for (int c = NodeSet.next(set.seeing()[d], 0); c >= 0 && c < g.cellCount(); c = NodeSet.next(set.seeing()[d], c + 1)) {
                if (!NodeSet.has(set.members(), c) && graph.node(c, d) >= 0) {
                    NodeSet.add(out, graph.node(c, d));
                }
            }
        }
    }

    /** Whether some chain through the marked nodes from the start to the end has no link whose both ends exclude {@code z}. */
    private boolean avoidable(long[][] on, long[][] off, int z) {
        long[] reachOff = NodeSet.create(graph.size);
        NodeSet.add(reachOff, start);
        for (int j = 0; j <= k; j++) {
            long[] reachOn = NodeSet.create(graph.size);
            for (int v = NodeSet.next(reachOff, 0); v >= 0; v = NodeSet.next(reachOff, v + 1)) {
                for (int w : graph.strong[v]) {
                    if (NodeSet.has(on[j], w) && !(NodeSet.has(graph.weak[v], z) && NodeSet.has(graph.weak[w], z))) {
                        NodeSet.add(reachOn, w);
                    }
                }
            }
            if (j == k) {
                return NodeSet.has(reachOn, end);
            }
            reachOff = NodeSet.create(graph.size);
            for (int v = NodeSet.next(reachOn, 0); v >= 0; v = NodeSet.next(reachOn, v + 1)) {
                long[] next = graph.chainWeak[v].clone();
                NodeSet.and(next, off[j + 1]);
                for (int w = NodeSet.next(next, 0); w >= 0; w = NodeSet.next(next, w + 1)) {
                    if (!(NodeSet.has(graph.weak[v], z) && NodeSet.has(graph.weak[w], z))) {
                        NodeSet.add(reachOff, w);
                    }
                }
            }
        }
        return false;
    }
}
