package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.text.StepTexts;

/**
 * Hints on variant boards name the patterns that start from a variant's units, in each language:
 * for every regression case on an X, Windoku or jigsaw board, a player whose grid and pencil
 * marks are the case's state, with only the case's technique on, is told at level 1 to look at
 * the step's first unit (a diagonal, a window or a region where the pattern rests on one; a
 * deadly pattern's first cell, for the uniqueness steps, which name no unit), at
 * level 2 to look for the technique by its name in the language, and at level 3 the step
 * itself, the case's eliminations; Spanish and Chinese hints keep no English word.
 */
class VariantHintsTest {
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(row|column|box|window|region|the|is|in|at|for|Look|Turbot|Kite|Rectangle)\\b|\\{[a-z_]+}");

    static Stream<ReglibTest.Case> variantCases() throws IOException {
        return ReglibTest.cases().stream().filter(c -> c.grid().geometry().isVariant()
                && c.grid().geometry().variant().cages().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variantCases")
    void theHintNamesTheStepInEachLanguage(ReglibTest.Case c) {
        Candidates state = ReglibTest.state(c);
        Geometry g = state.geometry();
        int[] givens = c.grid().digits();
        for (int cell : c.placed()) {
            givens[cell] = 0;
        }
        Grid puzzle = Grid.of(g, givens);
        int[] marks = new int[g.cellCount()];
        for (int cell = 0; cell < g.cellCount(); cell++) {
            marks[cell] = state.digit(cell) == 0 ? state.candidates(cell) : 0;
        }
        Hinter hinter = new Hinter(LogicOptions.defaults().only(Set.of(c.technique())));
        for (Lang lang : Lang.values()) {
            Names names = Names.of(g, lang, Notation.CELL);
            Hint one = hinter.hint(puzzle, c.grid(), marks, 1, Cancellation.NONE, lang);
            Hint two = hinter.hint(puzzle, c.grid(), marks, 2, Cancellation.NONE, lang);
            Hint three = hinter.hint(puzzle, c.grid(), marks, 3, Cancellation.NONE, lang);
            assertThat(three.kind()).isEqualTo(Hint.Kind.STEP);
            Step step = three.step();
            assertThat(step.technique()).isEqualTo(c.technique());
            String unit = step.units().isEmpty() ? names.cell(step.cells().get(0)) : names.unit(step.units().get(0));
            assertThat(one.text()).as(lang.name()).contains(unit);
            assertThat(two.text()).as(lang.name()).contains(Messages.of(lang).technique(c.technique()), unit);
            assertThat(three.text()).as(lang.name()).contains(StepTexts.of(g, step, lang));
            if (lang != Lang.EN) {
                for (Hint h : new Hint[] {one, two, three}) {
                    assertThat(ENGLISH.matcher(h.text()).find()).as(lang + ": " + h.text()).isFalse();
                }
            }
        }
        Hint three = hinter.hint(puzzle, c.grid(), marks, 3, Cancellation.NONE, Lang.EN);
        assertThat(ReglibTest.steps(c)).as("the finder's steps in the case's state")
                .anyMatch(s -> new HashSet<>(s.eliminations()).equals(new HashSet<>(three.step().eliminations())));
    }
}
