package sudoku.logic.chain;

import java.util.Arrays;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Where Sudoku Explainer's chaining queue meets the facts of one level (see {@link SeChaining}),
 * read from what of SE's order holds however the grid is turned or relabelled.
 *
 * <p>SE takes a removal's placements in the order the cell (a naked single), its box, its lines
 * (hidden singles), and a placement's removals in the order the cell's other digits, its box,
 * its lines. A fact's <em>rank</em> is the way it was met from the fact before: {@link #CELL},
 * {@link #BOX} or {@link #LINE}; which of two lines, two cells of one unit or two digits of one
 * cell SE takes first depends on the order it scans them in, so those share a rank. A fact's
 * <em>key</em> is the ranks along the derivation it was kept by, from the assumption on.
 *
 * <p>Keys compare rank by rank, the first that differs deciding. Where two derivations part at
 * facts met from the same one, that is SE's own order. Where they part at two facts of one rank,
 * SE's order would rest on its scan, and the ranks further along decide instead: a rule of this
 * count, which keeps the comparison a total order on keys, so what is kept never depends on the
 * order facts are looked at in, nor on how the grid is turned. Keys equal all the way are a tie.
 */
final class SeQueueOrder {
    /** Met by way of the cell itself: a naked single, or the placed cell's other digits. */
    static final int CELL = 0;
    /** Met by way of a box (or a jigsaw's region). */
    static final int BOX = 1;
    /** Met by way of a row, a column, or another unit of a variant. */
    static final int LINE = 2;

    private SeQueueOrder() {
    }

    /** The rank of a single in unit {@code u}. */
    static int rankOf(Geometry g, int u) {
        return switch (g.kind(u)) {
            case BOX, REGION -> BOX;
            default -> LINE;
        };
    }

    /** The rank of the removal a digit placed in {@code placed} makes in {@code cell}: the cell itself, a box it shares, else a line. */
    static int removalRank(Geometry g, int placed, int cell) {
        if (placed == cell) {
            return CELL;
        }
        for (int u : UnitTables.unitIdsOf(g, placed)) {
            if (rankOf(g, u) == BOX && UnitTables.holds(g, u, cell)) {
                return BOX;
            }
        }
        return LINE;
    }

    /** Key {@code k} followed by {@code rank}: a fact met by way of {@code rank} from the last one of {@code k}. */
    static int[] extend(int[] k, int rank) {
        int[] out = Arrays.copyOf(k, k.length + 1);
        out[k.length] = rank;
        return out;
    }

    /** Compares where SE's queue meets two facts of one level, by their keys (see the class comment); 0 on a tie. */
    static int compare(int[] a, int[] b) {
        return Arrays.compare(a, b);
    }

    /**
     * When SE makes the fact of key {@code k}, a placement: as it takes the removal the placement
     * comes from, before it follows any of that removal's placements.
     */
    static int[] onTime(int[] k) {
        return phase(k, 1, 0);
    }

    /**
     * When SE makes the fact of key {@code k}, a removal: as it follows the placement the removal
     * comes from, after it has made that placement's siblings.
     */
    static int[] offTime(int[] k) {
        return phase(k, 2, 1);
    }

    /** Key {@code k} with a mark of {@code phase} before its last {@code last} entries. */
    private static int[] phase(int[] k, int last, int phase) {
        int[] t = new int[k.length + 1];
        System.arraycopy(k, 0, t, 0, k.length - last);
        t[k.length - last] = phase;
        System.arraycopy(k, k.length - last, t, k.length - last + 1, last);
        return t;
    }

    /**
     * The clashes met in one level of SE's queue, with the facts each counts. SE stops at the
     * first it meets, when the later of its two facts is made.
     */
    static final class Clashes {
        private int[] first;
        private int count = Integer.MAX_VALUE;

        void clear() {
            first = null;
            count = Integer.MAX_VALUE;
        }

        boolean isEmpty() {
            return first == null;
        }

        /**
         * A clash of {@code facts} facts, met when the last of {@code makings} is made (its facts'
         * makings in this level, as {@link #onTime} and {@link #offTime} give them).
         */
        void add(int facts, int[]... makings) {
            int[] met = makings[0];
            for (int[] m : makings) {
                met = compare(m, met) > 0 ? m : met;
            }
            int c = first == null ? -1 : compare(met, first);
            if (c < 0 || c == 0 && facts < count) {
                first = met;
                count = facts;
            }
        }

        /** The count of the clash SE meets first: the fewest facts of those met as soon. */
        int first() {
            return count;
        }
    }
}
