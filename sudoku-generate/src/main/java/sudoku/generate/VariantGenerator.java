package sudoku.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import sudoku.core.Cage;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.Rater;
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
    /** Cells a jigsaw map moves between regions, in pairs, away from the boxes. */
    private static final int REGION_SWAPS = 120;
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
     * @throws IllegalArgumentException saying why not: a size other than 9x9, a symmetry on a jigsaw
     *         or killer, a level too easy for a killer
     */
    public static void check(Variant rules, GeneratorOptions options) {
        if (options.geometry().side() != SIDE) {
            throw new IllegalArgumentException("variant puzzles are generated 9x9, not "
                    + options.geometry().side() + "x" + options.geometry().side());
        }
        boolean layout = rules.hasRegions() || !rules.cages().isEmpty();
        if (!rules.cages().isEmpty() && !options.difficulty().isAny()
                && options.difficulty().upperBound() < Technique.CAGE_COMBINATIONS.difficulty()) {
            throw new IllegalArgumentException("a killer without givens needs cage combinations ("
                    + Technique.CAGE_COMBINATIONS.difficulty() + "), above this level's top ("
                    + options.difficulty().upperBound() + "): ask for medium or harder");
        }
        if (layout && options.symmetry() != Symmetry.NONE) {
            throw new IllegalArgumentException("a random " + (rules.hasRegions() ? "region map" : "cage layout")
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
                        board = board.withRegions(randomRegions(random));
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
     * A random map of nine connected regions of nine cells: the boxes, reshaped by moving a cell
     * of one region into a neighbouring region and a cell of that one back, whenever both stay
     * connected.
     */
    static int[] randomRegions(RandomGenerator random) {
        Geometry boxes = Geometry.ofSide(SIDE);
        int[] region = new int[SIDE * SIDE];
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
    private static int[] neighbours(int cell) {
        int row = cell / SIDE;
        int col = cell % SIDE;
        int[] out = new int[4];
        int k = 0;
        if (row > 0) {
            out[k++] = cell - SIDE;
        }
        if (row < SIDE - 1) {
            out[k++] = cell + SIDE;
        }
        if (col > 0) {
            out[k++] = cell - 1;
        }
        if (col < SIDE - 1) {
            out[k++] = cell + 1;
        }
        return Arrays.copyOf(out, k);
    }

    /** Whether the cells labelled {@code label} in {@code owner} form one connected piece. */
    private static boolean connected(int[] owner, int label) {
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
        List<List<Integer>> cages = randomCages(solution, 2, random);
        int[] digits = new int[solution.geometry().cellCount()];
        while (true) {
            Grid puzzle = Grid.of(board.withCages(sums(cages, solution)).geometry(SIDE), digits);
            Solver solver = Solvers.best(puzzle.geometry());
            List<Grid> found;
            try {
                found = solver.solve(puzzle, 2, cancellation.withCheckBudget(KILLER_CHECKS)).solutions();
            } catch (CancelledException e) {
                if (!e.workBudgetSpent()) {
                    throw e;
                }
                // too costly to settle: make the layout tighter where it is loosest and try again
                int cell = cellOfLargestCage(cages, random);
                if (givens && digits[cell] == 0) {
                    digits[cell] = solution.get(cell);
                } else {
                    split(cages, cell);
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
                split(cages, differs);
            }
        }
    }

    /** A random cell of a random one of the largest cages. */
    private static int cellOfLargestCage(List<List<Integer>> cages, RandomGenerator random) {
        int largest = cages.stream().mapToInt(List::size).max().orElseThrow();
        List<List<Integer>> candidates = cages.stream().filter(c -> c.size() == largest).toList();
        List<Integer> cage = candidates.get(random.nextInt(candidates.size()));
        return cage.get(random.nextInt(cage.size()));
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

    private static List<Cage> sums(List<List<Integer>> cages, Grid solution) {
        List<Cage> out = new ArrayList<>();
        for (List<Integer> cells : cages) {
            out.add(new Cage(cells, cells.stream().mapToInt(solution::get).sum()));
        }
        return out;
    }

    /**
     * Cages covering the grid: from each cell not yet caged in reading order, a cage grows by
     * random neighbours holding digits it lacks, to a size drawn from {@code smallest} to
     * {@link #MAX_CAGE}. A cell left alone joins a neighbouring cage that can take it.
     */
    static List<List<Integer>> randomCages(Grid solution, int smallest, RandomGenerator random) {
        int cells = solution.geometry().cellCount();
        int[] cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        List<List<Integer>> cages = new ArrayList<>();
        for (int start = 0; start < cells; start++) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int size = smallest + random.nextInt(MAX_CAGE - smallest + 1);
            List<Integer> cage = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            while (cage.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int c : cage) {
                    for (int n : neighbours(c)) {
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
        for (int n : neighbours(cell)) {
            int owner = cageOf[n];
            if (owner >= 0 && owner < cages.size() && cages.get(owner).size() < MAX_CAGE
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
        int[] owner = new int[SIDE * SIDE];
        Arrays.fill(owner, -1);
        for (int i = 0; i < cage.size(); i++) {
            if ((mask >> i & 1) != 0) {
                owner[cage.get(i)] = 0;
            }
        }
        return connected(owner, 0);
    }
}
