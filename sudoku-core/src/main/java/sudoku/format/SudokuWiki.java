package sudoku.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * SudokuWiki's puzzle strings and links (sudokuwiki.org, "Sudoku String Definitions" and
 * "Killer String Definitions"). The {@code bd=} parameter holds one of:
 * <ul>
 *   <li>81 cells, {@code 0} or {@code .} for an empty one: the givens;</li>
 *   <li>the packed board of 2023, 162 characters: per cell two base-32 digits of
 *       {@code candidates << 1 | clue}, the candidates a digit set (bit d-1 for d), a solved cell
 *       one candidate;</li>
 *   <li>the packed board, version B: a header such as {@code S9B} (Sudoku) or {@code X9B}
 *       (Sudoku X), then per cell two base-36 digits: 1-9 a clue, 10-18 a solved digit plus 9,
 *       19 and up the candidates plus 18, 0 an empty cell without marks;</li>
 *   <li>a killer: 81 colours (cells of one colour that touch are one cage), a comma, then per cell
 *       two decimal digits, the cage's sum in one of its cells and {@code 00} in the others.</li>
 * </ul>
 * The page gives the variant: {@code sudoku.htm}, {@code SudokuX.aspx}, {@code Windoku.aspx},
 * {@code Jigsaw.aspx} (its region map in {@code jigmap=}, one digit per cell) and
 * {@code killersudoku.aspx}.
 */
public final class SudokuWiki {
    private static final String SITE = "https://www.sudokuwiki.org/";
    private static final int PACKED = 162;
    /** A packed board without its link: version B, the 2023 form, or a killer's colours and sums. */
    private static final Pattern BARE = Pattern.compile("[A-Z]9B[0-9a-z]{162}|[0-9a-v]{162}|[0-9]{81},[0-9]{162}");

    private SudokuWiki() {
    }

    /** Whether {@code text} is a SudokuWiki link, a {@code bd=} parameter or one of its packed strings. */
    public static boolean looksLikeOne(String text) {
        String t = text.strip();
        return t.toLowerCase(Locale.ROOT).contains("sudokuwiki.org/") || t.startsWith("bd=")
                || (t.length() == 3 + PACKED || t.length() == PACKED || t.length() == 81 + 1 + PACKED)
                && BARE.matcher(t).matches();
    }

