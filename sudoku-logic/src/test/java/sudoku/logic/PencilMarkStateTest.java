package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.internal.HodokuCodes;
import sudoku.logic.internal.PencilMarkState;

class PencilMarkStateTest {
    static final String PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    /** The puzzle after ten steps of the logic solver, with some candidates removed. */
    static Candidates advanced() {
        Candidates state = Candidates.of(Grid.parse(PUZZLE));
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        for (int i = 0; i < 10; i++) {
            solver.nextStep(state).orElseThrow().applyTo(state);
        }
        return state;
    }

    /** The grid {@code explain --candidates} prints: clue plain, placed digit starred, candidates in braces. */
    static String candidateGrid(Grid puzzle, Candidates state) {
        String[] texts = new String[81];
        for (int cell = 0; cell < 81; cell++) {
            texts[cell] = puzzle.get(cell) != 0 ? String.valueOf(puzzle.get(cell))
                    : state.digit(cell) != 0 ? "*" + state.digit(cell)
                    : "{" + DigitSet.toString(state.candidates(cell)) + "}";
        }
        return GridFormat.display(Geometry.CLASSIC, texts);
    }

    @Test
    void aCandidateGridReadsBackWithCluesPlacedDigitsAndLoneCandidatesApart() {
        Candidates state = advanced();
        state.eliminate(firstEmptyWithTwo(state), DigitSet.lowestDigit(state.candidates(firstEmptyWithTwo(state))));
        String text = candidateGrid(Grid.parse(PUZZLE), state);
        assertThat(PencilMarkState.looksLikeOne(text)).isTrue();
        PencilMarkState read = PencilMarkState.parse(text);
        assertThat(read.state()).isEqualTo(state);
        assertThat(read.givens()).isEqualTo(Grid.parse(PUZZLE));
    }

    @Test
    void aCandidateStringReadsTheSameState() {
        Candidates state = advanced();
        StringBuilder s = new StringBuilder();
        int[] marks = state.pencilMarks();
        for (int cell = 0; cell < 81; cell++) {
            for (int d = 1; d <= 9; d++) {
                s.append(DigitSet.contains(marks[cell], d) ? (char) ('0' + d) : (d % 2 == 0 ? '.' : '0'));
            }
        }
        assertThat(PencilMarkState.looksLikeOne(s.toString())).isTrue();
        PencilMarkState read = PencilMarkState.parse(s.toString());
        assertThat(read.state().pencilMarks()).isEqualTo(marks);
        for (int cell = 0; cell < 81; cell++) {
            if (state.digit(cell) != 0) {
                assertThat(read.state().digit(cell)).as("cell %d", cell).isEqualTo(state.digit(cell));
            }
        }
    }

    @Test
    void aRegressionLibraryLineReadsGivensPlacedDigitsAndDeletedCandidates() {
        Grid puzzle = Grid.parse(PUZZLE);
        // Place 4 in A1 (r1c1) as a digit found since, and delete 5 and 7 from A2 (r1c2).
        StringBuilder givens = new StringBuilder("+4");
        givens.append(PUZZLE.substring(1));
        PencilMarkState read = PencilMarkState.parse(":0100:5:" + givens + ":512 712:999::");
        assertThat(read.givens()).isEqualTo(puzzle);
        assertThat(read.state().digit(0)).isEqualTo(4);
        Candidates expected = Candidates.of(puzzle);
        expected.place(0, 4);
        expected.eliminate(1, 5);
        expected.eliminate(1, 7);
        assertThat(read.state()).isEqualTo(expected);
    }

    @Test
    void aPuzzleIsNotTakenForAState() {
        assertThat(PencilMarkState.looksLikeOne(PUZZLE)).isFalse();
        assertThat(PencilMarkState.looksLikeOne(GridFormat.display(Grid.parse(PUZZLE)))).isFalse();
    }

    @Test
    void badInputIsNamedByPlaceAndKind() {
        assertThatThrownBy(() -> PencilMarkState.parse("1".repeat(729).replaceFirst("1", "12")))
                .hasMessageContaining("730");
        String string = "123456789".repeat(80) + "12345678x";
        assertThatThrownBy(() -> PencilMarkState.parse(string)).hasMessageContaining("character 729")
                .hasMessageContaining("'x'").hasMessageContaining("I9");
        assertThatThrownBy(() -> PencilMarkState.parse(".........".repeat(1) + "123456789".repeat(80)))
                .hasMessageContaining("A1 has no candidate");
        assertThatThrownBy(() -> PencilMarkState.parse(":0000:1:" + PUZZLE.substring(1) + ":::"))
                .hasMessageContaining("81 cells needed, found 80");
        assertThatThrownBy(() -> PencilMarkState.parse(":0000:1:3" + PUZZLE.substring(1) + ":::"))
                .hasMessageContaining("clash").hasMessageContaining("A1");
        assertThatThrownBy(() -> PencilMarkState.parse(":0000:1:" + PUZZLE + ":1a2::"))
                .hasMessageContaining("'1a2'");
        assertThatThrownBy(() -> PencilMarkState.parse(":0000:1:" + PUZZLE + ":112 212 412 512 712 812::"))
                .hasMessageContaining("A2 has no candidate");
        String grid = candidateGrid(Grid.parse(PUZZLE), Candidates.of(Grid.parse(PUZZLE)));
        assertThatThrownBy(() -> PencilMarkState.parse(grid.replaceFirst("\\{", "{x")))
                .hasMessageContaining("A1").hasMessageContaining("'x'");
        assertThatThrownBy(() -> PencilMarkState.parse(grid.replaceFirst("\\{[0-9]+}", "")))
                .hasMessageContaining("found 80");
    }

    @Test
    void hodokuCodesNameOurTechniquesAndIgnoreTheVariant() {
        assertThat(HodokuCodes.techniques("0603")).containsExactly(Technique.UNIQUE_RECTANGLE_4);
        assertThat(HodokuCodes.techniques("0711-2")).containsExactly(Technique.GROUPED_AIC);
        assertThat(HodokuCodes.parse("0300-x").failCase()).isTrue();
        assertThat(HodokuCodes.parse("03111").name()).isEqualTo("Siamese Finned Swordfish");
        assertThat(HodokuCodes.techniques("x-wing")).containsExactly(Technique.X_WING);
        assertThatThrownBy(() -> HodokuCodes.techniques("0999")).hasMessageContaining("unknown HoDoKu");
    }

    @Test
    void everyInstanceIsListedOncePerEffect() {
        Candidates state = Candidates.of(Grid.parse(PUZZLE));
        var singles = StepLister.every(state, java.util.List.of(Technique.NAKED_SINGLE), StepLister.ANY_LENGTH);
        int expected = 0;
        for (int cell = 0; cell < 81; cell++) {
            expected += state.digit(cell) == 0 && DigitSet.size(state.candidates(cell)) == 1 ? 1 : 0;
        }
        assertThat(singles).hasSize(expected).isNotEmpty();
        assertThat(singles.stream().map(Step::placements).distinct()).hasSize(expected);
    }

    private static int firstEmptyWithTwo(Candidates state) {
        for (int cell = 0; cell < 81; cell++) {
            if (state.digit(cell) == 0 && DigitSet.size(state.candidates(cell)) >= 2) {
                return cell;
            }
        }
        throw new AssertionError("no cell with two candidates");
    }
}
