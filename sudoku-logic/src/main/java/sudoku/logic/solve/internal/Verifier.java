package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;

/**
 * Checks the logic solver against a known answer: every placement and elimination of the
 * explained path and of the rating rounds must agree with the puzzle's solution. For unique
 * puzzles only (a deduction about a puzzle with several solutions may rule out some of them).
 */
public final class Verifier {
    private final LogicSolver solver;

    /** A verifier of the techniques enabled in {@code options}. */
    public Verifier(LogicOptions options) {
        this.solver = new LogicSolver(options.guessing(true));
    }

    /**
     * The result of checking one puzzle.
     *
     * @param steps    steps checked
     * @param problems one sentence per wrong step; empty when all agree
     */
    public record Result(int steps, List<String> problems) {
        /** Copies the list. */
        public Result {
            problems = List.copyOf(problems);
        }
    }

    /**
     * Checks the path and the rounds of a puzzle with a unique solution.
     * @throws IllegalArgumentException when the puzzle has no solution or several
     */
    public Result verify(Grid puzzle) {
        Solution s = Solution.of(puzzle);
        if (!s.unique()) {
            throw new IllegalArgumentException("the puzzle has more than one solution");
        }
        List<String> problems = new ArrayList<>();
        int steps = 0;
        for (Step step : solver.solve(Candidates.of(puzzle), s.solution())) {
            steps++;
            check(puzzle, s, step, problems);
        }
        Candidates rounds = Candidates.of(puzzle);
        SearchContext context = new SearchContext();
        while (!rounds.isSolved()) {
            List<Step> round = solver.nextRound(rounds, context, rounds.cancellation());
            if (round.isEmpty()) {
                break;
            }
            for (Step step : round) {
                steps++;
                check(puzzle, s, step, problems);
                step.applyTo(rounds);
            }
        }
        return new Result(steps, problems);
    }

    private static void check(Grid puzzle, Solution s, Step step, List<String> problems) {
        for (Candidate p : step.placements()) {
            if (s.digit(p.cell()) != p.digit()) {
                problems.add(puzzle + ": " + step.technique().displayName() + " places a wrong digit: " + StepTexts.of(puzzle.geometry(), step, Lang.EN));
            }
        }
        for (Candidate e : step.eliminations()) {
            if (s.digit(e.cell()) == e.digit()) {
                problems.add(puzzle + ": " + step.technique().displayName() + " removes the answer: " + StepTexts.of(puzzle.geometry(), step, Lang.EN));
            }
        }
    }
}
