package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.chain.NodeSet;

/**
 * The breadth-first layers of a {@link ChainGraph} from each start node assumed false, searched
 * once per start when first asked for: strong links to the nodes then true, weak links to the
 * nodes then false, each node met at its first layer only. A node's layer is the number of
 * strong links of the shortest chain to it, and the chain is read back layer by layer.
 */
final class ChainLayers {
    /** The layers from one start: off[k] then on[k], alternately, off[0] holding the start alone. */
    record Layers(List<long[]> off, List<long[]> on) {
    }

    private final ChainGraph graph;
    private final Layers[] layersOf;

    ChainLayers(ChainGraph graph) {
        this.graph = graph;
        this.layersOf = new Layers[graph.size];
    }

    /** The nodes from the start (false) to {@code end}, false at off-layer {@code k >= 1}. */
    private List<Integer> pathOff(Layers layers, int end, int k) {
        long[] on = layers.on().get(k - 1);
        for (int v = NodeSet.next(on, 0); v >= 0; v = NodeSet.next(on, v + 1)) {
            if (NodeSet.has(graph.chainWeak[v], end)) {
                List<Integer> out = new ArrayList<>(path(layers, v, k - 1));
                out.add(end);
                return out;
            }
        }
        throw new IllegalStateException("no node before " + end);
    }

    /** The nodes from {@code start} (false) to {@code end}, true at on-layer {@code k}. */
    List<Integer> path(int start, int end, int k) {
        return path(from(start), end, k);
    }

    /** The nodes from {@code start} (false) to {@code end}, false at off-layer {@code k >= 1}. */
    List<Integer> pathOff(int start, int end, int k) {
        return pathOff(from(start), end, k);
    }

    /** The layers from {@code start}, searched the first time they are asked for. */
    Layers from(int start) {
        if (layersOf[start] == null) {
            layersOf[start] = search(start);
        }
        return layersOf[start];
    }

    private Layers search(int start) {
        Layers out = new Layers(new ArrayList<>(), new ArrayList<>());
        long[] offSeen = NodeSet.create(graph.size);
        long[] onSeen = NodeSet.create(graph.size);
        long[] off = NodeSet.create(graph.size);
        NodeSet.add(off, start);
        NodeSet.add(offSeen, start);
        while (true) {
            out.off().add(off);
            long[] on = NodeSet.create(graph.size);
            for (int v = NodeSet.next(off, 0); v >= 0; v = NodeSet.next(off, v + 1)) {
                for (int w : graph.strong[v]) {
                    NodeSet.add(on, w);
                }
            }
            NodeSet.andNot(on, onSeen);
            if (NodeSet.isEmpty(on)) {
                return out;
            }
            NodeSet.or(onSeen, on);
            out.on().add(on);
            long[] next = NodeSet.create(graph.size);
            for (int v = NodeSet.next(on, 0); v >= 0; v = NodeSet.next(on, v + 1)) {
                NodeSet.or(next, graph.chainWeak[v]);
            }
            NodeSet.andNot(next, offSeen);
            if (NodeSet.isEmpty(next)) {
                return out;
            }
            NodeSet.or(offSeen, next);
            off = next;
        }
    }

    /** The nodes from the start (false) to {@code end} (true at on-layer {@code k}), alternating false/true. */
    List<Integer> path(Layers layers, int end, int k) {
        List<Integer> rev = new ArrayList<>();
        int cur = end;
        rev.add(cur);
        for (int layer = k; layer >= 0; layer--) {
            long[] off = layers.off().get(layer);
            int prevOff = -1;
            for (int v = NodeSet.next(off, 0); v >= 0 && prevOff < 0; v = NodeSet.next(off, v + 1)) {
                for (int w : graph.strong[v]) {
                    if (w == cur) {
                        prevOff = v;
                        break;
                    }
                }
            }
            rev.add(prevOff);
            if (layer == 0) {
                break;
            }
            long[] on = layers.on().get(layer - 1);
            int prevOn = -1;
            for (int v = NodeSet.next(on, 0); v >= 0; v = NodeSet.next(on, v + 1)) {
                if (NodeSet.has(graph.chainWeak[v], prevOff)) {
                    prevOn = v;
                    break;
                }
            }
            rev.add(prevOn);
            cur = prevOn;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = rev.size() - 1; i >= 0; i--) {
            out.add(rev.get(i));
        }
        return out;
    }
}
