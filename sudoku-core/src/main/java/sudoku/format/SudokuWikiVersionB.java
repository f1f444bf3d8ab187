package sudoku.format;

import java.util.List;
import java.util.Locale;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;

/**
 * SudokuWiki's strings of version B ("Sudoku String Definitions 2.0"): a header of three
 * characters, the puzzle type ({@code S} Sudoku, {@code X} Sudoku X, {@code W} Windoku,
 * {@code J} Jigsaw, {@code L} Killer, {@code M} Killer Jigsaw), the side in base 36 ({@code 9})
 * and the version letter {@code B}; then one fixed-width base-36 field per cell, in reading order.
 * A field packs the cell's values side by side in binary, the last in the lowest bits:
 * <pre>
 *   S, X, W   content                          10 bits   2 characters
 *   J         box, content                     4+10      3
 *   L         cage, sum, content               3+6+10    4
 *   M         box, cage, sum, content          4+3+6+10  5
 * </pre>
 * The content is 0 for an empty cell, 1-9 a clue, 10-18 a digit placed (plus 9), 19 and up
 * pencilled candidates (bit d-1 for d, plus 18). The box is the jigsaw region 1-9 and the cage a
 * shape number 1-5, each stored less one; touching cells of one shape number are one cage, whose
 * sum (0-45) stands in its first cell in reading order and 0 in the others.
 */
final class SudokuWikiVersionB {
    private static final int CONTENT_BITS = 10;
    private static final int BOX_BITS = 4;
    private static final int CAGE_BITS = 3;
    private static final int SUM_BITS = 6;
    /** The largest cell content: every candidate pencilled in. */
    private static final int MAX_CONTENT = 18 + 511;
    /** Cage shape numbers run 1 to this. */
    static final int CAGE_SHAPES = 5;

    private SudokuWikiVersionB() {
    }

    /**
     * Whether {@code bd} is shaped like a version B string: a letter, a side, a letter, then 81
     * fields of two to five characters (a length no other SudokuWiki string has).
     */
    static boolean looksLikeOne(String bd) {
        int fields = bd.length() - 3;
        return fields >= 2 * 81 && fields <= 5 * 81 && fields % 81 == 0 && Character.isLetter(bd.charAt(0))
                && Character.isLetterOrDigit(bd.charAt(1)) && Character.isLetter(bd.charAt(2));
    }

    /**
     * The state of a version B string; an {@code S} string takes the page's rules ({@code page})
     * and its {@code jigmap=} regions ({@code pageRegions}, or null), which a J or M string's boxes
     * must match.
     * @throws PuzzleFormatException naming the header, the cell or the field at fault
     */
    static PuzzleState read(String bd, Variant page, int[] pageRegions) {
        String header = bd.substring(0, 3);
        char type = Character.toUpperCase(header.charAt(0));
        if (Character.digit(header.charAt(1), 36) != 9 || Character.toUpperCase(header.charAt(2)) != 'B') {
            throw new PuzzleFormatException("bd= starts with '" + header + "': the strings read here are version B"
                    + " of a 9x9 board (S9B, X9B, W9B, J9B, L9B, M9B)", 0, 0);
        }
        boolean boxes = type == 'J' || type == 'M';
        boolean cages = type == 'L' || type == 'M';
        if ("SXWJLM".indexOf(type) < 0) {
            throw new PuzzleFormatException("bd= starts with '" + header + "': of SudokuWiki's version B types, S"
                    + " (Sudoku), X (Sudoku X), W (Windoku), J (Jigsaw), L (Killer) and M (Killer Jigsaw) are read", 0, 0);
        }
        int width = width(boxes, cages);
        String cells = bd.substring(3);
        if (cells.length() != 81 * width) {
            throw new PuzzleFormatException("bd=" + header + " holds " + width + " characters per cell, " + 81 * width
                    + " after the header; got " + cells.length(), 0, 0);
        }
        int[] givens = new int[81];
        int[] placed = new int[81];
        int[] candidates = new int[81];
        int[] regions = boxes ? new int[81] : null;
        int[] shapes = new int[81];
        int[] sums = new int[81];
        for (int c = 0; c < 81; c++) {
            String field = cells.substring(width * c, width * c + width);
            long v = field(field, c, header);
            content(c, (int) (v & (1 << CONTENT_BITS) - 1), field, header, givens, placed, candidates);
            v >>= CONTENT_BITS;
            if (cages) {
                sums[c] = (int) (v & (1 << SUM_BITS) - 1);
                v >>= SUM_BITS;
                shapes[c] = (int) (v & (1 << CAGE_BITS) - 1) + 1;
                v >>= CAGE_BITS;
                if (sums[c] > 45 || shapes[c] > CAGE_SHAPES) {
                    throw bad(header, c, field, sums[c] > 45 ? "a cage sum of " + sums[c] + ", past 45"
                            : "cage shape " + shapes[c] + ", past " + CAGE_SHAPES);
                }
            }
            if (boxes) {
                regions[c] = (int) (v & (1 << BOX_BITS) - 1);
                v >>= BOX_BITS;
                if (regions[c] > 8) {
                    throw bad(header, c, field, "box " + (regions[c] + 1) + ", past 9");
                }
            }
            if (v != 0) {
                throw bad(header, c, field, "bits beyond the fields of a " + header + " cell");
            }
        }
        Variant rules = switch (type) {
            case 'X' -> Variant.NONE.withDiagonals();
            case 'W' -> Variant.NONE.withWindows();
            case 'S' -> page;
            default -> Variant.NONE;
        };
        if (pageRegions != null && boxes && !java.util.Arrays.equals(regions, pageRegions)) {
            throw new PuzzleFormatException("jigmap= and the boxes of bd=" + header + " disagree", 0, 0);
        }
        if (pageRegions != null && !boxes) {
            if (type != 'S') {
                throw new PuzzleFormatException("jigmap= beside bd=" + header + ": only a Sudoku (S) string takes"
                        + " the page's regions", 0, 0);
            }
            regions = pageRegions;
        }
        List<Cage> cageList = cages ? SudokuWikiKiller.cages(shapes, sums, "bd=" + header) : List.of();
        Grid puzzle = PuzzleState.board(rules, 9, givens, regions, cageList);
        return new PuzzleState(puzzle, placed, candidates);
    }

