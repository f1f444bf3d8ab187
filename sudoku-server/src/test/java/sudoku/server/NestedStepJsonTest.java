package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.Candidates;

/**
 * The service's JSON of a nested forcing chain keeps the step's text on one line and lists its
 * inner chains beside it, each with its round, its conclusion, its chain and its sentence; every
 * other step has no such list.
 */
class NestedStepJsonTest {
    /** A puzzle whose second step is a nested forcing chain. */
    static final String PUZZLE = "........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        // the nested forcing chains take seconds of CPU on a shared machine
        server = new TestServer(TestServer.functional(dir.resolve("nested.db")).withBudget(60_000));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A nested step, and the candidates it starts from. */
    record Nested(JsonNode step, Candidates state) {
    }

    /** The first nested step of {@link #PUZZLE}'s hints, each hint's step applied before the next. */
    static Nested nestedHint(TestServer server) {
        Grid puzzle = Grid.parse(PUZZLE);
        Candidates state = Candidates.of(puzzle);
        for (int i = 0; i < 4; i++) {
            TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", PUZZLE, "grid",
                    state.toGrid().toLine(), "candidates", marks(state), "level", 3));
            assertThat(r.status()).as(r.text()).isEqualTo(200);
            JsonNode step = r.json().get("step");
            if (step.has("inner_chains")) {
                return new Nested(step, state);
            }
            assertThat(step.get("id").asText()).isNotEqualTo("NESTED_FORCING_CHAIN");
            for (JsonNode p : step.get("placements")) {
                state.place(Geometry.CLASSIC.parseCell(p.get("cell").asText()), p.get("digit").asInt());
            }
            for (JsonNode e : step.get("eliminations")) {
                state.eliminate(Geometry.CLASSIC.parseCell(e.get("cell").asText()), e.get("digit").asInt());
            }
        }
        throw new AssertionError("no nested step within four hints");
    }

    @Test
    void aNestedStepsHintListsItsInnerChainsBesideItsOneLineText() {
        Nested found = nestedHint(server);
        JsonNode nested = found.step();
        Candidates state = found.state();
        assertThat(nested.get("id").asText()).isEqualTo("NESTED_FORCING_CHAIN");
        String text = nested.get("text").asText();
        assertThat(text).doesNotContain("\n");
        JsonNode inner = nested.get("inner_chains");
        assertThat(inner.size()).isPositive();
        int from = 0;
        int round = 1;
        for (JsonNode c : inner) {
            String sentence = c.get("text").asText();
            // in the text's order, rounds rising, each sentence naming its conclusion and holding its chain
            int at = text.indexOf(sentence, from);
            assertThat(at).as(sentence).isGreaterThan(from);
            from = at + sentence.length();
            assertThat(c.get("round").asInt()).isGreaterThanOrEqualTo(round);
            round = c.get("round").asInt();
            assertThat(sentence).contains(c.get("conclusion").get("cell").asText() + " is not "
                    + c.get("conclusion").get("digit").asInt()).contains(c.get("chain").asText());
            assertThat(state.has(Geometry.CLASSIC.parseCell(c.get("conclusion").get("cell").asText()),
                    c.get("conclusion").get("digit").asInt())).as("a candidate of the grid the step starts from").isTrue();
        }
        // each inner chain names the branches of the step's links that draw it: one per chain of its
        // Eureka form, no branch drawn by two inner chains, each link of them the chain's own
        Set<Integer> seen = new HashSet<>();
        for (JsonNode c : inner) {
            String[] chains = c.get("chain").asText().split("; ");
            JsonNode branches = c.get("branches");
            assertThat(branches.size()).as(c.get("chain").asText()).isEqualTo(chains.length);
            for (int k = 0; k < branches.size(); k++) {
                int b = branches.get(k).asInt();
                assertThat(seen.add(b)).as("branch %d drawn once", b).isTrue();
                int links = 0;
                for (JsonNode l : nested.get("links")) {
                    if (l.get("branch").asInt() == b) {
                        links++;
                        assertThat(chains[k]).as("branch %d", b)
                                .contains("(" + l.get("from").get("digit").asInt() + ")" + l.get("from").get("cell").asText())
                                .contains("(" + l.get("to").get("digit").asInt() + ")" + l.get("to").get("cell").asText());
                    }
                }
                assertThat(links).as("branch %d has links", b).isPositive();
            }
        }
    }

    /** The candidates of each cell, as the service reads them ("" for a placed cell). */
    private static List<String> marks(Candidates state) {
        List<String> out = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            StringBuilder digits = new StringBuilder();
            for (int d = 1; d <= 9; d++) {
                if (state.digit(cell) == 0 && state.has(cell, d)) {
                    digits.append(d);
                }
            }
            out.add(digits.toString());
        }
        return out;
    }
}
