package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import sudoku.core.Cage;
import sudoku.core.Grid;

/**
 * Killer cage layouts: drawn at random over a solution (connected cages without a repeated
 * digit), split in two when the cages alone leave the puzzle open, and their sums.
 */
final class CageLayouts {
    private CageLayouts() {
    }

    /**
     * Cages covering the grid: from each cell not yet caged in reading order, a cage grows by
     * random neighbours holding digits it lacks, to a size drawn from {@code smallest} to
     * {@link VariantGenerator#MAX_CAGE}. A cell left alone joins a neighbouring cage that can take it.
     */
    static List<List<Integer>> random(Grid solution, int smallest, RandomGenerator random) {
        int cells = solution.geometry().cellCount();
        int[] cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        List<List<Integer>> cages = new ArrayList<>();
        for (int start = 0; start < cells; start++) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int size = smallest + random.nextInt(VariantGenerator.MAX_CAGE - smallest + 1);
            List<Integer> cage = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            while (cage.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int c : cage) {
                    for (int n : RegionMaps.neighbours(c)) {
                        if (cageOf[n] < 0 && !next.contains(n) && !holds(cage, solution, solution.get(n))) {
                            next.add(n);
                        }
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                int pick = next.get(random.nextInt(next.size()));
                cage.add(pick);
                cageOf[pick] = cages.size();
            }
            if (cage.size() == 1 && joinNeighbour(start, cages, cageOf, solution)) {
                continue;
            }
            cages.add(cage);
        }
        return cages;
    }

    /** Puts a lone cell into a neighbouring cage that has room and lacks its digit; says whether it could. */
    private static boolean joinNeighbour(int cell, List<List<Integer>> cages, int[] cageOf, Grid solution) {
        for (int n : RegionMaps.neighbours(cell)) {
            int owner = cageOf[n];
            if (owner >= 0 && owner < cages.size() && cages.get(owner).size() < VariantGenerator.MAX_CAGE
                    && !holds(cages.get(owner), solution, solution.get(cell))) {
                cages.get(owner).add(cell);
                cageOf[cell] = owner;
                return true;
            }
        }
        return false;
    }

    private static boolean holds(List<Integer> cage, Grid solution, int digit) {
        for (int c : cage) {
            if (solution.get(c) == digit) {
                return true;
            }
        }
        return false;
    }

    /**
     * Splits the cage of {@code cell} in two connected parts, as even as possible, so its sum
     * says more: of every way to cut it, the one with the smaller part largest.
     */
    static void split(List<List<Integer>> cages, int cell) {
        List<Integer> cage = cages.stream().filter(c -> c.contains(cell)).findFirst().orElseThrow();
        int n = cage.size();
        int best = -1;
        int bestSmaller = 0;
        for (int mask = 1; mask < (1 << n) - 1; mask++) {
            if ((mask & 1) == 0) {
                continue;
            }
            int smaller = Math.min(Integer.bitCount(mask), n - Integer.bitCount(mask));
            if (smaller > bestSmaller && linked(cage, mask) && linked(cage, ~mask & ((1 << n) - 1))) {
                best = mask;
                bestSmaller = smaller;
            }
        }
        List<Integer> part = new ArrayList<>();
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ((best >> i & 1) != 0 ? part : rest).add(cage.get(i));
        }
        cages.remove(cage);
        cages.add(part);
        cages.add(rest);
    }

    /** Whether the cells of {@code cage} picked by {@code mask} are connected. */
    private static boolean linked(List<Integer> cage, int mask) {
        int[] owner = new int[VariantGenerator.SIDE * VariantGenerator.SIDE];
        Arrays.fill(owner, -1);
        for (int i = 0; i < cage.size(); i++) {
            if ((mask >> i & 1) != 0) {
                owner[cage.get(i)] = 0;
            }
        }
        return RegionMaps.connected(owner, 0);
    }

    /** The cages as killer cages, each with the sum of its cells' digits in {@code solution}. */
    static List<Cage> sums(List<List<Integer>> cages, Grid solution) {
        List<Cage> out = new ArrayList<>();
        for (List<Integer> cells : cages) {
            out.add(new Cage(cells, cells.stream().mapToInt(solution::get).sum()));
        }
        return out;
    }

    /** A random cell of a random one of the largest cages. */
    static int cellOfLargest(List<List<Integer>> cages, RandomGenerator random) {
        int largest = cages.stream().mapToInt(List::size).max().orElseThrow();
        List<List<Integer>> candidates = cages.stream().filter(c -> c.size() == largest).toList();
        List<Integer> cage = candidates.get(random.nextInt(candidates.size()));
        return cage.get(random.nextInt(cage.size()));
    }
}
