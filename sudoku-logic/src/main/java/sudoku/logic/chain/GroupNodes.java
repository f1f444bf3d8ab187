package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sudoku.core.Geometry;
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
    private GroupNodes() {
    }

    /**
     * Adds to {@code nodeCells} and {@code nodeDigits} each group of {@code state}: the places of
     * a digit where two units meet, when there are at least two.
     */
    static void add(Candidates state, List<int[]> nodeCells, List<Integer> nodeDigits) {
        Geometry g = state.geometry();
        Set<List<Integer>> known = new HashSet<>();
        for (int[] shared : UnitMeetings.of(g).shared) {
            for (int d = 1; d <= g.side(); d++) {
                int count = 0;
                for (int c : shared) {
                    count += state.has(c, d) ? 1 : 0;
                }
                if (count < 2) {
                    continue;
                }
                int[] at = new int[count];
                int k = 0;
                for (int c : shared) {
                    if (state.has(c, d)) {
                        at[k++] = c;
                    }
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
}
