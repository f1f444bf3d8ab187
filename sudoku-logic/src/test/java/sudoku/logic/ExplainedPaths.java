package sudoku.logic;

import java.util.List;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.solve.internal.LogicSolver;

/** The explained paths of puzzles, walked round by round as the explainer takes them. */
final class ExplainedPaths {
    private ExplainedPaths() {
    }

    /** What to do with one round: the puzzle, the candidates the round starts from, its steps. */
    interface Round {
        void visit(Grid puzzle, Candidates state, List<Step> steps);
    }

    /** Calls {@code round} for every round of every puzzle's path, before the round's steps are applied. */
    static void walk(List<Grid> puzzles, Round round) {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        for (Grid puzzle : puzzles) {
            Candidates state = Candidates.of(puzzle);
            SearchContext context = new SearchContext();
            while (!state.isSolved()) {
                List<Step> steps = solver.nextRound(state, context, Cancellation.NONE);
                if (steps.isEmpty()) {
                    break;
                }
                round.visit(puzzle, state, steps);
                steps.forEach(s -> s.applyTo(state));
            }
        }
    }
}
