package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A nested forcing chain printed as text puts each inner chain, and then the final chains, on a
 * line of its own, indented under the step's main sentence; the JSON keeps the step's text on one
 * line and lists the inner chains beside it, each with its round, conclusion and chain.
 */
class NestedStepTextTest {
    /** A puzzle with nested forcing chains from its clues (the logic module's regression case for them). */
    static final String PUZZLE = "........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    @Test
    void stepsPrintsEachInnerChainOnAnIndentedLineAndTheJsonListsThem() throws Exception {
        Cli text = Cli.run("steps", "--technique", "nested-forcing-chain", PUZZLE);
        Cli json = Cli.run("steps", "--technique", "nested-forcing-chain", "--format", "json", PUZZLE);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode first = new ObjectMapper().readTree(json.out()).get("steps").get(0);
        List<String> lines = firstStep(text.lines());
        JsonNode inner = first.get("inner_chains");
        assertThat(inner).as("inner chains listed").isNotNull();
        assertThat(inner.size()).isPositive();
        assertThat(lines.get(0)).startsWith("  1. Nested Forcing Chain: If ");
        for (int j = 0; j < inner.size(); j++) {
            JsonNode c = inner.get(j);
            assertThat(lines.get(1 + j)).isEqualTo(ExplainCommand.INDENT + c.get("text").asText());
            assertThat(c.get("text").asText()).startsWith("Inner chain (round " + c.get("round").asInt() + "), "
                    + c.get("conclusion").get("cell").asText() + " is not " + c.get("conclusion").get("digit").asInt())
                    .contains(c.get("chain").asText());
        }
        // the lines are the step's one-line text, sentence by sentence
        List<String> sentences = new ArrayList<>();
        sentences.add(lines.get(0).substring("  1. Nested Forcing Chain: ".length()));
        lines.subList(1, lines.size()).forEach(l -> sentences.add(l.strip()));
        assertThat(String.join(" ", sentences)).isEqualTo(first.get("text").asText());
        assertThat(first.get("text").asText()).doesNotContain("\n");
    }

    @Test
    void aLevelThreeHintIndentsTheInnerChainsInEveryLanguage() throws Exception {
        Cli en = Cli.run("hint", "--level", "3", "--only", "nested-forcing-chain", PUZZLE);
        Cli es = Cli.run("hint", "--level", "3", "--only", "nested-forcing-chain", "--lang", "es", PUZZLE);
        Cli zh = Cli.run("hint", "--level", "3", "--only", "nested-forcing-chain", "--lang", "zh", "--format", "json", PUZZLE);
        assertThat(en.exitCode()).as(en.err()).isZero();
        assertThat(en.lines()[0]).startsWith("Nested Forcing Chain: If ");
        assertThat(en.lines()[1]).startsWith("  Inner chain (round 1), ");
        assertThat(es.lines()[1]).startsWith("  Cadena interior (ronda 1), ");
        JsonNode step = new ObjectMapper().readTree(zh.out()).get("step");
        assertThat(step.get("inner_chains").get(0).get("text").asText()).startsWith("内部链（第1轮）");
        assertThat(step.get("text").asText()).contains(step.get("inner_chains").get(0).get("text").asText());
        // the same inner chains, said in each language, as the English lines list them
        long indented = java.util.Arrays.stream(en.lines()).filter(l -> l.startsWith("  Inner chain")).count();
        assertThat(step.get("inner_chains").size()).isEqualTo((int) indented);
    }

    /** The lines of the first step: its numbered line and the indented lines under it. */
    private static List<String> firstStep(String[] lines) {
        List<String> out = new ArrayList<>();
        out.add(lines[0]);
        for (int i = 1; i < lines.length && lines[i].startsWith(ExplainCommand.INDENT); i++) {
            out.add(lines[i]);
        }
        return out;
    }
}
