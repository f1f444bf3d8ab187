package sudoku.format;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;

/**
 * HoDoKu's clipboard forms of a classic puzzle. The givens and the values (givens and placed
 * digits) as one line of 81 are the project's own line form; the formatted grids are framed in
 * {@code .---.} (top), {@code :---+---:} (between bands) and {@code '---'} (bottom), {@code |}
 * between boxes, every column as wide as its widest cell plus two:
 * <pre>
 * .----------------.----------------.
 * | 6    19   2    | 3    19   5    | ...
 * :----------------+----------------+
 * </pre>
 * The pencil-mark grid shows a digit for a cell holding one and the candidates of the others
 * (those no peer rules out when none were pencilled). Reading takes these grids, and also
 * Simple Sudoku's framed ones ({@code *---*}, {@code |---+---|}), with or without candidates.
 * As HoDoKu reads them, a lone digit of a pencil-mark grid is a candidate when a peer has it
 * as a candidate too, else a digit in the cell.
 */
public final class HoDoKu {
    private HoDoKu() {
    }

    /** Whether a line is a frame line of these grids: {@code ---} and frame characters only. */
    public static boolean isFrameLine(String line) {
        String t = line.strip();
        return t.contains("---") && t.chars().allMatch(ch -> ".:'*+|- ".indexOf(ch) >= 0)
                && t.chars().anyMatch(ch -> ".:'*".indexOf(ch) >= 0);
    }

    /** Whether {@code text} is a framed grid of several lines with one of these frame lines. */
    public static boolean looksLikeOne(String text) {
        return text.strip().indexOf('\n') > 0 && text.lines().anyMatch(HoDoKu::isFrameLine);
    }

    /** The pencil-mark grid of a state (HoDoKu's "PM grid"). */
    public static String pencilMarks(PuzzleState state) {
        classic(state.puzzle());
        String[] cells = new String[81];
        for (int c = 0; c < 81; c++) {
            int v = state.value(c);
            cells[c] = v != 0 ? String.valueOf(v) : DigitSet.toString(state.candidatesOf(c));
            if (cells[c].isEmpty()) {
                cells[c] = ".";
            }
        }
        return framed(cells);
    }

    /** The givens in a formatted grid (HoDoKu's "givens formatted"). */
    public static String givens(Grid puzzle) {
        return values(PuzzleState.of(puzzle));
    }

    /** The givens and placed digits in a formatted grid (HoDoKu's "values formatted"). */
    public static String values(PuzzleState state) {
        classic(state.puzzle());
        String[] cells = new String[81];
        for (int c = 0; c < 81; c++) {
            int v = state.value(c);
            cells[c] = v == 0 ? "." : String.valueOf(v);
        }
        return framed(cells);
    }

    private static String framed(String[] cells) {
        int[] width = new int[9];
        for (int c = 0; c < 81; c++) {
            width[c % 9] = Math.max(width[c % 9], cells[c].length() + 2);
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) {
                frame(sb, width, r == 0 ? '.' : ':', r == 0 ? '.' : '+');
            }
            for (int c = 0; c < 9; c++) {
                sb.append(c % 3 == 0 ? "| " : " ").append(cells[r * 9 + c])
                        .append(" ".repeat(width[c] - cells[r * 9 + c].length() - 1));
            }
            sb.append("|\n");
        }
        frame(sb, width, '\'', '\'');
        return sb.toString();
    }

    private static void frame(StringBuilder sb, int[] width, char side, char middle) {
        sb.append(side);
        for (int band = 0; band < 3; band++) {
            sb.append("-".repeat(width[3 * band] + width[3 * band + 1] + width[3 * band + 2]));
            sb.append(band < 2 ? middle : side);
        }
        sb.append('\n');
    }

    // the framed grid's pieces, compiled once: a file of pencil-mark grids reads thousands
    private static final Pattern LINE_BREAK = Pattern.compile("\r?\n|\r");
    private static final Pattern RULE = Pattern.compile("[-+| ]+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern MARKS = Pattern.compile("[*#@A-Z-]");
    private static final Pattern CELL = Pattern.compile("[.0]|[1-9]+");

    /**
     * The state of a framed grid: givens (every digit, as HoDoKu cannot tell givens from placed
     * digits) and, for a pencil-mark grid, the candidates.
     * @throws PuzzleFormatException naming the line and what is wrong: a row without nine cells, a
     *         character that is no digit, a count of rows other than nine, clashing digits
     */
    public static PuzzleState read(String text) {
        List<String> tokens = new ArrayList<>();
        long lineNo = 0;
        int rows = 0;
        for (String line : LINE_BREAK.split(text.strip())) {
            lineNo++;
            if (line.isBlank() || isFrameLine(line) || RULE.matcher(line.strip()).matches()) {
                continue;
            }
            String body = line.replace('|', ' ').strip();
            List<String> row = new ArrayList<>(List.of(SPACES.split(body)));
            String compact = body.replace(" ", "");
            if (row.size() != 9 && compact.length() == 9) {
                row = new ArrayList<>();
                for (char ch : compact.toCharArray()) {
                    row.add(String.valueOf(ch));
                }
            }
            if (row.size() != 9) {
                throw new PuzzleFormatException("line " + lineNo + ": a row of a framed grid has 9 cells, found "
                        + row.size(), lineNo, 0);
            }
            for (String token : row) {
                String cell = MARKS.matcher(token).replaceAll("");
                if (!CELL.matcher(cell).matches()) {
                    throw new PuzzleFormatException("line " + lineNo + ": '" + token + "' is not a digit, candidates"
                            + " or . (cell " + Geometry.CLASSIC.cellName(tokens.size()) + ")", lineNo, 0);
                }
                tokens.add(cell);
            }
            rows++;
        }
        if (rows != 9) {
            throw new PuzzleFormatException("a framed grid has 9 rows of cells, found " + rows, 0, 0);
        }
        boolean marks = tokens.stream().anyMatch(t -> t.length() > 1);
        int[] masks = new int[81];
        for (int c = 0; c < 81; c++) {
            for (char ch : tokens.get(c).toCharArray()) {
                if (ch >= '1' && ch <= '9') {
                    masks[c] |= DigitSet.of(ch - '0');
                }
            }
        }
        int[] givens = new int[81];
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            if (masks[c] != 0 && DigitSet.size(masks[c]) == 1 && !(marks && peerHas(masks, c))) {
                givens[c] = DigitSet.lowestDigit(masks[c]);
            } else if (marks) {
                candidates[c] = masks[c];
            }
        }
        Grid puzzle = PuzzleState.board(Variant.NONE, 9, givens, null, List.of());
        return new PuzzleState(puzzle, new int[81], candidates);
    }

    private static boolean peerHas(int[] masks, int cell) {
        for (int p : Geometry.CLASSIC.peers(cell)) {
            if (DigitSet.size(masks[p]) > 1 && (masks[p] & masks[cell]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static void classic(Grid puzzle) {
        if (!puzzle.geometry().equals(Geometry.CLASSIC)) {
            throw new IllegalArgumentException("HoDoKu's grids hold classic 9x9 puzzles, not a "
                    + puzzle.geometry().variant().describe(puzzle.geometry().side()));
        }
    }
}
