package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;

/**
 * A pencil-mark state read from text: the clues, the digits placed since, and each empty cell's
 * candidates. Three forms are read (see {@link #parse}):
 * <ul>
 *   <li>a candidate grid, one token per cell, as {@code sudoku explain --candidates} prints it:
 *       {@code 5} a clue, {@code *5} a placed digit, {@code {17}} or {@code 17} candidates;</li>
 *   <li>a 729-character candidate string: per cell in reading order, 9 characters, the digit
 *       {@code d} at position {@code d} when it is a candidate, else {@code .} or {@code 0};</li>
 *   <li>another tool's puzzle with a player's progress: a SudokuWiki, f-puzzles or SudokuPad link
 *       with placed digits or candidates, a HoDoKu pencil-mark grid ({@link CommunityFormat});</li>
 *   <li>a line of HoDoKu's regression-library format,
 *       {@code :code:candidates:givens:deleted:eliminations:placements:extra}, of which only the
 *       givens ({@code +} before a placed digit) and the deleted candidates are read.</li>
 * </ul>
 *
 * @param givens the clues (digits placed since are not among them)
 * @param state  the placed digits and the candidates of every empty cell
 */
public record PencilMarkState(Grid givens, Candidates state) {
    /**
     * Whether {@code text} is written as a pencil-mark state rather than as a puzzle: a line
     * starting with {@code :}, 729 candidate characters, or a grid of one token per cell with a
     * token of several characters (candidates, {@code *5} or {@code {5}}). Says nothing about its validity.
     */
    public static boolean looksLikeOne(String text) {
        String t = text.strip();
        if (t.startsWith(":") || progressOf(t).isPresent()) {
            return true;
        }
        if (t.replaceAll("\\s", "").length() == 729) {
            return true;
        }
        List<String> tokens = tokens(t);
        return tokens.size() >= 16 && Geometry.forCellCount(tokens.size()) != null
                && tokens.stream().anyMatch(token -> token.length() > 1);
    }

    /**
     * Reads a state in any of the three forms, told apart by their shape.
     * @throws IllegalArgumentException naming the cell (or position) and what is wrong: a bad
     *                                  length or character, a cell without candidate, clashing digits
     */
    public static PencilMarkState parse(String text) {
        String t = text.strip();
        if (t.startsWith(":")) {
            return parseReglib(t);
        }
        Optional<PuzzleState> other = progressOf(t);
        if (other.isPresent()) {
            PuzzleState s = other.get();
            Grid givens = s.puzzle();
            int[] digits = new int[givens.geometry().cellCount()];
            Arrays.setAll(digits, s::value);
            return build(givens, Grid.of(givens.geometry(), digits), s.candidates());
        }
        String compact = t.replaceAll("\\s", "");
        if (compact.length() == 729) {
            return parseString(compact);
        }
        return parseGrid(t);
    }

