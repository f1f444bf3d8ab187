package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.SudokuException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;
import sudoku.logic.Technique;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * Makes 9x9 variant puzzles with exactly one solution, each minimal (no clue can go) unless a level
 * is asked:
 * <ul>
 *   <li><b>X</b> and <b>Windoku</b>: a random solution of the variant, then clues removed by
 *       orbits of the asked symmetry (every symmetry of the square maps the diagonals and the
 *       windows onto themselves, so all of them apply);</li>
 *   <li><b>Jigsaw</b>: a random region map first (the boxes, reshaped by swapping cells between
 *       neighbouring regions while every region stays connected), then as above; a random map
 *       has no symmetry, so the clue pattern has none;</li>
 *   <li><b>Killer</b>: a random cage layout over a random solution (cages of 1 to 5 connected
 *       cells, their sums taken from it). With no givens (the default), a cage whose cells the
 *       second solution changes is split until the cages alone have one solution. With a clue
 *       range from 1 up, larger cages are drawn and given digits added where the solutions
 *       differ, then removed again while the puzzle stays unique.</li>
 * </ul>
 * Combinations ({@code x-jigsaw}, {@code killer-x}, ...) follow the same rules. A difficulty target is
 * judged by the {@link Rater}, which knows the classic techniques on diagonals, windows and regions
 * but not the killer's sums: a killer puzzle cannot be asked for a level yet. With a target, clues
 * go only while the target's techniques still solve the puzzle: minimal variant puzzles are nearly
 * all extreme, so an easier level keeps the clues it needs. The same random source gives the same
 * puzzle.
 */
public final class VariantGenerator {
    /** The side of every generated variant puzzle. */
    public static final int SIDE = 9;
    /** The largest killer cage drawn. */
    public static final int MAX_CAGE = 5;
    /** Placements the search for a solution may make before it starts over. */
    private static final long FILL_BUDGET = 20_000;
    /**
     * The checks of the cancellation (the killer engine makes one every 256 guesses) one
     * uniqueness test of a killer layout may take, about a fifth of a second: a layout that costs
     * more is made tighter and tested again. A count of guesses, not time, so a seed gives the
     * same puzzles on any machine.
     */
    static final long KILLER_CHECKS = 256;
    /** Attempts at filling one region map before drawing another (some maps have no solution). */
    private static final int FILLS_PER_MAP = 3;

    private final Minimizer minimizer = new Minimizer();
    /** Rates candidates with only the techniques a target allows, as the classic generator does. */
    private final Generator classic = new Generator();

