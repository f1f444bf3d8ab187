package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.bits.DigitSet;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.PencilMarks;
import sudoku.logic.internal.Solution;

class HinterTest {
    static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    static final Hinter HINTER = new Hinter();

    static LongStream seeds() {
        return LongStream.range(1, 11);
    }

    /** Plays some correct steps, then plants one wrong digit: the hint must name that cell. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void plantedMistakeIsFoundFirst(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Solution s = Solution.of(PUZZLE);
        Grid current = partlySolved(PUZZLE, s, rnd.nextInt(30));
        List<Integer> empty = new java.util.ArrayList<>();
        for (int c = 0; c < 81; c++) {
            if (current.get(c) == 0) {
                empty.add(c);
            }
        }
        int cell = empty.get(rnd.nextInt(empty.size()));
        int wrong = 1 + (s.digit(cell) + rnd.nextInt(8)) % 9;
        Grid planted = current.with(cell, wrong);
        Hint where = HINTER.hint(PUZZLE, planted, null, 1);
        assertThat(where.kind()).isEqualTo(Hint.Kind.MISTAKE);
        assertThat(where.cells()).as("level 1 names the unit, not the cell").isEmpty();
        assertThat(where.units()).hasSize(1);
        assertThat(UnitTables.holds(PUZZLE.geometry(), where.units().get(0), cell)).isTrue();
        assertThat(where.text()).startsWith("Something is wrong in ")
                .doesNotContain(PUZZLE.geometry().cellName(cell));
        for (int level = 2; level <= 3; level++) {
            Hint h = HINTER.hint(PUZZLE, planted, null, level);
            assertThat(h.kind()).isEqualTo(Hint.Kind.MISTAKE);
            assertThat(h.cells()).containsExactly(cell);
            assertThat(h.text()).contains(PUZZLE.geometry().cellName(cell));
        }
        assertThat(HINTER.hint(PUZZLE, planted, null, 2).text()).as("level 2 keeps the right digit back")
                .doesNotContain("the solution has");
        assertThat(HINTER.hint(PUZZLE, planted, null, 3).text()).contains("the solution has " + s.digit(cell));
    }

    /** A pencil mark that a placed digit rules out is named before any technique, by level. */
    @Test
    void aPencilMarkThatClashesWithAPlacedDigitComesBeforeTheNextStep() {
        Solution s = Solution.of(PUZZLE);
        int[] marks = Candidates.of(PUZZLE).masks();
        int empty = 0;
        while (PUZZLE.get(empty) != 0) {
            empty++;
        }
        // a digit some peer of the empty cell holds, written back into its marks
        int clash = 0;
        for (int peer : PUZZLE.geometry().peers(empty)) {
            if (PUZZLE.get(peer) != 0) {
                clash = PUZZLE.get(peer);
            }
        }
        marks[empty] |= DigitSet.of(clash);
        Hint one = HINTER.hint(PUZZLE, PUZZLE, marks, 1);
        assertThat(one.kind()).isEqualTo(Hint.Kind.CLASHING_MARK);
        assertThat(one.cells()).isEmpty();
        assertThat(UnitTables.holds(PUZZLE.geometry(), one.units().get(0), empty)).isTrue();
        Hint two = HINTER.hint(PUZZLE, PUZZLE, marks, 2);
        assertThat(two.cells()).containsExactly(empty);
        assertThat(two.text()).contains(PUZZLE.geometry().cellName(empty));
        Hint three = HINTER.hint(PUZZLE, PUZZLE, marks, 3);
        assertThat(three.text()).contains("Remove " + clash + " from " + PUZZLE.geometry().cellName(empty))
                // the unit the mark shares with the placed digit is named, as a window would be on Windoku
                .containsPattern("\\(" + clash + " is in [A-I]\\d, (row [A-I]|column \\d|box \\d)\\)");
        // a wrong digit still comes first
        int other = empty + 1;
        while (PUZZLE.get(other) != 0) {
            other++;
        }
        Grid wrong = PUZZLE.with(other, 1 + s.digit(other) % 9);
        assertThat(HINTER.hint(PUZZLE, wrong, marks, 2).kind()).isEqualTo(Hint.Kind.MISTAKE);
    }

