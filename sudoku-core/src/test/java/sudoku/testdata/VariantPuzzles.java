package sudoku.testdata;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * Variant puzzles made for tests from a seed: a random full grid that keeps the variant's rules
 * (found by search from a few random clues), then clues taken away in random order while the
 * puzzle stays unique. Killer cages grow over the full grid; givens are added only where the
 * cages alone leave two solutions.
 */
public final class VariantPuzzles {
    private VariantPuzzles() {
    }

    /**
     * A random full grid of this board (without cages): a randomised search, started again when
     * it has tried {@code 5000} digits, or null when twenty starts found none (some jigsaw maps
     * have no full grid).
     */
    public static Grid fullGrid(Geometry g, SplittableRandom random) {
        for (int attempt = 0; attempt < 20; attempt++) {
            int[] digits = new int[g.cellCount()];
            if (fill(g, digits, random, new int[] {5000})) {
                return Grid.of(g, digits);
            }
        }
        return null;
    }

    private static boolean fill(Geometry g, int[] digits, SplittableRandom random, int[] budget) {
        int best = -1;
        int bestMask = 0;
        for (int c = 0; c < digits.length; c++) {
            if (digits[c] == 0) {
                int mask = g.allDigits();
                for (int p : g.peers(c)) {
                    if (digits[p] != 0) {
                        mask &= ~(1 << (digits[p] - 1));
                    }
                }
                if (best < 0 || Integer.bitCount(mask) < Integer.bitCount(bestMask)) {
                    best = c;
                    bestMask = mask;
                }
            }
        }
        if (best < 0) {
            return true;
        }
        for (int d : Boards.shuffled(g.side(), random)) {
            if ((bestMask >> d & 1) != 0 && budget[0]-- > 0) {
                digits[best] = d + 1;
                if (fill(g, digits, random, budget)) {
                    return true;
                }
                digits[best] = 0;
            }
        }
        return false;
    }

    /** A unique puzzle whose solution is {@code full}: its clues taken away in random order while unique. */
    public static Grid minimal(Grid full, SplittableRandom random) {
        Solver solver = Solvers.best(full.geometry());
        int[] order = Boards.shuffled(full.geometry().cellCount(), random);
        Grid puzzle = full;
        for (int cell : order) {
            Grid fewer = puzzle.with(cell, 0);
            if (solver.countSolutions(fewer, 2) == 1) {
                puzzle = fewer;
            }
        }
        return puzzle;
    }

    /** A random jigsaw region map of side n (regions 0..n-1): boxes reshaped by cell swaps that keep regions connected. */
    public static int[] jigsawRegions(int side, SplittableRandom random) {
        Geometry boxes = Geometry.ofSide(side);
        int[] regions = new int[side * side];
        for (int c = 0; c < regions.length; c++) {
            regions[c] = boxes.box(c);
        }
        for (int move = 0; move < 10 * side; move++) {
            int a = random.nextInt(regions.length);
            int b = neighbour(boxes, a, random);
            if (b < 0 || regions[a] == regions[b]) {
                continue;
            }
            int from = regions[a];
            int to = regions[b];
            int back = -1;
            for (int c : Boards.shuffled(regions.length, random)) {
                if (regions[c] == to && c != b && touches(boxes, regions, c, from)) {
                    back = c;
                    break;
                }
            }
            if (back < 0) {
                continue;
            }
            int[] trial = regions.clone();
            trial[a] = to;
            trial[back] = from;
            try {
                Variant.checkRegions(side, trial, r -> "region " + r);
                regions = trial;
            } catch (IllegalArgumentException e) {
                // the swap cut a region in two: keep the old map
            }
        }
        return regions;
    }

    private static boolean touches(Geometry g, int[] regions, int cell, int region) {
        int r = g.row(cell);
        int c = g.col(cell);
        return (r > 0 && regions[cell - g.side()] == region) || (r + 1 < g.side() && regions[cell + g.side()] == region)
                || (c > 0 && regions[cell - 1] == region) || (c + 1 < g.side() && regions[cell + 1] == region);
    }

    private static int neighbour(Geometry g, int cell, SplittableRandom random) {
        int r = g.row(cell) + (random.nextBoolean() ? random.nextInt(3) - 1 : 0);
        int c = g.col(cell) + (r == g.row(cell) ? random.nextInt(3) - 1 : 0);
        if (r < 0 || c < 0 || r >= g.side() || c >= g.side() || (r == g.row(cell) && c == g.col(cell))) {
            return -1;
        }
        return g.cell(r, c);
    }

    /** Cages of (mostly) two to {@code maxSize} cells grown over {@code full}, no digit twice in a cage, sums from {@code full}. */
    public static List<Cage> cages(Grid full, int maxSize, SplittableRandom random) {
        Geometry g = full.geometry();
        int[] cageOf = new int[g.cellCount()];
        Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        for (int start : Boards.shuffled(g.cellCount(), random)) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int target = 2 + random.nextInt(maxSize - 1);
            List<Integer> cells = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            int used = 1 << full.get(start);
            for (int tries = 0; cells.size() < target && tries < 20; tries++) {
                int from = cells.get(random.nextInt(cells.size()));
                int next = neighbour(g, from, random);
                if (next >= 0 && cageOf[next] < 0 && (used >> full.get(next) & 1) == 0
                        && (g.row(next) == g.row(from) || g.col(next) == g.col(from))) {
                    cageOf[next] = cages.size();
                    used |= 1 << full.get(next);
                    cells.add(next);
                }
            }
            cages.add(new Cage(cells, cells.stream().mapToInt(full::get).sum()));
        }
        return cages;
    }

    /**
     * A unique killer puzzle over {@code full} (a grid of a board without cages): random cages,
     * then givens from {@code full} where two solutions differ, until one solution is left.
     */
    public static Grid killer(Grid full, int maxCageSize, SplittableRandom random) {
        Variant v = full.geometry().variant().withCages(cages(full, maxCageSize, random));
        Geometry g = v.geometry(full.geometry().side());
        Grid solution = Grid.of(g, full.digits());
        Grid puzzle = Grid.empty(g);
        Solver solver = Solvers.best(g);
        while (true) {
            var r = solver.solve(puzzle, 2);
            if (r.count() == 1) {
                return puzzle;
            }
            Grid other = r.solutions().get(0).equals(solution) ? r.solutions().get(1) : r.solutions().get(0);
            int[] order = Boards.shuffled(g.cellCount(), random);
            for (int c : order) {
                if (other.get(c) != solution.get(c)) {
                    puzzle = puzzle.with(c, solution.get(c));
                    break;
                }
            }
        }
    }
}
