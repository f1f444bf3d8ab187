package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.text.StepTexts;

/**
 * The newer families say in Spanish and Chinese every fact their English sentence states: for
 * every step of their regression cases, the same cells, the same digits (outside cell and unit
 * names) and the same chains in Eureka notation, in the same order; and their names are the
 * communities' words, never the English fish names.
 */
class SameFactsTest {
    private static final String CELL_NAME = "[A-I][1-9]";
    private static final Pattern CELL = Pattern.compile("(?<![A-Za-z0-9])" + CELL_NAME + "(?![0-9])");
    private static final String NODE = "\\([1-9](?:=[1-9])?\\)(?:ALS:)?" + CELL_NAME + "(?:," + CELL_NAME + ")*"
            + "(?:\\[[^]]*])?";
    /** A chain in Eureka notation, or a branch that is its assumption alone. */
    private static final Pattern CHAIN = Pattern.compile(NODE + "(?:[-=]" + NODE + ")*");
    private static final Pattern DIGIT = Pattern.compile("(?<![0-9])[1-9](?![0-9])");
    private static final Pattern UNITS_EN = Pattern.compile("\\b(?:columns?|box(?:es)?|rows?|diagonals?|windows?|"
            + "regions?|round) [A-I1-9](?:(?:, | and )[A-I1-9])*");
    private static final Pattern UNITS_ES = Pattern.compile("\\b(?:columnas?|cajas?|filas?|diagonal(?:es)?|ventanas?|"
            + "regi(?:ón|ones)|ronda) [A-I1-9](?:(?:, | y | e )[A-I1-9])*");
    private static final Pattern UNITS_ZH = Pattern.compile("(?:第?[A-I1-9](?:(?:、|和)[A-I1-9])*(?:行|列|宫)|(?:对角线|窗口|区域)"
            + "[1-9]|第[0-9]+轮)");
    /** English names a Spanish or Chinese technique name never uses. */
    private static final Pattern ENGLISH_NAME = Pattern.compile("\\b(Swordfish|Jellyfish|Squirmbag|Whale|Leviathan|Fish|"
            + "Finned|Sashimi Fish|Mutant|Forcing|Chain|Net|Nested|Senior|Junior|Discontinuous|Continuous)\\b");

    /** The families whose texts came last: fish of 5 to 7 lines, Exocets, nice loops, forcing chains and nets. */
    static final Set<Technique> NEWER = EnumSet.of(Technique.SQUIRMBAG, Technique.WHALE, Technique.LEVIATHAN,
            Technique.FINNED_SQUIRMBAG, Technique.FINNED_WHALE, Technique.FINNED_LEVIATHAN, Technique.SASHIMI_SQUIRMBAG,
            Technique.SASHIMI_WHALE, Technique.SASHIMI_LEVIATHAN, Technique.FRANKEN_SQUIRMBAG, Technique.FRANKEN_WHALE,
            Technique.FRANKEN_LEVIATHAN, Technique.FINNED_FRANKEN_SQUIRMBAG, Technique.FINNED_FRANKEN_WHALE,
            Technique.FINNED_FRANKEN_LEVIATHAN, Technique.MUTANT_SQUIRMBAG, Technique.MUTANT_WHALE,
            Technique.MUTANT_LEVIATHAN, Technique.FINNED_MUTANT_SQUIRMBAG, Technique.FINNED_MUTANT_WHALE,
            Technique.FINNED_MUTANT_LEVIATHAN, Technique.JUNIOR_EXOCET, Technique.SENIOR_EXOCET,
            Technique.DISCONTINUOUS_NICE_LOOP, Technique.CONTINUOUS_NICE_LOOP, Technique.CELL_FORCING_CHAIN,
            Technique.UNIT_FORCING_CHAIN, Technique.FORCING_CHAIN_CONTRADICTION, Technique.NISHIO_FORCING_CHAIN,
            Technique.NESTED_FORCING_CHAIN, Technique.KRAKEN_FISH);

