package sudoku.logic;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;


/** Every step reads right in Spanish and Chinese: no English unit words, no placeholder left. */
class StepTextsTest {
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|boxes|and|from|"
            + "removes|fits|only|which)\\b");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z_0-9]+}");

    static Stream<String> puzzles() {
        return Stream.of(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    }

    /** One explanation per puzzle, said in both languages (explaining is what costs here). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("puzzles")
    void explanationsHaveNoEnglishUnitsAndNoPlaceholders(String puzzle) {
        Grid grid = Grid.parse(puzzle);
        Explanation e = new Explainer().explain(grid);
        for (Step s : e.steps()) {
            for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                assertSaid(StepTexts.of(grid.geometry(), s, lang), s);
            }
        }
    }

    @Test
    void everyReglibStepIsSaidInSpanishAndChinese() throws IOException {
        Set<Technique> seen = new HashSet<>();
        for (ReglibTest.Case c : ReglibTest.cases()) {
            for (Step s : ReglibTest.steps(c)) {
                seen.add(s.technique());
                for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                    assertSaid(StepTexts.of(c.grid().geometry(), s, lang), s);
                }
            }
        }
        assertThat(seen).containsAll(Technique.implemented());
    }

    @Test
    void unitsAndSinglesReadAsPlayersSayThem() {
        Step s = Step.placing(Technique.HIDDEN_SINGLE, new Candidate(4, 7), List.of(18), List.of(4),
                new SingleEvidence.HiddenSingle(18));
        assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ES)).isEqualTo("En la caja 1, el 7 solo cabe en A5.");
        assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ZH)).isEqualTo("在第1宫中，7只能填在A5（宫摒除）。");
    }

    private static void assertSaid(String text, Step s) {
        assertThat(text).as(() -> s.technique() + ": " + Said.english(s)).isNotBlank();
        assertThat(PLACEHOLDER.matcher(text).find()).as("placeholder left in " + text).isFalse();
        assertThat(ENGLISH.matcher(text).find()).as("English words in " + text).isFalse();
        assertThat(text).doesNotContain(": .").doesNotContain("()").doesNotContain("（）");
    }

    /**
     * A guess is made in one of the cells with the fewest candidates; Spanish "una celda con menos
     * candidatos" said "a cell with fewer candidates".
     */
    @Test
    void aGuessIsMadeInOneOfTheCellsWithTheFewestCandidates() {
        Grid grid = Grid.parse(puzzles().findFirst().orElseThrow());
        Explanation bare = new Explainer(LogicOptions.defaults().only(List.of())).explain(grid);
        Step guess = bare.steps().get(0);
        assertThat(guess.technique()).isEqualTo(Technique.GUESS);
        assertThat(StepTexts.of(grid.geometry(), guess, Lang.ES)).contains(" (una de las celdas con menos candidatos: ");
        assertThat(StepTexts.of(grid.geometry(), guess, Lang.ZH)).contains("（候选数最少的格之一：");
    }
}
