package sudoku.cli;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import sudoku.core.Variant;
import sudoku.format.FPuzzles;
import sudoku.input.PuzzleChunks;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

/** Where the puzzles of a command come from: a puzzle argument, a file, or standard input. */
final class PuzzleInput {
    private PuzzleInput() {
    }

    /** Opens {@code file} ({@code -} for standard input) as a stream of puzzle records. */
    static PuzzleReader open(String file) {
        return open(file, Variant.NONE);
    }

    /** As {@link #open(String)}, reading lines without a variant prefix as puzzles of {@code variant}. */
    static PuzzleReader open(String file, Variant variant) {
        return new PuzzleReader(reader(file), variant, JsonPuzzle.LINES);
    }

    /**
     * Opens {@code file} ({@code -} for standard input) as text, unbuffered: the puzzle reader
     * reads it through a large buffer of its own.
     */
    static Reader reader(String file) {
        return decoded(bytes(file));
    }

    /** The bytes of {@code file} ({@code -} for standard input), unbuffered. */
    static InputStream bytes(String file) {
        try {
            if ("-".equals(file)) {
                if (System.console() != null) {
                    System.err.println("sudoku: reading puzzles from standard input, one a line (Ctrl-D ends)");
                }
                return System.in;
            }
            return Files.newInputStream(Path.of(file));
        } catch (NoSuchFileException | FileNotFoundException e) {
            throw new UncheckedIOException(new IOException("no such file: " + file, e));
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot read " + file + ": " + e.getMessage(), e));
        }
    }

    /**
     * The records of one chunk of {@code file}, read as {@link #open(String, Variant)} reads
     * the whole file, with the file's own line numbers.
     */
    static Iterator<PuzzleRecord> open(PuzzleChunks.Chunk chunk, String file, Variant variant) {
        return chunk.records(variant, (bytes, from, to, firstLine) -> new PuzzleReader(new BufferedReader(
                decoded(new ByteArrayInputStream(bytes, from, to - from)), Math.min(to - from, 1 << 16)),
                variant, JsonPuzzle.LINES, firstLine));
    }

    /**
     * UTF-8 text. Bytes that are not UTF-8 are replaced by {@link PuzzleRecord#UNDECODABLE}, so that
     * their line is an invalid record naming it and the lines after it are read.
     */
    private static Reader decoded(InputStream bytes) {
        return new InputStreamReader(bytes, StandardCharsets.UTF_8);
    }

    /** The records of a puzzle given on the command line (one grid, possibly over several lines). */
    static Iterator<PuzzleRecord> ofArgument(String puzzle) {
        return ofArgument(puzzle, Variant.NONE);
    }

    /**
     * As {@link #ofArgument(String)}, reading a puzzle without a variant prefix as one of
     * {@code variant}; a JSON object is read as a {@link VariantRecord}.
     */
    static Iterator<PuzzleRecord> ofArgument(String puzzle, Variant variant) {
        PuzzleRecord record = puzzle.strip().startsWith("{") && !FPuzzles.looksLikeJson(puzzle)
                ? JsonPuzzle.ofArgument(puzzle.strip(), variant)
                : PuzzleRecord.of(1, puzzle, variant);
        return List.of(record).iterator();
    }

    /**
     * Every record of {@code file} when it is not null, else one per puzzle argument (JSON objects
     * too), puzzles without a variant prefix read as {@code variant}.
     * @throws IOException saying which file is missing or unreadable
     */
    static List<PuzzleRecord> readAll(String file, List<String> arguments, Variant variant) throws IOException {
        List<PuzzleRecord> records = new ArrayList<>();
        if (file == null) {
            arguments.forEach(p -> records.add(ofArgument(p, variant).next())); // callers name them by position
            return records;
        }
        try (PuzzleReader reader = open(file, variant)) {
            reader.forEachRemaining(records::add);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return records;
    }
}
