package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.Solution;

/** Walks a puzzle's path step by step and checks each placement and elimination against the solution. */
final class PathChecker {
    private PathChecker() {
    }

    /** Solves with {@code solver}, checking every step of every round too; returns the path. */
    static List<Step> check(LogicSolver solver, Grid puzzle, Solution s) {
        Candidates state = Candidates.of(puzzle);
        List<Step> path = solver.solve(state.copy(), s.solution());
        for (Step step : path) {
            checkStep(puzzle, s, step);
        }
        Candidates rounds = Candidates.of(puzzle);
        while (!rounds.isSolved()) {
            List<Step> round = solver.nextRound(rounds);
            if (round.isEmpty()) {
                break;
            }
            for (Step step : round) {
                checkStep(puzzle, s, step);
                step.applyTo(rounds);
            }
        }
        return path;
    }

    static void checkStep(Grid puzzle, Solution s, Step step) {
        for (Candidate p : step.placements()) {
            assertThat(p.digit()).as(() -> described(puzzle, step))
                    .isEqualTo(s.digit(p.cell()));
        }
        for (Candidate e : step.eliminations()) {
            assertThat(e.digit()).as(() -> described(puzzle, step))
                    .isNotEqualTo(s.digit(e.cell()));
        }
    }

    /** The step as a failure names it; written only on a failure, as the text costs more than the check. */
    private static String described(Grid puzzle, Step step) {
        return step.technique() + " in " + puzzle + ": "
                + sudoku.logic.text.StepTexts.of(puzzle.geometry(), step, sudoku.logic.internal.Lang.EN);
    }

    /**
     * Solves {@code puzzle} with {@code solver} (guessing allowed), checks every step against the
     * solution (the uniqueness steps a variant board allows too) and that the grid ends solved;
     * says whether no step was a guess.
     */
    static boolean solvedWithoutGuess(LogicSolver solver, Grid puzzle, Solution s) {
        Candidates state = Candidates.of(puzzle);
        List<Step> path = solver.solve(state, s.solution());
        path.forEach(step -> checkStep(puzzle, s, step));
        assertThat(state.toGrid()).isEqualTo(s.solution());
        return path.stream().noneMatch(step -> step.technique() == Technique.GUESS);
    }

    /**
     * Gives {@code visit} every state {@code solver} passes through on {@code puzzle}, round by round,
     * from the clues until it is solved or no round finds a step.
     */
    static void eachState(LogicSolver solver, Grid puzzle, java.util.function.Consumer<Candidates> visit) {
        Candidates state = Candidates.of(puzzle);
        while (!state.isSolved()) {
            visit.accept(state);
            List<Step> round = solver.nextRound(state);
            if (round.isEmpty()) {
                break;
            }
            round.forEach(step -> step.applyTo(state));
        }
    }
}
