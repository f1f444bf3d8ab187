package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.generate.GeneratorOptions;
import sudoku.solve.Solver;

/**
 * Related puzzles, made without filling and emptying a whole grid each time: the first is made
 * from a random full grid as {@link Generator} makes any puzzle; each next one starts from a
 * puzzle of the pool, takes away one of its clue orbits, adds clues until the puzzle is unique
 * again (while it has two solutions, an orbit where they differ gets the digits of one of them,
 * drawn at random, so the solution drifts from puzzle to puzzle), then removes clues orbit by
 * orbit while it stays unique. The result must meet the same target as an independent puzzle
 * (clue count, minimality, difficulty) and differ from every puzzle the pool made before; it then
 * joins the pool, which holds {@value #SIZE} at most (a new one then takes the place of a random
 * one). A puzzle shares many of its clues, and much of its solution, with its neighbours: fine
 * for practice sets, not for a collection of unrelated Sudokus. The same random source gives the
 * same puzzles; a pool is used by one thread.
 */
public final class PuzzlePool {
    /** How many puzzles the pool keeps to start from. */
    public static final int SIZE = 32;
    /** How many clue orbits are taken from a pool puzzle before clues are added again. */
    private static final int MOVED = 1;

    private final Generator generator;
    private final GeneratorOptions options;
    private final RandomGenerator random;
    private final Solver solver;
    private final int[][] orbits;
    /** The orbit of each cell. */
    private final int[][] orbitOf;
    private final List<GeneratedPuzzle> pool = new ArrayList<>();
    /** Every puzzle this pool has handed out, so none comes twice. */
    private final Set<Grid> made = new HashSet<>();

    /** A pool, empty at first, of puzzles meeting {@code options}, drawing every choice from {@code random}. */
    public PuzzlePool(Generator generator, GeneratorOptions options, RandomGenerator random) {
        this.generator = generator;
        this.options = options;
        this.random = random;
        this.solver = generator.solverFor(options.geometry());
        this.orbits = options.symmetry().orbits(options.geometry());
        this.orbitOf = new int[options.geometry().cellCount()][];
        for (int[] orbit : orbits) {
            for (int cell : orbit) {
                orbitOf[cell] = orbit;
            }
        }
    }

    /**
     * The next puzzle, trying until {@code cancellation} triggers: while the pool is empty an
     * independent one, then one derived from a pool puzzle.
     * @return the puzzle and the candidates built for it; no puzzle when the cancellation triggered first
     */
    public Generator.Outcome next(Cancellation cancellation) {
        if (pool.isEmpty()) {
            Generator.Outcome first = generator.attempt(options, random, cancellation);
            first.puzzle().ifPresent(p -> {
                pool.add(p);
                made.add(p.puzzle());
            });
            return first;
        }
        int attempts = 0;
        try {
            while (!cancellation.isCancelled()) {
                attempts++;
                GeneratedPuzzle parent = pool.get(random.nextInt(pool.size()));
                Optional<GeneratedPuzzle> child = derive(parent, attempts, cancellation);
                if (child.isPresent()) {
                    if (pool.size() == SIZE) {
                        pool.set(random.nextInt(SIZE), child.get());
                    } else {
                        pool.add(child.get());
                    }
                    return new Generator.Outcome(child, attempts);
                }
            }
        } catch (CancelledException e) {
            // out of time (or cancelled): no puzzle
        }
        return new Generator.Outcome(Optional.empty(), attempts);
    }

    /** A puzzle on target made from {@code parent}, or empty when this try missed. */
    private Optional<GeneratedPuzzle> derive(GeneratedPuzzle parent, int attempts, Cancellation cancellation) {
        Geometry g = options.geometry();
        int[] digits = parent.puzzle().digits();
        Minimizer.shuffle(orbits, random);
        int moved = 0;
        for (int i = 0; i < orbits.length && moved < MOVED; i++) {
            if (digits[orbits[i][0]] != 0) {
                for (int cell : orbits[i]) {
                    digits[cell] = 0;
                }
                moved++;
            }
        }
        List<Grid> seen = new ArrayList<>();
        Grid solution = addUntilUnique(g, digits, seen, cancellation);
        if (solution == null) {
            return Optional.empty();
        }
        seen.removeIf(solution::equals);
        Minimizer.shuffle(orbits, random);
        Grid puzzle = generator.reduce(options, Grid.of(g, digits), solution, seen, orbits, cancellation);
        if (!made.add(puzzle)) {
            return Optional.empty();
        }
        return generator.onTarget(options, puzzle, solution, attempts, cancellation);
    }

    /**
     * Adds clues to {@code digits} until exactly one solution is left: while there are two, an
     * orbit of cells where they differ gets the digits of one of them, drawn at random, so that
     * one is ruled out and the other kept. Every solution met on the way is added to {@code seen}.
     * @return the one solution, or null when the clues clash
     */
    private Grid addUntilUnique(Geometry g, int[] digits, List<Grid> seen, Cancellation cancellation) {
        Grid[] two = new Grid[2];
        int[] differ = new int[digits.length];
        while (true) {
            int[] found = {0};
            long count = solver.enumerate(Grid.of(g, digits), 2, s -> {
                two[found[0]++] = s;
                return true;
            }, cancellation);
            if (count < 2) {
                return count == 1 ? two[0] : null;
            }
            seen.add(two[0]);
            seen.add(two[1]);
            int n = 0;
            for (int cell = 0; cell < digits.length; cell++) {
                if (two[0].get(cell) != two[1].get(cell)) {
                    differ[n++] = cell;
                }
            }
            Grid kept = two[random.nextInt(2)];
            for (int cell : orbitOf[differ[random.nextInt(n)]]) {
                digits[cell] = kept.get(cell);
            }
        }
    }
}
