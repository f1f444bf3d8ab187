package sudoku.core;

import java.util.List;

/**
 * A killer cage: cells whose digits are all different and add up to {@code sum}.
 *
 * @param cells the cells, in increasing order
 * @param sum   what their digits add up to
 */
public record Cage(List<Integer> cells, int sum) {
    /**
     * A cage; the cells are sorted and copied.
     * @param cells cell indexes, from 0 (top left) row by row
     * @param sum the sum of the digits
     */
    public Cage {
        cells = cells.stream().sorted().toList();
    }

    /**
     * The number of cells.
     * @return the number of cells
     */
    public int size() {
        return cells.size();
    }

    /**
     * The smallest sum of {@code size} different digits: 1 + 2 + ... + size.
     * @param size how many digits
     * @return 1 + 2 + ... + size
     */
    public static int minSum(int size) {
        return size * (size + 1) / 2;
    }

    /**
     * The largest sum of {@code size} different digits of 1..side: side + (side - 1) + ...
     * @param size how many digits
     * @param side the number of cells in a row (4 to 25)
     * @return side + (side - 1) + ..., {@code size} terms
     */
    public static int maxSum(int size, int side) {
        return size * (2 * side - size + 1) / 2;
    }

    /**
     * Whether a full or partial grid keeps this cage: no digit twice, and when full, the sum.
     * @param grid the grid
     * @return whether a full or partial grid keeps this cage: no digit twice, and when full, the sum
     */
    public boolean holds(Grid grid) {
        int seen = 0;
        int total = 0;
        boolean full = true;
        for (int c : cells) {
            int d = grid.get(c);
            if (d == 0) {
                full = false;
                continue;
            }
            if ((seen >> d & 1) != 0) {
                return false;
            }
            seen |= 1 << d;
            total += d;
        }
        return full ? total == sum : total < sum;
    }

    /**
     * Every set of {@code size} different digits of 1..side adding up to {@code sum}, as bit masks
     * (bit d-1 for digit d), in increasing order.
     * @param size how many digits
     * @param sum the sum of the digits
     * @param side the number of cells in a row (4 to 25)
     * @return every set of {@code size} different digits of 1..side adding up to {@code sum}, as bit masks
     *         (bit d-1 for digit d), in increasing order
     */
    public static int[] combinations(int size, int sum, int side) {
        List<Integer> out = new java.util.ArrayList<>();
        collect(1, size, sum, side, 0, out);
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static void collect(int from, int size, int sum, int side, int mask, List<Integer> out) {
        if (size == 0) {
            if (sum == 0) {
                out.add(mask);
            }
            return;
        }
        for (int d = from; d <= side && d <= sum; d++) {
            collect(d + 1, size - 1, sum - d, side, mask | 1 << (d - 1), out);
        }
    }
}
