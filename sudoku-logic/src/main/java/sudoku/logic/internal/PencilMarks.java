package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;

/**
 * Reads a pencil-mark grid: one token per cell in reading order, each the cell's candidates
 * (e.g. {@code 1479}), or {@code .}, {@code 0} or {@code -} for a cell with none noted. Box
 * separators ({@code |} and lines of {@code -} and {@code +}) are ignored, and so are the braces
 * around candidates ({@code {17}}) and the star of a placed digit ({@code *5}), so the output of
 * {@code sudoku explain --candidates} reads back.
 */
public final class PencilMarks {
    private PencilMarks() {
    }

    /**
     * The marks as one digit mask per cell (0 where none are noted).
     * @throws IllegalArgumentException naming the token or the count when the text is not a grid of marks
     */
    public static int[] parse(Geometry g, String text) {
        List<String> tokens = new ArrayList<>();
        for (String raw : text.replace('|', ' ').split("\\s+")) {
            if (raw.isEmpty() || raw.matches("[-+]{2,}")) {
                continue;
            }
            tokens.add(raw);
        }
        if (tokens.size() != g.cellCount()) {
            throw new IllegalArgumentException("pencil marks need one token per cell (" + g.cellCount()
                    + "), found " + tokens.size());
        }
        int[] out = new int[g.cellCount()];
        for (int cell = 0; cell < out.length; cell++) {
            String t = tokens.get(cell);
            if (t.length() > 1 && t.startsWith("{") && t.endsWith("}")) {
                t = t.substring(1, t.length() - 1);
            } else if (t.length() > 1 && t.startsWith("*")) {
                t = t.substring(1);
            }
            if (t.isEmpty() || t.equals(".") || t.equals("0") || t.equals("-")) {
                continue;
            }
            for (char ch : t.toCharArray()) {
                int d = g.digitOf(ch);
                if (d <= 0) {
                    throw new IllegalArgumentException("pencil mark '" + t + "' for " + g.cellName(cell)
                            + " has '" + ch + "', not a digit of this board");
                }
                out[cell] |= 1 << (d - 1);
            }
        }
        return out;
    }
}
