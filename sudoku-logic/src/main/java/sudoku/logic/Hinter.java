package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sudoku.core.Cancellation;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Hints from the player's own state: the puzzle's clues, the digits they entered and, optionally,
 * their pencil marks. Mistakes come first (a digit that clashes with a peer or differs from the
 * solution; a removed pencil mark that was the cell's digit); then the next step of the logic
 * solver, disclosed by level: 1 says where to look, 2 names the technique, 3 gives the whole step.
 * Thread-safe.
 */
public final class Hinter {
    private final LogicSolver solver;
    private final LogicSolver solverWithoutUniqueness;

    /** A hinter using the techniques enabled in {@code options}. */
    public Hinter(LogicOptions options) {
        this.solver = new LogicSolver(options);
        this.solverWithoutUniqueness = new LogicSolver(options.withoutUniqueness());
    }

    /** A hinter with every technique. */
    public Hinter() {
        this(LogicOptions.defaults());
    }

    /**
     * The hint for a player's state.
     * @param puzzle  the puzzle (its clues)
     * @param current the player's grid, clues included; may hold wrong digits
     * @param marks   the player's pencil marks, a digit mask per cell (0: none noted), or null
     * @param level   1, 2 or 3
     * @throws IllegalArgumentException when the grids differ in shape, a clue was changed, the
     *                                  level is not 1-3, or the puzzle has no solution
     */
    public Hint hint(Grid puzzle, Grid current, int[] marks, int level) {
        return hint(puzzle, current, marks, level, Cancellation.NONE);
    }

    /**
     * Like {@link #hint(Grid, Grid, int[], int)}, stopping when {@code cancellation} triggers
     * (the solution search and the step search poll it).
     * @throws sudoku.core.CancelledException when it does
     */
    public Hint hint(Grid puzzle, Grid current, int[] marks, int level, Cancellation cancellation) {
        Geometry g = puzzle.geometry();
        if (level < 1 || level > 3) {
            throw new IllegalArgumentException("the level must be 1, 2 or 3, not " + level);
        }
        if (!current.geometry().equals(g)) {
            throw new IllegalArgumentException("the grid is " + current.geometry().describe()
                    + " but the puzzle is " + g.describe());
        }
        if (marks != null && marks.length != g.cellCount()) {
            throw new IllegalArgumentException("pencil marks for " + marks.length + " cells, the board has "
                    + g.cellCount());
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && current.get(cell) != puzzle.get(cell)) {
                throw new IllegalArgumentException("the clue " + Geometry.symbol(puzzle.get(cell)) + " in "
                        + g.cellName(cell) + " was changed");
            }
        }
        Solution solution = Solution.of(puzzle, cancellation);
        Optional<Hint> mistake = mistakes(puzzle, current, solution, level);
        if (mistake.isPresent()) {
            return mistake.get();
        }
        Optional<Hint> missing = missingCandidates(current, marks, solution, level);
        if (missing.isPresent()) {
            return missing.get();
        }
        if (current.isFull()) {
            return new Hint(Hint.Kind.SOLVED, level, "The puzzle is solved.", List.of(), List.of(), null, null);
        }
        Candidates state = Candidates.of(current, marks);
        LogicSolver ls = solution.unique() ? solver : solverWithoutUniqueness;
        Step step = ls.nextStep(state, cancellation).orElseGet(() -> LogicSolver.guess(state, solution.solution()));
        return stepHint(g, step, level);
    }

    private static Optional<Hint> mistakes(Grid puzzle, Grid current, Solution solution, int level) {
        Geometry g = puzzle.geometry();
        List<Integer> wrong = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (current.get(cell) != 0 && current.get(cell) != solution.digit(cell)) {
                wrong.add(cell);
            }
        }
        if (wrong.isEmpty()) {
            return Optional.empty();
        }
        List<Grid.Conflict> clashes = current.conflicts();
        String text;
        List<Integer> units = new ArrayList<>();
        if (!clashes.isEmpty()) {
            Grid.Conflict c = clashes.get(0);
            units.add(c.unitId());
            text = "There is a clash: " + c.describe(g) + ".";
            if (level >= 2) {
                text += " Wrong digits: " + Words.cells(g, wrong) + ".";
            }
        } else {
            text = level == 1 ? "There is a mistake: " + (wrong.size() == 1 ? "one digit does" : wrong.size()
                    + " digits do") + " not match the solution; check " + Words.cells(g, wrong) + "."
                    : "Wrong digit" + (wrong.size() > 1 ? "s" : "") + " in " + Words.cells(g, wrong) + ".";
        }
        return Optional.of(new Hint(Hint.Kind.MISTAKE, level, text, wrong, units, null, null));
    }

    private static Optional<Hint> missingCandidates(Grid current, int[] marks, Solution solution, int level) {
        if (marks == null) {
            return Optional.empty();
        }
        Geometry g = current.geometry();
        List<Integer> cells = new ArrayList<>();
        List<String> detail = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int d = solution.digit(cell);
            if (current.get(cell) == 0 && marks[cell] != 0 && !DigitSet.contains(marks[cell], d)) {
                cells.add(cell);
                detail.add(Geometry.symbol(d) + " in " + g.cellName(cell));
            }
        }
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        String text = "A pencil mark was removed that is the cell's digit: check the candidates of "
                + Words.cells(g, cells) + ".";
        if (level == 3) {
            text += " Put back " + Words.and(detail) + ".";
        }
        return Optional.of(new Hint(Hint.Kind.MISSING_CANDIDATE, level, text, cells, List.of(), null, null));
    }

    private static Hint stepHint(Geometry g, Step step, int level) {
        List<Integer> units = step.units().isEmpty() ? List.of() : List.of(step.units().get(0));
        List<Integer> cells = units.isEmpty() && !step.cells().isEmpty() ? List.of(step.cells().get(0)) : List.of();
        String where = !units.isEmpty() ? g.unitName(units.get(0)) : g.cellName(cells.isEmpty()
                ? step.placements().get(0).cell() : cells.get(0));
        boolean guess = step.technique() == Technique.GUESS;
        return switch (level) {
            case 1 -> new Hint(Hint.Kind.STEP, 1, guess ? "No technique applies any more; look at " + where
                    + ", a cell with few candidates." : "Look at " + where + ".", cells, units, null, null);
            case 2 -> new Hint(Hint.Kind.STEP, 2, guess ? "No technique applies: guess in " + where + "."
                    : "Look for a " + step.technique().displayName() + " in " + where + ".", cells, units,
                    step.technique(), null);
            default -> new Hint(Hint.Kind.STEP, 3, step.technique().displayName() + ": " + step.text(),
                    step.cells(), step.units(), step.technique(), step);
        };
    }
}
