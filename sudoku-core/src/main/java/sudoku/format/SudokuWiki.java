package sudoku.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * SudokuWiki's puzzle strings and links (sudokuwiki.org, "Sudoku String Definitions", its 2.0
 * and "Killer String Definitions"). The {@code bd=} parameter holds one of:
 * <ul>
 *   <li>81 cells, {@code 0} or {@code .} for an empty one: the givens;</li>
 *   <li>the packed board of 2023, 162 characters: per cell two base-32 digits of
 *       {@code candidates << 1 | clue}, the candidates a digit set (bit d-1 for d), a solved cell
 *       one candidate;</li>
 *   <li>version B: a header such as {@code S9B}, {@code J9B} or {@code L9B}, then a field per
 *       cell with its clue, digit or candidates, and its jigsaw box or killer cage
 *       ({@link SudokuWikiVersionB});</li>
 *   <li>a killer's cages and sums, with or without candidates ({@link SudokuWikiKiller}).</li>
 * </ul>
 * The page gives the variant of strings that do not carry it: {@code sudoku.htm},
 * {@code SudokuX.aspx}, {@code Windoku.aspx}, {@code Jigsaw.aspx} (its region map in
 * {@code jigmap=}, one digit per cell) and {@code killersudoku.aspx}.
 */
public final class SudokuWiki {
    private static final String SITE = "https://www.sudokuwiki.org/";
    private static final int PACKED = 162;
    /** A packed board without its link: version B, the 2023 form, or a killer's colours and sums. */
    private static final Pattern BARE = Pattern.compile("[A-Za-z]9[Bb](?:[0-9A-Za-z]{81}){2,5}|[0-9a-v]{162}"
            + "|[0-9]{81},[0-9]{162}|[0-9a-v]{162},[0-9a-v]{162}");

    private SudokuWiki() {
    }

    /** Whether {@code text} is a SudokuWiki link, a {@code bd=} parameter or one of its packed strings. */
    public static boolean looksLikeOne(String text) {
        String t = text.strip();
        return t.toLowerCase(Locale.ROOT).contains("sudokuwiki.org/") || t.startsWith("bd=")
                || t.length() >= PACKED && t.length() <= 3 + 5 * 81 && BARE.matcher(t).matches();
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
        Variant rules = page.contains("sudokux") ? Variant.NONE.withDiagonals()
                : page.contains("windoku") ? Variant.NONE.withWindows() : Variant.NONE;
        int[] regions = params.containsKey("jigmap") ? regions(params.get("jigmap")) : null;
        if (SudokuWikiVersionB.looksLikeOne(bd)) {
            return SudokuWikiVersionB.read(bd, rules, regions);
        }
        if (bd.indexOf(',') >= 0 || page.contains("killer")) {
            return SudokuWikiKiller.read(bd);
        }
        if (regions == null && page.contains("jigsaw")) {
            throw new PuzzleFormatException("a SudokuWiki jigsaw link names its regions in jigmap= (81 digits) or"
                    + " in a J9B string; shape numbers without either are not read", 0, 0);
        }
        int[] givens = new int[81];
        int[] placed = new int[81];
        int[] candidates = new int[81];
        if (bd.length() == PACKED) {
            SudokuWikiCells.readPacked(bd, "bd=", givens, placed, candidates);
        } else if (bd.length() == 81) {
            for (int c = 0; c < 81; c++) {
                char ch = bd.charAt(c);
                if (ch >= '1' && ch <= '9') {
                    givens[c] = ch - '0';
                } else if (ch != '0' && ch != '.' && ch != '_') {
                    throw new PuzzleFormatException("bd=, character " + (c + 1) + " (cell " + SudokuWikiCells.cell(c) + "): '" + ch
                            + "' is not a digit, 0 or .", 0, 0);
                }
            }
        } else {
            throw new PuzzleFormatException("bd= has " + bd.length() + " characters: SudokuWiki's strings have 81"
                    + " (the givens), 162 (packed with candidates) or a version B header (such as S9B) and its"
                    + " fields", 0, 0);
        }
        Grid puzzle = PuzzleState.board(rules, 9, givens, regions, List.of());
        return new PuzzleState(puzzle, placed, candidates);
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
                throw new PuzzleFormatException("jigmap=, cell " + SudokuWikiCells.cell(c) + ": '" + ch + "' is not a region digit 1-9",
                        0, 0);
            }
            out[c] = ch - '1';
        }
        return out;
    }

    /**
     * The SudokuWiki link of a state: its solver page for the variant and the givens (81 digits;
     * a killer's colours and sums; a jigsaw's regions in {@code jigmap=}), or when there are
     * progress or a killer's givens, the version B string that carries them.
     * @throws IllegalArgumentException for what SudokuWiki's strings cannot carry: a board other than
     *         9x9, combined variants
     */
    public static String write(PuzzleState state) {
        Grid puzzle = state.puzzle();
        Geometry g = puzzle.geometry();
        Variant v = g.variant();
        if (g.side() != 9) {
            throw new IllegalArgumentException("SudokuWiki's strings hold 9x9 boards, not " + g.side() + "x" + g.side());
        }
        String page = switch (v.name()) {
            case "classic" -> "sudoku.htm";
            case "x" -> "SudokuX.aspx";
            case "windoku" -> "Windoku.aspx";
            case "jigsaw" -> "Jigsaw.aspx";
            case "killer" -> "killersudoku.aspx";
            default -> throw new IllegalArgumentException("SudokuWiki has no solver for " + v.describe(9));
        };
        boolean killer = v.name().equals("killer");
        if (state.hasProgress() || killer && puzzle.clueCount() > 0) {
            return SITE + page + "?bd=" + SudokuWikiVersionB.write(state);
        }
        if (killer) {
            return SITE + page + "?bd=" + KillerColours.of(g) + "," + killerSums(g);
        }
        return SITE + page + (v.hasRegions() ? "?shape=33&bd=" + digits(puzzle) + "&jigmap=" + jigmap(v)
                : "?bd=" + digits(puzzle));
    }

    private static String digits(Grid puzzle) {
        StringBuilder sb = new StringBuilder(81);
        for (int c = 0; c < 81; c++) {
            sb.append((char) ('0' + puzzle.get(c)));
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
        int[] sums = SudokuWikiKiller.sums(g);
        StringBuilder sb = new StringBuilder(PACKED);
        for (int s : sums) {
            sb.append(s / 10).append(s % 10);
        }
        return sb.toString();
    }
}
