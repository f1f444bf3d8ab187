package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;

/** Unique loops and the extended rectangle never wrong at any state of the explanations of 193 puzzles. */
class UniqueLoopIT {
    @Test
    void neverWrongOnRealPuzzles() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 1));
        puzzles.addAll(DataSets.sample("magictour_top1465.txt", 15));
        UniqueLoopTest.assertNeverWrong(puzzles);
    }
}
