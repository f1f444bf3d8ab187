package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * The canonical form of a puzzle: the smallest of all equivalent puzzles, so that two puzzles
 * are the same Sudoku up to symmetry exactly when their canonical forms are equal.
 *
 * <p>Equivalent puzzles are those reached by relabelling the digits, permuting the bands and
 * the rows inside each band, permuting the stacks and the columns inside each stack, and
 * (when boxes are square) transposing. "Smallest" compares the one-line forms cell by cell
 * with an empty cell below every digit, so the canonical form starts with as many empty cells
 * as possible and its digits appear in the order 1, 2, 3, ...
 *
 * <p>The search builds the answer row by row. For a fixed placement of rows and columns the
 * best relabelling is to number digits in order of first appearance, so a state is a choice of
 * transposition and column order (all 2 x 1,296 on 9x9) plus the rows placed so far and the
 * labels given so far. Each level keeps only the states whose next row is the smallest any
 * state can produce; on real puzzles a few rows leave a handful of states. Supported for boards
 * with boxes up to 9x9 (4x4, 6x6, 9x9). Thread-safe, no shared mutable state.
 */
public final class Canonicalizer {
    private static final int MAX_SIDE = 9;

    /** Column orders and first-row patterns per board shape, built once (immutable). */
    private static final Map<Geometry, Tables> TABLES = new ConcurrentHashMap<>();

    private final Geometry g;
    private final int n;
    private final int bandHeight;
    private final Tables tables;
    private final int[][] columnOrders;

    private Canonicalizer(Geometry g) {
        this.g = g;
        this.n = g.side();
        this.bandHeight = g.boxRows();
        this.tables = TABLES.computeIfAbsent(g, Tables::new);
        this.columnOrders = tables.columnOrders;
    }

    /**
     * The tables of one shape: every column order, and for each filled-cell mask of a row the
     * smallest pattern any column order gives it.
     */
    private static final class Tables {
        final int[][] columnOrders;
        final int[] smallestPattern;

        Tables(Geometry g) {
            columnOrders = columnOrders(g.side(), g.boxCols());
            smallestPattern = new int[1 << g.side()];
            for (int mask = 0; mask < smallestPattern.length; mask++) {
                int min = Integer.MAX_VALUE;
                for (int[] cols : columnOrders) {
                    min = Math.min(min, pattern(cols, mask));
                }
                smallestPattern[mask] = min;
            }
        }
    }

    /** Whether canonical forms are computed for boards of this shape. */
    public static boolean supports(Geometry geometry) {
        return geometry.hasBoxes() && geometry.side() <= MAX_SIDE;
    }

    /**
     * The canonical form of {@code puzzle} (any grid: clues, a full grid or an empty board).
     * @throws IllegalArgumentException when the board is not supported (see {@link #supports})
     */
    public static Grid canonical(Grid puzzle) {
        Geometry geometry = puzzle.geometry();
        if (!supports(geometry)) {
            throw new IllegalArgumentException("canonical forms are computed for boards with boxes up to 9x9, not "
                    + geometry.describe());
        }
        return new Canonicalizer(geometry).run(puzzle);
    }

    /** Every column order that keeps stacks together: stack order times the order inside each stack. */
    private static int[][] columnOrders(int n, int stackWidth) {
        int stacks = n / stackWidth;
        List<int[]> stackOrders = Permutations.of(stacks);
        List<int[]> inside = Permutations.of(stackWidth);
        List<int[]> out = new ArrayList<>();
        int[] choice = new int[stacks];
        for (int[] order : stackOrders) {
            Arrays.fill(choice, 0);
            while (true) {
                int[] cols = new int[n];
                for (int s = 0; s < stacks; s++) {
                    int[] p = inside.get(choice[s]);
                    for (int k = 0; k < stackWidth; k++) {
                        cols[s * stackWidth + k] = order[s] * stackWidth + p[k];
                    }
                }
                out.add(cols);
                int s = 0;
                while (s < stacks && ++choice[s] == inside.size()) {
                    choice[s++] = 0;
                }
                if (s == stacks) {
                    break;
                }
            }
        }
        return out.toArray(int[][]::new);
    }

