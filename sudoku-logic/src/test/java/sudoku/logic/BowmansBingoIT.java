package sudoku.logic;

import org.junit.jupiter.api.Test;

/** Bowman's Bingo against the contradiction chains at every state of 19 explanations. */
class BowmansBingoIT {
    @Test
    void itFindsTheSinglesOnlyContradictionsAndNothingElse() {
        BowmansBingoTest.assertSinglesOnlyContradictions(DataSets.sample("top95.txt", 5));
    }
}
