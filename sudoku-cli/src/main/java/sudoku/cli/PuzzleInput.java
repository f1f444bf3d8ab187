package sudoku.cli;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import sudoku.core.PuzzleReader;
import sudoku.core.PuzzleRecord;

/** Where the puzzles of a command come from: a puzzle argument, a file, or standard input. */
final class PuzzleInput {
    private PuzzleInput() {
    }

    /** Opens {@code file} ({@code -} for standard input) as a stream of puzzle records. */
    static PuzzleReader open(String file) {
        return new PuzzleReader(reader(file));
    }

    /** Opens {@code file} ({@code -} for standard input) as text. */
    static Reader reader(String file) {
        try {
            return "-".equals(file)
                    ? new InputStreamReader(System.in, StandardCharsets.UTF_8)
                    : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException | FileNotFoundException e) {
            throw new UncheckedIOException(new IOException("no such file: " + file, e));
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot read " + file + ": " + e.getMessage(), e));
        }
    }

    /** The records of a puzzle given on the command line (one grid, possibly over several lines). */
    static Iterator<PuzzleRecord> ofArgument(String puzzle) {
        return List.of(PuzzleRecord.of(1, puzzle)).iterator();
    }
}
