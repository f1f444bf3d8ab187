package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.technique.Finders;

/**
 * A deadly pattern is deadly only when swapping its two digits keeps every rule of the board. On
 * a variant a diagonal, a window or a region holding one corner of a rectangle (or one cell of a
 * loop) and the other digit elsewhere tells the two fillings apart, so the uniqueness techniques
 * would be wrong there: on each of these published puzzles (X, Windoku, jigsaw) a uniqueness
 * finder run on its own removes a digit of the solution somewhere along the path. Neither the
 * solver's path nor the listing of steps ({@code sudoku steps}) may take one on a variant.
 */
class VariantUniquenessTest {
    private static final List<Technique> UNIQUENESS = Technique.implemented().stream()
            .filter(Technique::uniqueness).toList();

    @ParameterizedTest
    @ValueSource(strings = {
        "x:..68...1..9.42.5..8.5..7..3....4....56.98.....7......2...1.4.892....8645..9.6..7.",
        "windoku:82.47.9..7.......6...6392..25.84..............4........78.5463....38...1.3.......",
        "jigsaw:.3..6..8.8....79.6.68.1.7...9.......3.4...1.9.......4...9.5.63.1.73....4.7..8..1. "
            + "111122333111222233112252333444455563444456666745556666777858899778888999777889999"})
    void noUniquenessStepOnAVariantWhereOneWouldBeWrong(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Solution s = Solution.of(puzzle);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        Candidates state = Candidates.of(puzzle);
        int wrong = 0;
        while (!state.isSolved()) {
            for (Technique t : UNIQUENESS) {
                wrong += (int) Finders.of(t).all(state.copy()).stream().filter(st -> st.eliminations().stream()
                        .anyMatch(e -> s.digit(e.cell()) == e.digit())).count();
            }
            assertThat(StepLister.every(state, UNIQUENESS, StepLister.ANY_LENGTH)).as("listed on a variant").isEmpty();
            List<Step> round = solver.nextRound(state);
            assertThat(round).isNotEmpty().noneMatch(st -> st.technique().uniqueness());
            round.forEach(st -> st.applyTo(state));
        }
        assertThat(wrong).as("uniqueness steps that would remove a digit of the solution").isPositive();
    }
}
