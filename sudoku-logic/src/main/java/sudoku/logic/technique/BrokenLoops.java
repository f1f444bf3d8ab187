package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import sudoku.logic.Candidate;
import sudoku.logic.ChainEvidence;
import sudoku.logic.Link;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.chain.NodeSet;
import sudoku.logic.internal.Difficulty;
import sudoku.logic.internal.StepSink;

/**
 * Discontinuous nice loops that remove candidates. A chain from {@code S} false to {@code E} true,
 * with a candidate {@code z} weakly linked to both ends, is a loop broken at {@code z}: {@code z}
 * true makes {@code S} false, so {@code E} true, so {@code z} false, and {@code z} goes (HoDoKu's
 * breaks with two weak links of one digit, or a weak and a strong link of two digits of the cell).
 * When {@code S} and {@code E} are two digits of one cell, the loop says the cell is one of them,
 * and all its other candidates go in one step.
 */
final class BrokenLoops {
    private final ChainGraph graph;
    private final ChainView view;
    private final ChainWords words;

    BrokenLoops(ChainGraph graph, ChainView view, ChainWords words) {
        this.graph = graph;
        this.view = view;
        this.words = words;
    }

    /**
     * Offers the loops of the chain {@code path} (from its start false to its end true) broken at
     * the candidates of {@code eliminated}, each weakly linked to both ends, unless their
     * eliminations are in {@code seen} (which gets them); false once the sink stops.
     */
    boolean offer(Technique t, long[] eliminated, List<Integer> path, Set<List<Candidate>> seen, StepSink sink) {
        int start = path.get(0);
        int end = path.get(path.size() - 1);
        if (start < graph.candidateCount && end < graph.candidateCount && graph.cells[start][0] == graph.cells[end][0]) {
            List<Candidate> elims = view.candidates(eliminated);
            ChainEvidence.Chain chain = new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.ONE_OF_TWO, null, List.of());
            return !seen.add(elims) || sink.accept(new Step(t, List.of(), elims, List.of(), view.cells(path), List.of(),
                    view.digits(path), view.links(path), chain).withDifficulty(Difficulty.of(t, path.size())));
        }
        for (int z = NodeSet.next(eliminated, 0); z >= 0; z = NodeSet.next(eliminated, z + 1)) {
            List<Candidate> elims = List.of(new Candidate(graph.cells[z][0], graph.digit[z]));
            if (!lasso(path, z) && seen.add(elims) && !sink.accept(removal(t, path, z, elims))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the loop from {@code z} through {@code path} comes back to the cell of {@code z}
     * elsewhere than at an end of the path (a candidate of that cell), as no nice loop may.
     */
    private boolean lasso(List<Integer> path, int z) {
        int cell = graph.cells[z][0];
        for (int i = 0; i < path.size(); i++) {
            int v = path.get(i);
            Als set = graph.set(v);
            boolean end = (i == 0 || i == path.size() - 1) && v < graph.candidateCount;
            if (!end && Arrays.stream(set != null ? set.cells() : graph.cells[v]).anyMatch(c -> c == cell)) {
                return true;
            }
        }
        return false;
    }

    /** The loop from {@code z} through {@code path} back to {@code z}, which removes it. */
    private Step removal(Technique t, List<Integer> path, int z, List<Candidate> elims) {
        List<Integer> loop = new ArrayList<>(path);
        loop.add(0, z);
        List<Link> links = new ArrayList<>();
        links.add(view.link(z, path.get(0), false));
        links.addAll(view.links(path));
        links.add(view.link(path.get(path.size() - 1), z, false));
        ChainEvidence.Chain chain = new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.REMOVAL, null, List.of());
        return new Step(t, List.of(), elims, List.of(), view.cells(loop), List.of(), view.digits(loop), links, chain)
                .withDifficulty(Difficulty.of(t, links.size()));
    }
}
