package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;
import sudoku.generate.Symmetry;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.internal.Singles;

/**
 * Removes clues while the puzzle keeps exactly one solution. A puzzle is <em>minimal</em> when
 * no single clue can be removed without losing uniqueness.
 *
 * <p>One pass suffices: if removing a set of clues loses uniqueness now, it still does after
 * more clues are gone (fewer clues never means fewer solutions), so each clue (or orbit of
 * clues) needs to be tried once.
 */
public final class Minimizer {
    private final Solver solver;

    /** A minimizer that checks uniqueness with the fastest engine for each board size. */
    public Minimizer() {
        this(null);
    }

    /** A minimizer that checks uniqueness with {@code solver} (null: the fastest engine per size). */
    public Minimizer(Solver solver) {
        this.solver = solver;
    }

    /** The engine uniqueness is checked with on boards of this shape. */
    Solver solverFor(Geometry g) {
        return solver != null && solver.supports(g) ? solver : Solvers.best(g);
    }

    /**
     * A minimal puzzle with the same solution, trying clues in reading order (so the same
     * puzzle always gives the same result).
     * @throws IllegalArgumentException when the puzzle does not have exactly one solution
     */
    public Grid minimize(Grid puzzle) {
        return minimize(puzzle, Cancellation.NONE);
    }

    /**
     * Like {@link #minimize(Grid)}, stopping when {@code cancellation} triggers (a minimal 16x16
     * or 25x25 puzzle takes many searches).
     * @throws sudoku.core.CancelledException when it does
     */
    public Grid minimize(Grid puzzle, Cancellation cancellation) {
        requireUnique(puzzle, cancellation);
        return removeOrbits(puzzle, null, List.of(), Symmetry.NONE.orbits(puzzle.geometry()), 0, true, cancellation);
    }

    /**
     * A minimal puzzle with the same solution, trying clues in an order drawn from {@code random}.
     * @throws IllegalArgumentException when the puzzle does not have exactly one solution
     */
    public Grid minimize(Grid puzzle, RandomGenerator random) {
        return minimize(puzzle, random, Cancellation.NONE);
    }

    /**
     * Like {@link #minimize(Grid, RandomGenerator)}, stopping when {@code cancellation} triggers.
     * @throws sudoku.core.CancelledException when it does
     */
    public Grid minimize(Grid puzzle, RandomGenerator random, Cancellation cancellation) {
        requireUnique(puzzle, cancellation);
        int[][] orbits = Symmetry.NONE.orbits(puzzle.geometry());
        shuffle(orbits, random);
        return removeOrbits(puzzle, null, List.of(), orbits, 0, true, cancellation);
    }

    /** Whether the puzzle has exactly one solution and loses it when any one clue is removed. */
    public boolean isMinimal(Grid puzzle) {
        return isUnique(puzzle) && firstRemovableClue(puzzle) < 0;
    }

    /** The first clue (in reading order) whose removal leaves a unique puzzle, or -1 when none does. */
    public int firstRemovableClue(Grid puzzle) {
        return firstRemovableClue(puzzle, Cancellation.NONE);
    }

