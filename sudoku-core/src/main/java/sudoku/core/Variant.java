package sudoku.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The rules a board adds to rows, columns and boxes. Each part may be combined with the others:
 * <ul>
 *   <li><b>X</b> ({@code diagonals}): both main diagonals are units;</li>
 *   <li><b>Windoku</b> ({@code windows}, 9x9 only): four more 3x3 units, at rows and columns
 *       B-D / 2-4 and F-H / 6-8;</li>
 *   <li><b>Jigsaw</b> ({@code regions}): n connected regions of n cells replace the boxes;</li>
 *   <li><b>Killer</b> ({@code cages}): every cell is in one cage, whose digits are different and
 *       add up to its sum.</li>
 * </ul>
 * A variant is a value; {@link #geometry} checks it and makes the board every engine works on.
 */
public final class Variant {
    /** No rule beyond rows, columns and boxes. */
    public static final Variant NONE = new Variant(false, false, null, List.of());

    private final boolean diagonals;
    private final boolean windows;
    private final int[] regions;
    private final List<Cage> cages;

    private Variant(boolean diagonals, boolean windows, int[] regions, List<Cage> cages) {
        this.diagonals = diagonals;
        this.windows = windows;
        this.regions = regions;
        this.cages = List.copyOf(cages);
    }

    /**
     * The variant of a name, as puzzle lines prefix it: {@code classic}, {@code x},
     * {@code windoku}, {@code jigsaw}, {@code killer}, or parts joined by {@code -} such as
     * {@code killer-x}. A jigsaw's regions and a killer's cages come with each puzzle.
     * @param name the variant's name, in any case
     * @return the variant, {@link #NONE} for {@code classic}
     * @throws PuzzleFormatException of kind {@link SudokuException.Kind#VARIANT} listing the known
     *         names when it is none of them
     */
    public static Variant named(String name) {
        if (name == null) {
            throw PuzzleFormatException.variant("variant", "no variant: the name is null");
        }
        return VariantFormat.named(name);
    }

    /**
     * This variant with both main diagonals as units.
     * @return this variant with both main diagonals as units
     */
    public Variant withDiagonals() {
        return new Variant(true, windows, regions, cages);
    }

    /**
     * This variant with the four Windoku windows as units.
     * @return this variant with the four Windoku windows as units
     */
    public Variant withWindows() {
        return new Variant(diagonals, true, regions, cages);
    }

    /**
     * This variant with irregular regions instead of boxes: cells with equal {@code regionOfCell}
     * values form one region; regions are renumbered 0..n-1 by their first cell in reading order.
     * @param regionOfCell the region of each cell, from 0, row by row
     * @return this variant with irregular regions instead of boxes: cells with equal {@code regionOfCell}
     *         values form one region; regions are renumbered 0..n-1 by their first cell in reading order
     */
    public Variant withRegions(int[] regionOfCell) {
        int[] renumbered = new int[regionOfCell.length];
        java.util.Map<Integer, Integer> index = new java.util.HashMap<>();
        for (int c = 0; c < regionOfCell.length; c++) {
            renumbered[c] = index.computeIfAbsent(regionOfCell[c], k -> index.size());
        }
        return new Variant(diagonals, windows, renumbered, cages);
    }

    /**
     * This variant with killer cages.
     * @param killerCages the cages
     * @return this variant with killer cages
     */
    public Variant withCages(List<Cage> killerCages) {
        return new Variant(diagonals, windows, regions, killerCages);
    }

    /**
     * Whether both main diagonals are units.
     * @return whether both main diagonals are units
     */
    public boolean hasDiagonals() {
        return diagonals;
    }

    /**
     * Whether the four Windoku windows are units.
     * @return whether the four Windoku windows are units
     */
    public boolean hasWindows() {
        return windows;
    }

    /**
     * Whether irregular regions replace the boxes.
     * @return whether irregular regions replace the boxes
     */
    public boolean hasRegions() {
        return regions != null;
    }

    /**
     * The region (0..n-1) of each cell, or {@code null} when the board has boxes.
     * @return the region (0..n-1) of each cell, or {@code null} when the board has boxes
     */
    public int[] regions() {
        return regions == null ? null : regions.clone();
    }

    /**
     * The killer cages, empty when there are none.
     * @return the killer cages, empty when there are none
     */
    public List<Cage> cages() {
        return cages;
    }

    /** For each of {@code cellCount} cells, the index of its cage in {@link #cages}, or -1. */
    int[] cageOfCell(int cellCount) {
        int[] out = new int[cellCount];
        Arrays.fill(out, -1);
        for (int i = 0; i < cages.size(); i++) {
            for (int c : cages.get(i).cells()) {
                if (c >= 0 && c < cellCount) {
                    out[c] = i;
                }
            }
        }
        return out;
    }

    /**
     * The name used in prefixes and {@code --variant}: the parts that apply, in the order
     * {@code killer}, {@code x}, {@code windoku}, {@code jigsaw}, joined by {@code -}
     * ({@code killer-x}, {@code x-jigsaw}); {@code classic} for none.
     * @return the name used in prefixes and {@code --variant}: the parts that apply, in the order {@code
     *         killer}, {@code x}, {@code windoku}, {@code jigsaw}, joined by {@code -} ({@code killer-x},
     *         {@code x-jigsaw}); {@code classic} for none
     */
    public String name() {
        List<String> parts = new ArrayList<>();
        if (!cages.isEmpty()) {
            parts.add("killer");
        }
        if (diagonals) {
            parts.add("x");
        }
        if (windows) {
            parts.add("windoku");
        }
        if (regions != null) {
            parts.add("jigsaw");
        }
        return parts.isEmpty() ? "classic" : String.join("-", parts);
    }

    /**
     * A short description such as {@code 9x9 Killer X Sudoku (29 cages)} or {@code 9x9 Jigsaw Sudoku}.
     * @param side the number of cells in a row (4 to 25)
     * @return a short description such as {@code 9x9 Killer X Sudoku (29 cages)} or {@code 9x9 Jigsaw Sudoku}
     */
    public String describe(int side) {
        StringBuilder sb = new StringBuilder(side + "x" + side + " ");
        for (String part : name().split("-")) {
            sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1)).append(' ');
        }
        return sb.append("Sudoku").append(cages.isEmpty() ? "" : " (" + cages.size() + " cages)").toString();
    }

    /**
     * The board of side {@code side} with these rules: rows, columns, boxes or regions, then the
     * diagonals, then the windows.
     * @param side the number of cells in a row (4 to 25)
     * @return the board of side {@code side} with these rules: rows, columns, boxes or regions, then the
     *         diagonals, then the windows
     * @throws PuzzleFormatException of kind {@code VARIANT}, its field {@code variant},
     *         {@code regions} or {@code cages}, naming the problem: windows off 9x9, a region or cage of
     *         the wrong size or not connected, a cage sum impossible for its size, a cell in no
     *         cage or in two, cage sums that do not add up to the grid's total
     */
    public Geometry geometry(int side) {
        if (this.equals(NONE)) {
            return Geometry.ofSide(side);
        }
        if (windows && side != 9) {
            throw PuzzleFormatException.variant("variant", "windoku windows need a 9x9 board, not " + side + "x"
                    + side);
        }
        Geometry base = Geometry.ofSide(side);
        int boxRows = regions == null ? base.boxRows() : 0;
        int boxCols = regions == null ? base.boxCols() : side;
        try {
            if (regions != null) {
                checkRegions(side, regions, r -> "region " + (r + 1));
            }
        } catch (IllegalArgumentException e) {
            throw PuzzleFormatException.variant("regions", e.getMessage());
        }
        try {
            checkCages(side, cages, i -> "cage " + (i + 1));
        } catch (IllegalArgumentException e) {
            throw PuzzleFormatException.variant("cages", e.getMessage());
        }
        List<int[]> units = new ArrayList<>(Arrays.asList(Geometry.standardUnits(boxRows, boxCols)));
        List<Geometry.UnitKind> kinds = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            kinds.add(Geometry.UnitKind.values()[i / side]);
        }
        if (regions != null) {
            for (int r = 0; r < side; r++) {
                int[] unit = new int[side];
                int k = 0;
                for (int c = 0; c < side * side; c++) {
                    if (regions[c] == r) {
                        unit[k++] = c;
                    }
                }
                units.add(unit);
                kinds.add(Geometry.UnitKind.REGION);
            }
        }
        if (diagonals) {
            int[] main = new int[side];
            int[] anti = new int[side];
            for (int i = 0; i < side; i++) {
                main[i] = i * side + i;
                anti[i] = i * side + side - 1 - i;
            }
            units.add(main);
            units.add(anti);
            kinds.add(Geometry.UnitKind.DIAGONAL);
            kinds.add(Geometry.UnitKind.DIAGONAL);
        }
        if (windows) {
            for (int top : new int[] {1, 5}) {
                for (int left : new int[] {1, 5}) {
                    int[] unit = new int[9];
                    for (int k = 0; k < 9; k++) {
                        unit[k] = (top + k / 3) * 9 + left + k % 3;
                    }
                    units.add(unit);
                    kinds.add(Geometry.UnitKind.WINDOW);
                }
            }
        }
        return new Geometry(boxRows, boxCols, units.toArray(int[][]::new),
                kinds.toArray(Geometry.UnitKind[]::new), this);
    }

    /**
     * Checks that {@code regionOfCell} cuts a board of side n into n connected regions of n cells.
     * @param side the number of cells in a row (4 to 25)
     * @param regionOfCell the region of each cell, from 0, row by row
     * @param name the name
     * @throws IllegalArgumentException naming the first region ({@code name.apply(r)}) at fault
     */
    public static void checkRegions(int side, int[] regionOfCell, IntFunction<String> name) {
        int cells = side * side;
        if (regionOfCell.length != cells) {
            throw new IllegalArgumentException("a region map of a " + side + "x" + side + " board has " + cells
                    + " cells, got " + regionOfCell.length);
        }
        Geometry plain = Geometry.latin(side);
        long count = Arrays.stream(regionOfCell).distinct().count();
        if (count != side) {
            throw new IllegalArgumentException(count + " regions: a " + side + "x" + side + " board has " + side);
        }
        for (int r = 0; r < side; r++) {
            List<Integer> members = new ArrayList<>();
            for (int c = 0; c < cells; c++) {
                if (regionOfCell[c] == r) {
                    members.add(c);
                }
            }
            if (members.size() != side) {
                throw new IllegalArgumentException(name.apply(r) + " has " + members.size() + " cells, a region of a "
                        + side + "x" + side + " board has " + side);
            }
            requireConnected(plain, members, name.apply(r));
        }
        for (int c = 0; c < cells; c++) {
            if (regionOfCell[c] < 0 || regionOfCell[c] >= side) {
                throw new IllegalArgumentException("cell " + plain.cellName(c) + " is in no region");
            }
        }
    }

    /**
     * Checks killer cages on a board of side n: each of size 1..n, connected, with a sum that
     * size different digits can make; every cell in exactly one; the sums adding up to the total.
     * @param side the number of cells in a row (4 to 25)
     * @param cages the cages
     * @param name the name
     * @throws IllegalArgumentException naming the first cage ({@code name.apply(i)}) or cell at fault
     */
    public static void checkCages(int side, List<Cage> cages, IntFunction<String> name) {
        if (cages.isEmpty()) {
            return;
        }
        if (side > 16) {
            throw new IllegalArgumentException("killer cages need a board of side 16 or less, not " + side);
        }
        Geometry plain = Geometry.latin(side);
        int cells = side * side;
        int[] owner = new int[cells];
        Arrays.fill(owner, -1);
        int total = 0;
        for (int i = 0; i < cages.size(); i++) {
            Cage cage = cages.get(i);
            String what = name.apply(i);
            if (cage.size() < 1 || cage.size() > side) {
                throw new IllegalArgumentException(what + " has " + cage.size() + " cells: a cage has 1 to " + side);
            }
            for (int c : cage.cells()) {
                if (c < 0 || c >= cells) {
                    throw new IllegalArgumentException(what + " has cell " + c + ", outside the " + side + "x" + side
                            + " board");
                }
                if (owner[c] >= 0) {
                    throw new IllegalArgumentException("cell " + plain.cellName(c) + " is in two cages: "
                            + name.apply(owner[c]) + " and " + what);
                }
                owner[c] = i;
            }
            int min = Cage.minSum(cage.size());
            int max = Cage.maxSum(cage.size(), side);
            if (cage.sum() < min || cage.sum() > max) {
                throw new IllegalArgumentException(what + " (" + cage.size() + (cage.size() == 1 ? " cell" : " cells")
                        + ") cannot add up to " + cage.sum() + ": " + (cage.size() == 1 ? "a digit is "
                        : cage.size() + " different digits make ") + min + " to " + max);
            }
            requireConnected(plain, cage.cells(), what);
            total += cage.sum();
        }
        for (int c = 0; c < cells; c++) {
            if (owner[c] < 0) {
                throw new IllegalArgumentException("cell " + plain.cellName(c) + " is in no cage");
            }
        }
        int expected = side * side * (side + 1) / 2;
        if (total != expected) {
            throw new IllegalArgumentException("the cage sums add up to " + total + ", but every digit of a "
                    + side + "x" + side + " board adds up to " + expected);
        }
    }

    private static void requireConnected(Geometry g, List<Integer> members, String what) {
        boolean[] in = new boolean[g.cellCount()];
        members.forEach(c -> in[c] = true);
        boolean[] reached = new boolean[g.cellCount()];
        List<Integer> todo = new ArrayList<>(List.of(members.get(0)));
        reached[members.get(0)] = true;
        int count = 0;
        while (!todo.isEmpty()) {
            int c = todo.remove(todo.size() - 1);
            count++;
            int r = g.row(c);
            int col = g.col(c);
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] s : steps) {
                int rr = r + s[0];
                int cc = col + s[1];
                if (rr >= 0 && rr < g.side() && cc >= 0 && cc < g.side()) {
                    int n = g.cell(rr, cc);
                    if (in[n] && !reached[n]) {
                        reached[n] = true;
                        todo.add(n);
                    }
                }
            }
        }
        if (count != members.size()) {
            int apart = members.stream().filter(c -> !reached[c]).findFirst().orElseThrow();
            throw new IllegalArgumentException(what + " is not connected: " + g.cellName(apart)
                    + " cannot be reached from " + g.cellName(members.get(0)));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Variant v && v.diagonals == diagonals && v.windows == windows
                && Arrays.equals(v.regions, regions) && v.cages.equals(cages);
    }

    @Override
    public int hashCode() {
        return this.equals(NONE) ? 0 : Objects.hash(diagonals, windows, Arrays.hashCode(regions), cages);
    }

    @Override
    public String toString() {
        return name();
    }
}
