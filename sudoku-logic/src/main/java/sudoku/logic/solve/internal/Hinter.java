package sudoku.logic.solve.internal;

import java.util.List;
import java.util.Optional;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.SudokuException;
import sudoku.core.SudokuException.Kind;
import sudoku.logic.Candidates;
import sudoku.logic.Hint;
import sudoku.logic.internal.Lang;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.text.StepTexts;
import sudoku.logic.Technique;
import sudoku.logic.internal.Words;

/**
 * Hints from the player's own state: the puzzle's clues, the digits they entered and, optionally,
 * their pencil marks. The player's errors come first ({@link PlayersErrors}: a wrong digit, a
 * pencil mark a placed digit rules out, a removed pencil mark that was the cell's digit); then the
 * next step of the logic solver. Both are disclosed by level: 1 says where to look, 2 names the
 * cells or the technique, 3 gives the digits or the whole step.
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
     * @throws SudokuException of kind {@code POSITION} when the grids differ in shape, a clue was
     *         changed or the marks do not fit, {@code OPTIONS} when the level is not 1-3, and a
     *         {@link PuzzleException} when the puzzle has no solution
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
        return hint(puzzle, current, marks, level, cancellation, Lang.EN);
    }

    /**
     * Like {@link #hint(Grid, Grid, int[], int, Cancellation)}, the hint's sentences and the errors
     * in {@code lang} (a puzzle without solution is a {@link PuzzleException}: see its
     * {@link PuzzleException#message(Lang)}).
     */
    public Hint hint(Grid puzzle, Grid current, int[] marks, int level, Cancellation cancellation, Lang lang) {
        return hint(puzzle, current, marks, level, cancellation, lang, Notation.CELL);
    }

    /**
     * Like {@link #hint(Grid, Grid, int[], int, Cancellation, Lang)}, cells and rows named in
     * {@code notation} as the sentences are written.
     */
    public Hint hint(Grid puzzle, Grid current, int[] marks, int level, Cancellation cancellation, Lang lang,
                     Notation notation) {
        Names m = Names.of(puzzle.geometry(), lang, notation);
        check(puzzle, current, marks, level, m);
        Solution solution = Solution.of(puzzle, cancellation);
        Optional<Hint> error = playersErrors(puzzle, current, marks, level, solution, cancellation, m);
        if (error.isPresent()) {
            return error.get();
        }
        if (current.isFull()) {
            return new Hint(Hint.Kind.SOLVED, level, m.text("hint.solved"), List.of(), List.of(), null, null,
                    solution.unique());
        }
        // With several solutions, go on with one that keeps every digit the player entered.
        Solution towards = solution.unique() ? solution : Solution.of(current, cancellation);
        Candidates state = Candidates.of(puzzle, current, marks);
        LogicSolver ls = solution.unique() ? solver : solverWithoutUniqueness;
        // a state where every candidate lies in some solution has no step but the guess
        Optional<Step> found = !solution.unique() && CoveredCandidates.all(state, cancellation)
                ? Optional.empty() : ls.nextStep(state, cancellation);
        Step step = found.orElseGet(() -> LogicSolver.guess(state, towards.solution()));
        return stepHint(step, level, m).withUnique(solution.unique());
    }

    /**
     * The player's own errors, the first thing {@link #hint} says: wrong digits, then pencil marks
     * a placed digit rules out, then pencil marks that leave out the solution's digit
     * ({@link Hint.Kind#MISTAKE}, {@link Hint.Kind#CLASHING_MARK}, {@link Hint.Kind#MISSING_CANDIDATE}),
     * each disclosed by level; empty when there is none. Nothing else is searched.
     * @throws IllegalArgumentException as {@link #hint} does
     */
    public Optional<Hint> playersErrors(Grid puzzle, Grid current, int[] marks, int level, Cancellation cancellation,
                                        Lang lang) {
        Names m = Names.of(puzzle.geometry(), lang, Notation.CELL);
        check(puzzle, current, marks, level, m);
        return playersErrors(puzzle, current, marks, level, Solution.of(puzzle, cancellation), cancellation, m);
    }

    /** Refuses a bad level, grids of different shapes, marks of the wrong length and a changed clue. */
    private static void check(Grid puzzle, Grid current, int[] marks, int level, Names m) {
        Geometry g = puzzle.geometry();
        if (level < 1 || level > 3) {
            throw new SudokuException(Kind.OPTIONS, m.text("error.level", "level", level), 0, 0, -1, "level", null);
        }
        if (!current.geometry().equals(g)) {
            throw new SudokuException(Kind.POSITION, m.text("error.shape", "grid", current.geometry().describe(),
                    "puzzle", g.describe()), 0, 0, -1, "grid", null);
        }
        if (marks != null && marks.length != g.cellCount()) {
            throw new SudokuException(Kind.POSITION, m.text("error.marks", "count", marks.length, "cells",
                    g.cellCount()), 0, 0, -1, "marks", null);
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && current.get(cell) != puzzle.get(cell)) {
                throw new SudokuException(Kind.POSITION, m.text("error.clue", "digit",
                        Geometry.symbol(puzzle.get(cell)), "cell", m.cell(cell)), 0, 0, cell, "grid", null);
            }
        }
    }

    private Optional<Hint> playersErrors(Grid puzzle, Grid current, int[] marks, int level, Solution solution,
                                         Cancellation cancellation, Names m) {
        return new PlayersErrors(puzzle, current, marks, level, m).first(solution, cancellation);
    }

    private static Hint stepHint(Step step, int level, Names m) {
        List<Integer> units = step.units().isEmpty() ? List.of() : List.of(step.units().get(0));
        List<Integer> cells = units.isEmpty() && !step.cells().isEmpty() ? List.of(step.cells().get(0)) : List.of();
        String where = !units.isEmpty() ? m.unit(units.get(0)) : m.cell(cells.isEmpty()
                ? step.placements().get(0).cell() : cells.get(0));
        boolean guess = step.technique() == Technique.GUESS;
        String name = StepTexts.name(m.g(), step, m.messages().lang());
        return switch (level) {
            case 1 -> new Hint(Hint.Kind.STEP, 1, m.text(guess ? "hint.look.guess" : "hint.look", "where", where),
                    cells, units, null, null);
            case 2 -> new Hint(Hint.Kind.STEP, 2, m.text(guess ? "hint.technique.guess" : "hint.technique",
                    "where", where, "article", Words.article(name), "technique", name), cells, units,
                    step.technique(), null);
            default -> new Hint(Hint.Kind.STEP, 3, m.text("hint.step", "technique", name,
                    "text", StepTexts.of(m.g(), step, m.messages().lang(), m.notation())), step.cells(), step.units(), step.technique(), step);
        };
    }
}
