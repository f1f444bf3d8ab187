package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.Rater;

/**
 * An explanation's path and its rating share the inner chains and lengths of their nested
 * forcing chains, state by state, and the path leaves out the searches the rating made in vain in
 * the same state: each is the same as when worked out alone.
 */
class ExplainerSharingTest {
    static Stream<Grid> hardPuzzles() throws java.io.IOException {
        // puzzles rated 10 to 11.9 by Sudoku Explainer (PUZZLE ED=...), where both search nested chains often
        List<String> lines = java.nio.file.Files.readAllLines(DataSets.dir().resolve("se_hardest.txt")).stream()
                .filter(l -> !l.startsWith("#") && l.contains(" ED=")).toList();
        return Stream.of(0, lines.size() / 2, lines.size() - 1).map(i -> Grid.parse(lines.get(i).substring(0, 81)));
    }

    @ParameterizedTest
    @MethodSource("hardPuzzles")
    void thePathAndTheRatingAreThoseWorkedOutApart(Grid puzzle) {
        Explanation shared = new Explainer().explain(puzzle);

        List<Step> alone = new LogicSolver(LogicOptions.defaults().guessing(true))
                .solve(Candidates.of(puzzle), shared.solution(), false, Cancellation.NONE);
        Rating ratedAlone = new Rater(LogicOptions.rating()).rate(puzzle, true, Cancellation.NONE);

        assertThat(shared.steps()).as("the path").isEqualTo(alone);
        assertThat(shared.rating()).as("the rating").isEqualTo(ratedAlone);
        assertThat(shared.steps().stream().anyMatch(s -> s.technique() == Technique.NESTED_FORCING_CHAIN)
                || shared.rating().counts().containsKey(Technique.NESTED_FORCING_CHAIN))
                .as("nested chains found by the path or the rating").isTrue();
    }
}
