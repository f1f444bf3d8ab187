package sudoku.core;

import org.junit.jupiter.api.Test;

/** The bytes path for lines of cells against the full reader, on 3000 random lines. */
class GridFormatIT {
    @Test
    void aLineOfCellsReadFromBytesIsWhatTheFullReaderReads() {
        GridFormatTest.assertBytesPathReadsWhatTheFullReaderReads(3000);
    }
}
