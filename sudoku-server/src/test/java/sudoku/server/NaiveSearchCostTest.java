package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.Solvers;

/**
 * Easing a default puzzle for the seed's plain backtracking: the fewest solution digits, added to
 * the first empty cells in reading order, that bring the search within its limit.
 */
class NaiveSearchCostTest {
    static Stream<Arguments> puzzlesAndLimits() {
        String[] puzzles = {
            // hard for a solver that goes in reading order (the first rows nearly empty)
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        };
        return Stream.of(puzzles).flatMap(p -> Stream.of(100L, 2_000L, ChallengeApi.NAIVE_LIMIT)
                .map(limit -> Arguments.of(p, limit)));
    }

    @ParameterizedTest(name = "{0} within {1}")
    @MethodSource("puzzlesAndLimits")
    void theFewestDigitsInReadingOrderThatBringTheSearchWithinItsLimit(String line, long limit) {
        Grid puzzle = Grid.parse(line);
        Grid solution = Solvers.best(Geometry.CLASSIC).solve(puzzle, 2).solutions().get(0);
        Grid eased = NaiveSearchCost.easedFor(puzzle, solution, limit);

        assertThat(NaiveSearchCost.of(eased, limit + 1)).isLessThanOrEqualTo(limit);
        int added = 0;
        int lastAdded = -1;
        for (int cell = 0; cell < 81; cell++) {
            if (puzzle.get(cell) != 0) {
                assertThat(eased.get(cell)).isEqualTo(puzzle.get(cell));
            } else if (eased.get(cell) != 0) {
                assertThat(eased.get(cell)).as("the solution's digit").isEqualTo(solution.get(cell));
                assertThat(added).as("added to the first empty cells only").isEqualTo(countEmptyBefore(puzzle, cell));
                added++;
                lastAdded = cell;
            }
        }
        if (added == 0) {
            assertThat(NaiveSearchCost.of(puzzle, limit + 1)).isLessThanOrEqualTo(limit);
        } else {
            // one digit fewer is not enough
            assertThat(NaiveSearchCost.of(eased.with(lastAdded, 0), limit + 1)).isGreaterThan(limit);
        }
    }

    private static int countEmptyBefore(Grid puzzle, int cell) {
        int n = 0;
        for (int c = 0; c < cell; c++) {
            n += puzzle.get(c) == 0 ? 1 : 0;
        }
        return n;
    }
}
