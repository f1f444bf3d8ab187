package sudoku.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.Variant;

/**
 * Cuts a byte stream of puzzles into chunks of whole lines that can be read apart, each by a
 * {@link PuzzleReader} of its own starting at the chunk's first line, giving the records one
 * reader of the whole stream gives. A chunk ends only where no rows of a multi-line grid are
 * pending (after a blank line, a comment, a one-line puzzle, a completed grid...), so a grid is
 * never split. The bytes are not decoded here, except the few lines looked at to find the cut:
 * reading, decoding and parsing are left to whoever reads the chunk, on any thread.
 *
 * <p>Lines end as {@link java.io.BufferedReader#readLine} ends them: {@code \n}, {@code \r\n} or a
 * lone {@code \r}. The first chunks are small, so that several threads have work soon even in a
 * small file, and each is twice the one before up to the size asked; a chunk grows past that only
 * when no cut is possible in it (one grid row after another with no end in sight).
 */
public final class PuzzleChunks {
    /** Lines looked at from the end of a chunk for a cut before the whole chunk is followed. */
    private static final int LOOK_BACK = 64;
    /** The size of the first chunk, at most. */
    private static final int FIRST = 1 << 12;

    /**
     * Whole lines of the input.
     *
     * @param bytes     the lines, from offset 0
     * @param length    how many bytes of {@code bytes} are the chunk's
     * @param firstLine the input's line number of the chunk's first line (1-based)
     */
    public record Chunk(byte[] bytes, int length, long firstLine) {
        /**
         * The records of this chunk, those a {@link PuzzleReader} of the whole input gives for its
         * lines: a line of more than {@link Geometry#MAX_SIDE} digits and dots only (a one-line
         * puzzle, the commonest line by far) is read straight from the bytes; the lines between
         * such lines by a reader that {@code lines} opens on their bytes.
         * @param variant the variant's rules
         * @param lines what reads the records of a chunk
         * @return the records of this chunk, those a {@link PuzzleReader} of the whole input gives for its
         *         lines: a line of more than {@link Geometry#MAX_SIDE} digits and dots only (a one-line
         *         puzzle, the commonest line by far) is read straight from the bytes; the lines between such
         *         lines by a reader that {@code lines} opens on their bytes
         */
        public Iterator<PuzzleRecord> records(Variant variant, Lines lines) {
            return new Records(this, variant, lines);
        }
    }

    /** Opens a {@link PuzzleReader} on bytes {@code from} to {@code to} of {@code bytes}, whole lines from line {@code firstLine}. */
    @FunctionalInterface
    public interface Lines {
        /**
         * A reader of some bytes.
         * @param bytes     the bytes of the chunk
         * @param from      the first byte to read
         * @param to        the byte after the last to read
         * @param firstLine the line number of the first line read, from 1
         * @return the reader
         */
        PuzzleReader open(byte[] bytes, int from, int to, long firstLine);
    }

    private final InputStream in;
    private final int size;
    /** The size of the next chunk. */
    private int next;
    /** Bytes read but not handed out yet, from offset 0. */
    private byte[] buffer;
    private int filled;
    private boolean eof;
    private long nextLine = 1;

