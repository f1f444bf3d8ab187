package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * Chains and forcing chains say in Spanish and Chinese everything their English sentence says:
 * every cell and digit the English walk names, the chains in Eureka notation, in either cell
 * notation, with no English word or placeholder left.
 */
class ChainTextsTest {
    private static final Pattern CELL = Pattern.compile("(?<![A-Za-z0-9])[A-I][1-9](?![0-9])");
    private static final Pattern RC_CELL = Pattern.compile("r[1-9]c[1-9]");
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|boxes|and|from|is|not|"
            + "if|then|so|removes|remove|fits|only|which|either|chain|chains|fin|fins|sees|set|locked|way|neither|nor)\\b");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z_0-9]+}");
    /** The Eureka chains an English sentence ends with. */
    /** A block of chains: after "Chain:", "Chains:", "Final chains:" or a further conclusion ("Either way E4 is not 7:"). */
    private static final Pattern EUREKA = Pattern.compile("(?:Chains?|Final chains|Either way [^:.]*): (.*?)\\.(?= |$)");

    /** The first regression case of each chain technique, its first step. */
    static Stream<Step> steps() throws IOException {
        Set<Technique> chains = Set.of(Technique.X_CYCLE, Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC,
                Technique.GROUPED_AIC, Technique.DISCONTINUOUS_NICE_LOOP, Technique.CONTINUOUS_NICE_LOOP,
                Technique.CELL_FORCING_CHAIN, Technique.UNIT_FORCING_CHAIN, Technique.NISHIO_FORCING_CHAIN,
                Technique.FORCING_CHAIN_CONTRADICTION, Technique.BOWMANS_BINGO, Technique.NESTED_FORCING_CHAIN,
                Technique.KRAKEN_FISH);
        List<Step> out = new ArrayList<>();
        Set<Technique> seen = new LinkedHashSet<>();
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (chains.contains(c.technique()) && c.grid().geometry().equals(Geometry.CLASSIC) && seen.add(c.technique())) {
                out.add(ReglibTest.steps(c).get(0));
            }
        }
        assertThat(seen).containsAll(chains);
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("steps")
    void spanishAndChineseNameWhatEnglishNames(Step s) {
        String english = StepTexts.of(Geometry.CLASSIC, s, Lang.EN);
        for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
            String said = StepTexts.of(Geometry.CLASSIC, s, lang);
            assertThat(cells(said, CELL)).as(lang + ": " + said + "\nEnglish: " + english)
                    .containsExactlyInAnyOrderElementsOf(cells(english, CELL));
            Matcher chains = EUREKA.matcher(english);
            while (chains.find()) {
                assertThat(said).contains(chains.group(1));
            }
            assertThat(ENGLISH.matcher(said).find()).as("English words in " + said).isFalse();
            assertThat(PLACEHOLDER.matcher(said).find()).as("placeholder in " + said).isFalse();
            String rc = StepTexts.of(Geometry.CLASSIC, s, lang, Notation.RC);
            assertThat(cells(rc, CELL)).as("letter-and-number cells in " + rc).isEmpty();
            assertThat(cells(rc, RC_CELL)).as(rc)
                    .containsExactlyInAnyOrderElementsOf(cells(StepTexts.of(Geometry.CLASSIC, s, Lang.EN, Notation.RC),
                            RC_CELL));
        }
    }

    /**
     * An almost locked set that keeps a digit, as a strong link: what would follow were it locked is
     * said in the conditional ("H1 sería 5", "H1就会是5"), since the chain has just said H1 is not 5.
     */
    @Test
    void whatALockedSetWouldForceIsSaidInTheConditional() {
        Candidates state = sudoku.logic.internal.PencilMarkState.parse(AlsForcingInLoopsTest.STATE).state();
        Geometry g = state.geometry();
        Step step = sudoku.logic.technique.Finders.of(Technique.CONTINUOUS_NICE_LOOP).all(state).stream()
                .filter(s -> Said.english(s).contains("keeps 1 (else it is locked and H1 is 5)")).findFirst()
                .orElseThrow();
        assertThat(StepTexts.of(g, step, Lang.ES))
                .contains("conserva el 1 (si no, quedaría bloqueado y H1 sería 5), así que")
                .doesNotContain("quedaría bloqueado y H1 es 5");
        assertThat(StepTexts.of(g, step, Lang.ZH)).contains("保留1（否则它会成为数组，H1就会是5），所以");
    }

    private static Set<String> cells(String text, Pattern p) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
