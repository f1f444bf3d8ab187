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
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.view.internal.StepView;

/**
 * The service's JSON of a nested forcing chain keeps the step's text on one line and lists its
 * inner chains beside it, each with its round, its conclusion, its chain, its sentence and the
 * branches that draw it, a nested contradiction's and a nested verity's alike; every other step
 * has no such list.
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
        eachInnerChainDrawnByItsOwnBranches(nested);
    }

    /**
     * A nested verity, as the service writes a step, lists every assumption's inner chains with
     * the branches that draw them, as a nested contradiction does, and its text in lines: each
     * assumption one level under the main sentence, its inner chains and the chains to the
     * conclusion one level further, each line drawn by its own branches.
     */
    @Test
    void aNestedVerityListsEachAssumptionsInnerChainsAndItsLines() {
        JsonNode verity = nestedVerity();
        String text = verity.get("text").asText();
        JsonNode inner = verity.get("inner_chains");
        JsonNode lines = verity.get("lines");
        assertThat(inner.size()).isPositive();
        assertThat(lines.get(0).get("depth").asInt()).isZero();
        assertThat(lines.get(0).get("branches")).isEmpty();
        int from = 0;
        int j = 0;
        int assuming = 0;
        Set<Integer> drawn = new HashSet<>();
        for (JsonNode l : lines) {
            String sentence = l.get("text").asText();
            int at = text.indexOf(sentence, from);
            assertThat(at).as("in the text's order: %s", sentence).isGreaterThanOrEqualTo(from);
            from = at + sentence.length();
            l.get("branches").forEach(b -> assertThat(drawn.add(b.asInt())).as("branch %s drawn by one line", b).isTrue());
            if (sentence.startsWith("Assuming ")) {
                assuming++;
                assertThat(l.get("depth").asInt()).isEqualTo(1);
                assertThat(l.get("branches")).isEmpty();
            }
            if (j < inner.size() && sentence.equals(inner.get(j).get("text").asText())) {
                // an inner chain's line, under its assumption, drawn by the inner chain's branches
                assertThat(assuming).isPositive();
                assertThat(l.get("depth").asInt()).isEqualTo(2);
                assertThat(l.get("branches")).isEqualTo(inner.get(j).get("branches"));
                j++;
            }
        }
        assertThat(j).as("every inner chain has its line, in order").isEqualTo(inner.size());
        assertThat(assuming).as("a line per assumption").isGreaterThanOrEqualTo(2);
        Set<Integer> linked = new HashSet<>();
        verity.get("links").forEach(l -> linked.add(l.get("branch").asInt()));
        assertThat(drawn).as("every branch of the links drawn by a line").containsAll(linked);
        eachInnerChainDrawnByItsOwnBranches(verity);
    }

    /** A puzzle (one of the hardest known) whose first state has nested verities. */
    static final String VERITY_PUZZLE = "1.......2.3.4...5...6...7...5.8.4.......73......9...8.7.....6...4...8.9...2.....1";

    /**
     * The first nested verity {@code sudoku steps --technique nested-forcing-chain} lists in the
     * first state of {@link #VERITY_PUZZLE}, as the service writes a step (no request of the
     * service gives one: its explanations and hints take the nested contradictions found first).
     */
    static JsonNode nestedVerity() {
        Candidates state = Candidates.of(Grid.parse(VERITY_PUZZLE));
        for (Step s : StepLister.every(state, Set.of(Technique.NESTED_FORCING_CHAIN), StepLister.ANY_LENGTH)) {
            if (s.evidence() instanceof ForcingEvidence.NestedVerity) {
                return Json.MAPPER.valueToTree(StepView.of(Geometry.CLASSIC, s));
            }
        }
        throw new AssertionError("no nested verity listed");
    }

    /**
     * Each inner chain names the branches of the step's links that draw it: one per chain of its
     * Eureka form, no branch drawn by two inner chains, each link of them the chain's own.
     */
    static void eachInnerChainDrawnByItsOwnBranches(JsonNode nested) {
        JsonNode inner = nested.get("inner_chains");
        Set<Integer> seen = new HashSet<>();
        for (JsonNode c : inner) {
            // one that contradicts itself says what clashes, a cell or a unit its text names too
            boolean contradiction = c.get("premises").isEmpty();
            assertThat(c.has("clash")).as(c.get("text").asText()).isEqualTo(contradiction);
            if (contradiction) {
                JsonNode clash = c.get("clash");
                assertThat(c.get("text").asText()).contains(clash.has("unit") ? clash.get("unit").asText()
                        : clash.get("cell").asText() + " would have no candidate left");
            }
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
