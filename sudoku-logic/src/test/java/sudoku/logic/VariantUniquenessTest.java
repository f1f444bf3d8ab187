package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.technique.Finders;

/**
 * A deadly pattern is deadly only when swapping its two digits keeps every rule of the board. On
 * a variant a diagonal, a window, a region or a cage holding one corner of a rectangle (or one
 * cell of a loop), or two corners holding the same digit, tells the two fillings apart; the
 * uniqueness finders take a pattern on a variant only when each of those units holds none of its
 * cells or one of each digit's. Here: a rectangle that stays deadly is taken and one that does not
 * is refused, on X, Windoku and jigsaw boards; and along published puzzles' paths every
 * uniqueness step found at the start of each round keeps the solution.
 */
class VariantUniquenessTest {
    private static final List<Technique> UNIQUENESS = Technique.implemented().stream()
            .filter(Technique::uniqueness).toList();
    private static final String JIGSAW = "111122333111222233112252333444455563444456666745556666777858899778888999777889999";

    @ParameterizedTest
    @ValueSource(strings = {
        "x:..68...1..9.42.5..8.5..7..3....4....56.98.....7......2...1.4.892....8645..9.6..7.",
        "windoku:82.47.9..7.......6...6392..25.84..............4........78.5463....38...1.3.......",
        "jigsaw:.3..6..8.8....79.6.68.1.7...9.......3.4...1.9.......4...9.5.63.1.73....4.7..8..1. " + JIGSAW})
    void everyUniquenessStepAtEachRoundStartKeepsTheSolution(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        int wrong = sweep(puzzle, met);
        System.out.println(puzzle.geometry().variant().name() + ": uniqueness steps at round starts " + met);
        assertThat(wrong).as("uniqueness steps that remove a digit of the solution").isZero();
    }

    /**
     * A unique loop's sentence names the units of its board: on Windoku the windows too, on a
     * jigsaw the regions in place of boxes (the regression library's cases, in three languages).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "windoku|every row, column, box and window has two|cada fila, columna, caja y ventana tiene dos|每行、每列、每宫、每窗口都恰有",
        "jigsaw|every row, column and region has two|cada fila, columna y región tiene dos|每行、每列、每区域都恰有"})
    void aUniqueLoopNamesTheUnitsOfItsBoard(String variant, String en, String es, String zh) throws java.io.IOException {
        ReglibTest.Case c = ReglibTest.cases().stream().filter(k -> k.technique() == Technique.UNIQUE_LOOP_1
                && k.grid().geometry().variant().name().equals(variant)).findFirst().orElseThrow();
        Step step = ReglibTest.steps(c).get(0);
        sudoku.core.Geometry g = c.grid().geometry();
        assertThat(sudoku.logic.text.StepTexts.of(g, step, sudoku.logic.internal.Lang.EN)).contains(en);
        assertThat(sudoku.logic.text.StepTexts.of(g, step, sudoku.logic.internal.Lang.ES)).contains(es);
        assertThat(sudoku.logic.text.StepTexts.of(g, step, sudoku.logic.internal.Lang.ZH)).contains(zh);
    }

    /**
     * Three corners holding only 1 and 2 and a fourth with 3 besides: Uniqueness Test 1 removes 1
     * and 2 from the fourth, on a classic board always, on a variant only when the rectangle stays
     * deadly there.
     */
    @ParameterizedTest(name = "{0} rows {1},{2} columns {3},{4}: {5}")
    @CsvSource({
        // off both diagonals: deadly on X too
        "x, 0, 3, 1, 2, true",
        // B2 is on diagonal 1, alone: a swap would leave it two of one digit
        "x, 1, 3, 1, 2, false",
        // A1 and I9 on diagonal 1, A9 and I1 on diagonal 2: both corners of a diagonal hold one digit
        "x, 0, 8, 0, 8, false",
        // D2 and D3 lie in window 1 and hold one digit each
        "windoku, 0, 3, 1, 2, true",
        // window 1 holds C3 and C4, one digit each
        "windoku, 0, 2, 2, 3, true",
        // window 1 holds D4 alone
        "windoku, 0, 3, 3, 4, false",
        // region 1 holds A1 and B1, region 2 A5 and B5: two regions, a side each
        "jigsaw, 0, 1, 0, 4, true",
        // region 1 holds A1, A4 and B1: not deadly, though boxes 1 and 2 would make it so on a classic board
        "jigsaw, 0, 1, 0, 3, false"})
    void aRectangleIsTakenOnlyWhereItStaysDeadly(String variant, int r1, int r2, int c1, int c2, boolean deadly) {
        String board = variant + ":" + ".".repeat(81) + (variant.equals("jigsaw") ? " " + JIGSAW : "");
        List<Step> onVariant = rectangleOne(VariantFormat.parse(board, Variant.NONE), r1, r2, c1, c2);
        List<Step> onClassic = rectangleOne(Grid.parse(".".repeat(81)), r1, r2, c1, c2);
        if (variant.equals("jigsaw")) {
            assertThat(onClassic).as("the same rectangle on a classic board").hasSize(1);
        }
        if (!deadly) {
            assertThat(onVariant).as("a rectangle a %s unit keeps from being deadly", variant).isEmpty();
            return;
        }
        int fourth = r2 * 9 + c2;
        assertThat(onVariant).singleElement().satisfies(s -> assertThat(s.eliminations())
                .containsExactly(new Candidate(fourth, 1), new Candidate(fourth, 2)));
    }