    /**
     * On a killer, a mark that a digit of its own cage rules out, where the two cells share no row,
     * column or box, is a clash named by the cage; so is a wrong digit that repeats one of its cage.
     */
    @Test
    void aDigitOfTheSameCageRulesOutAMarkAndMakesAMistake() {
        Grid puzzle = DataSets.sample("killer_krazydad.txt", 1).get(0);
        sudoku.core.Geometry g = puzzle.geometry();
        Solution s = Solution.of(puzzle);
        for (sudoku.core.Cage cage : g.cages()) {
            for (int a : cage.cells()) {
                for (int b : cage.cells()) {
                    int d = s.digit(a);
                    if (a == b || puzzle.get(a) != 0 || puzzle.get(b) != 0 || sharesUnit(g, a, b)
                            || unitPeerHolds(puzzle, b, d)) {
                        continue;
                    }
                    Grid current = puzzle.with(a, d);
                    int[] marks = new int[g.cellCount()];
                    marks[b] = DigitSet.of(d) | DigitSet.of(s.digit(b));
                    Hint one = HINTER.hint(puzzle, current, marks, 1);
                    assertThat(one.kind()).isEqualTo(Hint.Kind.CLASHING_MARK);
                    assertThat(one.text()).contains("the cage").doesNotContain("row").doesNotContain("column");
                    assertThat(one.units()).isEmpty();
                    assertThat(HINTER.hint(puzzle, current, marks, 3).text())
                            .contains("Remove " + d + " from " + g.cellName(b) + " (" + d + " is in " + g.cellName(a));
                    Grid wrong = current.with(b, d);
                    assertThat(HINTER.hint(puzzle, wrong, null, 1).text()).startsWith("Something is wrong in the cage");
                    assertThat(HINTER.hint(puzzle, wrong, null, 2).text()).contains(g.cellName(b))
                            .contains("clashes with the " + d + " in " + g.cellName(a) + " (the cage");
                    return;
                }
            }
        }
        throw new AssertionError("no two cells of a cage that share no unit");
    }

    private static boolean sharesUnit(sudoku.core.Geometry g, int a, int b) {
        for (int u : UnitTables.unitIdsOf(g, a)) {
            if (UnitTables.holds(g, u, b)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a cell sharing a row, column or box with {@code cell} holds {@code digit}. */
    private static boolean unitPeerHolds(Grid grid, int cell, int digit) {
        sudoku.core.Geometry g = grid.geometry();
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            for (int c : UnitTables.unit(g, u)) {
                if (c != cell && grid.get(c) == digit) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void removedTrueCandidateIsPointedOut() {
        Solution s = Solution.of(PUZZLE);
        int[] marks = Candidates.of(PUZZLE).masks();
        marks[0] &= ~DigitSet.of(s.digit(0));
        Hint h = HINTER.hint(PUZZLE, PUZZLE, marks, 3);
        assertThat(h.kind()).isEqualTo(Hint.Kind.MISSING_CANDIDATE);
        assertThat(h.cells()).containsExactly(0);
        assertThat(h.text()).contains("A1").contains("Put back " + s.digit(0));
    }

    /** A removed true candidate is said plainly at the first two levels, the cell's digit kept back. */
    @Test
    void removedTrueCandidateIsSaidPlainlyAtEachLevel() {
        Solution s = Solution.of(PUZZLE);
        int[] marks = Candidates.of(PUZZLE).masks();
        marks[0] &= ~DigitSet.of(s.digit(0));
        assertThat(HINTER.hint(PUZZLE, PUZZLE, marks, 1).text())
                .matches("In (row A|column 1|box 1), a cell's own digit is missing from its pencil marks\\.");
        assertThat(HINTER.hint(PUZZLE, PUZZLE, marks, 2).text())
                .isEqualTo("A cell's own digit is missing from its pencil marks: check the candidates of A1.");
    }

    @Test
    void levelsDiscloseMoreAndMore() {
        Hint one = HINTER.hint(PUZZLE, PUZZLE, null, 1);
        Hint two = HINTER.hint(PUZZLE, PUZZLE, null, 2);
        Hint three = HINTER.hint(PUZZLE, PUZZLE, null, 3);
        assertThat(one.kind()).isEqualTo(Hint.Kind.STEP);
        assertThat(one.technique()).isNull();
        assertThat(one.step()).isNull();
        assertThat(one.text()).startsWith("Look at");
        assertThat(two.technique()).isNotNull();
        assertThat(two.text()).contains(two.technique().displayName());
        assertThat(three.step()).isNotNull();
        Solution s = Solution.of(PUZZLE);
        PathChecker.checkStep(PUZZLE, s, three.step());
    }

    @Test
    void solvedGridAndChangedClues() {
        Solution s = Solution.of(PUZZLE);
        assertThat(HINTER.hint(PUZZLE, s.solution(), null, 1).kind()).isEqualTo(Hint.Kind.SOLVED);
        Grid changed = PUZZLE.with(2, 4);
        assertThatThrownBy(() -> HINTER.hint(PUZZLE, changed, null, 1)).hasMessageContaining("A3");
        assertThatThrownBy(() -> HINTER.hint(PUZZLE, PUZZLE, null, 4)).hasMessageContaining("level");
    }

    @Test
    void pencilMarksReadBackFromTheDisplay() {
        Candidates c = Candidates.of(PUZZLE);
        String shown = sudoku.core.GridFormat.displayCandidates(PUZZLE.geometry(), c.pencilMarks());
        assertThat(PencilMarks.parse(PUZZLE.geometry(), shown)).isEqualTo(c.pencilMarks());
        assertThatThrownBy(() -> PencilMarks.parse(PUZZLE.geometry(), "12 34")).hasMessageContaining("found 2");
    }

    static Grid partlySolved(Grid puzzle, Solution s, int steps) {
        Candidates state = Candidates.of(puzzle);
        LogicSolver ls = new LogicSolver(LogicOptions.defaults());
        for (int i = 0; i < steps && !state.isSolved(); i++) {
            ls.nextStep(state).orElseGet(() -> LogicSolver.guess(state, s.solution())).applyTo(state);
        }
        return state.toGrid();
    }
}
