package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sudoku.core.Cancellation;
import sudoku.core.internal.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.SudokuException;
import sudoku.core.SudokuException.Kind;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;
import sudoku.logic.Hint;
import sudoku.logic.internal.Lang;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.internal.StepTexts;
import sudoku.logic.Technique;
import sudoku.logic.internal.Words;
import sudoku.solve.Solvers;

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
     * @throws sudoku.core.internal.CancelledException when it does
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
        Messages m = Messages.of(lang);
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
        Step step = ls.nextStep(state, cancellation).orElseGet(() -> LogicSolver.guess(state, towards.solution()));
        return stepHint(puzzle.geometry(), step, level, m).withUnique(solution.unique());
    }

    /**
     * The player's own errors, the first thing {@link #hint} says: wrong digits, then pencil marks
     * that leave out the solution's digit ({@link Hint.Kind#MISTAKE} or
     * {@link Hint.Kind#MISSING_CANDIDATE}); empty when there is none. Nothing else is searched.
     * @throws IllegalArgumentException as {@link #hint} does
     */
    public Optional<Hint> playersErrors(Grid puzzle, Grid current, int[] marks, int level, Cancellation cancellation,
                                        Lang lang) {
        Messages m = Messages.of(lang);
        check(puzzle, current, marks, level, m);
        return playersErrors(puzzle, current, marks, level, Solution.of(puzzle, cancellation), cancellation, m);
    }

    /** Refuses a bad level, grids of different shapes, marks of the wrong length and a changed clue. */
    private static void check(Grid puzzle, Grid current, int[] marks, int level, Messages m) {
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
                        Geometry.symbol(puzzle.get(cell)), "cell", g.cellName(cell)), 0, 0, cell, "grid", null);
            }
        }
    }

    private Optional<Hint> playersErrors(Grid puzzle, Grid current, int[] marks, int level, Solution solution,
                                         Cancellation cancellation, Messages m) {
        Optional<Hint> mistake = solution.unique() ? mistakes(puzzle, current, solution, level, m)
                : mistakesAmongSolutions(puzzle, current, level, cancellation, m);
        if (mistake.isPresent()) {
            return Optional.of(mistake.get().withUnique(solution.unique()));
        }
        return solution.unique() ? missingCandidates(current, marks, solution, level, m) : Optional.empty();
    }

    /**
     * Mistakes on a puzzle with one solution: the digits that differ from it. Every level names
     * the wrong digits and why (the peer they clash with, or that the solution differs); level 3
     * adds what the solution has there.
     */
    private static Optional<Hint> mistakes(Grid puzzle, Grid current, Solution solution, int level, Messages m) {
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
        List<Integer> units = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (int cell : wrong) {
            parts.add(mistakeSentence(g, current, cell, level, units, m, m.text("hint.differs"),
                    m.text("hint.solution", "digit", Geometry.symbol(solution.digit(cell)))));
        }
        String text = sentences(m, wrong.size(), parts);
        return Optional.of(new Hint(Hint.Kind.MISTAKE, level, text, wrong, units, null, null, true));
    }

    /** One wrong digit said at a level: which and why, and from level 3 what is right. */
    private static String mistakeSentence(Geometry g, Grid current, int cell, int level, List<Integer> units,
                                          Messages m, String otherwise, String right) {
        int d = current.get(cell);
        String why = null;
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            for (int peer : UnitTables.unit(g, u)) {
                if (why == null && peer != cell && current.get(peer) == d) {
                    why = m.text("hint.clash", "digit", Geometry.symbol(d), "peer", g.cellName(peer),
                            "unit", m.unit(g, u));
                    if (!units.contains(u)) {
                        units.add(u);
                    }
                }
            }
        }
        return m.text(level >= 3 ? "hint.wrong.right" : "hint.wrong", "digit", Geometry.symbol(d),
                "cell", g.cellName(cell), "why", why != null ? why : otherwise, "right", right);
    }

    /** "There is a mistake." or "There are n mistakes.", then one sentence per wrong digit. */
    private static String sentences(Messages m, int count, List<String> parts) {
        List<String> all = new ArrayList<>();
        all.add(count == 1 ? m.text("hint.mistake.one") : m.text("hint.mistake.many", "count", count));
        all.addAll(parts);
        return String.join(m.text("sentence.gap"), all);
    }

    /**
     * Mistakes on a puzzle with several solutions: a digit is wrong only when no solution has it
     * there. When each digit fits some solution but they fit none together, all the player's
     * digits are named.
     */
    private static Optional<Hint> mistakesAmongSolutions(Grid puzzle, Grid current, int level,
                                                         Cancellation cancellation, Messages m) {
        Geometry g = puzzle.geometry();
        if (!current.hasConflicts() && count(current, cancellation) > 0) {
            return Optional.empty();
        }
        List<Integer> entered = new ArrayList<>();
        List<Integer> wrong = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (current.get(cell) != 0 && puzzle.get(cell) == 0) {
                entered.add(cell);
                if (count(puzzle.with(cell, current.get(cell)), cancellation) == 0) {
                    wrong.add(cell);
                }
            }
        }
        List<Integer> units = new ArrayList<>();
        String text;
        if (wrong.isEmpty()) {
            text = m.text("hint.together", "cells", m.cells(g, entered));
            return Optional.of(new Hint(Hint.Kind.MISTAKE, level, text, entered, units, null, null, false));
        }
        List<String> parts = new ArrayList<>();
        for (int cell : wrong) {
            String right = "";
            if (level >= 3) {
                List<String> fits = new ArrayList<>();
                for (int d = 1; d <= g.side(); d++) {
                    if (d != current.get(cell) && count(puzzle.with(cell, d), cancellation) > 0) {
                        fits.add(String.valueOf(Geometry.symbol(d)));
                    }
                }
                right = m.text("hint.solutions", "digits", m.or(fits));
            }
            parts.add(mistakeSentence(g, current, cell, level, units, m, m.text("hint.differs.several"), right));
        }
        String text2 = sentences(m, wrong.size(), parts);
        return Optional.of(new Hint(Hint.Kind.MISTAKE, level, text2, wrong, units, null, null, false));
    }

    private static long count(Grid grid, Cancellation cancellation) {
        if (grid.hasConflicts()) {
            return 0;
        }
        return Solvers.best(grid.geometry()).solve(grid, 1, cancellation).count();
    }

    private static Optional<Hint> missingCandidates(Grid current, int[] marks, Solution solution, int level,
                                                    Messages m) {
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
                detail.add(m.text("hint.missing.item", "digit", Geometry.symbol(d), "cell", g.cellName(cell)));
            }
        }
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        String text = m.text("hint.missing", "cells", m.cells(g, cells));
        if (level == 3) {
            text += m.text("sentence.gap") + m.text("hint.missing.back", "items", m.and(detail));
        }
        return Optional.of(new Hint(Hint.Kind.MISSING_CANDIDATE, level, text, cells, List.of(), null, null, true));
    }

    private static Hint stepHint(Geometry g, Step step, int level, Messages m) {
        List<Integer> units = step.units().isEmpty() ? List.of() : List.of(step.units().get(0));
        List<Integer> cells = units.isEmpty() && !step.cells().isEmpty() ? List.of(step.cells().get(0)) : List.of();
        String where = !units.isEmpty() ? m.unit(g, units.get(0)) : g.cellName(cells.isEmpty()
                ? step.placements().get(0).cell() : cells.get(0));
        boolean guess = step.technique() == Technique.GUESS;
        String name = m.technique(step.technique());
        return switch (level) {
            case 1 -> new Hint(Hint.Kind.STEP, 1, m.text(guess ? "hint.look.guess" : "hint.look", "where", where),
                    cells, units, null, null);
            case 2 -> new Hint(Hint.Kind.STEP, 2, m.text(guess ? "hint.technique.guess" : "hint.technique",
                    "where", where, "article", Words.article(name), "technique", name), cells, units,
                    step.technique(), null);
            default -> new Hint(Hint.Kind.STEP, 3, m.text("hint.step", "technique", name,
                    "text", StepTexts.of(g, step, m.lang())), step.cells(), step.units(), step.technique(), step);
        };
    }
}