    /**
     * Like {@link #firstRemovableClue(Grid)}, stopping when {@code cancellation} triggers.
     * @throws sudoku.core.CancelledException when it does
     */
    public int firstRemovableClue(Grid puzzle, Cancellation cancellation) {
        Solver s = solverFor(puzzle.geometry());
        for (int cell = 0; cell < puzzle.geometry().cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && s.countSolutions(puzzle.with(cell, 0), 2, cancellation) == 1) {
                return cell;
            }
        }
        return -1;
    }

    /** Whether the puzzle has exactly one solution. */
    public boolean isUnique(Grid puzzle) {
        return solverFor(puzzle.geometry()).countSolutions(puzzle, 2) == 1;
    }

    /** The clues (cells, increasing) whose removal leaves a puzzle that is still unique. */
    public List<Integer> removableClues(Grid puzzle) {
        List<Integer> out = new ArrayList<>();
        Solver s = solverFor(puzzle.geometry());
        for (int cell = 0; cell < puzzle.geometry().cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && s.countSolutions(puzzle.with(cell, 0), 2) == 1) {
                out.add(cell);
            }
        }
        return out;
    }

    /**
     * Removes each orbit in turn (in the given order) whose removal keeps the puzzle unique,
     * never going below {@code minClues}; the puzzle must be unique, and {@code solution} is its
     * solution (null: found here). Other full grids ({@code others}, none of them the solution)
     * speed it up: a removal that would leave one of them a solution too is refused without a
     * search. On boards larger than 9x9 a removal that singles alone still solve is kept without
     * a search; with {@code search} false that is the only test (fast, but the result need not be
     * minimal).
     * @return the reduced puzzle
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers first
     */
    Grid removeOrbits(Grid puzzle, Grid solution, List<Grid> others, int[][] orbits, int minClues, boolean search,
                      Cancellation cancellation) {
        Geometry g = puzzle.geometry();
        Solver s = solverFor(g);
        Grid solved = solution != null ? solution : s.solve(puzzle, 1, cancellation).solutions().get(0);
        Removal r = new Removal(puzzle, solved, s, g.side() > 9 || !search ? new Singles(g) : null, search,
                cancellation);
        for (Grid other : others) {
            r.unavoidable.add(r.solution, other);
        }
        // While clues are plenty, removals nearly always succeed: try a growing run of orbits with
        // one check; a run that fails is redone one orbit at a time. A run that keeps the puzzle
        // unique means each of its orbits would have too (fewer removals, fewer solutions), so
        // the result is the same as going one orbit at a time, with far fewer checks.
        int dense = Math.max(minClues, g.cellCount() * 45 / 100);
        int run = 4;
        int oneByOneUntil = 0;
        for (int i = 0; i < orbits.length; ) {
            cancellation.check();
            if (i >= oneByOneUntil) {
                int end = Math.min(orbits.length, i + run);
                if (end - i > 1 && r.clues - r.filled(orbits, i, end) >= dense) {
                    if (r.tryRemove(orbits, i, end)) {
                        i = end;
                        run *= 2;
                        continue;
                    }
                    oneByOneUntil = end;
                    run = Math.max(2, run / 4);
                }
            }
            int filled = r.filled(orbits, i, i + 1);
            if (filled > 0 && r.clues - filled >= minClues) {
                r.tryRemove(orbits, i, i + 1);
            }
            i++;
        }
        return Grid.of(g, r.digits);
    }

    /**
     * The puzzle being reduced and how uniqueness is checked, cheapest test first. The puzzle's
     * one solution is known, so a smaller puzzle is unique exactly when no solution differs from
     * it: a removal that leaves a known unavoidable set without a clue fails at once; one whose
     * cells the remaining clues force back (naked or hidden singles) succeeds at once; a single
     * clue whose cell could take other digits stays only when none of them leads to a solution
     * (each such search starts from a fuller, more constrained board than counting to two would).
     */
    private static final class Removal {
        final Geometry g;
        final int[] digits;
        final int[] solution;
        final Solver solver;
        final Singles singles;
        final boolean search;
        final int[] saved;
        /** What each search polls: nothing on a classic board, where the loop's check between removals is enough. */
        final Cancellation cancellation;
        /** The clue digits of each unit (by unit id). */
        final int[] unitDigits;
        /** Sets of cells known to need a clue. */
        final UnavoidableSets unavoidable;
        int clues;

        Removal(Grid puzzle, Grid solution, Solver solver, Singles singles, boolean search,
                Cancellation cancellation) {
            this.g = puzzle.geometry();
            // a 9x9 search for one or two solutions takes well under a millisecond
            this.cancellation = g.equals(Geometry.CLASSIC) ? Cancellation.NONE : cancellation;
            this.digits = puzzle.digits();
            this.solver = solver;
            this.singles = singles;
            this.search = search;
            this.saved = new int[digits.length];
            this.clues = puzzle.clueCount();
            this.solution = solution.digits();
            this.unavoidable = new UnavoidableSets(g, digits);
            if (g.equals(Geometry.CLASSIC)) {
                unavoidable.addSwaps(this.solution);
            }
            this.unitDigits = new int[UnitTables.units(g).length];
            for (int cell = 0; cell < digits.length; cell++) {
                if (digits[cell] != 0) {
                    mark(cell, digits[cell], true);
                }
            }
        }

        /** The clues in orbits {@code from..to-1}. */
        int filled(int[][] orbits, int from, int to) {
            int n = 0;
            for (int i = from; i < to; i++) {
                for (int cell : orbits[i]) {
                    n += digits[cell] != 0 ? 1 : 0;
                }
            }
            return n;
        }

        /** Removes the clues of orbits {@code from..to-1} if the puzzle stays unique; says whether it did. */
        boolean tryRemove(int[][] orbits, int from, int to) {
            int removed = 0;
            int lastCell = -1;
            for (int i = from; i < to; i++) {
                for (int cell : orbits[i]) {
                    saved[cell] = digits[cell];
                    if (digits[cell] != 0) {
                        removed++;
                        lastCell = cell;
                        mark(cell, digits[cell], false);
                        unavoidable.remove(cell);
                    }
                    digits[cell] = 0;
                }
            }
            if (unique(orbits, from, to, removed, lastCell)) {
                clues -= removed;
                return true;
            }
            for (int i = from; i < to; i++) {
                for (int cell : orbits[i]) {
                    if (saved[cell] != 0) {
                        digits[cell] = saved[cell];
                        mark(cell, saved[cell], true);
                        unavoidable.restore(cell);
                    }
                }
            }
            return false;
        }

        /** Whether the puzzle, with the clues of orbits {@code from..to-1} just removed, is still unique. */
        private boolean unique(int[][] orbits, int from, int to, int removed, int lastCell) {
            if (unavoidable.anyEmpty()) {
                return false;
            }
            if (allForced(orbits, from, to)) {
                return true;
            }
            if (singles != null && singles.fill(digits)) {
                return true;
            }
            if (!search) {
                return false;
            }
            return removed == 1 ? noOtherDigit(lastCell)
                    : solver.countSolutions(Grid.of(g, digits), 2, cancellation) == 1;
        }

        /** Adds or takes the clue {@code digit} in {@code cell} to or from its units' digits. */
        private void mark(int cell, int digit, boolean add) {
            int bit = DigitSet.of(digit);
            for (int unit : UnitTables.unitIdsOf(g, cell)) {
                unitDigits[unit] = add ? unitDigits[unit] | bit : unitDigits[unit] & ~bit;
            }
        }

        /** Whether every emptied cell of orbits {@code from..to-1} is forced back by the remaining clues alone. */
        private boolean allForced(int[][] orbits, int from, int to) {
            for (int i = from; i < to; i++) {
                for (int cell : orbits[i]) {
                    if (saved[cell] != 0 && !forced(cell)) {
                        return false;
                    }
                }
            }
            return true;
        }

        /**
         * Whether the remaining clues alone put the solution's digit back in the empty {@code cell}:
         * the cell sees every other digit (a naked single), or no other cell of one of its units
         * can take that digit (a hidden single).
         */
        private boolean forced(int cell) {
            if (otherCandidates(cell) == 0) {
                return true;
            }
            int bit = DigitSet.of(solution[cell]);
            for (int[] unit : UnitTables.unitsOf(g, cell)) {
                boolean elsewhere = false;
                for (int other : unit) {
                    if (other != cell && digits[other] == 0 && (seen(other) & bit) == 0) {
                        elsewhere = true;
                        break;
                    }
                }
                if (!elsewhere) {
                    return true;
                }
            }
            return false;
        }

        /** The clue digits {@code cell} sees in its units. */
        private int seen(int cell) {
            int seen = 0;
            for (int unit : UnitTables.unitIdsOf(g, cell)) {
                seen |= unitDigits[unit];
            }
            return seen;
        }

        /** The digits the empty {@code cell} could take besides its solution's, judging by the clues it sees. */
        private int otherCandidates(int cell) {
            return g.allDigits() & ~(seen(cell) | DigitSet.of(solution[cell]));
        }

        /** Whether no other digit in the emptied {@code cell} leads to a solution. */
        private boolean noOtherDigit(int cell) {
            try {
                for (int m = otherCandidates(cell); m != 0; m = DigitSet.withoutLowest(m)) {
                    digits[cell] = DigitSet.lowestDigit(m);
                    if (solver.countSolutions(Grid.of(g, digits), 1, cancellation) > 0) {
                        return false;
                    }
                }
                return true;
            } finally {
                digits[cell] = 0;
            }
        }
    }

    private void requireUnique(Grid puzzle, Cancellation cancellation) {
        long count = solverFor(puzzle.geometry()).countSolutions(puzzle, 2, cancellation);
        if (count != 1) {
            throw new IllegalArgumentException("only a puzzle with exactly one solution can be minimized; this one has "
                    + (count == 0 ? "none" : "more than one"));
        }
    }

    /** Fisher-Yates shuffle of the orbits, drawing from {@code random}. */
    static void shuffle(int[][] orbits, RandomGenerator random) {
        for (int i = orbits.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int[] t = orbits[i];
            orbits[i] = orbits[j];
            orbits[j] = t;
        }
    }
}
