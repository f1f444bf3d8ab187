package sudoku.format;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.core.PuzzleFormatException;

/**
 * Links that carry f-puzzles JSON compressed with LZ-string ({@link LzString}): f-puzzles'
 * {@code https://www.f-puzzles.com/?load=DATA} and SudokuPad's
 * {@code https://sudokupad.app/fpuzzlesDATA} (also {@code ?puzzleid=fpuzzlesDATA}). DATA is
 * percent-encoded when written ({@code +}, {@code /}, {@code =}); a {@code +} that became a
 * space on the way reads back as {@code +}.
 */
public final class FPuzzlesLinks {
    private static final String F_PUZZLES = "https://www.f-puzzles.com/?load=";
    private static final String SUDOKUPAD = "https://sudokupad.app/fpuzzles";
    private static final Pattern DATA = Pattern.compile("(?:[?&]load=|fpuzzles)([^&#]+)");

    private FPuzzlesLinks() {
    }

    /** Whether {@code text} is an f-puzzles or SudokuPad link, or SudokuPad's {@code fpuzzles...} id. */
    public static boolean looksLikeOne(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.contains("f-puzzles.com") || t.contains("sudokupad.app") || t.startsWith("fpuzzles");
    }

    /**
     * The puzzle of an f-puzzles or SudokuPad link.
     * @throws PuzzleFormatException saying what is missing or wrong: no data, data that does not
     *         decompress, JSON that is not a puzzle this project plays
     */
    public static PuzzleState read(String link) {
        String t = percentDecoded(link.strip());
        Matcher m = DATA.matcher(t);
        if (!m.find()) {
            if (t.toLowerCase(Locale.ROOT).contains("sudokupad.app")) {
                throw new PuzzleFormatException("this SudokuPad link carries no f-puzzles data (fpuzzles...); links to"
                        + " SudokuPad's own puzzle ids or its scl format are not read", 0, 0);
            }
            throw new PuzzleFormatException("an f-puzzles link carries its puzzle in load=, which is missing", 0, 0);
        }
        String json;
        try {
            json = LzString.decompressFromBase64(m.group(1));
        } catch (PuzzleFormatException e) {
            throw new PuzzleFormatException("the link's puzzle data: " + e.getMessage(), 0, 0);
        }
        return FPuzzles.readJson(json);
    }

    /** f-puzzles' link to a state. */
    public static String fPuzzles(PuzzleState state) {
        return F_PUZZLES + data(state);
    }

    /** SudokuPad's link to a state, through its f-puzzles reader. */
    public static String sudokuPad(PuzzleState state) {
        return SUDOKUPAD + data(state);
    }

    private static String data(PuzzleState state) {
        return LzString.compressToBase64(FPuzzles.writeJson(state))
                .replace("+", "%2B").replace("/", "%2F").replace("=", "%3D");
    }

    private static String percentDecoded(String s) {
        return s.replace("%2B", "+").replace("%2b", "+").replace("%2F", "/").replace("%2f", "/")
                .replace("%3D", "=").replace("%3d", "=");
    }
}
