package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import sudoku.core.Geometry;

/**
 * Jigsaw region maps drawn at random, and the side-by-side adjacency of cells that they and
 * killer cages are grown by (a region or a cage is one connected piece).
 */
final class RegionMaps {
    /** Cells a jigsaw map moves between regions, in pairs, away from the boxes. */
    private static final int REGION_SWAPS = 120;

    private RegionMaps() {
    }

    /**
     * A random map of nine connected regions of nine cells: the boxes, reshaped by moving a cell
     * of one region into a neighbouring region and a cell of that one back, whenever both stay
     * connected.
     */
    static int[] random(RandomGenerator random) {
        Geometry boxes = Geometry.ofSide(VariantGenerator.SIDE);
        int[] region = new int[VariantGenerator.SIDE * VariantGenerator.SIDE];
        for (int c = 0; c < region.length; c++) {
            region[c] = boxes.box(c);
        }
        int swaps = 0;
        while (swaps < REGION_SWAPS) {
            int a = random.nextInt(region.length);
            int[] nextToA = neighbours(a);
            int b = nextToA[random.nextInt(nextToA.length)];
            int from = region[a];
            int to = region[b];
            if (from == to) {
                continue;
            }
            List<Integer> back = new ArrayList<>();
            for (int c = 0; c < region.length; c++) {
                if (region[c] == to && touches(region, c, from, a)) {
                    back.add(c);
                }
            }
            if (back.isEmpty()) {
                continue;
            }
            int returned = back.get(random.nextInt(back.size()));
            region[a] = to;
            region[returned] = from;
            if (connected(region, from) && connected(region, to)) {
                swaps++;
            } else {
                region[a] = from;
                region[returned] = to;
            }
        }
        return region;
    }

    /** Whether cell {@code c} has a neighbour in region {@code r} other than {@code leaving}. */
    private static boolean touches(int[] region, int c, int r, int leaving) {
        for (int n : neighbours(c)) {
            if (n != leaving && region[n] == r) {
                return true;
            }
        }
        return false;
    }

    /** The cells sharing a side with {@code cell}. */
    static int[] neighbours(int cell) {
        int row = cell / VariantGenerator.SIDE;
        int col = cell % VariantGenerator.SIDE;
        int[] out = new int[4];
        int k = 0;
        if (row > 0) {
            out[k++] = cell - VariantGenerator.SIDE;
        }
        if (row < VariantGenerator.SIDE - 1) {
            out[k++] = cell + VariantGenerator.SIDE;
        }
        if (col > 0) {
            out[k++] = cell - 1;
        }
        if (col < VariantGenerator.SIDE - 1) {
            out[k++] = cell + 1;
        }
        return Arrays.copyOf(out, k);
    }

    /** Whether the cells labelled {@code label} in {@code owner} form one connected piece. */
    static boolean connected(int[] owner, int label) {
        int start = -1;
        int size = 0;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == label) {
                start = start < 0 ? c : start;
                size++;
            }
        }
        boolean[] reached = new boolean[owner.length];
        int[] todo = new int[owner.length];
        int count = 0;
        todo[count++] = start;
        reached[start] = true;
        for (int i = 0; i < count; i++) {
            for (int n : neighbours(todo[i])) {
                if (owner[n] == label && !reached[n]) {
                    reached[n] = true;
                    todo[count++] = n;
                }
            }
        }
        return count == size;
    }
}
