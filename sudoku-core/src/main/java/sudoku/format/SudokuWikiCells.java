package sudoku.format;

import sudoku.core.Geometry;
import sudoku.core.PuzzleFormatException;
import sudoku.core.bits.DigitSet;

/**
 * SudokuWiki's packed cells, shared by its plain, killer and version B strings: two characters a
 * cell in a base (32 for the 2023 packed board of candidates and clues), read with errors that
 * name the field and the cell.
 */
final class SudokuWikiCells {
    private SudokuWikiCells() {
    }

    /**
     * Reads the 2023 packed board {@code cells} (two base-32 digits a cell, {@code candidates << 1 | clue})
     * into givens, placed digits and candidates; candidates only when some cell has fewer than all nine.
     */
    static void readPacked(String cells, String where, int[] givens, int[] placed, int[] candidates) {
        int[] marks = new int[81];
        boolean all = true;
        for (int c = 0; c < 81; c++) {
            int v = pair(cells, c, 32, where);
            int mask = v >> 1;
            if (mask == 0 || mask > 511) {
                throw new PuzzleFormatException(where + ", cell " + cell(c) + ": '" + cells.substring(2 * c, 2 * c + 2)
                        + "' holds no candidate of 1-9", 0, 0);
            }
            if (DigitSet.size(mask) == 1) {
                int d = DigitSet.lowestDigit(mask);
                if ((v & 1) == 1) {
                    givens[c] = d;
                } else {
                    placed[c] = d;
                }
            } else {
                marks[c] = mask;
                all &= mask == 511;
            }
        }
        if (!all) {
            System.arraycopy(marks, 0, candidates, 0, 81);
        }
    }

    /** The value of cell {@code c}'s two characters in base {@code radix}. */
    static int pair(String cells, int c, int radix, String where) {
        String two = cells.substring(2 * c, 2 * c + 2);
        int hi = Character.digit(two.charAt(0), radix);
        int lo = Character.digit(two.charAt(1), radix);
        if (hi < 0 || lo < 0 || Character.isUpperCase(two.charAt(0)) || Character.isUpperCase(two.charAt(1))) {
            throw new PuzzleFormatException(where + ", cell " + cell(c) + ": '" + two + "' is not two base-" + radix
                    + " digits (0-9, a-" + Character.forDigit(radix - 1, radix) + ")", 0, 0);
        }
        return hi * radix + lo;
    }

    /** A cell's name for an error message (A1..I9). */
    static String cell(int c) {
        return Geometry.CLASSIC.cellName(c);
    }
}
