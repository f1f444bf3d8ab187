package sudoku.input;

import java.util.List;
import java.util.Optional;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;

/**
 * One puzzle read from a file: where it starts, its text and either the grid or the error.
 *
 * @param line     1-based line where the puzzle starts in its input
 * @param text     the puzzle as read: the line itself, or the cells of a multi-line grid in one line
 * @param grid     the puzzle, or {@code null} when it is invalid
 * @param error    what is wrong and where, or {@code null} when valid
 * @param warnings remarks on a valid puzzle (e.g. too few clues to be unique)
 */
public record PuzzleRecord(long line, String text, Grid grid, String error, List<String> warnings) {
    /** What a reader that replaces undecodable bytes reads in their place (U+FFFD). */
    public static final char UNDECODABLE = '\uFFFD';

    /**
     * Whether the puzzle was read without error.
     * @return whether the puzzle was read without error
     */
    public boolean isValid() {
        return grid != null;
    }

    /**
     * A record for a puzzle read from {@code text} at {@code line}: valid, or invalid with the reason.
     * @param line the line number, from 1
     * @param text the text to read
     * @return a record for a puzzle read from {@code text} at {@code line}: valid, or invalid with the reason
     */
    public static PuzzleRecord of(long line, String text) {
        return of(line, text, Variant.NONE);
    }

    /**
     * As {@link #of(long, String)}, reading a line without a variant prefix as a puzzle of
     * {@code variant} (see {@link VariantFormat}); a line with a prefix follows its prefix, and a
     * puzzle in a format of other tools ({@link CommunityFormat#recognize}) its own rules.
     * @param line the line number, from 1
     * @param text the text to read
     * @param variant the variant's rules
     * @return the record: a valid puzzle, or the line with its error
     */
    public static PuzzleRecord of(long line, String text, Variant variant) {
        int undecodable = text.indexOf(UNDECODABLE);
        if (undecodable >= 0) {
            return invalid(line, text, "line " + line + ", column " + (undecodable + 1)
                    + ": bytes that are not UTF-8 text (convert the file, e.g. iconv -f latin1 -t utf-8)");
        }
        try {
            Optional<PuzzleState> community = CommunityFormat.recognize(text);
            if (community.isPresent()) {
                return valid(line, text, community.get().puzzle());
            }
            Grid grid = variant.equals(Variant.NONE) && !VariantFormat.hasPrefix(text)
                    ? GridFormat.parse(text, line) : VariantFormat.parse(text, variant);
            return valid(line, text, grid);
        } catch (PuzzleFormatException e) {
            return unreadable(line, text, e);
        }
    }

    /**
     * As {@link #of(long, String)} for a line whose cells are read already ({@link GridFormat#cellsOnly}):
     * the same record, clashes and warnings included.
     */
    static PuzzleRecord ofCells(long line, String text, Grid cells) {
        try {
            GridFormat.checkClashes(cells);
            return valid(line, text, cells);
        } catch (PuzzleFormatException e) {
            return unreadable(line, text, e);
        }
    }

    private static PuzzleRecord valid(long line, String text, Grid grid) {
        return new PuzzleRecord(line, oneLine(text), grid, null, warningsFor(grid));
    }

    /** The record of a line that is no puzzle; an error that does not open with its line is given the record's. */
    private static PuzzleRecord unreadable(long line, String text, PuzzleFormatException e) {
        String where = e.getMessage().startsWith("line ") ? "" : "line " + line + ": ";
        return invalid(line, text, where + e.getMessage());
    }

    /**
     * An invalid record.
     * @param line the line number, from 1
     * @param text the text to read
     * @param error what is wrong
     * @return an invalid record
     */
    public static PuzzleRecord invalid(long line, String text, String error) {
        return new PuzzleRecord(line, oneLine(text), null, error, List.of());
    }

    private static String oneLine(String text) {
        if (text.indexOf('\n') < 0) {
            return text.strip();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            if (!GridFormat.isDecoration(text.charAt(i))) {
                sb.append(text.charAt(i));
            }
        }
        return sb.toString();
    }

    /**
     * Why a valid puzzle cannot have a unique solution, if it is plain from counting: fewer than
     * 17 clues on 9x9, or two or more digits that never appear (they could be swapped). Killer
     * puzzles get none: their cage sums tell the digits apart.
     * @param grid the grid
     * @return the reasons, empty when counting proves nothing
     */
    public static List<String> warningsFor(Grid grid) {
        Geometry g = grid.geometry();
        if (!g.cages().isEmpty()) {
            return List.of();
        }
        int clues = grid.clueCount();
        int distinct = grid.distinctDigits();
        if (g.equals(Geometry.CLASSIC) && clues < 17) {
            return List.of(clues + " clues: a 9x9 puzzle needs at least 17 to have a unique solution");
        }
        if (distinct < g.side() - 1) {
            return List.of(distinct + " distinct digits: with " + (g.side() - distinct)
                    + " digits missing they can be swapped, so the solution cannot be unique");
        }
        return List.of();
    }
}
