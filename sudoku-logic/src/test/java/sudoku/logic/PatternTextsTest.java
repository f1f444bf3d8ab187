package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * The wings, the single-digit patterns and the colourings say in Spanish and Chinese everything
 * their English sentence says: every cell it names, every digit of the pattern, every unit of the
 * step, in either cell notation, with no English word and no placeholder left.
 */
class PatternTextsTest {
    private static final List<Technique> PATTERNS = List.of(Technique.XY_WING, Technique.XYZ_WING,
            Technique.WXYZ_WING, Technique.W_WING, Technique.SKYSCRAPER, Technique.TWO_STRING_KITE,
            Technique.DUAL_TWO_STRING_KITE, Technique.EMPTY_RECTANGLE, Technique.DUAL_EMPTY_RECTANGLE,
            Technique.SIMPLE_COLORS_TRAP, Technique.SIMPLE_COLORS_WRAP, Technique.MULTI_COLORS,
            Technique.THREE_D_MEDUSA, Technique.REMOTE_PAIR);
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|boxes|and|or|from|"
            + "removes|fits|only|which|Pivot|pincers|Colouring|colour|against|Kites?|Empty|Rectangles?|cells?|"
            + "one|both|is|the)\\b");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z_0-9]+}");
    private static final Pattern CELL = Pattern.compile("(?<![A-Za-z0-9])(?:[A-I][1-9]|r[1-9]c[1-9])(?![0-9])");

    static Stream<Arguments> steps() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (!PATTERNS.contains(c.technique())) {
                continue;
            }
            for (Step s : ReglibTest.steps(c)) {
                for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                    for (Notation notation : Notation.values()) {
                        out.add(Arguments.of(c.technique() + " line " + c.line(), c.grid().geometry(), s, lang,
                                notation));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {3} {4}")
    @MethodSource("steps")
    void saysEveryCellDigitAndUnitTheEnglishSays(String name, Geometry g, Step s, Lang lang, Notation notation) {
        String english = StepTexts.of(g, s, Lang.EN, notation);
        String said = StepTexts.of(g, s, lang, notation);
        assertThat(PLACEHOLDER.matcher(said).find()).as("placeholder left in " + said).isFalse();
        assertThat(ENGLISH.matcher(said).find()).as("English words in " + said).isFalse();
        Matcher cells = CELL.matcher(english);
        int named = 0;
        while (cells.find()) {
            assertThat(said).as(english).containsPattern("(?<![A-Za-z0-9])" + cells.group() + "(?![0-9])");
            named++;
        }
        assertThat(named).as("cells named in " + english).isGreaterThan(1);
        for (int d : DigitSet.digits(s.digits())) {
            assertThat(said).as("digit " + d + " in " + english).containsPattern("(?<![A-Za-z0-9])" + d + "(?![0-9])");
        }
        Names words = Names.of(g, lang, notation);
        for (int u : s.units()) {
            List<Integer> sameKind = s.units().stream().filter(v -> g.kind(v) == g.kind(u)).toList();
            assertThat(said.contains(words.unit(u)) || said.contains(words.units(sameKind)))
                    .as(words.unit(u) + " in " + said).isTrue();
        }
        for (Candidate e : s.eliminations()) {
            assertThat(said).contains(words.cell(e.cell()));
        }
    }

    /**
     * A wing stands on cells that hold nothing but its digits (the pivot of an XY- or XYZ-Wing, the
     * two cells of a W-Wing): the Spanish says "solo", as the English says "only"; "tiene los
     * candidatos 2 y 3" leaves out that the cell holds no other.
     */
    @org.junit.jupiter.api.Test
    void spanishSaysAWingsCellsHoldOnlyTheirDigits() throws IOException {
        int said = 0;
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (!List.of(Technique.XY_WING, Technique.XYZ_WING, Technique.W_WING).contains(c.technique())) {
                continue;
            }
            Names es = Names.of(c.grid().geometry(), Lang.ES, Notation.CELL);
            for (Step s : ReglibTest.steps(c)) {
                String text = StepTexts.of(c.grid().geometry(), s, Lang.ES);
                if (s.evidence() instanceof WingEvidence.Wing e) {
                    assertThat(text).startsWith("El pivote " + es.cell(e.pivot()) + " solo tiene los candidatos "
                            + es.digits(e.pivotDigits()) + ";");
                    said++;
                } else if (s.evidence() instanceof WingEvidence.WWing e) {
                    assertThat(text).contains(" tienen ambas solo los candidatos " + es.digits(e.digits()) + ";");
                    said++;
                }
            }
        }
        assertThat(said).isGreaterThan(3);
    }

    /**
     * A 3D Medusa removing candidates that go with either colour says why in every language: in
     * each colour the candidate sees a cell coloured with its digit, or its own cell holds another
     * coloured digit.
     */
    @org.junit.jupiter.api.Test
    void medusaSaysWhyEachRemovedCandidateGoesWithEitherColour() {
        sudoku.core.Grid grid = sudoku.core.Grid.parse(
                ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3");
        int said = 0;
        for (Step s : new sudoku.logic.solve.internal.Explainer().explain(grid).steps()) {
            if (s.evidence() instanceof ColouringEvidence.Medusa e && e.reason() == ColouringEvidence.Medusa.Reason.EITHER_COLOUR) {
                assertThat(StepTexts.of(grid.geometry(), s, Lang.EN)).contains("in each colour it sees a cell coloured"
                        + " with its digit, or its own cell is coloured with another digit");
                assertThat(StepTexts.of(grid.geometry(), s, Lang.ES)).contains("en cada color ve una celda coloreada"
                        + " con su dígito, o su propia celda tiene coloreado otro dígito");
                assertThat(StepTexts.of(grid.geometry(), s, Lang.ZH)).contains("在每种颜色中，它都能看到染成该数字的格，"
                        + "或者它所在的格被染成了另一个数字");
                said++;
            }
        }
        assertThat(said).isPositive();
    }
}