    /**
     * The puzzle (and progress) of a SudokuWiki link or string.
     * @throws PuzzleFormatException naming the parameter, the cell and what is wrong
     */
    public static PuzzleState read(String text) {
        String t = text.strip();
        String page = "";
        String query = t;
        int q = t.indexOf('?');
        if (q >= 0) {
            page = t.substring(0, q).toLowerCase(Locale.ROOT);
            query = t.substring(q + 1);
        }
        Map<String, String> params = new LinkedHashMap<>();
        for (String part : query.split("&")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                params.put(part.substring(0, eq).toLowerCase(Locale.ROOT), part.substring(eq + 1).strip());
            } else if (!part.isBlank() && !params.containsKey("bd")) {
                params.put("bd", part.strip());
            }
        }
        String bd = params.get("bd");
        if (bd == null || bd.isEmpty()) {
            throw new PuzzleFormatException("a SudokuWiki link carries its puzzle in bd=, which is missing", 0, 0);
        }
        bd = bd.replace("%2C", ",").replace("%2c", ",");
        if (bd.indexOf(',') >= 0 || page.contains("killer")) {
            return killer(bd);
        }
        Variant rules = page.contains("sudokux") ? Variant.NONE.withDiagonals()
                : page.contains("windoku") ? Variant.NONE.withWindows() : Variant.NONE;
        int[] regions = null;
        if (params.containsKey("jigmap")) {
            regions = regions(params.get("jigmap"));
        } else if (page.contains("jigsaw")) {
            throw new PuzzleFormatException("a SudokuWiki jigsaw link names its regions in jigmap= (81 digits); "
                    + "shape numbers without a jigmap are not read", 0, 0);
        }
        if (bd.length() == 3 + PACKED && Character.isUpperCase(bd.charAt(0))) {
            rules = versionB(bd.substring(0, 3), rules);
        }
        int[] givens = new int[81];
        int[] placed = new int[81];
        int[] candidates = new int[81];
        if (bd.length() == 3 + PACKED) {
            readVersionB(bd.substring(3), givens, placed, candidates);
        } else if (bd.length() == PACKED) {
            readPacked(bd, givens, placed, candidates);
        } else if (bd.length() == 81) {
            for (int c = 0; c < 81; c++) {
                char ch = bd.charAt(c);
                if (ch >= '1' && ch <= '9') {
                    givens[c] = ch - '0';
                } else if (ch != '0' && ch != '.' && ch != '_') {
                    throw new PuzzleFormatException("bd=, character " + (c + 1) + " (cell " + cell(c) + "): '" + ch
                            + "' is not a digit, 0 or .", 0, 0);
                }
            }
        } else {
            throw new PuzzleFormatException("bd= has " + bd.length() + " characters: SudokuWiki's strings have 81"
                    + " (the givens), 162 (packed with candidates) or 165 (a header such as S9B, then packed)", 0, 0);
        }
        Grid puzzle = PuzzleState.board(rules, 9, givens, regions, List.of());
        return new PuzzleState(puzzle, placed, candidates);
    }

    private static Variant versionB(String header, Variant page) {
        if (header.charAt(1) != '9' || header.charAt(2) != 'B') {
            throw new PuzzleFormatException("bd= starts with '" + header + "': the packed strings read here are"
                    + " version B of a 9x9 board (S9B, X9B)", 0, 0);
        }
        return switch (header.charAt(0)) {
            case 'S' -> page;
            case 'X' -> Variant.NONE.withDiagonals();
            default -> throw new PuzzleFormatException("bd= starts with '" + header + "': of SudokuWiki's packed"
                    + " headers, S9B (Sudoku) and X9B (Sudoku X) are read", 0, 0);
        };
    }

    private static void readVersionB(String cells, int[] givens, int[] placed, int[] candidates) {
        for (int c = 0; c < 81; c++) {
            int v = pair(cells, c, 36, "bd=");
            if (v >= 1 && v <= 9) {
                givens[c] = v;
            } else if (v >= 10 && v <= 18) {
                placed[c] = v - 9;
            } else if (v >= 19 && v <= 18 + 511) {
                candidates[c] = v - 18;
            } else if (v != 0) {
                throw new PuzzleFormatException("bd=, cell " + cell(c) + ": '" + cells.substring(2 * c, 2 * c + 2)
                        + "' is past the largest cell code (" + (18 + 511) + ")", 0, 0);
            }
        }
    }

    private static void readPacked(String cells, int[] givens, int[] placed, int[] candidates) {
        int[] marks = new int[81];
        boolean all = true;
        for (int c = 0; c < 81; c++) {
            int v = pair(cells, c, 32, "bd=");
            int mask = v >> 1;
            if (mask == 0 || mask > 511) {
                throw new PuzzleFormatException("bd=, cell " + cell(c) + ": '" + cells.substring(2 * c, 2 * c + 2)
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
    private static int pair(String cells, int c, int radix, String where) {
        String two = cells.substring(2 * c, 2 * c + 2);
        int hi = Character.digit(two.charAt(0), radix);
        int lo = Character.digit(two.charAt(1), radix);
        if (hi < 0 || lo < 0 || Character.isUpperCase(two.charAt(0)) || Character.isUpperCase(two.charAt(1))) {
            throw new PuzzleFormatException(where + ", cell " + cell(c) + ": '" + two + "' is not two base-" + radix
                    + " digits (0-9, a-" + Character.forDigit(radix - 1, radix) + ")", 0, 0);
        }
        return hi * radix + lo;
    }

    private static int[] regions(String map) {
        if (map.length() != 81) {
            throw new PuzzleFormatException("jigmap= has " + map.length() + " characters, one region digit per cell"
                    + " makes 81", 0, 0);
        }
        int[] out = new int[81];
        for (int c = 0; c < 81; c++) {
            char ch = map.charAt(c);
            if (ch < '1' || ch > '9') {
                throw new PuzzleFormatException("jigmap=, cell " + cell(c) + ": '" + ch + "' is not a region digit 1-9",
                        0, 0);
            }
            out[c] = ch - '1';
        }
        return out;
    }

    /** A killer: colours, a comma, two digits of sum per cell; a cage is the touching cells of one colour. */
    private static PuzzleState killer(String bd) {
        int comma = bd.indexOf(',');
        if (comma != 81 || bd.length() != 81 + 1 + PACKED) {
            throw new PuzzleFormatException("a SudokuWiki killer is bd=COLOURS,SUMS: 81 colours, a comma and 162"
                    + " digits (two per cell); got " + (comma < 0 ? "no comma" : comma + " characters before the comma"
                    + " and " + (bd.length() - comma - 1) + " after"), 0, 0);
        }
        String colours = bd.substring(0, 81);
        int[] sums = new int[81];
        for (int c = 0; c < 81; c++) {
            char a = bd.charAt(82 + 2 * c);
            char b = bd.charAt(83 + 2 * c);
            if (!Character.isDigit(a) || !Character.isDigit(b)) {
                throw new PuzzleFormatException("bd= sums, cell " + cell(c) + ": '" + a + b + "' is not two digits", 0, 0);
            }
            sums[c] = (a - '0') * 10 + (b - '0');
        }
        int[] cageOf = new int[81];
        java.util.Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        for (int start = 0; start < 81; start++) {
            if (cageOf[start] >= 0) {
                continue;
            }
            List<Integer> cells = new ArrayList<>();
            List<Integer> todo = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            while (!todo.isEmpty()) {
                int c = todo.remove(todo.size() - 1);
                cells.add(c);
                for (int n : neighbours(c)) {
                    if (cageOf[n] < 0 && colours.charAt(n) == colours.charAt(c)) {
                        cageOf[n] = cages.size();
                        todo.add(n);
                    }
                }
            }
            List<Integer> withSum = cells.stream().filter(c -> sums[c] > 0).sorted().toList();
            if (withSum.size() != 1) {
                int first = cells.stream().min(Integer::compare).orElseThrow();
                throw new PuzzleFormatException("the cage of " + cell(first) + " (colour '" + colours.charAt(first)
                        + "', " + cells.size() + " cells) has " + (withSum.isEmpty() ? "no sum" : withSum.size()
                        + " sums (" + String.join(", ", withSum.stream().map(SudokuWiki::cell).toList())
                        + "): two cages of one colour may touch"), 0, 0);
            }
            cages.add(new Cage(cells, sums[withSum.get(0)]));
        }
        Grid puzzle = PuzzleState.board(Variant.NONE, 9, new int[81], null, cages);
        return PuzzleState.of(puzzle);
    }

    private static List<Integer> neighbours(int c) {
        List<Integer> out = new ArrayList<>(4);
        int r = c / 9;
        int col = c % 9;
        if (r > 0) {
            out.add(c - 9);
        }
        if (r < 8) {
            out.add(c + 9);
        }
        if (col > 0) {
            out.add(c - 1);
        }
        if (col < 8) {
            out.add(c + 1);
        }
        return out;
    }

    private static String cell(int c) {
        return Geometry.CLASSIC.cellName(c);
    }

    /**
     * The SudokuWiki link of a state: its solver page for the variant, the givens as 81 digits, or
     * the packed board when there is progress (version B for Sudoku and Sudoku X, the 162-character
     * form on the Windoku and Jigsaw pages).
     * @throws IllegalArgumentException for what SudokuWiki's strings cannot carry: a board other than
     *         9x9, combined variants, a killer with givens or progress
     */
    public static String write(PuzzleState state) {
        Grid puzzle = state.puzzle();
        Geometry g = puzzle.geometry();
        Variant v = g.variant();
        if (g.side() != 9) {
            throw new IllegalArgumentException("SudokuWiki's strings hold 9x9 boards, not " + g.side() + "x" + g.side());
        }
        String name = v.name();
        return switch (name) {
            case "classic" -> SITE + "sudoku.htm?bd=" + (state.hasProgress() ? "S9B" + versionB(state) : digits(puzzle));
            case "x" -> SITE + "SudokuX.aspx?bd=" + (state.hasProgress() ? "X9B" + versionB(state) : digits(puzzle));
            case "windoku" -> SITE + "Windoku.aspx?bd=" + (state.hasProgress() ? packed(state) : digits(puzzle));
            case "jigsaw" -> SITE + "Jigsaw.aspx?shape=33&bd=" + (state.hasProgress() ? packed(state) : digits(puzzle))
                    + "&jigmap=" + jigmap(v);
            case "killer" -> {
                if (puzzle.clueCount() > 0 || state.hasProgress()) {
                    throw new IllegalArgumentException("SudokuWiki's killer string holds cages only: this puzzle has "
                            + (puzzle.clueCount() > 0 ? puzzle.clueCount() + " given digits" : "progress"));
                }
                yield SITE + "killersudoku.aspx?bd=" + KillerColours.of(g) + "," + killerSums(g);
            }
            default -> throw new IllegalArgumentException("SudokuWiki has no solver for " + v.describe(9));
        };
    }

    private static String digits(Grid puzzle) {
        StringBuilder sb = new StringBuilder(81);
        for (int c = 0; c < 81; c++) {
            sb.append((char) ('0' + puzzle.get(c)));
        }
        return sb.toString();
    }

    private static String versionB(PuzzleState state) {
        StringBuilder sb = new StringBuilder(PACKED);
        for (int c = 0; c < 81; c++) {
            int given = state.puzzle().get(c);
            int v = given != 0 ? given : state.placed()[c] != 0 ? state.placed()[c] + 9
                    : state.candidates()[c] != 0 ? state.candidates()[c] + 18 : 0;
            sb.append(Character.forDigit(v / 36, 36)).append(Character.forDigit(v % 36, 36));
        }
        return sb.toString();
    }

    private static String packed(PuzzleState state) {
        StringBuilder sb = new StringBuilder(PACKED);
        for (int c = 0; c < 81; c++) {
            int given = state.puzzle().get(c);
            int value = state.value(c);
            int mask = value != 0 ? DigitSet.of(value) : state.candidatesOf(c);
            int v = mask << 1 | (given != 0 ? 1 : 0);
            sb.append(Character.forDigit(v / 32, 32)).append(Character.forDigit(v % 32, 32));
        }
        return sb.toString();
    }

    private static String jigmap(Variant v) {
        StringBuilder sb = new StringBuilder(81);
        for (int r : v.regions()) {
            sb.append((char) ('1' + r));
        }
        return sb.toString();
    }

    private static String killerSums(Geometry g) {
        int[] sums = new int[81];
        for (Cage cage : VariantFormat.cagesInReadingOrder(g)) {
            sums[cage.cells().get(0)] = cage.sum();
        }
        StringBuilder sb = new StringBuilder(PACKED);
        for (int s : sums) {
            sb.append(s / 10).append(s % 10);
        }
        return sb.toString();
    }
}