    /** The cell's content into the given, placed or candidate arrays. */
    private static void content(int c, int v, String field, String header, int[] givens, int[] placed,
                                int[] candidates) {
        if (v > MAX_CONTENT) {
            throw bad(header, c, field, "content " + v + ", past the largest (" + MAX_CONTENT + ")");
        } else if (v > 18) {
            candidates[c] = v - 18;
        } else if (v > 9) {
            placed[c] = v - 9;
        } else {
            givens[c] = v;
        }
    }

    private static long field(String field, int c, String header) {
        long v = 0;
        for (int i = 0; i < field.length(); i++) {
            int d = Character.digit(field.charAt(i), 36);
            if (d < 0) {
                throw bad(header, c, field, "'" + field.charAt(i) + "' is not a base-36 digit (0-9, a-z)");
            }
            v = v * 36 + d;
        }
        return v;
    }

    private static PuzzleFormatException bad(String header, int c, String field, String what) {
        return new PuzzleFormatException("bd=" + header + ", cell " + Geometry.CLASSIC.cellName(c) + ": '" + field
                + "' holds " + what, 0, 0);
    }

    /** The characters per cell: enough base-36 digits for the largest value of the fields. */
    private static int width(boolean boxes, boolean cages) {
        long max = 0;
        if (boxes) {
            max = 8;
        }
        if (cages) {
            max = ((max << CAGE_BITS | (CAGE_SHAPES - 1)) << SUM_BITS) | 45;
        }
        max = max << CONTENT_BITS | MAX_CONTENT;
        return Long.toString(max, 36).length();
    }

    /**
     * The version B string of a state (header included) for a classic, X, Windoku, Jigsaw or
     * Killer board.
     * @throws IllegalArgumentException for another variant, or cages that need more than
     *         {@value #CAGE_SHAPES} shape numbers to tell touching ones apart
     */
    static String write(PuzzleState state) {
        Grid puzzle = state.puzzle();
        Geometry g = puzzle.geometry();
        String name = g.variant().name();
        char type = switch (name) {
            case "classic" -> 'S';
            case "x" -> 'X';
            case "windoku" -> 'W';
            case "jigsaw" -> 'J';
            case "killer" -> 'L';
            default -> throw new IllegalArgumentException("SudokuWiki's version B strings hold no " + name);
        };
        boolean boxes = type == 'J';
        boolean cages = type == 'L';
        int[] regions = boxes ? g.variant().regions() : null;
        String shapes = cages ? KillerColours.of(g) : null;
        int[] sums = cages ? SudokuWikiKiller.sums(g) : null;
        if (cages) {
            if (shapes.chars().anyMatch(ch -> ch - '0' > CAGE_SHAPES)) {
                throw new IllegalArgumentException("the cages need more than " + CAGE_SHAPES + " shape numbers to"
                        + " tell touching ones apart, more than SudokuWiki's killer string holds");
            }
        }
        int width = width(boxes, cages);
        StringBuilder sb = new StringBuilder(3 + 81 * width).append(type).append("9B");
        int[] placed = state.placed();
        int[] marks = state.candidates();
        for (int c = 0; c < 81; c++) {
            long v = 0;
            if (boxes) {
                v = regions[c];
            }
            if (cages) {
                v = ((v << CAGE_BITS | (shapes.charAt(c) - '1')) << SUM_BITS) | sums[c];
            }
            int given = puzzle.get(c);
            int content = given != 0 ? given : placed[c] != 0 ? placed[c] + 9 : marks[c] != 0 ? marks[c] + 18 : 0;
            v = v << CONTENT_BITS | content;
            String digits = Long.toString(v, 36).toLowerCase(Locale.ROOT);
            sb.append("0".repeat(width - digits.length())).append(digits);
        }
        return sb.toString();
    }
}
