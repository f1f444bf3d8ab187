package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * The uniqueness and grave steps (unique rectangles and loops, hidden, extended and avoidable
 * rectangles, the bivalue universal graves) are typed evidence, and their Spanish and Chinese
 * sentences name every cell, unit and digit the English one names, in both cell notations, with no
 * English word and no placeholder left.
 */
class UniquenessTextsTest {
    private static final Set<Technique> FAMILIES = EnumSet.of(Technique.UNIQUE_RECTANGLE_1,
            Technique.UNIQUE_RECTANGLE_2, Technique.UNIQUE_RECTANGLE_3, Technique.UNIQUE_RECTANGLE_4,
            Technique.UNIQUE_RECTANGLE_5, Technique.UNIQUE_RECTANGLE_6, Technique.HIDDEN_RECTANGLE,
            Technique.UNIQUE_LOOP_1, Technique.UNIQUE_LOOP_2, Technique.EXTENDED_UNIQUE_RECTANGLE,
            Technique.AVOIDABLE_RECTANGLE_1, Technique.AVOIDABLE_RECTANGLE_2, Technique.BUG_PLUS_1,
            Technique.BUG_TYPE_2, Technique.BUG_TYPE_3, Technique.BUG_TYPE_4);
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|and|or|of|so|if|row|rows|column|columns|box|"
            + "boxes|from|remove|removes|fits|only|which|would|one|cell|cells|rectangle|loop|corner|candidate)\\b");
    private static final Pattern CELL = Pattern.compile("(?<![A-Za-z0-9])[A-I][1-9](?![0-9])");
    private static final Pattern RC_CELL = Pattern.compile("r[1-9]c[1-9]");
    private static final Pattern DIGIT = Pattern.compile("(?<![A-Za-z0-9])[1-9](?![0-9A-Za-z])");

    /** The first step of every regression case of the families, with each language and notation. */
    static Stream<Arguments> steps() throws IOException {
        List<Arguments> out = new ArrayList<>();
        Set<Technique> seen = EnumSet.noneOf(Technique.class);
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (!FAMILIES.contains(c.technique())) {
                continue;
            }
            for (Step s : ReglibTest.steps(c).stream().limit(1).toList()) {
                seen.add(s.technique());
                for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                    for (Notation notation : Notation.values()) {
                        out.add(Arguments.of(c.line() + " " + c.technique(), c.grid().geometry(), s, lang, notation));
                    }
                }
            }
        }
        assertThat(seen).as("families with a regression case").isEqualTo(FAMILIES);
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {3} {4}")
    @MethodSource("steps")
    void saysEveryCellUnitAndDigitOfTheEnglish(String name, Geometry g, Step s, Lang lang, Notation notation) {
        String english = StepTexts.of(g, s, Lang.EN, notation);
        String said = StepTexts.of(g, s, lang, notation);
        assertThat(found(notation == Notation.RC ? RC_CELL : CELL, said))
                .as("cells of: " + english + "\nin: " + said)
                .containsAll(found(notation == Notation.RC ? RC_CELL : CELL, english));
        assertThat(found(DIGIT, said)).as("digits of: " + english + "\nin: " + said)
                .containsAll(found(DIGIT, english.replaceAll("(row|column|box) [0-9A-I]", "")));
        Names en = Names.of(g, Lang.EN, notation);
        Names other = Names.of(g, lang, notation);
        for (int u = 0; u < g.unitCount(); u++) {
            if (Pattern.compile(Pattern.quote(en.unit(u)) + "(?![0-9])").matcher(english).find()) {
                assertThat(said).as("unit " + en.unit(u) + " of: " + english).contains(other.unit(u));
            }
        }
        if (s.evidence() instanceof UniquenessEvidence.ExtendedRectangle x) {
            for (int cell : s.cells()) {
                List<Integer> units = java.util.Arrays.stream(UnitTables.unitIdsOf(g, cell)).boxed().toList();
                assertThat(units).as("lines of " + cell).containsAnyElementsOf(x.lines()).containsAnyElementsOf(x.crossing());
            }
            assertThat(said).as("the lines").contains(other.units(x.lines())).contains(other.units(x.crossing()));
        }
        assertThat(ENGLISH.matcher(said).find()).as("English words in " + said).isFalse();
        assertThat(said).doesNotContain("{").doesNotContain("}").isNotBlank();
    }

    private static Set<String> found(Pattern p, String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