    private Grid run(Grid puzzle) {
        int[][] variants = g.boxRows() == g.boxCols()
                ? new int[][] {puzzle.digits(), transpose(puzzle.digits())}
                : new int[][] {puzzle.digits()};
        int[][] masks = new int[variants.length][n];
        for (int v = 0; v < variants.length; v++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    masks[v][r] |= variants[v][r * n + c] != 0 ? 1 << c : 0;
                }
            }
        }
        int[] result = new int[n * n];
        int[] best = new int[n];
        int cluesLeft = puzzle.clueCount();
        // while every row placed so far is empty, no column order is preferred: states keep
        // "any order" (-1) and rows compare by their best filled-cell pattern
        States current = new States(n);
        for (int v = 0; v < variants.length; v++) {
            current.addRoot(v, -1, -1, 0, new byte[n + 1], 1);
        }
        int level = 0;
        for (; level < n && cluesLeft > 0 && current.columns[0] < 0; level++) {
            current = patternLevel(level, current, variants, masks, best);
            cluesLeft -= record(result, level, best);
        }
        int[] row = new int[n];
        int[] fresh = new int[n + 1];
        int[] freshStamp = new int[n + 1];
        int stamp = 0;
        for (; level < n && cluesLeft > 0; level++) {
            States next = new States(n);
            boolean haveBest = false;
            for (int s = 0; s < current.size; s++) {
                int[] grid = variants[current.variant[s]];
                int[] cols = columnOrders[current.columns[s]];
                int used = current.usedRows[s];
                int base = s * current.stride;
                for (int r = 0; r < n; r++) {
                    if (!allowed(level, r, used, current.lastRow[s])) {
                        continue;
                    }
                    // digits labelled before keep their label, new ones get the next in order of appearance
                    int nextLabel = current.nextLabel[s];
                    int firstNew = nextLabel;
                    int cmp = haveBest ? 0 : -1;
                    stamp++;
                    for (int j = 0; j < n; j++) {
                        int d = grid[r * n + cols[j]];
                        int label = 0;
                        if (d != 0) {
                            label = current.labels[base + d];
                            if (label == 0) {
                                if (freshStamp[d] != stamp) {
                                    freshStamp[d] = stamp;
                                    fresh[d] = nextLabel++;
                                }
                                label = fresh[d];
                            }
                        }
                        row[j] = label;
                        if (cmp == 0 && label != best[j]) {
                            cmp = label < best[j] ? -1 : 1;
                            if (cmp > 0) {
                                break;
                            }
                        }
                    }
                    if (cmp > 0) {
                        continue;
                    }
                    if (cmp < 0) {
                        next.size = 0;
                        System.arraycopy(row, 0, best, 0, n);
                        haveBest = true;
                    }
                    int child = next.add(current, s, used | 1 << r, r, nextLabel);
                    for (int j = 0; j < n; j++) {
                        if (row[j] >= firstNew) {
                            next.labels[child * next.stride + grid[r * n + cols[j]]] = (byte) row[j];
                        }
                    }
                }
            }
            cluesLeft -= record(result, level, best);
            current = next;
        }
        return Grid.of(g, result);
    }

    /** Copies the level's best row into the result; returns the number of clues in it. */
    private int record(int[] result, int level, int[] best) {
        int clues = 0;
        for (int j = 0; j < n; j++) {
            result[level * n + j] = best[j];
            clues += best[j] != 0 ? 1 : 0;
        }
        return clues;
    }

    /**
     * One level while no digit is labelled yet: a row's output depends only on which of its
     * cells are filled (they get 1, 2, 3, ... in order), so the best row is the filled-cell
     * pattern pushed furthest right, read from a table. Column orders are chosen (every order
     * giving that pattern) at the first row that is not empty.
     */
    private States patternLevel(int level, States current, int[][] variants, int[][] masks, int[] best) {
        int bestPattern = Integer.MAX_VALUE;
        for (int s = 0; s < current.size; s++) {
            for (int r = 0; r < n; r++) {
                if (allowed(level, r, current.usedRows[s], current.lastRow[s])) {
                    bestPattern = Math.min(bestPattern, tables.smallestPattern[masks[current.variant[s]][r]]);
                }
            }
        }
        States next = new States(n);
        byte[] labels = new byte[n + 1];
        for (int s = 0; s < current.size; s++) {
            int v = current.variant[s];
            int used = current.usedRows[s];
            for (int r = 0; r < n; r++) {
                if (!allowed(level, r, used, current.lastRow[s]) || tables.smallestPattern[masks[v][r]] != bestPattern) {
                    continue;
                }
                if (bestPattern == 0) {
                    next.addRoot(v, -1, r, used | 1 << r, labels, 1);
                    continue;
                }
                for (int k = 0; k < columnOrders.length; k++) {
                    int[] cols = columnOrders[k];
                    if (pattern(cols, masks[v][r]) != bestPattern) {
                        continue;
                    }
                    Arrays.fill(labels, (byte) 0);
                    int label = 1;
                    for (int j = 0; j < n; j++) {
                        int d = variants[v][r * n + cols[j]];
                        if (d != 0) {
                            labels[d] = (byte) label++;
                        }
                    }
                    next.addRoot(v, k, r, used | 1 << r, labels, label);
                }
            }
        }
        int label = 1;
        for (int j = 0; j < n; j++) {
            best[j] = (bestPattern >> (n - 1 - j) & 1) != 0 ? label++ : 0;
        }
        return next;
    }

    /** The filled-cell pattern of a row mask under a column order, first output column as the top bit. */
    private static int pattern(int[] cols, int mask) {
        int value = 0;
        for (int col : cols) {
            value = value << 1 | (mask >> col & 1);
        }
        return value;
    }

    /** Whether row {@code r} may be placed at output row {@code level}: bands stay together. */
    private boolean allowed(int level, int r, int used, int lastRow) {
        if ((used & 1 << r) != 0) {
            return false;
        }
        int band = r / bandHeight;
        if (level % bandHeight != 0) {
            return band == lastRow / bandHeight;
        }
        int bandMask = ((1 << bandHeight) - 1) << (band * bandHeight);
        return (used & bandMask) == 0;
    }

    private int[] transpose(int[] digits) {
        int[] t = new int[digits.length];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                t[c * n + r] = digits[r * n + c];
            }
        }
        return t;
    }

    /** The states of one level, in parallel arrays (there can be tens of thousands). */
    private static final class States {
        final int stride;
        int size;
        byte[] variant = new byte[64];
        int[] columns = new int[64];
        int[] usedRows = new int[64];
        byte[] lastRow = new byte[64];
        byte[] nextLabel = new byte[64];
        byte[] labels;

        States(int n) {
            this.stride = n + 1;
            this.labels = new byte[64 * stride];
        }

        void addRoot(int v, int k, int row, int used, byte[] labelsOf, int next) {
            int s = grow();
            variant[s] = (byte) v;
            columns[s] = k;
            usedRows[s] = used;
            lastRow[s] = (byte) row;
            nextLabel[s] = (byte) next;
            System.arraycopy(labelsOf, 0, labels, s * stride, stride);
        }

        /** Adds a child of {@code parent}'s state {@code p} and returns its index. */
        int add(States parent, int p, int used, int last, int next) {
            int s = grow();
            variant[s] = parent.variant[p];
            columns[s] = parent.columns[p];
            usedRows[s] = used;
            lastRow[s] = (byte) last;
            nextLabel[s] = (byte) next;
            System.arraycopy(parent.labels, p * stride, labels, s * stride, stride);
            return s;
        }

        private int grow() {
            if (size == columns.length) {
                int cap = size * 2;
                variant = Arrays.copyOf(variant, cap);
                columns = Arrays.copyOf(columns, cap);
                usedRows = Arrays.copyOf(usedRows, cap);
                lastRow = Arrays.copyOf(lastRow, cap);
                nextLabel = Arrays.copyOf(nextLabel, cap);
                labels = Arrays.copyOf(labels, cap * stride);
            }
            return size++;
        }
    }
}
