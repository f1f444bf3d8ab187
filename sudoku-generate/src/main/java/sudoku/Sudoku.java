package sudoku;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import sudoku.core.CancelledException;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.core.SudokuException;
import sudoku.core.SudokuException.Kind;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.generate.internal.BatchGenerator;
import sudoku.generate.internal.Generator;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.Hint;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.Level;
import sudoku.logic.Step;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;
import sudoku.logic.internal.PencilMarks;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * A puzzle, and everything a library user asks of one, on one page:
 *
 * <pre>{@code
 * Sudoku s = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
 * s.isUnique();                 // true: exactly one solution
 * s.solution().orElseThrow();   // the solution, a Sudoku too
 * s.countSolutions(100);        // 1
 * s.rate().level();             // EASY, on Sudoku Explainer's scale
 * s.explain().steps();          // every step a person takes, named
 * s.text(step);                 // a step's sentence: "In row C, 4 fits only in C5."
 * s.hint(2).text();             // the next step's technique, for a player
 * Sudoku.generate(Level.HARD, 42);   // a new puzzle at a level, from a seed
 * Sudoku.parse("x:" + line);         // an X-Sudoku: both diagonals are units
 * }</pre>
 *
 * <p>Every failure is a {@link SudokuException}: its {@link SudokuException#kind() kind} says
 * what went wrong (text that is no puzzle, clashing clues, no solution, a variant at fault, a
 * player's position that does not fit, options out of range, time out), and its line, column,
 * cell and field say where.
 *
 * <p>Values are immutable and thread-safe. Boards of every size the project reads (4x4 to
 * 25x25) are accepted; ratings, explanations and levels are for 9x9. For finer control:
 * {@link Grid} and {@link sudoku.solve.Solvers} (engines, limits, listeners), {@link Cancellation}
 * (deadlines), {@link GeneratorOptions} (size, symmetry, clues, difficulty).
 */
public final class Sudoku {
    private final Grid grid;

    private Sudoku(Grid grid) {
        this.grid = grid;
    }

    /**
     * Reads a puzzle: 81 characters ({@code .} or {@code 0} for empty), a displayed grid, any
     * size's one-line form, or a variant's line with its prefix ({@code x:}, {@code windoku:},
     * {@code jigsaw:PUZZLE REGIONS}, {@code killer:CAGES SUMS}).
     * @param text the puzzle
     * @return the puzzle
     * @throws SudokuException of kind {@code FORMAT} naming the line, column and cell of what is
     *         wrong (for a wrong length, where the text passes or falls short of a board), {@code CLASH}
     *         for two equal clues in a unit, {@code VARIANT} for an unknown prefix or its regions or cages
     */
    public static Sudoku parse(String text) {
        return parse(text, Variant.NONE);
    }

    /**
     * Reads a puzzle of {@code variant} ({@link Variant#named}), in the forms {@link #parse(String)}
     * reads without the prefix: {@code parse(line, Variant.named("jigsaw"))} reads
     * {@code PUZZLE REGIONS}. A prefix in the text wins over the parameter.
     * @param text    the puzzle
     * @param variant its rules
     * @return the puzzle
     * @throws SudokuException as {@link #parse(String)} does
     */
    public static Sudoku parse(String text, Variant variant) {
        if (text == null) {
            throw new PuzzleFormatException(Kind.FORMAT, "no puzzle: the text is null", 0, 0, -1, "puzzle");
        }
        Objects.requireNonNull(variant, "variant");
        return new Sudoku(VariantFormat.hasPrefix(text.strip()) || !variant.equals(Variant.NONE)
                ? VariantFormat.parse(text, variant) : GridFormat.parse(text));
    }

    /**
     * The puzzle of a grid.
     * @param grid the grid, its clues
     * @return the puzzle
     */
    public static Sudoku of(Grid grid) {
        return new Sudoku(Objects.requireNonNull(grid));
    }

    /**
     * The grid underneath.
     * @return the grid
     */
    public Grid grid() {
        return grid;
    }

    /**
     * The solution when there is exactly one.
     * @return the solution; empty when there is none or more than one
     */
    public Optional<Sudoku> solution() {
        SolveResult r = solve(2);
        return r.isUnique() ? Optional.of(new Sudoku(r.solutions().get(0))) : Optional.empty();
    }

    /**
     * Searches up to {@code limit} solutions.
     * @param limit how many solutions to count at most
     * @return the verdict, the first two solutions and the count
     */
    public SolveResult solve(long limit) {
        return Solvers.best(grid.geometry()).solve(grid, limit);
    }

    /**
     * The number of solutions.
     * @param limit where to stop counting
     * @return the count, at most {@code limit}
     */
    public long countSolutions(long limit) {
        return solve(limit).count();
    }

    /**
     * Whether the puzzle has exactly one solution.
     * @return true when it has one and only one
     */
    public boolean isUnique() {
        return solve(2).isUnique();
    }

    /**
     * Every step from the clues to the solution, each a named technique (9x9 up to 16x16).
     * @return the explanation
     * @throws SudokuException ({@code UNSOLVABLE}, {@code CLASH}) when there is no solution to explain
     */
    public Explanation explain() {
        return explain(Cancellation.NONE);
    }

    /**
     * The same, stopped by {@code cancellation}.
     * @param cancellation a deadline or a cancel
     * @return the explanation
     * @throws SudokuException as {@link #explain()}, and {@code TIMEOUT} or {@code CANCELLED}
     */
    public Explanation explain(Cancellation cancellation) {
        return stoppable(() -> new Explainer().explain(grid, cancellation));
    }

    /**
     * The sentence that explains a step of this puzzle, in English, naming cells {@code A1}..{@code I9}.
     * @param step a step of this puzzle's explanation or hint
     * @return the sentence, such as {@code In row C, 4 fits only in C5.}
     */
    public String text(Step step) {
        return text(step, Locale.ENGLISH);
    }

    /**
     * The sentence that explains a step of this puzzle in a language: English, Spanish or Chinese
     * ({@code Locale.forLanguageTag("es")}); other languages get the English sentence, as a
     * resource bundle falls back to its base.
     * @param step a step of this puzzle's explanation or hint
     * @param locale the language
     * @return the sentence
     */
    public String text(Step step, Locale locale) {
        Lang lang = Lang.EN;
        for (Lang l : Lang.values()) {
            if (l.code().equals(locale.getLanguage())) {
                lang = l;
            }
        }
        return StepTexts.of(grid.geometry(), step, lang);
    }

    /**
     * The difficulty on Sudoku Explainer's scale, with its level and hardest technique.
     * @return the rating
     * @throws SudokuException ({@code UNSOLVABLE}, {@code CLASH}) when there is no solution to rate
     */
    public Rating rate() {
        return rate(Cancellation.NONE);
    }

    /**
     * The same, stopped by {@code cancellation}.
     * @param cancellation a deadline or a cancel
     * @return the rating
     * @throws SudokuException as {@link #rate()}, and {@code TIMEOUT} or {@code CANCELLED}
     */
    public Rating rate(Cancellation cancellation) {
        return stoppable(() -> new Rater().rate(grid, cancellation));
    }

    /**
     * The next hint from the clues alone, disclosed by level: 1 says where to look, 2 names the
     * technique, 3 gives the whole step.
     * @param level 1, 2 or 3
     * @return the hint
     * @throws SudokuException ({@code OPTIONS}, field {@code level}) for another level, and
     *         ({@code UNSOLVABLE}, {@code CLASH}) when the puzzle has no solution
     */
    public Hint hint(int level) {
        return new Hinter().hint(grid, grid, null, level);
    }

    /**
     * The hint for a player's position: their own mistakes first (a wrong digit, a pencil mark
     * that removes the solution's digit), then the next step, disclosed by level.
     * @param position    the player's grid, clues included, in any form {@link #parse(String)} reads
     *                    (without a variant prefix); it may clash
     * @param pencilMarks the player's candidates, one token per cell such as {@code 1479} or
     *                    {@code .} for none noted, as {@code sudoku explain --candidates} prints
     *                    them; null or blank when the player keeps none
     * @param level       1, 2 or 3
     * @return the hint
     * @throws SudokuException {@code FORMAT} (field {@code grid} or {@code marks}) for text that
     *         does not read, {@code POSITION} for a changed clue or another size, {@code OPTIONS}
     *         for a level out of range, {@code UNSOLVABLE} when the puzzle has no solution
     */
    public Hint hint(String position, String pencilMarks, int level) {
        if (position == null) {
            throw new PuzzleFormatException(Kind.FORMAT, "no position: the text is null", 0, 0, -1, "grid");
        }
        Grid current;
        try {
            current = GridFormat.parseUnchecked(position);
        } catch (SudokuException e) {
            throw new SudokuException(e.kind(), "grid: " + e.getMessage(), e.line(), e.column(), e.cell(), "grid", e);
        }
        if (current.geometry().side() != grid.geometry().side()) {
            throw SudokuException.inField(Kind.POSITION, "grid", "grid: a " + current.geometry().describe()
                    + " position for a " + grid.geometry().describe() + " puzzle");
        }
        current = Grid.of(grid.geometry(), current.digits());
        int[] marks = null;
        if (pencilMarks != null && !pencilMarks.isBlank()) {
            try {
                marks = PencilMarks.parse(grid.geometry(), pencilMarks);
            } catch (IllegalArgumentException e) {
                throw SudokuException.inField(Kind.FORMAT, "marks", "marks: " + e.getMessage());
            }
        }
        return new Hinter().hint(grid, current, marks, level);
    }

    /**
     * A new 9x9 puzzle with a unique solution at {@code level}; the same seed gives the same puzzle.
     * @param level the difficulty
     * @param seed  the random seed
     * @return the puzzle
     * @throws SudokuException ({@code TIMEOUT}) when none was found in the default time
     */
    public static Sudoku generate(Level level, long seed) {
        return generate(GeneratorOptions.builder().level(level).build(), seed);
    }

    /**
     * A new puzzle meeting {@code options} (size, symmetry, clues, level or rating range,
     * techniques); the same options and seed give the same puzzle.
     * @param options what the puzzle must be, and the time to find it
     * @param seed    the random seed
     * @return the puzzle
     * @throws SudokuException ({@code TIMEOUT}) when none was found within the options' timeout
     */
    public static Sudoku generate(GeneratorOptions options, long seed) {
        return new Sudoku(new Generator().generate(options, new SplittableRandom(seed))
                .orElseThrow(() -> new SudokuException(Kind.TIMEOUT, "no puzzle met the options within "
                        + options.timeout().toMillis() + " ms")).puzzle());
    }

    /**
     * {@code count} new puzzles meeting {@code options}, the same as {@code sudoku generate -n
     * COUNT --seed SEED} prints: the first is {@code generate(options, seed)}.
     * @param options what each puzzle must be, and the time to find each
     * @param seed    the random seed of the whole list
     * @param count   how many
     * @return the puzzles, in order
     * @throws SudokuException ({@code TIMEOUT}) when one was not found within the options' timeout,
     *         ({@code OPTIONS}, field {@code count}) for a negative count
     */
    public static List<Sudoku> generate(GeneratorOptions options, long seed, int count) {
        if (count < 0) {
            throw SudokuException.inField(Kind.OPTIONS, "count", "count: " + count + " puzzles; ask for 0 or more");
        }
        return generated(options, seed).limit(count).toList();
    }

    /**
     * New puzzles meeting {@code options}, without end, each made when the stream asks for it:
     * the same puzzles, in the same order, as {@link #generate(GeneratorOptions, long, int)}.
     * @param options what each puzzle must be, and the time to find each
     * @param seed    the random seed of the whole stream
     * @return the puzzles; taking one throws {@code SudokuException} ({@code TIMEOUT}) when it was
     *         not found in time
     */
    public static Stream<Sudoku> generated(GeneratorOptions options, long seed) {
        Objects.requireNonNull(options, "options");
        return LongStream.iterate(0, i -> i + 1)
                .mapToObj(i -> generate(options, BatchGenerator.seedFor(seed, Math.toIntExact(i))));
    }

    /** The work of {@code work}, its stop by a cancellation turned into the family's kinds. */
    private static <T> T stoppable(Supplier<T> work) {
        try {
            return work.get();
        } catch (CancelledException e) {
            throw new SudokuException(e.timedOut() ? Kind.TIMEOUT : Kind.CANCELLED, e.getMessage(), 0, 0, -1,
                    null, e);
        }
    }

    /**
     * The one-line form: 81 characters for 9x9, {@code .} for empty; a variant's line with its prefix.
     * @return the line, which {@link #parse(String)} reads back
     */
    @Override
    public String toString() {
        return grid.geometry().variant().equals(Variant.NONE) ? grid.toLine() : VariantFormat.write(grid);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sudoku s && s.grid.equals(grid);
    }

    @Override
    public int hashCode() {
        return grid.hashCode();
    }
}
