package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Link;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.chain.NodeSet;

/**
 * How a path through a {@link ChainGraph} shows on the board, for a chain step: the cells it
 * passes (a group or an almost locked set with all its cells), its digits, its links, and the
 * candidates of a set of nodes. {@link ChainWords} says the same path in words.
 */
final class ChainView {
    private final ChainGraph graph;

    ChainView(ChainGraph graph) {
        this.graph = graph;
    }

    /** The cells a path shows, each once, in the order the path meets them. */
    List<Integer> cells(List<Integer> path) {
        List<Integer> out = new ArrayList<>();
        for (int v : path) {
            for (int c : shownCells(v)) {
                if (!out.contains(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** The digits of a path's nodes, as a digit set. */
    int digits(List<Integer> path) {
        int m = 0;
        for (int v : path) {
            m |= DigitSet.of(graph.digit[v]);
        }
        return m;
    }

    /** The links of the path: strong into each true node, weak into each false one. */
    List<Link> links(List<Integer> path) {
        List<Link> out = new ArrayList<>();
        for (int i = 1; i < path.size(); i++) {
            out.add(link(path.get(i - 1), path.get(i), i % 2 == 1));
        }
        return out;
    }

    /**
     * The link from node {@code a} to node {@code b}, groups with all their cells; the strong link
     * across an almost locked set names all the set's cells at both ends.
     */
    Link link(int a, int b, boolean strong) {
        Als set = graph.set(a);
        boolean across = strong && set != null && set == graph.set(b);
        // a strong link between a set's digit and another digit of a cell outside it names the set too
        boolean fromSet = strong && !across && set != null && graph.digit[a] != graph.digit[b];
        boolean toSet = strong && !across && graph.set(b) != null && graph.digit[a] != graph.digit[b];
        // a cell lacking a digit leaves it to a set (else the set is locked and the cell holds it): the set is named
        boolean keeps = strong && !across && !toSet && graph.set(b) != null && graph.forcing(a, b);
        // and the other way: a set lacking a digit is locked and leaves a cell outside it only that digit
        boolean leaves = strong && !across && !fromSet && set != null && graph.set(b) == null && graph.forcing(a, b);
        return new Link(new Candidate(graph.cells[a][0], graph.digit[a]), new Candidate(graph.cells[b][0], graph.digit[b]),
                strong, across || fromSet ? set.cellList() : boxed(graph.cells[a]),
                across ? set.cellList() : toSet ? graph.set(b).cellList() : boxed(graph.cells[b]), 0, List.of(),
                keeps ? graph.set(b).cellList() : leaves ? set.cellList() : List.of());
    }

    private List<Integer> shownCells(int v) {
        Als set = graph.set(v);
        return set != null ? set.cellList() : boxed(graph.cells[v]);
    }

    /** The candidates of a set of candidate nodes, in board order. */
    List<Candidate> candidates(long[] set) {
        List<Candidate> out = new ArrayList<>();
        for (int v = NodeSet.next(set, 0); v >= 0; v = NodeSet.next(set, v + 1)) {
            out.add(new Candidate(graph.cells[v][0], graph.digit[v]));
        }
        out.sort(null);
        return out;
    }

    private static List<Integer> boxed(int[] cells) {
        return Arrays.stream(cells).boxed().toList();
    }
}
