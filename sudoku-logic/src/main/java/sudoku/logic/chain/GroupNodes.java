package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * The group nodes of a grouped chain: a digit's places where two units meet, when there are at
 * least two. The digit is in one of them (the group is true) or in none; either way both units
 * see every cell of the group, so a group is weakly linked to each place of its digit seeing all
 * its cells, and strongly linked to the rest of a unit's places when they are one cell or another
 * group. On a board with boxes the groups of a box and a row or column come first, box by box and
 * line by line (the classic order); then, on a variant, those of every other pair of units
 * meeting in two cells or more: a diagonal and a box, a window and a row, column or box, a jigsaw
 * region and a row, column or diagonal. A group met twice (the same digit in the same cells, where
 * a box and a window share a line's places) is one node.
 */
final class GroupNodes {
    /** The meetings of the board last asked for: boards are few, and finding them is cheap. */
    private static volatile Meetings last;

    /** The pairs of units of a board meeting in two cells or more, each as its shared cells in increasing order. */
    private record Meetings(Geometry geometry, List<int[]> shared) {
    }

    private GroupNodes() {
    }

    /**
     * Adds to {@code nodeCells} and {@code nodeDigits} each group of {@code state}: the places of
     * a digit where two units meet, when there are at least two.
     */
    static void add(Candidates state, List<int[]> nodeCells, List<Integer> nodeDigits) {
        Geometry g = state.geometry();
        Set<List<Integer>> known = new HashSet<>();
        for (int[] shared : meetings(g).shared()) {
            for (int d = 1; d <= g.side(); d++) {
                int dd = d;
                int[] at = java.util.Arrays.stream(shared).filter(c -> state.has(c, dd)).toArray();
                if (at.length < 2) {
                    continue;
                }
                List<Integer> key = new ArrayList<>(at.length + 1);
                key.add(d);
                for (int c : at) {
                    key.add(c);
                }
                if (known.add(key)) {
                    nodeCells.add(at);
                    nodeDigits.add(d);
                }
            }
        }
    }

    private static Meetings meetings(Geometry g) {
        Meetings known = last;
        if (known == null || known.geometry() != g && !known.geometry().equals(g)) {
            known = new Meetings(g, find(g));
            last = known;
        }
        return known;
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
        boolean[] inW = new boolean[g.cellCount()];
        for (int c : UnitTables.unit(g, w)) {
            inW[c] = true;
        }
        return java.util.Arrays.stream(UnitTables.unit(g, u)).filter(c -> inW[c]).sorted().toArray();
    }
}
