package sudoku.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reading and writing variant puzzles on one line: an optional prefix naming the variant, then
 * whitespace-separated fields in this order:
 * <pre>
 *   [variant:]PUZZLE [REGIONS] [CAGES SUMS]
 *
 *   x:4.....8.5.3.......                           X-Sudoku: the puzzle only
 *   jigsaw:PUZZLE 111222333111...                  REGIONS: one symbol per cell, one per region
 *   killer:CAGES a=3,b=15,c=22,...                 CAGES: one symbol per cell, one per cage;
 *   killer:PUZZLE CAGES a=3,...                    SUMS: each cage symbol with its sum; the
 *                                                  PUZZLE (givens) may be left out
 * </pre>
 * Variant names are those of {@link Variant#name}: {@code x}, {@code windoku}, {@code jigsaw},
 * {@code killer} and their combinations such as {@code killer-x} or {@code x-jigsaw}.
 */
public final class VariantFormat {
    /** Symbols given to cages when writing, in order. */
    private static final String CAGE_SYMBOLS =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&*+/<>?@^_~";

    private VariantFormat() {
    }

    /**
     * The variant with no cages or regions named {@code name} (its parts joined by {@code -}),
     * as a template: regions and cages are read from the puzzle line.
     * @param name the name
     * @return the variant with no cages or regions named {@code name} (its parts joined by {@code -}), as a
     *         template: regions and cages are read from the puzzle line
     * @throws PuzzleFormatException of kind {@link SudokuException.Kind#VARIANT} (field
     *         {@code variant}) listing the accepted names when it is not one
     */
    public static Variant named(String name) {
        Variant v = Variant.NONE;
        String key = name.trim().toLowerCase(Locale.ROOT);
        if (key.equals("classic")) {
            return v;
        }
        for (String part : key.split("-")) {
            v = switch (part) {
                case "x" -> v.withDiagonals();
                case "windoku", "hyper" -> v.withWindows();
                case "jigsaw" -> v.withRegions(new int[0]);
                case "killer" -> v.withCages(List.of(new Cage(List.of(0), 0)));
                default -> throw PuzzleFormatException.variant("variant", "unknown variant '" + name
                        + "' (known: classic, x, windoku, jigsaw, killer, and combinations such as killer-x)");
            };
        }
        return v;
    }

    /**
     * Whether a line starts with a variant prefix such as {@code x:} or {@code killer-x:}.
     * @param line the line number, from 1
     * @return whether a line starts with a variant prefix such as {@code x:} or {@code killer-x:}
     */
    public static boolean hasPrefix(String line) {
        int colon = line.indexOf(':');
        if (colon <= 0) {
            return false;
        }
        for (int i = 0; i < colon; i++) {
            char ch = line.charAt(i);
            if (!(Character.isLetter(ch) || ch == '-')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads one puzzle: with a prefix, of the variant it names; otherwise of {@code variant}
     * (from {@link #named}; {@link Variant#NONE} reads a classic puzzle as {@link GridFormat}).
     * @param text the text to read
     * @param variant the variant's rules
     * @return the puzzle, its geometry carrying the variant
     * @throws PuzzleFormatException naming the problem: a field missing, a region or cage at fault
     *         (by its symbol), an impossible sum, a cell in no cage, clashing clues
     */
    public static Grid parse(String text, Variant variant) {
        String body = text.strip();
        if (hasPrefix(body)) {
            int colon = body.indexOf(':');
            variant = named(body.substring(0, colon));
            body = body.substring(colon + 1).strip();
        }
        if (variant.equals(Variant.NONE)) {
            return GridFormat.parse(body);
        }
        boolean killer = !variant.cages().isEmpty();
        int wanted = 1 + (variant.hasRegions() ? 1 : 0) + (killer ? 2 : 0);
        String[] fields = body.isEmpty() ? new String[0] : body.split("\\s+");
        if (!killer && !variant.hasRegions()) {
            fields = new String[] {body};
        } else if (killer && fields.length == wanted - 1) {
            String[] withEmpty = new String[wanted];
            withEmpty[0] = null;
            System.arraycopy(fields, 0, withEmpty, 1, fields.length);
            fields = withEmpty;
        }
        if (fields.length != wanted) {
            throw new PuzzleFormatException("a " + variant.name() + " puzzle has " + wanted + " fields separated by"
                    + " spaces (" + fieldNames(variant) + "), got " + fields.length, 0, 0);
        }
        int side;
        Grid givens = null;
        if (fields[0] != null) {
            givens = GridFormat.parseUnchecked(fields[0]);
            side = givens.geometry().side();
        } else {
            side = sideOf(fields[variant.hasRegions() ? 2 : 1], "cages");
        }
        Variant full = withoutMaps(variant);
        int next = 1;
        if (variant.hasRegions()) {
            full = full.withRegions(regions(fields[next++], side));
        }
        if (killer) {
            full = full.withCages(cages(fields[next], fields[next + 1], side));
        }
        return board(full, side, givens);
    }

    /**
     * The diagonals and windows of {@code variant}, without its regions or cages.
     * @param variant the variant's rules
     * @return the diagonals and windows of {@code variant}, without its regions or cages
     */
    public static Variant withoutMaps(Variant variant) {
        Variant full = Variant.NONE;
        if (variant.hasDiagonals()) {
            full = full.withDiagonals();
        }
        if (variant.hasWindows()) {
            full = full.withWindows();
        }
        return full;
    }

    /**
     * The board of {@code rules} with the digits of {@code givens} (none when null), checked.
     * @throws PuzzleFormatException naming a region or cage at fault, or clashing givens
     */
    static Grid board(Variant rules, int side, Grid givens) {
        Geometry g;
        try {
            g = rules.geometry(side);
        } catch (PuzzleFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw PuzzleFormatException.variant("variant", e.getMessage());
        }
        Grid grid = givens == null ? Grid.empty(g) : Grid.of(g, givens.digits());
        GridFormat.checkClashes(grid);
        for (Cage cage : g.cages()) {
            if (!cage.holds(grid)) {
                throw new PuzzleFormatException(SudokuException.Kind.CLASH, "clashing clues: the givens of the cage"
                        + " of " + g.cellName(cage.cells().get(0)) + " repeat a digit or pass its sum " + cage.sum(),
                        0, 0, cage.cells().get(0), null);
            }
        }
        return grid;
    }

    private static String fieldNames(Variant v) {
        List<String> names = new ArrayList<>(List.of("puzzle"));
        if (v.hasRegions()) {
            names.add("region map");
        }
        if (!v.cages().isEmpty()) {
            names.set(0, "puzzle, which may be left out");
            names.add("cage map");
            names.add("sums such as a=10,b=7");
        }
        return String.join(", ", names);
    }

    static int sideOf(String map, String field) {
        Geometry g = Geometry.forCellCount(map.length());
        if (g == null) {
            throw PuzzleFormatException.variant(field, "a map has one symbol per cell, e.g. 81 for 9x9; got "
                    + map.length());
        }
        return g.side();
    }

    static int[] regions(String map, int side) {
        if (map.length() != side * side) {
            throw PuzzleFormatException.variant("regions", "the region map has " + map.length() + " symbols, the "
                    + side + "x" + side + " puzzle has " + side * side + " cells");
        }
        int[] out = new int[map.length()];
        for (int c = 0; c < out.length; c++) {
            out[c] = map.charAt(c);
        }
        int[] numbered = Variant.NONE.withRegions(out).regions();
        try {
            Variant.checkRegions(side, numbered, r -> "region '" + map.charAt(first(numbered, r)) + "'");
        } catch (IllegalArgumentException e) {
            throw PuzzleFormatException.variant("regions", e.getMessage());
        }
        return numbered;
    }

    private static int first(int[] values, int v) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] == v) {
                return i;
            }
        }
        return 0;
    }

    private static List<Cage> cages(String map, String sums, int side) {
        if (map.length() != side * side) {
            throw PuzzleFormatException.variant("cages", "the cage map has " + map.length() + " symbols, the "
                    + side + "x" + side + " puzzle has " + side * side + " cells");
        }
        Map<Character, Integer> sumOf = new LinkedHashMap<>();
        for (String entry : sums.split(",")) {
            int eq = entry.indexOf('=');
            if (eq != 1) {
                throw PuzzleFormatException.variant("cages", "'" + entry + "' is not a cage sum: write the cage's"
                        + " symbol, = and the sum, e.g. a=10");
            }
            try {
                if (sumOf.put(entry.charAt(0), Integer.parseInt(entry.substring(2))) != null) {
                    throw PuzzleFormatException.variant("cages", "cage '" + entry.charAt(0) + "' has two sums");
                }
            } catch (NumberFormatException e) {
                throw PuzzleFormatException.variant("cages", "'" + entry + "': the sum of a cage is a number");
            }
        }
        Map<Character, List<Integer>> cellsOf = new LinkedHashMap<>();
        for (int c = 0; c < map.length(); c++) {
            cellsOf.computeIfAbsent(map.charAt(c), k -> new ArrayList<>()).add(c);
        }
        for (char symbol : sumOf.keySet()) {
            if (!cellsOf.containsKey(symbol)) {
                throw PuzzleFormatException.variant("cages", "cage '" + symbol + "' has a sum but no cell in the cage"
                        + " map");
            }
        }
        List<Cage> cages = new ArrayList<>();
        List<Character> symbols = new ArrayList<>(cellsOf.keySet());
        for (char symbol : symbols) {
            Integer sum = sumOf.get(symbol);
            if (sum == null) {
                throw PuzzleFormatException.variant("cages", "cage '" + symbol + "' has no sum (give it as " + symbol
                        + "=SUM)");
            }
            cages.add(new Cage(cellsOf.get(symbol), sum));
        }
        try {
            Variant.checkCages(side, cages, i -> "cage '" + symbols.get(i) + "'");
        } catch (IllegalArgumentException e) {
            throw PuzzleFormatException.variant("cages", e.getMessage());
        }
        return cages;
    }

    /**
     * The line form of a puzzle, which {@link #parse} reads back: {@code variant:} and its fields,
     * or the plain 81-character line for a classic puzzle. A killer puzzle without givens leaves
     * the puzzle field out; cages are lettered in reading order of their first cell.
     * @param puzzle the puzzle, its clues
     * @return the line form of a puzzle, which {@link #parse} reads back: {@code variant:} and its fields, or
     *         the plain 81-character line for a classic puzzle
     */
    public static String write(Grid puzzle) {
        Geometry g = puzzle.geometry();
        Variant v = g.variant();
        if (!g.isVariant()) {
            return puzzle.toLine();
        }
        StringBuilder sb = new StringBuilder(v.name()).append(':');
        List<Cage> cages = v.cages();
        if (cages.isEmpty() || puzzle.clueCount() > 0) {
            sb.append(puzzle.toLine());
        }
        if (v.hasRegions()) {
            sb.append(sb.charAt(sb.length() - 1) == ':' ? "" : " ");
            for (int r : v.regions()) {
                sb.append(Geometry.symbol(r + 1));
            }
        }
        if (!cages.isEmpty()) {
            sb.append(sb.charAt(sb.length() - 1) == ':' ? "" : " ");
            sb.append(cageMap(g)).append(' ');
            List<Cage> ordered = cagesInReadingOrder(g);
            for (int i = 0; i < ordered.size(); i++) {
                sb.append(i > 0 ? "," : "").append(CAGE_SYMBOLS.charAt(i)).append('=').append(ordered.get(i).sum());
            }
        }
        return sb.toString();
    }

    /**
     * The cages ordered by their first cell, the order of their symbols in {@link #write}.
     * @param g the board's shape
     * @return the cages ordered by their first cell, the order of their symbols in {@link #write}
     */
    public static List<Cage> cagesInReadingOrder(Geometry g) {
        return g.cages().stream().sorted(java.util.Comparator.comparingInt(c -> c.cells().get(0))).toList();
    }

    /**
     * One symbol per cell naming its cage, as {@link #write} prints it.
     * @param g the board's shape
     * @return one symbol per cell naming its cage, as {@link #write} prints it
     */
    public static String cageMap(Geometry g) {
        List<Cage> ordered = cagesInReadingOrder(g);
        if (ordered.size() > CAGE_SYMBOLS.length()) {
            throw new IllegalArgumentException(ordered.size() + " cages: the line form names at most "
                    + CAGE_SYMBOLS.length());
        }
        char[] map = new char[g.cellCount()];
        for (int i = 0; i < ordered.size(); i++) {
            for (int c : ordered.get(i).cells()) {
                map[c] = CAGE_SYMBOLS.charAt(i);
            }
        }
        return new String(map);
    }
}
