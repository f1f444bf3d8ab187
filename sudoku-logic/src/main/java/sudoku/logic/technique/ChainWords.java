package sudoku.logic.technique;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.internal.Words;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;

/** How a chain of a {@link ChainGraph} is put in words: its nodes true or false, and the chain as a whole. */
final class ChainWords {
    private final ChainGraph graph;

    ChainWords(ChainGraph graph) {
        this.graph = graph;
    }

    /**
     * "If A1 is not 5, then A7 is 5, so C9 is not 5, ...", with "without 3, the almost locked set
     * ... is locked" before a strong link across a set or from a set to the cell it forces (and
     * "the set keeps 3" before one from the cell to the set).
     */
    String spell(List<Integer> path) {
        Geometry g = graph.state.geometry();
        StringBuilder sb = new StringBuilder("If ").append(off(path.get(0)));
        for (int i = 1; i < path.size(); i++) {
            sb.append(i == 1 ? ", then " : ", so ");
            Als set = graph.set(path.get(i - 1));
            boolean forcing = i % 2 == 1 && graph.forcing(path.get(i - 1), path.get(i));
            if (i % 2 == 1 && set != null && (forcing || set == graph.set(path.get(i)))) {
                sb.append("without ").append(Geometry.symbol(graph.digit[path.get(i - 1)]))
                        .append(", the almost locked set ").append(set.describe(g)).append(" is locked, so ");
            } else if (forcing) {
                sb.append("the almost locked set ").append(graph.set(path.get(i)).describe(g)).append(" keeps ")
                        .append(Geometry.symbol(graph.digit[path.get(i)])).append(" (else it is locked and ")
                        .append(on(path.get(i - 1))).append("), so ");
            }
            sb.append(i % 2 == 1 ? on(path.get(i)) : off(path.get(i)));
        }
        return sb.toString();
    }

    /** "A1 is 5", or "5 is in A1 or A2" for a group or a set's places. */
    String on(int v) {
        return says(v, " is ", " is in ", " or ");
    }

    /** "A1 is not 5", or "5 is in neither A1 nor A2" for a group or a set's places. */
    String off(int v) {
        return says(v, " is not ", " is in neither ", " nor ");
    }

    private String says(int v, String isCell, String isCells, String and) {
        Geometry g = graph.state.geometry();
        char d = Geometry.symbol(graph.digit[v]);
        if (graph.cells[v].length == 1) {
            return g.cellName(graph.cells[v][0]) + isCell + d;
        }
        return d + isCells + Words.cells(g, boxed(graph.cells[v])).replace(" and ", and);
    }

    private static List<Integer> boxed(int[] cells) {
        return java.util.Arrays.stream(cells).boxed().toList();
    }
}
