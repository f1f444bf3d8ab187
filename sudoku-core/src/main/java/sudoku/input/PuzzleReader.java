package sudoku.input;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Supplier;
import sudoku.core.Geometry;
import sudoku.core.GridFormat;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.core.VariantRecord;
import sudoku.format.FPuzzles;
import sudoku.format.HoDoKu;

/**
 * Streams the puzzles of a text input in constant memory, one {@link PuzzleRecord} per puzzle,
 * in input order. Rules:
 * <ul>
 *   <li>blank lines and lines starting with {@code #} are skipped; {@code \r\n} is accepted;</li>
 *   <li>a line of decoration only ({@code -+|} and spaces) is skipped, and so are the frame
 *       lines of HoDoKu's and Simple Sudoku's grids ({@code .---.}, {@code *---*}) and SadMan's
 *       {@code [Puzzle]};</li>
 *   <li>a line with f-puzzles' JSON, a SudokuWiki, f-puzzles or SudokuPad link is one puzzle
 *       ({@link sudoku.format.CommunityFormat});</li>
 *   <li>a run of k consecutive lines that each hold k cells (spaces and {@code | - +} ignored)
 *       is one k x k grid, as {@link GridFormat#display} prints it, unless the lines hold no
 *       decoration and each is a valid one-line puzzle while the grid is not;</li>
 *   <li>a line starting with <code>{</code> is a JSON puzzle, read by the {@link JsonLines}
 *       the reader was given (the JSON adapters read it as a {@link VariantRecord}); without
 *       one it is an invalid record saying so;</li>
 *   <li>every other line is a puzzle line: a valid puzzle or an invalid record with its line
 *       number. Nothing is dropped.</li>
 * </ul>
 */
public final class PuzzleReader implements Iterator<PuzzleRecord>, Closeable {
    private record Row(long line, String text, int cells, boolean decorated) {
    }

    /** Reads a JSON line of a puzzle file into its record; called on any thread. */
    @FunctionalInterface
    public interface JsonLines {
        /**
         * The record of the JSON object {@code text} read at line {@code line}: a valid puzzle, or
         * an invalid record naming the line and what is wrong. Lines without a variant are read
         * as puzzles of {@code variant}.
         * @param line the line number, from 1
         * @param text the text to read
         * @param variant the variant's rules
         * @return the record of the JSON object {@code text} read at line {@code line}: a valid puzzle, or an
         *         invalid record naming the line and what is wrong
         */
        PuzzleRecord read(long line, String text, Variant variant);

        /** What a reader without a JSON reader makes of a JSON line: an invalid record saying so. */
        JsonLines NONE = (line, text, variant) -> PuzzleRecord.invalid(line, text,
                "line " + line + ": a JSON puzzle, which this reader does not read");
    }

    private final BufferedReader in;
    private final Variant variant;
    private final JsonLines json;
    /** Records ready to hand out: a {@link PuzzleRecord}, or a one-line or JSON puzzle not yet parsed. */
    private final Deque<Object> ready = new ArrayDeque<>();
    private final List<Row> run = new ArrayList<>();
    private long lineNumber;
    private boolean eof;

    /**
     * A reader over {@code reader}; closing this closes it.
     * @param reader the text to read, closed with this reader
     */
    public PuzzleReader(Reader reader) {
        this(reader, Variant.NONE);
    }

    /**
     * A reader over {@code reader} whose lines without a variant prefix are puzzles of
     * {@code variant} (a template from {@link VariantFormat#named}).
     * @param reader the text to read, closed with this reader
     * @param variant the variant's rules
     */
    public PuzzleReader(Reader reader, Variant variant) {
        this(reader, variant, JsonLines.NONE);
    }

    /**
     * As {@link #PuzzleReader(Reader, Variant)}, reading JSON lines with {@code json}.
     * @param json what reads the JSON lines
     * @param reader the text to read, closed with this reader
     * @param variant the variant's rules
     */
    public PuzzleReader(Reader reader, Variant variant, JsonLines json) {
        this(reader, variant, json, 1);
    }

