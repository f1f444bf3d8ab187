package sudoku.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntBinaryOperator;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.SudokuException;

/**
 * A symmetry of the clue pattern: the set of cells holding a clue is mapped onto itself by
 * every move of the symmetry's group. Digits are free; only the positions of clues matter.
 *
 * <pre>
 *   rot180        (r, c) -> (n-1-r, n-1-c)        half turn
 *   rot90         (r, c) -> (c, n-1-r)            quarter turn (so also the half turn)
 *   horizontal    (r, c) -> (n-1-r, c)            mirror in the horizontal axis: top half = bottom half
 *   vertical      (r, c) -> (r, n-1-c)            mirror in the vertical axis: left half = right half
 *   diagonal      (r, c) -> (c, r)                mirror in the main diagonal (A1 to I9)
 *   anti-diagonal (r, c) -> (n-1-c, n-1-r)        mirror in the anti-diagonal (A9 to I1)
 *   dihedral      all eight moves of the square
 * </pre>
 */
public enum Symmetry {
    /** No symmetry: clues are removed one at a time. */
    NONE("none"),
    /** Half-turn rotation about the centre. */
    ROT180("rot180", (n, rc) -> move(n - 1 - row(n, rc), n - 1 - col(n, rc), n)),
    /** Quarter-turn rotation about the centre. */
    ROT90("rot90", (n, rc) -> move(col(n, rc), n - 1 - row(n, rc), n)),
    /** Mirror in the horizontal axis: row r and row n-1-r hold clues in the same columns. */
    MIRROR_HORIZONTAL("horizontal", (n, rc) -> move(n - 1 - row(n, rc), col(n, rc), n)),
    /** Mirror in the vertical axis: column c and column n-1-c hold clues in the same rows. */
    MIRROR_VERTICAL("vertical", (n, rc) -> move(row(n, rc), n - 1 - col(n, rc), n)),
    /** Mirror in the main diagonal. */
    DIAGONAL("diagonal", (n, rc) -> move(col(n, rc), row(n, rc), n)),
    /** Mirror in the anti-diagonal. */
    ANTI_DIAGONAL("anti-diagonal", (n, rc) -> move(n - 1 - col(n, rc), n - 1 - row(n, rc), n)),
    /** All eight symmetries of the square (a quarter turn and a diagonal mirror generate them). */
    DIHEDRAL("dihedral", (n, rc) -> move(col(n, rc), n - 1 - row(n, rc), n),
            (n, rc) -> move(col(n, rc), row(n, rc), n));

    private final String word;
    /** Generators of the group, each mapping (side, cell) to a cell. */
    private final IntBinaryOperator[] moves;

    Symmetry(String word, IntBinaryOperator... moves) {
        this.word = word;
        this.moves = moves;
    }

    private static int row(int n, int cell) {
        return cell / n;
    }

    private static int col(int n, int cell) {
        return cell % n;
    }

    private static int move(int row, int col, int n) {
        return row * n + col;
    }

    /**
     * The name used on the command line and in JSON: {@code none}, {@code rot180}, ...
     * @return the name used on the command line and in JSON: {@code none}, {@code rot180}, ...
     */
    public String word() {
        return word;
    }

    /**
     * The symmetry called {@code name} (its word or its enum name, any case; {@code mirror-}
     * prefixes and {@code _} for {@code -} are accepted).
     * @param name the name
     * @return the symmetry called {@code name} (its word or its enum name, any case; {@code mirror-} prefixes
     *         and {@code _} for {@code -} are accepted)
     * @throws IllegalArgumentException listing the known names when there is none
     */
    public static Symmetry parse(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (key.startsWith("mirror-")) {
            key = key.substring("mirror-".length());
        }
        for (Symmetry s : values()) {
            if (s.word.equals(key) || s.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(key)) {
                return s;
            }
        }
        throw SudokuException.inField(SudokuException.Kind.OPTIONS, "symmetry", "unknown symmetry '" + name + "' (known: " + words() + ")");
    }

    /**
     * All words, comma separated, for messages and help.
     * @return all words, comma separated, for messages and help
     */
    public static String words() {
        return String.join(", ", Arrays.stream(values()).map(Symmetry::word).toList());
    }

    /**
     * The orbits of the cells under this symmetry: each cell is in exactly one orbit, and a
     * symmetric clue pattern is a union of orbits. Orbits are listed by their smallest cell,
     * each in increasing order.
     * @param geometry the board's shape
     * @return the orbits of the cells under this symmetry: each cell is in exactly one orbit, and a symmetric
     *         clue pattern is a union of orbits
     */
    public int[][] orbits(Geometry geometry) {
        int n = geometry.side();
        int cells = geometry.cellCount();
        boolean[] seen = new boolean[cells];
        List<int[]> out = new ArrayList<>();
        int[] queue = new int[cells];
        for (int start = 0; start < cells; start++) {
            if (seen[start]) {
                continue;
            }
            int size = 0;
            queue[size++] = start;
            seen[start] = true;
            for (int i = 0; i < size; i++) {
                for (IntBinaryOperator m : moves) {
                    int next = m.applyAsInt(n, queue[i]);
                    if (!seen[next]) {
                        seen[next] = true;
                        queue[size++] = next;
                    }
                }
            }
            int[] orbit = Arrays.copyOf(queue, size);
            Arrays.sort(orbit);
            out.add(orbit);
        }
        return out.toArray(int[][]::new);
    }

    /**
     * Whether the clue pattern of {@code puzzle} is symmetric: every move maps clues to clues.
     * @param puzzle the puzzle, its clues
     * @return whether the clue pattern of {@code puzzle} is symmetric: every move maps clues to clues
     */
    public boolean holds(Grid puzzle) {
        int n = puzzle.geometry().side();
        for (int cell = 0; cell < puzzle.geometry().cellCount(); cell++) {
            for (IntBinaryOperator m : moves) {
                if ((puzzle.get(cell) == 0) != (puzzle.get(m.applyAsInt(n, cell)) == 0)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return word;
    }
}
