package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.Singles;
import sudoku.solve.internal.TeachingSolver;
import sudoku.testdata.TestData;

class SinglesTest {
    private static final String EASY =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private final Singles singles = new Singles(Geometry.CLASSIC);

    @Test
    void easyPuzzlesAreFilledHardOnesAreNot() {
        assertThat(singles.fill(Grid.parse(EASY).digits())).isTrue();
        assertThat(singles.fill(Grid.parse(
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").digits())).isFalse();
        assertThat(singles.fill(Grid.empty(Geometry.CLASSIC).digits())).isFalse();
    }

    @Test
    void clashesAndFullGrids() {
        Grid full = new TeachingSolver().solve(Grid.parse(EASY), 1).solutions().get(0);
        assertThat(singles.fill(full.digits())).isTrue();
        int other = full.get(1);
        assertThat(singles.fill(full.with(0, other).digits())).isFalse();
        // a grid with one hole per unit left is filled by singles
        assertThat(singles.fill(full.with(0, 0).with(40, 0).with(80, 0).digits())).isTrue();
    }

    /** A puzzle that singles fill is unique, and the teaching engine, which runs the same singles, needs no guess. */
    @ParameterizedTest
    @ValueSource(strings = {"easy50.txt", "top95.txt"})
    void aFilledPuzzleIsUniqueAndSolvedWithoutGuessing(String file) {
        int filled = 0;
        for (Grid puzzle : TestData.sample(file, 30, 7)) {
            SolveResult r = new TeachingSolver().solve(puzzle, 2);
            boolean fill = singles.fill(puzzle.digits());
            if (fill) {
                filled++;
                assertThat(r.isUnique()).as(puzzle.toLine()).isTrue();
            }
            assertThat(fill).as(puzzle.toLine()).isEqualTo(r.stats().guesses() == 0);
        }
        if (file.startsWith("easy")) {
            // eliminate and only choice solve most easy puzzles (the seeds' first lesson)
            assertThat(filled).isGreaterThan(15);
        }
    }
}