    /**
     * As {@link #PuzzleReader(Reader, Variant, JsonLines)}, for text that is the part of a larger
     * input starting at line {@code firstLine} (as {@link PuzzleChunks} cuts it): records and
     * errors name the input's own line numbers. A byte order mark is skipped only on line 1.
     * @param reader the text to read, closed with this reader
     * @param variant the variant's rules
     * @param json what reads the JSON lines
     * @param firstLine the line number of the first line, from 1
     */
    public PuzzleReader(Reader reader, Variant variant, JsonLines json, long firstLine) {
        this.in = reader instanceof BufferedReader b ? b : new BufferedReader(reader, 1 << 16);
        this.variant = variant;
        this.json = json;
        this.lineNumber = firstLine - 1;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && !eof) {
            readLine();
        }
        return !ready.isEmpty();
    }

    @Override
    public PuzzleRecord next() {
        return nextDeferred().get();
    }

    /**
     * The next puzzle, with the parsing of a one-line puzzle left to the caller's thread: the
     * supplier gives the same record {@link #next()} would, and may be called on any thread.
     * @return the next puzzle, with the parsing of a one-line puzzle left to the caller's thread: the
     *         supplier gives the same record {@link #next()} would, and may be called on any thread
     * @throws NoSuchElementException when there is no next puzzle
     */
    public Supplier<PuzzleRecord> nextDeferred() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Object item = ready.poll();
        if (item instanceof Pending p) {
            return p;
        }
        if (item instanceof PendingJson p) {
            return p;
        }
        PuzzleRecord record = (PuzzleRecord) item;
        return () -> record;
    }

    /** A one-line puzzle read but not parsed yet. */
    private record Pending(long line, String text, Variant variant) implements Supplier<PuzzleRecord> {
        @Override
        public PuzzleRecord get() {
            return PuzzleRecord.of(line, text, variant);
        }
    }

    /** A JSON line read but not parsed yet. */
    private record PendingJson(long line, String text, Variant variant, JsonLines json) implements Supplier<PuzzleRecord> {
        @Override
        public PuzzleRecord get() {
            return json.read(line, text, variant);
        }
    }

    /**
     * The number of lines read so far.
     * @return the number of lines read so far
     */
    public long linesRead() {
        return lineNumber;
    }

    private void readLine() {
        String line;
        try {
            line = in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (line == null) {
            eof = true;
            flushRun();
            return;
        }
        lineNumber++;
        if (lineNumber == 1 && !line.isEmpty() && line.charAt(0) == '\uFEFF') {
            line = line.substring(1);
        }
        String stripped = line.strip();
        if (stripped.isEmpty() || stripped.startsWith("#") || stripped.equals(SECTION)) {
            flushRun();
            return;
        }
        if (HoDoKu.isFrameLine(stripped)) {
            return; // a frame line of a HoDoKu or Simple Sudoku grid, such as .-------.-------.
        }
        if (FPuzzles.looksLikeJson(stripped)) {
            flushRun();
            ready.add(new Pending(lineNumber, stripped, variant));
            return;
        }
        if (stripped.charAt(0) == '{') {
            flushRun();
            ready.add(new PendingJson(lineNumber, stripped, variant, json));
            return;
        }
        int cells = cells(stripped);
        boolean decorated = cells < stripped.length();
        if (cells == 0) {
            return; // a border line such as ------+------+------
        }
        if (!run.isEmpty() && run.get(0).cells() != cells) {
            flushRun();
        }
        if (cells >= 2 && cells <= Geometry.MAX_SIDE) {
            run.add(new Row(lineNumber, stripped, cells, decorated));
            if (run.size() == cells) {
                completeRun();
            }
        } else {
            ready.add(new Pending(lineNumber, stripped, variant));
        }
    }

    /** The cells of a stripped line: its characters that are not decoration. */
    private static int cells(String stripped) {
        int cells = 0;
        for (int i = 0; i < stripped.length(); i++) {
            if (!GridFormat.isDecoration(stripped.charAt(i))) {
                cells++;
            }
        }
        return cells;
    }

    /**
     * How a line (as read, line ends removed) bears on the rows of a grid being read:
     * {@link #ENDS_RUN} when no grid row is pending after it whatever came before (a blank line,
     * a comment, a JSON line, a line that cannot be a row of a grid), {@link #KEEPS_RUN} when it
     * leaves them as they are (a border line of decoration only), else the number of cells of a
     * row it may be.
     */
    static int rowCells(String line) {
        String stripped = line.strip();
        if (stripped.isEmpty() || stripped.charAt(0) == '#' || stripped.charAt(0) == '{' || stripped.equals(SECTION)) {
            return ENDS_RUN;
        }
        if (HoDoKu.isFrameLine(stripped)) {
            return KEEPS_RUN;
        }
        int cells = cells(stripped);
        return cells == 0 ? KEEPS_RUN : cells < 2 || cells > Geometry.MAX_SIDE ? ENDS_RUN : cells;
    }

    /** The line that opens a puzzle in SadMan's {@code .sdk} files, skipped. */
    private static final String SECTION = "[Puzzle]";

    /** {@link #rowCells}: no grid row pending after the line. */
    static final int ENDS_RUN = -1;
    /** {@link #rowCells}: the pending rows stay as they were. */
    static final int KEEPS_RUN = 0;

    /** k rows of k cells: one grid, or k one-line puzzles when that reads better. */
    private void completeRun() {
        StringBuilder joined = new StringBuilder();
        boolean anyDecorated = false;
        for (Row r : run) {
            joined.append(r.text()).append('\n');
            anyDecorated |= r.decorated();
        }
        PuzzleRecord grid = PuzzleRecord.of(run.get(0).line(), joined.toString(), variant);
        if (!grid.isValid() && !anyDecorated) {
            List<PuzzleRecord> singles = new ArrayList<>();
            for (Row r : run) {
                singles.add(PuzzleRecord.of(r.line(), r.text(), variant));
            }
            if (singles.stream().allMatch(PuzzleRecord::isValid)) {
                ready.addAll(singles);
                run.clear();
                return;
            }
        }
        ready.add(grid);
        run.clear();
    }

    /** A run that ended early: each line is read on its own. */
    private void flushRun() {
        if (run.isEmpty()) {
            return;
        }
        if (run.size() > 1 && run.get(0).decorated()) {
            Row first = run.get(0);
            ready.add(PuzzleRecord.invalid(first.line(), first.text(), "line " + first.line()
                    + ": a grid of " + first.cells() + " columns needs " + first.cells() + " rows, found "
                    + run.size() + " (lines " + first.line() + "-" + run.get(run.size() - 1).line() + ")"));
        } else {
            for (Row r : run) {
                ready.add(PuzzleRecord.of(r.line(), r.text(), variant));
            }
        }
        run.clear();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
