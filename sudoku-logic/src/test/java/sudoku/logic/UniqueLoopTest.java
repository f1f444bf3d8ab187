package sudoku.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.Solution;


/**
 * Unique loops (types 1 and 2) and the extended unique rectangle: on hand-built pencil marks, the
 * deadly patterns they must find and the near misses they must not; on real puzzles, every
 * elimination they make at every state of an explanation keeps the solution.
 */
class UniqueLoopTest {
    private static final Geometry G = Geometry.CLASSIC;
    /** Rows A, C, B and columns 1, 5, 8: two cells in every row, column and box it touches. */
    private static final List<String> LOOP = List.of("A1", "A5", "C5", "C8", "B8", "B1");

    /** Pencil marks: {@code rest} in every cell but those given. */
    private static Candidates state(int rest, Object... cellsAndDigits) {
        int[] marks = new int[81];
        Arrays.fill(marks, rest);
        for (int i = 0; i < cellsAndDigits.length; i += 2) {
            marks[G.parseCell((String) cellsAndDigits[i])] = digits((String) cellsAndDigits[i + 1]);
        }
        return Candidates.of(Grid.parse(".".repeat(81)), marks);
    }

    private static int digits(String ds) {
        int m = 0;
        for (char ch : ds.toCharArray()) {
            m |= DigitSet.of(ch - '0');
        }
        return m;
    }

    /** The loop with {4, 7} in every cell but those given. */
    private static Candidates loop(int rest, Object... exceptions) {
        List<Object> spec = new ArrayList<>();
        for (String c : LOOP) {
            spec.add(c);
            spec.add("47");
        }
        spec.addAll(List.of(exceptions));
        return state(rest, spec.toArray());
    }

    private static Set<String> removed(Step s) {
        Set<String> out = new java.util.TreeSet<>();
        for (Candidate c : s.eliminations()) {
            out.add(G.cellName(c.cell()) + "-" + c.digit());
        }
        return out;
    }

    @Test
    void typeOneTakesThePairOffTheOneCellWithMore() {
        int noPair = digits("1235689");
        List<Step> steps = Finders.of(Technique.UNIQUE_LOOP_1).all(loop(noPair, "C8", "479"));
        assertThat(steps).hasSize(1);
        assertThat(removed(steps.get(0))).containsExactly("C8-4", "C8-7");
        assertThat(steps.get(0).cells()).hasSize(6);
        // with every other cell open too, the same step comes first and the search ends
        List<Step> open = Finders.of(Technique.UNIQUE_LOOP_1).all(loop(digits("123456789"), "C8", "479"));
        assertThat(open).extracting(UniqueLoopTest::removed).contains(Set.of("C8-4", "C8-7"));
        assertThat(Finders.of(Technique.UNIQUE_LOOP_2).all(loop(noPair, "C8", "479"))).isEmpty();
    }

    @Test
    void typeTwoTakesTheSharedExtraOffWhatSeesAllItsCells() {
        int noPair = digits("1235689");
        Candidates s = loop(noPair, "C8", "479", "B8", "479");
        List<Step> steps = Finders.of(Technique.UNIQUE_LOOP_2).all(s);
        assertThat(steps).hasSize(1);
        Set<String> expected = new java.util.TreeSet<>();
        for (int c = 0; c < 81; c++) {
            if (s.has(c, 9) && c != G.parseCell("B8") && c != G.parseCell("C8")
                    && s.sees(c, G.parseCell("B8")) && s.sees(c, G.parseCell("C8"))) {
                expected.add(G.cellName(c) + "-9");
            }
        }
        assertThat(removed(steps.get(0))).isEqualTo(expected).contains("A8-9", "I8-9", "C9-9");
        assertThat(Finders.of(Technique.UNIQUE_LOOP_1).all(s)).isEmpty();
        // two different extra digits: no type 2
        assertThat(Finders.of(Technique.UNIQUE_LOOP_2).all(loop(noPair, "C8", "479", "B8", "478"))).isEmpty();
    }

    @Test
    void aLoopWithOneCellInABoxIsNoDeadlyPattern() {
        // rows A, E, H and columns 1, 4, 7: every box it touches holds one of its cells
        int noPair = digits("1235689");
        Candidates s = state(noPair, "A1", "47", "A4", "47", "E4", "47", "E7", "47", "H7", "47", "H1", "479");
        assertThat(Finders.of(Technique.UNIQUE_LOOP_1).all(s)).isEmpty();
    }

    @Test
    void anExtendedRectangleTakesItsThreeDigitsOffTheSixthCell() {
        // rows A and B, columns 1, 4 and 7: each column's two cells in one box
        int none = digits("456789");
        Candidates s = state(none, "A1", "12", "A4", "23", "A7", "13", "B1", "23", "B4", "13", "B7", "1235");
        List<Step> steps = Finders.of(Technique.EXTENDED_UNIQUE_RECTANGLE).all(s);
        assertThat(steps).hasSize(1);
        assertThat(removed(steps.get(0))).containsExactly("B7-1", "B7-2", "B7-3");
        // the same six cells turned: columns 1 and 2, rows A, D and G
        Candidates turned = state(none, "A1", "12", "D1", "23", "G1", "13", "A2", "23", "D2", "13", "G2", "1235");
        assertThat(Finders.of(Technique.EXTENDED_UNIQUE_RECTANGLE).all(turned)).extracting(UniqueLoopTest::removed)
                .containsExactly(Set.of("G2-1", "G2-2", "G2-3"));
        // rows A and D: a column's two cells lie in two boxes, and swapping the rows would break them
        Candidates apart = state(none, "A1", "12", "A4", "23", "A7", "13", "D1", "23", "D4", "13", "D7", "1235");
        assertThat(Finders.of(Technique.EXTENDED_UNIQUE_RECTANGLE).all(apart)).isEmpty();
    }

    /**
     * Every state an explanation passes through, on puzzles with one solution: every step the
     * three techniques find there keeps the solution. Here every 19th puzzle of top95;
     * {@link UniqueLoopIT} takes all of them and every 15th of magictour_top1465.
     */
    @Test
    void neverWrongOnRealPuzzles() {
        assertNeverWrong(DataSets.sample("top95.txt", 19));
    }

    static void assertNeverWrong(List<Grid> puzzles) {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int[] found = {0};
        for (Grid puzzle : puzzles) {
            Solution s = Solution.of(puzzle);
            if (!s.unique()) {
                continue;
            }
            PathChecker.eachState(solver, puzzle, state -> {
                for (Technique t : List.of(Technique.UNIQUE_LOOP_1, Technique.UNIQUE_LOOP_2,
                        Technique.EXTENDED_UNIQUE_RECTANGLE)) {
                    for (Step step : Finders.of(t).all(state)) {
                        PathChecker.checkStep(puzzle, s, step);
                        found[0]++;
                    }
                }
            });
        }
        assertThat(found[0]).as("steps found on the way").isPositive();
    }
}
