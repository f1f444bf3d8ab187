package sudoku.logic;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * {@link EnglishTextsTest}'s whole record: the regression cases' sentences and every step of the
 * explained paths (69 puzzles, easy to extreme, variants), line by line.
 */
class EnglishTextsIT {
    @Test
    void everySentenceIsAsRecorded() throws IOException {
        EnglishTextsTest.sameLines(EnglishTextsTest.sentences(), EnglishTextsTest.recorded());
    }
}
