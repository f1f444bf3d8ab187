package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.scan.train.PuzzleMaker;

/** The repair: the solver settles a misread from the reader's next choices, and says when it cannot. */
class RepairTest {
    /** Probabilities that read {@code puzzle} with certainty 0.99 in every cell. */
    static double[][] sure(Grid puzzle) {
        double[][] p = new double[81][10];
        for (int c = 0; c < 81; c++) {
            for (int d = 0; d <= 9; d++) {
                p[c][d] = d == puzzle.get(c) ? 0.99 : 0.01 / 9;
            }
        }
        return p;
    }

    static void misread(double[][] p, int cell, int first, double pFirst, int second, double pSecond) {
        java.util.Arrays.fill(p[cell], (1 - pFirst - pSecond) / 8);
        p[cell][first] = pFirst;
        p[cell][second] = pSecond;
    }

    @Test
    void aCleanReadIsKeptAsItIs() {
        Grid puzzle = PuzzleMaker.make(new SplittableRandom(1), 26);
        Repair.Outcome o = Repair.of(sure(puzzle), Cancellation.NONE);
        assertThat(o.status()).isEqualTo("unique");
        assertThat(Grid.of(puzzle.geometry(), o.digits())).isEqualTo(puzzle);
        assertThat(o.changed()).isEmpty();
        assertThat(o.doubtful()).isEmpty();
    }

    @Test
    void aDigitMisreadAsAClashingOneIsRepairedFromTheSecondChoice() {
        Grid puzzle = PuzzleMaker.make(new SplittableRandom(2), 26);
        int cell = firstClue(puzzle);
        int truth = puzzle.get(cell);
        // read as a digit already in its row: no solution
        int wrong = puzzle.get(cell / 9 * 9 + (cell % 9 == 8 ? 0 : 8));
        int clash = 0;
        for (int c = cell / 9 * 9; c < cell / 9 * 9 + 9; c++) {
            if (c != cell && puzzle.get(c) != 0) {
                clash = puzzle.get(c);
            }
        }
        wrong = clash != 0 ? clash : wrong;
        double[][] p = sure(puzzle);
        misread(p, cell, wrong, 0.6, truth, 0.35);
        Repair.Outcome o = Repair.of(p, Cancellation.NONE);
        assertThat(o.status()).isEqualTo("repaired");
        assertThat(Grid.of(puzzle.geometry(), o.digits())).isEqualTo(puzzle);
        assertThat(o.changed()).containsExactly(cell);
    }

    @Test
    void aMissedDigitIsRepairedWhenTheReaderSawSomething() {
        Grid puzzle = PuzzleMaker.make(new SplittableRandom(3), 24);
        int cell = firstClue(puzzle);
        double[][] p = sure(puzzle);
        // a minimal-ish puzzle loses uniqueness without this clue: the repair must put it back
        misread(p, cell, 0, 0.55, puzzle.get(cell), 0.4);
        Repair.Outcome o = Repair.of(p, Cancellation.NONE);
        if (o.status().equals("repaired")) {
            assertThat(Grid.of(puzzle.geometry(), o.digits())).isEqualTo(puzzle);
        } else {
            // the clue was not needed for uniqueness: the read stands, and the unsure cell is flagged
            assertThat(o.status()).isEqualTo("unique");
            assertThat(o.doubtful()).contains(cell);
        }
    }

    @Test
    void withNothingToRepairFromTheReadIsFlaggedNotGuessed() {
        Grid empty = Grid.parse(".".repeat(81));
        Repair.Outcome o = Repair.of(sure(empty), Cancellation.NONE);
        assertThat(o.status()).isEqualTo("several_solutions");
        assertThat(o.solutions()).isEqualTo(2);
    }

    private static int firstClue(Grid puzzle) {
        for (int c = 0; c < 81; c++) {
            if (puzzle.get(c) != 0) {
                return c;
            }
        }
        throw new IllegalStateException();
    }
}
