package sudoku.format;

import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every puzzle of every data file round-trips through every community format that holds it
 * (the sweep behind {@link CommunityRoundTripTest}'s sample). The f-puzzles and SudokuPad links
 * take one puzzle in ten of the three files of 10,000 puzzles and more.
 */
class CommunityRoundTripIT {
    /** Files up to this many puzzles go through the links in full; larger ones, one puzzle in ten (fixed seed). */
    private static final int LINKED_IN_FULL = 2000;

    @ParameterizedTest
    @MethodSource("sudoku.format.CommunityRoundTripTest#dataFiles")
    void everyPuzzleOfTheFileRoundTripsThroughEveryFormatThatHoldsIt(String file) throws IOException {
        CommunityRoundTripTest.assertRoundTrips(file, CommunityRoundTripTest.puzzles(file), LINKED_IN_FULL);
    }
}