    /** The Uniqueness Test 1 steps of a board whose rectangle's corners hold 1 and 2 (the last also 3), other cells all digits. */
    private static List<Step> rectangleOne(Grid board, int r1, int r2, int c1, int c2) {
        int[] marks = new int[81];
        java.util.Arrays.fill(marks, DigitSet.of(4) | DigitSet.of(5) | DigitSet.of(6) | DigitSet.of(7));
        int pair = DigitSet.of(1) | DigitSet.of(2);
        for (int cell : new int[] {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1}) {
            marks[cell] = pair;
        }
        marks[r2 * 9 + c2] = pair | DigitSet.of(3);
        return Finders.of(Technique.UNIQUE_RECTANGLE_1).all(Candidates.of(board, marks));
    }

    /**
     * Walks the solver's path on a puzzle with one solution; at the start of each round runs every
     * uniqueness finder the board allows (through the listing of steps) and counts the steps that
     * remove a digit of the solution or place a wrong one.
     * @return the number of wrong uniqueness steps met
     */
    static int sweep(Grid puzzle) {
        return sweep(puzzle, new EnumMap<>(Technique.class));
    }

    /** Like {@link #sweep(Grid)}, adding to {@code met} the uniqueness steps found per technique. */
    static int sweep(Grid puzzle, Map<Technique, Integer> met) {
        return sweep(puzzle, UNIQUENESS, st -> true, met);
    }

    /**
     * Like {@link #sweep(Grid)} for the steps of {@code techniques} that {@code counted} accepts,
     * adding them to {@code met} per technique.
     */
    static int sweep(Grid puzzle, List<Technique> techniques, Predicate<Step> counted, Map<Technique, Integer> met) {
        return sweep(puzzle, techniques, (state, st) -> counted.test(st), met);
    }

    /** Like {@link #sweep(Grid, List, Predicate, Map)}, {@code counted} also told the state each step starts from. */
    static int sweep(Grid puzzle, List<Technique> techniques, BiPredicate<Candidates, Step> counted,
                     Map<Technique, Integer> met) {
        Solution s = Solution.of(puzzle);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        Candidates state = Candidates.of(puzzle);
        int wrong = 0;
        while (!state.isSolved()) {
            for (Step st : StepLister.every(state, techniques, StepLister.ANY_LENGTH)) {
                if (!counted.test(state, st)) {
                    continue;
                }
                met.merge(st.technique(), 1, Integer::sum);
                boolean bad = st.eliminations().stream().anyMatch(e -> s.digit(e.cell()) == e.digit())
                        || st.placements().stream().anyMatch(p -> s.digit(p.cell()) != p.digit());
                wrong += bad ? 1 : 0;
            }
            List<Step> round = solver.nextRound(state);
            assertThat(round).as("a round on %s", puzzle).isNotEmpty();
            round.forEach(st -> st.applyTo(state));
        }
        return wrong;
    }
}
