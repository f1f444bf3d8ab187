package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Where the units of a board meet in two cells or more: a box and a row or column; on a variant
 * also a diagonal and a box, a window and a row, column or box, a jigsaw region and a row, column
 * or diagonal. A digit's places where two units meet are a chain's group; a digit whose places in
 * one unit all lie where it meets another is locked there and leaves the rest of the other
 * (pointing and claiming, and their forms on a variant's units).
 */
final class UnitMeetings {
    /** The meetings of the board last asked for: boards are few, and finding them is cheap. */
    private static volatile UnitMeetings last;

    private final Geometry geometry;
    /**
     * The cells shared by two units, when two or more, each in increasing order: boxes and lines
     * first, box by box and line by line (the classic order), then the variant's other pairs.
     */
    final List<int[]> shared;
    /** Per unit, the units it meets in two cells or more, in unit order. */
    final int[][] partners;
    /** Per unit u and its partner {@code j}: the places of u (bit k for u's k-th cell) that the partner holds. */
    final int[][] inside;
    /** Per unit u and its partner {@code j}: the partner's places (bit k for its k-th cell) that u holds. */
    final int[][] across;

    private UnitMeetings(Geometry g) {
        geometry = g;
        shared = find(g);
        int units = g.unitCount();
        partners = new int[units][];
        inside = new int[units][];
        across = new int[units][];
        for (int u = 0; u < units; u++) {
            int[] with = new int[units];
            int[] in = new int[units];
            int[] back = new int[units];
            int k = 0;
            for (int w = 0; w < units; w++) {
                int mask = w == u ? 0 : places(g, u, w);
                if (Integer.bitCount(mask) >= 2) {
                    with[k] = w;
                    in[k] = mask;
                    back[k++] = places(g, w, u);
                }
            }
            partners[u] = Arrays.copyOf(with, k);
            inside[u] = Arrays.copyOf(in, k);
            across[u] = Arrays.copyOf(back, k);
        }
    }

    /** The meetings of {@code g}. */
    static UnitMeetings of(Geometry g) {
        UnitMeetings known = last;
        if (known == null || known.geometry != g && !known.geometry.equals(g)) {
            known = new UnitMeetings(g);
            last = known;
        }
        return known;
    }

    /** The places of unit {@code u} (bit k for its k-th cell) that unit {@code w} holds. */
    private static int places(Geometry g, int u, int w) {
        int[] cells = UnitTables.unit(g, u);
        int mask = 0;
        for (int k = 0; k < cells.length; k++) {
            mask |= UnitTables.holds(g, w, cells[k]) ? 1 << k : 0;
        }
        return mask;
    }

    /** The cells shared by two units, when two or more: boxes and lines first, then the variant's other pairs. */
    private static List<int[]> find(Geometry g) {
        int n = g.side();
        List<int[]> out = new ArrayList<>();
        if (g.hasBoxes()) {
            for (int box = 2 * n; box < 3 * n; box++) {
                for (int line = 0; line < 2 * n; line++) {
                    addIfTwo(out, shared(g, box, line));
                }
            }
        }
        boolean[] standard = new boolean[g.unitCount()];
        for (int u = 0; u < g.unitCount(); u++) {
            Geometry.UnitKind k = g.kind(u);
            standard[u] = g.hasBoxes() && (k == Geometry.UnitKind.ROW || k == Geometry.UnitKind.COLUMN
                    || k == Geometry.UnitKind.BOX);
        }
        for (int u = 0; u < g.unitCount(); u++) {
            for (int w = u + 1; w < g.unitCount(); w++) {
                if (!(standard[u] && standard[w])) {
                    addIfTwo(out, shared(g, u, w));
                }
            }
        }
        return List.copyOf(out);
    }

    private static void addIfTwo(List<int[]> out, int[] cells) {
        if (cells.length >= 2) {
            out.add(cells);
        }
    }

    /** The cells of unit {@code u} that unit {@code w} holds too, in increasing order. */
    private static int[] shared(Geometry g, int u, int w) {
        return Arrays.stream(UnitTables.unit(g, u)).filter(c -> UnitTables.holds(g, w, c)).sorted().toArray();
    }
}
