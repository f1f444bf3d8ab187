package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code --lang}: the logic commands write their texts in English, Spanish or Chinese. */
class LanguageOptionTest {
    private static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private static final String HARD = "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....";

    @Test
    void explainInChineseNamesTechniquesAndUnitsInChinese() {
        Cli r = Cli.run("explain", "--lang", "zh", EASY);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("唯一空格").contains("宫").contains("难度").doesNotContain(" box ")
                .doesNotContain("Rating").doesNotContain("{");
    }

    @Test
    void explainJsonCarriesTheLanguage() throws Exception {
        Cli r = Cli.run("explain", "--lang", "es", "--format", "json", HARD);
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.get("lang").asText()).isEqualTo("es");
        assertThat(json.get("steps").get(0).get("text").asText()).doesNotContain(" row ").doesNotContain("{");
        assertThat(json.get("steps").get(0).get("id").asText()).isNotBlank();
    }

    @Test
    void englishStaysTheDefault() throws Exception {
        Cli r = Cli.run("hint", "--level", "3", "--format", "json", HARD);
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.get("lang").asText()).isEqualTo("en");
        assertThat(Cli.run("hint", "--lang", "en", HARD).out()).isEqualTo(Cli.run("hint", HARD).out());
    }

    @Test
    void hintInSpanish() {
        Cli r = Cli.run("hint", "--lang", "es", "--level", "2", HARD);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Busca ");
    }

    @Test
    void rateAndTechniquesInChinese() {
        assertThat(Cli.run("rate", "--lang", "zh", HARD).out()).contains("最难");
        Cli t = Cli.run("techniques", "--lang", "zh");
        assertThat(t.out()).contains("剑鱼").contains("x-wing").contains("种步骤");
    }

    @Test
    void stepsInSpanish() {
        Cli r = Cli.run("steps", "--lang", "es", "--technique", "hidden-single", HARD);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("Único oculto: En la caja").contains(" pasos.").doesNotContain(" fits ");
    }

    @Test
    void anUnknownLanguageIsAUsageErrorNamingTheOption() {
        Cli r = Cli.run("explain", "--lang", "fr", EASY);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--lang").contains("unknown language 'fr' (known: en, es, zh)");
    }
}
