package sudoku.cli;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sudoku.core.Variant;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

/**
 * Where a command's puzzles come from, as a Unix filter takes its input: puzzles on the command
 * line, files ({@code -f}, several), and standard input when neither is given or for {@code -}.
 * The puzzle arguments come first, in order, then the files, in order. A mixin.
 */
final class PuzzleSource {
    /** The name that stands for standard input, as a puzzle argument or a file. */
    static final String STDIN = "-";

    @Parameters(paramLabel = "PUZZLE", arity = "0..*",
            description = {"Puzzles: 81 characters (. or 0 for empty), or a grid over several lines; - reads",
                    "standard input. With no PUZZLE and no -f, the puzzles are read from standard input."})
    List<String> puzzles = new ArrayList<>();

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = "A file with one puzzle per line (- for standard input); may be given several times.")
    List<String> files = new ArrayList<>();

    /** One input: a puzzle given as an argument (at {@code position}, from 1), or a file. */
    record Input(String puzzle, int position, String file) {
        boolean isFile() {
            return file != null;
        }
    }

    /** The inputs in the order they are read; standard input when none is given. */
    List<Input> inputs() {
        List<Input> inputs = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            String p = puzzles.get(i);
            inputs.add(STDIN.equals(p.strip()) ? new Input(null, 0, STDIN) : new Input(p, i + 1, null));
        }
        files.forEach(f -> inputs.add(new Input(null, 0, f)));
        if (inputs.isEmpty()) {
            inputs.add(new Input(null, 0, STDIN));
        }
        return inputs;
    }

    /** Whether the input is one puzzle argument, which commands show whole; else a batch, one line each. */
    boolean single() {
        List<Input> inputs = inputs();
        return inputs.size() == 1 && !inputs.get(0).isFile();
    }

    /** Every puzzle of every input in order, puzzles without a variant prefix read as {@code variant}. */
    Records records(Variant variant) {
        return new Records(inputs(), variant);
    }

    /** As {@link #records(Variant)}, each line passed through {@code filter} before it is read. */
    Records records(Variant variant, LineFilter filter) {
        return new Records(inputs(), variant, filter);
    }

    /** What a command does to each line of its input before the line is read as a puzzle. */
    @FunctionalInterface
    interface LineFilter {
        /**
         * The text to read for a line.
         * @param text the line as read, without its line end
         * @param line its number in its file (from 1), or the position of a puzzle argument
         * @return the text to read in its place, on one line
         */
        String apply(String text, long line);
    }

    /**
     * The records of the inputs one after another; a file is opened when reached and closed when
     * read. A file that cannot be opened throws {@link java.io.UncheckedIOException} naming it.
     */
    static final class Records implements Iterator<PuzzleRecord>, Closeable {
        private final Iterator<Input> inputs;
        private final Variant variant;
        /** What each line goes through before it is read; null for nothing. */
        private final LineFilter filter;
        private Iterator<PuzzleRecord> current = java.util.Collections.emptyIterator();
        private PuzzleReader open;

        Records(List<Input> inputs, Variant variant) {
            this(inputs, variant, null);
        }

        Records(List<Input> inputs, Variant variant, LineFilter filter) {
            this.inputs = inputs.iterator();
            this.variant = variant;
            this.filter = filter;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext()) {
                closeOpen();
                if (!inputs.hasNext()) {
                    return false;
                }
                Input next = inputs.next();
                if (next.isFile()) {
                    open = filter == null ? PuzzleInput.open(next.file(), variant)
                            : new PuzzleReader(new FilteredLines(PuzzleInput.reader(next.file()), filter), variant,
                                    JsonPuzzle.LINES);
                    current = open;
                } else {
                    String text = filter == null ? next.puzzle() : filter.apply(next.puzzle(), next.position());
                    PuzzleRecord r = PuzzleInput.ofArgument(text, variant).next();
                    current = List.of(next.position() == 1 ? r : renumbered(r, next.position())).iterator();
                }
            }
            return true;
        }

        @Override
        public PuzzleRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return current.next();
        }

        private static PuzzleRecord renumbered(PuzzleRecord r, int position) {
            return new PuzzleRecord(position, r.text(), r.grid(),
                    r.error() == null ? null : r.error().replaceFirst("^line 1\\b", "line " + position), r.warnings());
        }

        private void closeOpen() {
            if (open != null) {
                try {
                    open.close();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                open = null;
            }
        }

        @Override
        public void close() {
            closeOpen();
        }
    }

    /**
     * The text of a reader line by line through a {@link LineFilter}, each line read only when
     * asked for (so a pipe's first lines are read before it is closed); line ends become {@code \n}.
     */
    static final class FilteredLines extends Reader {
        private final BufferedReader in;
        private final LineFilter filter;
        private String pending = "";
        private int at;
        private long line;

        FilteredLines(Reader in, LineFilter filter) {
            this.in = new BufferedReader(in, 1 << 16);
            this.filter = filter;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (at == pending.length()) {
                String text = in.readLine();
                if (text == null) {
                    return -1;
                }
                pending = filter.apply(text, ++line) + "\n";
                at = 0;
            }
            int n = Math.min(len, pending.length() - at);
            pending.getChars(at, at + n, buf, off);
            at += n;
            return n;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
