package sudoku.format;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;

/**
 * The formats other players' tools share puzzles in, each written from a {@link PuzzleState};
 * {@link #recognize} tells them apart on input. Their sources: SudokuWiki's "Sudoku String
 * Definitions" and "Killer String Definitions" pages; f-puzzles' JSON as f-puzzles and
 * SudokuPad write it; SudoCue's "File Formats" page for SadMan's {@code .sdk} and {@code .sdm}
 * and Simple Sudoku's {@code .ss}; HoDoKu's clipboard (its {@code Sudoku2} class).
 */
public enum CommunityFormat {
    /** A link to SudokuWiki's solver for the variant, with candidates when there is progress. */
    SUDOKUWIKI("sudokuwiki", SudokuWiki::write),
    /** An f-puzzles link ({@code ?load=}, LZ-string compressed JSON). */
    FPUZZLES("fpuzzles", FPuzzlesLinks::fPuzzles),
    /** f-puzzles' JSON itself. */
    FPUZZLES_JSON("fpuzzles-json", FPuzzles::writeJson),
    /** A SudokuPad link carrying the f-puzzles JSON. */
    SUDOKUPAD("sudokupad", FPuzzlesLinks::sudokuPad),
    /** Simple Sudoku's {@code .ss} file. */
    SS("ss", s -> SimpleSudoku.ss(s.puzzle())),
    /** SadMan Sudoku's {@code .sdk} file. */
    SDK("sdk", s -> SimpleSudoku.sdk(s.puzzle())),
    /** One line of SadMan Sudoku's {@code .sdm} collection. */
    SDM("sdm", s -> SimpleSudoku.sdm(s.puzzle())),
    /** HoDoKu's pencil-mark grid. */
    HODOKU("hodoku", HoDoKu::pencilMarks),
    /** HoDoKu's formatted givens. */
    HODOKU_GIVENS("hodoku-givens", s -> HoDoKu.givens(s.puzzle())),
    /** HoDoKu's formatted values (givens and placed digits). */
    HODOKU_VALUES("hodoku-values", HoDoKu::values);

    private final String word;
    private final Function<PuzzleState, String> writer;

    CommunityFormat(String word, Function<PuzzleState, String> writer) {
        this.word = word;
        this.writer = writer;
    }

    /** The format's name on the command line and in the API: {@code sudokuwiki}, {@code hodoku-givens}, ... */
    public String word() {
        return word;
    }

    /** The format named {@code word} (any case), if any. */
    public static Optional<CommunityFormat> named(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(f -> f.word.equals(w)).findFirst();
    }

    /**
     * The state in this format; a text that ends with a line break has none added.
     * @throws IllegalArgumentException saying what the format cannot hold (a variant, a board size)
     */
    public String write(PuzzleState state) {
        Grid p = state.puzzle();
        refuses(p.geometry().variant(), p.geometry().side(), p.clueCount() > 0 || state.hasProgress())
                .ifPresent(why -> {
                    throw new IllegalArgumentException(why);
                });
        return writer.apply(state);
    }

    /**
     * Why this format cannot hold puzzles of {@code variant} on a board of side {@code side}
     * ({@code givens}: with given digits or progress, which every format here now carries for
     * the boards it holds); empty when it can.
     */
    public Optional<String> refuses(Variant variant, int side, boolean givens) {
        String name = variant.name();
        String what = variant.describe(side);
        return Optional.ofNullable(switch (this) {
            case SUDOKUWIKI -> side != 9 ? "SudokuWiki's strings hold 9x9 boards, not " + side + "x" + side
                    : !List.of("classic", "x", "windoku", "jigsaw", "killer").contains(name)
                    ? "SudokuWiki has no solver for " + what : null;
            case FPUZZLES, FPUZZLES_JSON, SUDOKUPAD -> !variant.hasRegions() && !Geometry.ofSide(side).hasBoxes()
                    ? "f-puzzles' boards have boxes or regions; a " + side + "x" + side + " Latin square has neither"
                    : null;
            default -> !variant.equals(Variant.NONE) || side != 9 ? word + " holds classic 9x9 puzzles, not a " + what
                    : null;
        });
    }

    /**
     * The state of {@code text} when it is written in one of these formats (a SudokuWiki link or
     * string, an f-puzzles or SudokuPad link, f-puzzles JSON, a framed HoDoKu or Simple Sudoku
     * grid); empty when it is none of them, for the project's own readers.
     * @throws PuzzleFormatException when it is one of them but wrong, naming where and what
     */
    public static Optional<PuzzleState> recognize(String text) {
        String t = text.strip();
        if (!mayBeOne(t)) {
            return Optional.empty();
        }
        if (t.startsWith("[Puzzle]")) {
            String grid = t.substring("[Puzzle]".length());
            return Optional.of(tagged("SadMan .sdk", () -> PuzzleState.of(GridFormat.parse(grid, 2))));
        }
        if (FPuzzlesLinks.looksLikeOne(t)) {
            return Optional.of(tagged("f-puzzles/SudokuPad link", () -> FPuzzlesLinks.read(t)));
        }
        if (SudokuWiki.looksLikeOne(t)) {
            return Optional.of(tagged("SudokuWiki", () -> SudokuWiki.read(t)));
        }
        if (FPuzzles.looksLikeJson(t)) {
            return Optional.of(tagged("f-puzzles JSON", () -> FPuzzles.readJson(t)));
        }
        if (HoDoKu.looksLikeOne(t)) {
            return Optional.of(tagged("framed grid", () -> HoDoKu.read(t)));
        }
        return Optional.empty();
    }

    /** A quick look that lets the project's own one-line puzzles (81 characters, variant lines) pass untouched. */
    private static boolean mayBeOne(String t) {
        return t.length() >= 100 || t.indexOf('\n') >= 0 || t.startsWith("bd=") || t.startsWith("fpuzzles")
                || t.startsWith("{") || t.startsWith("[") || t.startsWith("http");
    }

    private static PuzzleState tagged(String what, java.util.function.Supplier<PuzzleState> read) {
        try {
            return read.get();
        } catch (PuzzleFormatException e) {
            throw new PuzzleFormatException(what + ": " + e.getMessage(), e.line(), e.column());
        }
    }
}