    /**
     * Chunks of up to about {@code size} bytes of {@code in}, which the caller closes.
     * @param in   the bytes to read
     * @param size about how many bytes a chunk holds (a line longer than that is one chunk)
     */
    public PuzzleChunks(InputStream in, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("chunk size must be positive, got " + size);
        }
        this.in = in;
        this.size = size;
        this.next = Math.min(size, FIRST);
        this.buffer = new byte[next];
    }

    /**
     * The next chunk, or null at the end of the input. Each chunk has its own array.
     * @return the next chunk, or null at the end of the input
     * @throws IOException when the input cannot be read
     */
    public Chunk next() throws IOException {
        int cut = -1;
        while (cut < 0) {
            fill();
            if (eof) {
                cut = filled;
            } else {
                cut = cut();
                if (cut < 0) {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
            }
        }
        if (cut == 0) {
            return null;
        }
        byte[] bytes = buffer;
        Chunk chunk = new Chunk(bytes, cut, nextLine);
        nextLine += lineEnds(bytes, cut);
        next = (int) Math.min(size, 2L * next);
        buffer = new byte[Math.max(next, filled - cut)];
        System.arraycopy(bytes, cut, buffer, 0, filled - cut);
        filled -= cut;
        return chunk;
    }

    private void fill() throws IOException {
        while (!eof && filled < buffer.length) {
            int n = in.read(buffer, filled, buffer.length - filled);
            if (n < 0) {
                eof = true;
            } else {
                filled += n;
            }
        }
    }

    /** The end of the last line of the full buffer after which no grid row is pending, or -1. */
    private int cut() {
        int end = lineEndBefore(filled);
        for (int looked = 0; end > 0 && looked < LOOK_BACK; looked++) {
            int start = lineEndBefore(end - 1);
            if (PuzzleReader.rowCells(text(Math.max(start, 0), end)) == PuzzleReader.ENDS_RUN) {
                return end;
            }
            end = start;
        }
        return followed();
    }

    /**
     * The buffer followed line by line from its start, where no row is pending, as the reader
     * follows it: the end of the last line after which none is pending, or -1.
     */
    private int followed() {
        int best = -1;
        int runCells = 0;
        int runSize = 0;
        int start = 0;
        for (int end = nextLineEnd(0); end > 0; end = nextLineEnd(end)) {
            int cells = PuzzleReader.rowCells(text(start, end));
            if (cells == PuzzleReader.ENDS_RUN) {
                runSize = 0;
            } else if (cells != PuzzleReader.KEEPS_RUN) {
                if (runSize > 0 && runCells != cells) {
                    runSize = 0;
                }
                runCells = cells;
                runSize = ++runSize == cells ? 0 : runSize;
            }
            if (runSize == 0) {
                best = end;
            }
            start = end;
        }
        return best;
    }

    /**
     * The offset just past the last line end found before {@code limit} (exclusive), 0 when
     * there is none. A {@code \r} counts only when the byte after it is known not to be {@code \n}.
     */
    private int lineEndBefore(int limit) {
        for (int i = limit - 1; i >= 0; i--) {
            if (isLineEnd(i)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The offset just past the first line end at or after {@code from}, -1 when there is none. */
    private int nextLineEnd(int from) {
        for (int i = from; i < filled; i++) {
            if (isLineEnd(i)) {
                return i + 1;
            }
        }
        return -1;
    }

    private boolean isLineEnd(int i) {
        byte b = buffer[i];
        return b == '\n' || b == '\r' && i + 1 < filled && buffer[i + 1] != '\n';
    }

    /** The line from {@code start} to {@code end}, its line end removed, as the reader reads it. */
    private String text(int start, int end) {
        int e = end;
        while (e > start && (buffer[e - 1] == '\n' || buffer[e - 1] == '\r')) {
            e--;
        }
        String line = new String(buffer, start, e - start, StandardCharsets.UTF_8);
        return start == 0 && nextLine == 1 && line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    /** See {@link Chunk#records}. */
    private static final class Records implements Iterator<PuzzleRecord> {
        private final byte[] bytes;
        private final int length;
        private final Variant variant;
        /** Whether the lines are plain Sudoku, whose lines of cells are read from their bytes. */
        private final boolean plain;
        private final Lines lines;
        private int pos;
        private long line;
        /** The reader of the lines before {@link #puzzle}, while it has records left. */
        private PuzzleReader between;
        /** A one-line puzzle read from the bytes, handed out after {@link #between}. */
        private PuzzleRecord puzzle;

        Records(Chunk chunk, Variant variant, Lines lines) {
            this.bytes = chunk.bytes();
            this.length = chunk.length();
            this.line = chunk.firstLine();
            this.variant = variant;
            this.plain = variant.equals(Variant.NONE);
            this.lines = lines;
        }

        @Override
        public boolean hasNext() {
            while (true) {
                if (between != null && between.hasNext()) {
                    return true;
                }
                between = null;
                if (puzzle != null) {
                    return true;
                }
                if (pos >= length) {
                    return false;
                }
                readUpToAPuzzleLine();
            }
        }

        @Override
        public PuzzleRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            if (between != null) {
                return between.next();
            }
            PuzzleRecord next = puzzle;
            puzzle = null;
            return next;
        }

        /** Lines up to the next one-line puzzle of digits and dots, or to the end of the chunk. */
        private void readUpToAPuzzleLine() {
            int start = pos;
            long startLine = line;
            while (pos < length) {
                int end = pos;
                while (end < length && bytes[end] != '\n' && bytes[end] != '\r') {
                    end++;
                }
                int from = pos;
                pos = end == length ? length : bytes[end] == '\r' && end + 1 < length && bytes[end + 1] == '\n'
                        ? end + 2 : end + 1;
                line++;
                // the commonest line by far, a plain puzzle's cells, is read here in one pass
                Grid cells = end - from > Geometry.MAX_SIDE && plain ? GridFormat.cellsOnly(bytes, from, end) : null;
                if (cells != null || isPuzzleLine(from, end)) {
                    between = from > start ? lines.open(bytes, start, from, startLine) : null;
                    String text = new String(bytes, from, end - from, StandardCharsets.ISO_8859_1);
                    puzzle = cells != null ? PuzzleRecord.ofCells(line - 1, text, cells)
                            : PuzzleRecord.of(line - 1, text, variant);
                    return;
                }
            }
            between = lines.open(bytes, start, length, startLine);
        }

        /** Whether the line is more cells than a grid row has, each a digit or a dot. */
        private boolean isPuzzleLine(int from, int to) {
            if (to - from <= Geometry.MAX_SIDE) {
                return false;
            }
            for (int i = from; i < to; i++) {
                byte b = bytes[i];
                if (b != '.' && (b < '0' || b > '9')) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The number of line ends in the first {@code length} bytes, which end with one. */
    static long lineEnds(byte[] bytes, int length) {
        long n = 0;
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b <= '\r' && (b == '\n' || b == '\r' && (i + 1 == length || bytes[i + 1] != '\n'))) {
                n++;
            }
        }
        return n;
    }
}
