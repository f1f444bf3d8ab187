package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;

/** Hints and the hinter's errors in Spanish and Chinese: no English words, no placeholder left. */
class HinterLanguagesTest {
    private static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(row|column|box|the|is|in|at|for|mistakes?|wrong|solution|Look)\\b|\\{[a-z_]+}");

    @ParameterizedTest
    @EnumSource(value = Lang.class, names = {"ES", "ZH"})
    void everyKindOfHintIsSaidInTheLanguage(Lang lang) {
        Hinter hinter = new Hinter();
        Grid wrong = PUZZLE.with(0, 1);
        int[] marks = new int[81];
        marks[0] = 1 << 8;
        for (int level = 1; level <= 3; level++) {
            assertSaid(hinter.hint(PUZZLE, PUZZLE, null, level, Cancellation.NONE, lang));
            assertSaid(hinter.hint(PUZZLE, wrong, null, level, Cancellation.NONE, lang));
            assertSaid(hinter.hint(PUZZLE, PUZZLE, marks, level, Cancellation.NONE, lang));
        }
        assertThatThrownBy(() -> hinter.hint(PUZZLE, PUZZLE, null, 4, Cancellation.NONE, lang))
                .satisfies(e -> assertThat(ENGLISH.matcher(e.getMessage()).find()).as(e.getMessage()).isFalse());
        Grid clash = PUZZLE.with(0, 3);
        assertThatThrownBy(() -> Solution.of(clash)).isInstanceOf(PuzzleException.class)
                .satisfies(e -> assertThat(((PuzzleException) e).message(lang)).doesNotContain("clues"));
    }

    @ParameterizedTest
    @EnumSource(value = Lang.class, names = {"ES", "ZH"})
    void aSolvedGridIsSaidInTheLanguage(Lang lang) {
        Grid solution = Solution.of(PUZZLE).solution();
        assertSaid(new Hinter().hint(PUZZLE, solution, null, 1, Cancellation.NONE, lang));
    }

    /** The Spanish level-2 hint names the technique as one ("Busca la técnica «Único oculto» en la caja 4"). */
    @org.junit.jupiter.api.Test
    void theSpanishTechniqueHintNamesTheTechniqueAsOne() {
        Hint two = new Hinter().hint(PUZZLE, PUZZLE, null, 2, Cancellation.NONE, Lang.ES);
        assertThat(two.text()).startsWith("Busca la técnica «").contains("» en ");
    }

    private static void assertSaid(Hint h) {
        assertThat(ENGLISH.matcher(h.text()).find()).as(h.kind() + ": " + h.text()).isFalse();
    }
}