    /** Every step of every regression case of the newer families on a classic board, by technique. */
    static Stream<Arguments> steps() throws IOException {
        java.util.Map<Technique, List<Step>> out = new java.util.EnumMap<>(Technique.class);
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (NEWER.contains(c.technique()) && c.grid().geometry().equals(Geometry.CLASSIC)) {
                for (Step s : ReglibTest.steps(c)) {
                    out.computeIfAbsent(s.technique(), k -> new ArrayList<>()).add(s);
                }
            }
        }
        assertThat(out.keySet()).as("families met in the regression library").containsAll(NEWER);
        return out.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("steps")
    void spanishAndChineseStateEveryFactTheEnglishStates(Technique t, List<Step> steps) {
        for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
            assertThat(ENGLISH_NAME.matcher(Messages.of(lang).technique(t)).find()).as(lang + " name of " + t).isFalse();
        }
        for (Step s : steps) {
            String english = StepTexts.of(Geometry.CLASSIC, s, Lang.EN);
            Facts expected = facts(Lang.EN, english);
            assertThat(expected.cells()).as("cells read from " + english).isNotEmpty();
            for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                String said = StepTexts.of(Geometry.CLASSIC, s, lang);
                assertThat(facts(lang, said)).as(lang + ": " + said + "\nEnglish: " + english).isEqualTo(expected);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void aSentenceThatDropsAnInnerChainOrChangesADigitOfOneStatesOtherFacts() throws IOException {
        Step nested = ReglibTest.cases().stream().filter(c -> c.technique() == Technique.NESTED_FORCING_CHAIN)
                .flatMap(c -> ReglibTest.steps(c).stream()).filter(s -> !s.links().isEmpty()).findFirst().orElseThrow();
        List<StepTexts.Line> lines = StepTexts.lines(Geometry.CLASSIC, nested, Lang.ES, sudoku.logic.internal.Notation.CELL);
        String es = StepTexts.of(Geometry.CLASSIC, nested, Lang.ES);
        Facts english = facts(Lang.EN, StepTexts.of(Geometry.CLASSIC, nested, Lang.EN));
        assertThat(facts(Lang.ES, es)).isEqualTo(english);
        assertThat(facts(Lang.ES, es.replace(" " + lines.get(1).text(), ""))).isNotEqualTo(english);
        String zh = StepTexts.of(Geometry.CLASSIC, nested, Lang.ZH);
        int at = zh.indexOf("：(") + 2;
        char d = zh.charAt(at);
        assertThat(facts(Lang.ZH, zh.substring(0, at) + (d == '9' ? '8' : '9') + zh.substring(at + 1)))
                .as("an inner chain's first digit changed").isNotEqualTo(english);
    }

    /** What a sentence states: its cells, its digits outside cell and unit names, its chains in order. */
    record Facts(Set<String> cells, Set<String> digits, List<String> chains) {
    }

    static Facts facts(Lang lang, String text) {
        List<String> chains = new ArrayList<>();
        Matcher m = CHAIN.matcher(text);
        while (m.find()) {
            chains.add(m.group());
        }
        String rest = CHAIN.matcher(text).replaceAll(" ");
        Set<String> cells = new TreeSet<>();
        for (String t : List.of(text)) {
            Matcher cm = CELL.matcher(t);
            while (cm.find()) {
                cells.add(cm.group());
            }
        }
        rest = CELL.matcher(rest).replaceAll(" ");
        rest = (switch (lang) {
            case EN -> UNITS_EN;
            case ES -> UNITS_ES;
            case ZH -> UNITS_ZH;
        }).matcher(rest).replaceAll(" ");
        Set<String> digits = new TreeSet<>();
        Matcher dm = DIGIT.matcher(rest);
        while (dm.find()) {
            digits.add(dm.group());
        }
        return new Facts(cells, digits, chains);
    }
}
