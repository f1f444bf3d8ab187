package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code --notation rc}: explain, hint and steps name cells {@code r3c1} in their texts, as HoDoKu does. */
class NotationOptionTest {
    /** A puzzle whose explanation has grouped alternating inference chains. */
    private static final String CHAINS = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";
    private static final Pattern OUR_CELL = Pattern.compile("(?<![A-Za-z0-9])[A-I][1-9](?![0-9A-Za-z])");

    @Test
    void explainWritesChainsInRowColumnNames() {
        Cli ours = Cli.run("explain", CHAINS);
        Cli rc = Cli.run("explain", "--notation", "rc", CHAINS);
        assertThat(rc.exitCode()).as(rc.err()).isZero();
        assertThat(ours.out()).contains("Chain: (4)D4=(9)D4-(9)E6=(9)E9-(4)E9=(4)E5,E6");
        assertThat(rc.out()).contains("Chain: (4)r4c4=(9)r4c4-(9)r5c6=(9)r5c9-(4)r5c9=(4)r5c5,r5c6")
                .containsIgnoringCase("in row 8, 3 fits only in r8c3");
        for (String line : rc.out().split("\n")) {
            if (line.matches(" *[0-9]+\\. .*")) {
                assertThat(OUR_CELL.matcher(line).find()).as(line).isFalse();
            }
        }
        assertThat(rc.lines()).hasSameSizeAs(ours.lines());
    }

    @Test
    void jsonFieldsKeepTheirNamesWhileTheTextsChange() throws Exception {
        JsonNode ours = new ObjectMapper().readTree(Cli.run("explain", "--format", "json", CHAINS).out());
        JsonNode rc = new ObjectMapper().readTree(Cli.run("explain", "--format", "json", "--notation", "rc", CHAINS).out());
        assertThat(rc.get("steps")).hasSameSizeAs(ours.get("steps"));
        for (int i = 0; i < ours.get("steps").size(); i++) {
            JsonNode a = ours.get("steps").get(i);
            JsonNode b = rc.get("steps").get(i);
            assertThat(b.get("cells")).isEqualTo(a.get("cells"));
            assertThat(b.get("links")).isEqualTo(a.get("links"));
            assertThat(b.get("eliminations")).isEqualTo(a.get("eliminations"));
            assertThat(OUR_CELL.matcher(b.get("text").asText()).find()).as(b.get("text").asText()).isFalse();
        }
    }

    @Test
    void hintAndStepsTakeItToo() {
        Cli hint = Cli.run("hint", "--level", "3", "--notation", "rc", CHAINS);
        assertThat(hint.exitCode()).as(hint.err()).isZero();
        assertThat(hint.out()).containsPattern("r[1-9]c[1-9]");
        assertThat(OUR_CELL.matcher(hint.out()).find()).as(hint.out()).isFalse();
        Cli steps = Cli.run("steps", "--technique", "hidden-single", "--notation", "rc", "--lang", "es", CHAINS);
        assertThat(steps.exitCode()).as(steps.err()).isZero();
        assertThat(steps.out()).containsPattern("r[1-9]c[1-9]");
        assertThat(OUR_CELL.matcher(steps.out()).find()).as(steps.out()).isFalse();
    }

    @Test
    void anUnknownNotationIsABadOption() {
        Cli r = Cli.run("explain", "--notation", "r1c1", CHAINS);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--notation").contains("cell or rc");
    }
}