    /** A candidate string: 81 cells of 9 characters each. A cell with one candidate no peer has is a placed digit. */
    static PencilMarkState parseString(String s) {
        Geometry g = Geometry.CLASSIC;
        if (s.length() != 729) {
            throw new IllegalArgumentException("a candidate string needs 729 characters (9 per cell), found "
                    + s.length());
        }
        int[] marks = new int[81];
        for (int i = 0; i < 729; i++) {
            char ch = s.charAt(i);
            int cell = i / 9;
            int pos = i % 9 + 1;
            if (ch == '.' || ch == '0') {
                continue;
            }
            if (ch != (char) ('0' + pos)) {
                throw new IllegalArgumentException("character " + (i + 1) + " ('" + ch + "', " + g.cellName(cell)
                        + "): position " + pos + " of a cell holds " + pos + ", '.' or '0'");
            }
            marks[cell] |= DigitSet.of(pos);
        }
        int[] digits = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            if (marks[cell] == 0) {
                throw new IllegalArgumentException(g.cellName(cell) + " has no candidate");
            }
            if (DigitSet.size(marks[cell]) == 1 && !anyPeerHas(g, marks, cell, marks[cell])) {
                digits[cell] = DigitSet.lowestDigit(marks[cell]);
            }
        }
        Grid placed = Grid.of(g, digits);
        return build(placed, placed, marks);
    }

    private static boolean anyPeerHas(Geometry g, int[] marks, int cell, int bit) {
        for (int p : UnitTables.peers(g, cell)) {
            if ((marks[p] & bit) != 0) {
                return true;
            }
        }
        return false;
    }

    /** A candidate grid: one token per cell; the board's size follows from the number of tokens. */
    static PencilMarkState parseGrid(String text) {
        List<String> tokens = tokens(text);
        if (tokens.size() == 1) {
            return parseString(tokens.get(0));
        }
        Geometry g = Geometry.forCellCount(tokens.size());
        if (g == null) {
            throw new IllegalArgumentException("a candidate grid needs one token per cell (81 on 9x9), found "
                    + tokens.size());
        }
        int[] clues = new int[g.cellCount()];
        int[] digits = new int[g.cellCount()];
        int[] marks = new int[g.cellCount()];
        for (int cell = 0; cell < marks.length; cell++) {
            String token = tokens.get(cell);
            String body = token;
            boolean braces = body.length() > 1 && body.startsWith("{") && body.endsWith("}");
            boolean star = body.length() > 1 && body.startsWith("*");
            if (braces) {
                body = body.substring(1, body.length() - 1);
            } else if (star) {
                body = body.substring(1);
            }
            int mask = 0;
            for (char ch : body.toCharArray()) {
                int d = ch == '.' || ch == '0' || ch == '-' ? 0 : g.digitOf(ch);
                if (d <= 0) {
                    throw new IllegalArgumentException(g.cellName(cell) + ": '" + token + "' has '" + ch
                            + "', not a digit of this board");
                }
                mask |= DigitSet.of(d);
            }
            if (mask == 0) {
                throw new IllegalArgumentException(g.cellName(cell) + " has no candidate ('" + token + "')");
            }
            if (!braces && DigitSet.size(mask) == 1) {
                digits[cell] = DigitSet.lowestDigit(mask);
                clues[cell] = star ? 0 : digits[cell];
            } else if (star) {
                throw new IllegalArgumentException(g.cellName(cell) + ": '" + token + "' places more than one digit");
            } else {
                marks[cell] = mask;
            }
        }
        return build(Grid.of(g, clues), Grid.of(g, digits), marks);
    }

    /** A line of HoDoKu's regression library: the givens ({@code +} before a placed digit) less the deleted candidates. */
    static PencilMarkState parseReglib(String line) {
        Geometry g = Geometry.CLASSIC;
        String[] f = line.split(":", -1);
        if (f.length < 5) {
            throw new IllegalArgumentException("a regression-library line has at least 5 fields"
                    + " (:code:candidates:givens:deleted:...), found " + Math.max(0, f.length - 1));
        }
        String givens = f[3].strip();
        int[] clues = new int[81];
        int[] digits = new int[81];
        int cell = 0;
        boolean plus = false;
        for (int i = 0; i < givens.length(); i++) {
            char ch = givens.charAt(i);
            if (ch == '+') {
                plus = true;
                continue;
            }
            if (cell == 81) {
                throw new IllegalArgumentException("givens: more than 81 cells (at character " + (i + 1) + ")");
            }
            if (ch != '.' && ch != '0') {
                int d = g.digitOf(ch);
                if (d <= 0) {
                    throw new IllegalArgumentException("givens: character " + (i + 1) + " ('" + ch + "', "
                            + g.cellName(cell) + ") is not a digit, '.' or '+'");
                }
                digits[cell] = d;
                clues[cell] = plus ? 0 : d;
            } else if (plus) {
                throw new IllegalArgumentException("givens: '+' before an empty cell (" + g.cellName(cell) + ")");
            }
            plus = false;
            cell++;
        }
        if (cell != 81) {
            throw new IllegalArgumentException("givens: 81 cells needed, found " + cell);
        }
        Grid placed = Grid.of(g, digits);
        int[] marks = new int[81];
        for (int c = 0; c < 81; c++) {
            marks[c] = digits[c] == 0 ? g.allDigits() : 0;
        }
        for (Candidate removed : candidates(f[4], "deleted candidates")) {
            marks[removed.cell()] &= ~DigitSet.of(removed.digit());
        }
        return build(Grid.of(g, clues), placed, marks);
    }

    /**
     * Candidates written HoDoKu's way, {@code digit row column} with rows and columns 1-9, separated
     * by blanks (e.g. {@code 436 257}: 4 from r3c6, 2 from r5c7).
     * @throws IllegalArgumentException naming the entry that is not three digits 1-9
     */
    public static List<Candidate> candidates(String field, String what) {
        List<Candidate> out = new ArrayList<>();
        for (String t : field.strip().split("\\s+")) {
            if (t.isEmpty()) {
                continue;
            }
            if (!t.matches("[1-9]{3}")) {
                throw new IllegalArgumentException(what + ": '" + t + "' is not digit, row and column (1-9 each)");
            }
            out.add(new Candidate(Geometry.CLASSIC.cell(t.charAt(1) - '1', t.charAt(2) - '1'), t.charAt(0) - '0'));
        }
        return out;
    }

    /** Checks the placed digits against each other and every empty cell for a candidate left. */
    private static PencilMarkState build(Grid givens, Grid placed, int[] marks) {
        Geometry g = placed.geometry();
        Optional<String> clash = placed.firstConflict();
        if (clash.isPresent()) {
            throw new IllegalArgumentException("the digits clash: " + clash.get());
        }
        Candidates state = Candidates.of(givens, placed, marks);
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (placed.get(cell) == 0 && state.candidates(cell) == 0) {
                throw new IllegalArgumentException(g.cellName(cell) + " has no candidate left"
                        + (marks[cell] != 0 ? " (" + DigitSet.toString(marks[cell]) + " are all placed in its units)" : ""));
            }
        }
        return new PencilMarkState(givens, state);
    }

    /**
     * Another tool's puzzle carrying a player's progress (a SudokuWiki, f-puzzles or SudokuPad link
     * with placed digits or candidates, a HoDoKu pencil-mark grid), if {@code text} is one.
     */
    private static Optional<PuzzleState> progressOf(String text) {
        try {
            return CommunityFormat.recognize(text).filter(PuzzleState::hasProgress);
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // not one after all: read as the other forms
        }
    }

    /** The tokens of a grid, box separators ({@code |}, lines of {@code -} and {@code +}) left out. */
    private static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        for (String raw : text.replace('|', ' ').split("\\s+")) {
            if (!raw.isEmpty() && !raw.matches("[-+]{2,}")) {
                out.add(raw);
            }
        }
        return out;
    }
}