    /**
     * Checks that {@code rules} and {@code options} can be generated together.
     * @throws SudokuException of kind {@code OPTIONS} saying why not, its field the option at fault:
     *         {@code size} other than 9x9, a {@code symmetry} on a jigsaw or killer, a {@code level}
     *         too easy for a killer
     */
    public static void check(Variant rules, GeneratorOptions options) {
        if (options.geometry().side() != SIDE) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "size", "variant puzzles are generated 9x9, not "
                    + options.geometry().side() + "x" + options.geometry().side());
        }
        boolean layout = rules.hasRegions() || !rules.cages().isEmpty();
        if (!rules.cages().isEmpty() && !options.difficulty().isAny()
                && options.difficulty().upperBound() < Technique.CAGE_COMBINATIONS.difficulty()) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "level", "a killer without givens needs cage combinations ("
                    + Technique.CAGE_COMBINATIONS.difficulty() + "), above this level's top ("
                    + options.difficulty().upperBound() + "): ask for medium or harder");
        }
        if (layout && options.symmetry() != Symmetry.NONE) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "symmetry", "a random " + (rules.hasRegions() ? "region map" : "cage layout")
                    + " has no symmetry, so a " + rules.name() + " puzzle's clues cannot have one: use symmetry none");
        }
    }

    /**
     * {@code count} puzzles of the variant {@code rules}, one after another on this thread, handed
     * to {@code sink} in order: puzzle {@code i} from its own seed {@link BatchGenerator#seedFor
     * seedFor(seed, i)}, as a batch of classic puzzles seeds them, each within
     * {@code options.timeout()}.
     * @return how many were generated: fewer than {@code count} when one ran out of time
     * @throws IllegalArgumentException as {@link #check} does
     */
    public int run(Variant rules, GeneratorOptions options, int count, long seed,
                   Consumer<BatchGenerator.Item> sink) {
        for (int i = 0; i < count; i++) {
            long own = BatchGenerator.seedFor(seed, i);
            Optional<GeneratedPuzzle> p = generate(rules, options, new SplittableRandom(own),
                    Cancellation.after(options.timeout()));
            if (p.isEmpty()) {
                return i;
            }
            sink.accept(new BatchGenerator.Item(i, own, p.get()));
        }
        return count;
    }

    /**
     * One puzzle of the variant {@code rules} (from {@link sudoku.core.VariantFormat#named}: its regions and
     * cages are drawn here) meeting the options, trying until {@code cancellation} triggers.
     * For a killer, a clue range from 1 up asks for a few given digits; otherwise it has none.
     * @return the puzzle, or empty when the cancellation triggered first
     * @throws IllegalArgumentException as {@link #check} does
     */
    public Optional<GeneratedPuzzle> generate(Variant rules, GeneratorOptions options, RandomGenerator random,
                                              Cancellation cancellation) {
        check(rules, options);
        int attempts = 0;
        try {
            while (!cancellation.isCancelled()) {
                attempts++;
                Variant board = VariantFormat.withoutMaps(rules);
                Grid solution = null;
                while (solution == null) {
                    if (rules.hasRegions()) {
                        board = board.withRegions(RegionMaps.random(random));
                    }
                    solution = randomSolution(board.geometry(SIDE), random, cancellation);
                }
                Grid puzzle;
                if (rules.cages().isEmpty() && options.difficulty().upperBound() < Technique.GUESS.difficulty()) {
                    puzzle = withinTarget(solution, options, random, cancellation);
                } else if (rules.cages().isEmpty()) {
                    puzzle = withFewestClues(solution, options.symmetry(), random, cancellation);
                } else {
                    puzzle = killer(board, solution, options.minClues() > 0, random, cancellation);
                }
                if (!options.cluesInRange(puzzle.clueCount())) {
                    continue;
                }
                if (options.difficulty().isAny() && options.symmetry() != Symmetry.NONE && minimizer.firstRemovableClue(puzzle, cancellation) >= 0) {
                    continue;
                }
                Rating rating = null;
                if (!options.difficulty().isAny() || options.rate()) {
                    rating = classic.raterFor(options.difficulty()).rate(puzzle, true, cancellation);
                    if (!options.difficulty().accepts(rating)) {
                        continue;
                    }
                }
                return Optional.of(new GeneratedPuzzle(puzzle, Grid.of(puzzle.geometry(), solution.digits()),
                        attempts, rating));
            }
        } catch (CancelledException e) {
            // out of time: no puzzle
        }
        return Optional.empty();
    }

    /** The solution with clues removed by orbits, in random order, while it stays unique. */
    private Grid withFewestClues(Grid solution, Symmetry symmetry, RandomGenerator random, Cancellation cancellation) {
        int[][] orbits = symmetry.orbits(solution.geometry());
        Minimizer.shuffle(orbits, random);
        return minimizer.removeOrbits(solution, solution, List.of(), orbits, 0, true, cancellation);
    }

    /**
     * The solution with clues removed by orbits, in random order, while it stays unique and the
     * target's techniques still solve it without a guess: as few clues as the level allows. (A
     * minimal variant puzzle nearly always needs the hardest techniques, so an easier level keeps
     * clues a minimal one would drop.)
     */
    private Grid withinTarget(Grid solution, GeneratorOptions options, RandomGenerator random,
                              Cancellation cancellation) {
        Geometry g = solution.geometry();
        Rater rater = classic.raterFor(options.difficulty());
        double bound = options.difficulty().upperBound();
        Solver solver = Solvers.best(g);
        int[][] orbits = options.symmetry().orbits(g);
        Minimizer.shuffle(orbits, random);
        int[] digits = solution.digits();
        for (int[] orbit : orbits) {
            int[] saved = new int[orbit.length];
            for (int i = 0; i < orbit.length; i++) {
                saved[i] = digits[orbit[i]];
                digits[orbit[i]] = 0;
            }
            Grid fewer = Grid.of(g, digits);
            boolean keep = solver.countSolutions(fewer, 2, cancellation) == 1;
            if (keep) {
                Rating r = rater.rate(fewer, true, cancellation);
                keep = !r.guessed() && r.value() <= bound + 1e-9;
            }
            if (!keep) {
                for (int i = 0; i < orbit.length; i++) {
                    digits[orbit[i]] = saved[i];
                }
            }
        }
        return Grid.of(g, digits);
    }

    /**
     * A random solution of the board: the cell with the fewest candidates first, its digits in
     * random order, starting over when the search makes too many placements; null when a few
     * tries fail (a jigsaw map may have no solution at all).
     */
    static Grid randomSolution(Geometry g, RandomGenerator random, Cancellation cancellation) {
        for (int attempt = 0; attempt < FILLS_PER_MAP; attempt++) {
            int[] digits = new int[g.cellCount()];
            long[] budget = {FILL_BUDGET};
            if (place(g, digits, 0, budget, random, cancellation)) {
                return Grid.of(g, digits);
            }
        }
        return null;
    }

    private static boolean place(Geometry g, int[] digits, int filled, long[] budget, RandomGenerator random,
                                 Cancellation cancellation) {
        if (filled == digits.length) {
            return true;
        }
        if (--budget[0] < 0) {
            return false;
        }
        if ((budget[0] & 255) == 0) {
            cancellation.check();
        }
        int cell = -1;
        int open = 0;
        for (int c = 0; c < digits.length; c++) {
            if (digits[c] == 0) {
                int left = open(g, digits, c);
                if (cell < 0 || DigitSet.size(left) < DigitSet.size(open)) {
                    cell = c;
                    open = left;
                }
            }
        }
        while (open != 0) {
            int pick = random.nextInt(DigitSet.size(open));
            int m = open;
            for (int i = 0; i < pick; i++) {
                m = DigitSet.withoutLowest(m);
            }
            int d = DigitSet.lowestDigit(m);
            open &= ~DigitSet.of(d);
            digits[cell] = d;
            if (place(g, digits, filled + 1, budget, random, cancellation)) {
                return true;
            }
            digits[cell] = 0;
            if (budget[0] < 0) {
                return false;
            }
        }
        return false;
    }

    /** The digits a cell may still take: those none of its peers holds. */
    private static int open(Geometry g, int[] digits, int cell) {
        int used = 0;
        for (int p : g.peers(cell)) {
            if (digits[p] != 0) {
                used |= DigitSet.of(digits[p]);
            }
        }
        return g.allDigits() & ~used;
    }

    /** A unique killer puzzle over {@code solution}: cages only, or cages and a few givens. */
    private Grid killer(Variant board, Grid solution, boolean givens, RandomGenerator random,
                        Cancellation cancellation) {
        List<List<Integer>> cages = CageLayouts.random(solution, 2, random);
        int[] digits = new int[solution.geometry().cellCount()];
        while (true) {
            Grid puzzle = Grid.of(board.withCages(CageLayouts.sums(cages, solution)).geometry(SIDE), digits);
            Solver solver = Solvers.best(puzzle.geometry());
            List<Grid> found;
            try {
                found = solver.solve(puzzle, 2, cancellation.withCheckBudget(KILLER_CHECKS)).solutions();
            } catch (CancelledException e) {
                if (!e.workBudgetSpent()) {
                    throw e;
                }
                // too costly to settle: make the layout tighter where it is loosest and try again
                int cell = CageLayouts.cellOfLargest(cages, random);
                if (givens && digits[cell] == 0) {
                    digits[cell] = solution.get(cell);
                } else {
                    CageLayouts.split(cages, cell);
                }
                continue;
            }
            if (found.size() < 2) {
                return givens ? minimizer.removeOrbits(puzzle, null, List.of(), shuffled(puzzle, random), 0, true, cancellation)
                        : puzzle;
            }
            int differs = differingCell(found.get(0), found.get(1), random);
            if (givens) {
                digits[differs] = solution.get(differs);
            } else {
                CageLayouts.split(cages, differs);
            }
        }
    }

    /** The cells of the puzzle one by one, in random order, as orbits for the minimizer. */
    private static int[][] shuffled(Grid puzzle, RandomGenerator random) {
        int[][] orbits = Symmetry.NONE.orbits(puzzle.geometry());
        Minimizer.shuffle(orbits, random);
        return orbits;
    }

    /** A random cell where two solutions differ. */
    private static int differingCell(Grid a, Grid b, RandomGenerator random) {
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < a.geometry().cellCount(); c++) {
            if (a.get(c) != b.get(c)) {
                cells.add(c);
            }
        }
        return cells.get(random.nextInt(cells.size()));
    }
}
