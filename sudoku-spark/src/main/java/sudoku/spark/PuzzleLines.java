package sudoku.spark;

import sudoku.core.GridFormat;

/**
 * The CLI's reading rules for one line, as the cluster job applies them: every line is read on
 * its own (a grid spread over several lines is a CLI nicety: here each of its rows would be an
 * invalid record).
 */
final class PuzzleLines {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private PuzzleLines() {
    }

    /** Whether the line holds a puzzle: not blank, not a {@code #} comment, not a border of {@code -+|}. */
    static boolean isPuzzle(String line) {
        String stripped = strip(line);
        if (stripped.isEmpty() || stripped.charAt(0) == '#') {
            return false;
        }
        for (int i = 0; i < stripped.length(); i++) {
            if (!GridFormat.isDecoration(stripped.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The line without surrounding white space, nor a byte-order mark at its start. */
    static String strip(String line) {
        String s = !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK ? line.substring(1) : line;
        return s.strip();
    }
}
