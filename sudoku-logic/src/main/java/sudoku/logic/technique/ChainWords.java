package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.logic.ChainEvidence;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;

/**
 * How a chain of a {@link ChainGraph} is walked in words: its nodes true or false in turn, each
 * with the almost locked set that forces it, if any (the renderers say them).
 */
final class ChainWords {
    private final ChainGraph graph;

    ChainWords(ChainGraph graph) {
        this.graph = graph;
    }

    /**
     * The nodes of {@code path} from its start (false): "if A1 is not 5, then A7 is 5, so C9 is
     * not 5, ...", with "without 3, the almost locked set ... is locked" before a strong link across
     * a set or from a set to the cell it forces (and "the set keeps 3" before one from the cell to
     * the set).
     */
    List<ChainEvidence.ChainNode> walk(List<Integer> path) {
        List<ChainEvidence.ChainNode> out = new ArrayList<>();
        out.add(node(path.get(0), ChainEvidence.Via.LINK, null));
        for (int i = 1; i < path.size(); i++) {
            Als set = graph.set(path.get(i - 1));
            boolean forcing = i % 2 == 1 && graph.forcing(path.get(i - 1), path.get(i));
            if (i % 2 == 1 && set != null && (forcing || set == graph.set(path.get(i)))) {
                out.add(node(path.get(i), ChainEvidence.Via.LOCKED_SET, set));
            } else if (forcing) {
                out.add(node(path.get(i), ChainEvidence.Via.SET_KEEPS, graph.set(path.get(i))));
            } else {
                out.add(node(path.get(i), ChainEvidence.Via.LINK, null));
            }
        }
        return out;
    }

    /** An almost locked set as the renderers name it. */
    static ChainEvidence.AlmostLockedSet set(Als set) {
        return new ChainEvidence.AlmostLockedSet(set.cellList(), set.digits());
    }

    private ChainEvidence.ChainNode node(int v, ChainEvidence.Via via, Als set) {
        return new ChainEvidence.ChainNode(graph.digit[v], Arrays.stream(graph.cells[v]).boxed().toList(), via,
                set == null ? null : set(set));
    }
}
