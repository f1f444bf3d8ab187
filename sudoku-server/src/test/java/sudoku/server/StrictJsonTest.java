package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every JSON route refuses fields it does not know, naming them, and answers malformed JSON in
 * plain sentences with line and column, never with the parser's own words.
 */
class StrictJsonTest {
    static final String PUZZLE = SolveApiTest.EASY;
    /** The POST routes still to adopt {@link JsonBody#of}: none of the JSON API's own. */
    static final List<String> NOT_YET_STRICT = List.of();

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("strict.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Every POST route the server registers, as its path. */
    static Stream<String> postRoutes() {
        List<String> out = new ArrayList<>();
        for (String route : server.server.routes()) {
            if (route.startsWith("POST ") && !NOT_YET_STRICT.contains(route)) {
                out.add(route.substring("POST ".length()));
            }
        }
        assertThat(out).contains("/api/solve", "/api/validate", "/api/explain", "/api/hint", "/api/rate",
                "/api/generate");
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("postRoutes")
    void everyPostRouteRefusesAnUnknownField(String path) {
        TestServer.Reply r = server.post(path, TestServer.json("bogus", 1));
        assertThat(r.status()).as(r.text()).isEqualTo(400);
        assertThat(r.json().get("status").asText()).isEqualTo("error");
        assertThat(r.json().get("field").asText()).isEqualTo("bogus");
        assertThat(r.json().get("error").asText()).startsWith("unknown field 'bogus'").contains("(accepted: ");
        assertClean(r);
    }

    @Test
    void theMessageListsTheAcceptedFields() {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzle", PUZZLE));
        assertThat(r.json().get("field").asText()).isEqualTo("puzle");
        assertThat(r.json().get("error").asText()).isEqualTo(
                "unknown field 'puzle' (accepted: puzzle, limit, challenge, variant, regions, cages)");
        TestServer.Reply two = server.post("/api/rate", TestServer.json("puzzle", PUZZLE, "a", 1, "b", 2));
        assertThat(two.json().get("error").asText()).startsWith("unknown field 'a' and 1 more");
    }

    @Test
    void anUnknownFieldIsRefusedEvenWhenNull() {
        TestServer.Reply r = server.post("/api/explain", "{\"puzzle\": \"" + PUZZLE + "\", \"extra\": null}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("extra");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/solve", "/api/hint", "/api/explain"})
    void helpRoutesAcceptTheChallengeBeingPlayed(String path) {
        String id = server.get(ChallengeApi.PREFIX + "/getpuzzle").json().get("challenge").asText();
        TestServer.Reply r = server.post(path, TestServer.json("puzzle", PUZZLE, "challenge", id));
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        // a well-formed id this server never gave is refused, naming the field
        TestServer.Reply unknown = server.post(path, TestServer.json("puzzle", PUZZLE, "challenge", "day-2026_11-26"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("field").asText()).isEqualTo("challenge");
        for (Object bad : List.of("", "a b", "x".repeat(65), "é", 12, List.of("a"))) {
            TestServer.Reply refused = server.post(path, TestServer.json("puzzle", PUZZLE, "challenge", bad));
            assertThat(refused.status()).as("challenge %s", bad).isEqualTo(400);
            assertThat(refused.json().get("field").asText()).isEqualTo("challenge");
            assertClean(refused);
        }
        assertThat(server.post(path, TestServer.json("puzzle", PUZZLE, "challenge", "x".repeat(64))).json()
                .get("error").asText()).startsWith("unknown challenge");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/validate", "/api/rate", "/api/generate"})
    void otherRoutesTakeNoChallenge(String path) {
        TestServer.Reply r = server.post(path, TestServer.json("puzzle", PUZZLE, "challenge", "abc"));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo(path.equals("/api/generate") ? "puzzle" : "challenge");
    }

    @Test
    void answeredHelpReportsTheChallengeAsAssisted() throws Exception {
        List<String> assisted = new ArrayList<>();
        try (Budget budget = new Budget(1, 2, 8, 5_000)) {
            SolveApi solve = new SolveApi(budget, 9).onAssist((id, position) -> id.ifPresent(assisted::add));
            LogicApi logic = new LogicApi(budget, 9).onAssist((id, position) -> id.ifPresent(assisted::add));
            solve.solve(request("/api/solve", TestServer.json("puzzle", PUZZLE, "challenge", "c1")));
            solve.solve(request("/api/solve", TestServer.json("puzzle", PUZZLE)));
            logic.hint(request("/api/hint", TestServer.json("puzzle", PUZZLE, "challenge", "c2")));
            logic.explain(request("/api/explain", TestServer.json("puzzle", PUZZLE, "challenge", "c3")));
            try {
                solve.solve(request("/api/solve", TestServer.json("puzzle", "11" + ".".repeat(79), "challenge", "c4")));
            } catch (ApiException e) {
                assertThat(e.status()).isEqualTo(400);
            }
        }
        assertThat(assisted).containsExactly("c1", "c2", "c3");
    }

    private static ApiRequest request(String path, String body) {
        return new ApiRequest("POST", path, Map.of(), body.getBytes(StandardCharsets.UTF_8));
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("deep nesting", "{\"puzzle\": " + "[".repeat(5000) + "]".repeat(5000) + "}", "nested too deeply"),
                Arguments.of("deep objects", "{\"a\":".repeat(40) + "1" + "}".repeat(40), "nested too deeply"),
                Arguments.of("huge number", "{\"limit\": 1" + "0".repeat(5000) + "}", "number is too long"),
                Arguments.of("duplicate key", "{\"puzzle\": \"" + PUZZLE + "\",\n \"puzzle\": \"" + PUZZLE + "\"}",
                        "field 'puzzle' appears twice"),
                Arguments.of("truncated", "{\"puzzle\": \"" + PUZZLE + "\"", "ends before it is complete"),
                Arguments.of("unquoted name", "{puzzle: 1}", "expected a field name in double quotes"),
                Arguments.of("missing comma", "{\"puzzle\": \"x\" \"limit\": 2}", "expected ',' or '}'"),
                Arguments.of("single quotes", "{'puzzle': 'x'}", "unexpected character"),
                Arguments.of("bare word", "{\"puzzle\": nope}", "unrecognized word 'nope'"),
                Arguments.of("NaN", "{\"limit\": NaN}", "NaN and Infinity"),
                Arguments.of("raw line break", "{\"puzzle\": \"ab\ncd\"}", "must be escaped"),
                Arguments.of("bad escape", "{\"puzzle\": \"\\q\"}", "unknown escape"),
                Arguments.of("leading zero", "{\"limit\": 007}", "malformed number"),
                Arguments.of("trailing object", "{\"puzzle\": \"x\"} {}", "more after the JSON object"),
                Arguments.of("top-level array", "[{\"puzzle\": \"x\"}]", "must be a JSON object"),
                Arguments.of("top-level string", "\"" + PUZZLE + "\"", "must be a JSON object"),
                Arguments.of("top-level null", "null", "must be a JSON object"),
                Arguments.of("only spaces", "   ", "no JSON value"),
                Arguments.of("number for a string", "{\"puzzle\": 5}", "field 'puzzle' must be a string, not a number"),
                Arguments.of("object for a string", "{\"puzzle\": {\"a\": 1}}", "must be a string, not an object"),
                Arguments.of("string for a number", "{\"puzzle\": \"" + PUZZLE + "\", \"limit\": \"2\"}",
                        "field 'limit' must be a whole number between 1 and 10000, not a string"),
                Arguments.of("big integer", "{\"puzzle\": \"" + PUZZLE + "\", \"limit\": 99999999999999999999999}",
                        "must be a whole number between 1 and 10000, not 99999999999999999999999"),
                Arguments.of("fraction", "{\"puzzle\": \"" + PUZZLE + "\", \"limit\": 2.5}", "not 2.5"),
                Arguments.of("exponent", "{\"puzzle\": \"" + PUZZLE + "\", \"limit\": 1e400}", "whole number"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedJsonIsAnsweredInPlainWords(String name, String body, String expected) {
        TestServer.Reply r = server.post("/api/solve", body);
        assertThat(r.status()).as(r.text()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains(expected);
        assertClean(r);
    }

    @Test
    void jsonErrorsSayWhere() {
        TestServer.Reply r = server.post("/api/solve", "{\n  \"puzzle\": \"x\",\n  \"limit\": tru\n}");
        assertThat(r.json().get("error").asText()).startsWith("invalid JSON at line 3, column");
        assertThat(r.json().get("line").asInt()).isEqualTo(3);
        assertThat(r.json().get("column").asInt()).isPositive();
        TestServer.Reply dup = server.post("/api/solve", "{\"puzzle\": \"x\",\n \"puzzle\": \"y\"}");
        assertThat(dup.json().get("field").asText()).isEqualTo("puzzle");
        assertThat(dup.json().get("line").asInt()).isEqualTo(2);
    }

    @Test
    void invalidUtf8IsRefusedInWords() {
        byte[] prefix = "{\"puzzle\": \"".getBytes(StandardCharsets.US_ASCII);
        for (byte[] bad : List.of(new byte[] {(byte) 0xff}, new byte[] {(byte) 0xc3, 0x28},
                new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, new byte[] {(byte) 0xe2, (byte) 0x82})) {
            byte[] body = new byte[prefix.length + bad.length + 2];
            System.arraycopy(prefix, 0, body, 0, prefix.length);
            System.arraycopy(bad, 0, body, prefix.length, bad.length);
            body[body.length - 2] = '"';
            body[body.length - 1] = '}';
            TestServer.Reply r = server.send(HttpRequest.newBuilder(URI.create(server.base + "/api/solve"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body)));
            assertThat(r.status()).as(r.text()).isEqualTo(400);
            assertThat(r.json().get("error").asText()).as(r.text())
                    .satisfiesAnyOf(m -> assertThat(m).contains("not valid UTF-8"),
                            m -> assertThat(m).contains("ends before it is complete"));
            assertClean(r);
        }
    }

    /** Values of every JSON kind, odd sizes and odd characters. */
    static final List<Object> ODD = List.of("", "x", "\u0000", "\ud83d\ude00", "9x9", "a".repeat(5000), -1, 0, 3,
            Long.MIN_VALUE, 1e300, -0.5, true, List.of(), List.of(1, "a"), Map.of(), Map.of("min", "x"),
            Map.of("max", -3));

    @ParameterizedTest
    @MethodSource("postRoutes")
    void oddValuesInAnyFieldGetAnAnswerNotAFault(String path) {
        String served = server.get(ChallengeApi.PREFIX + "/getpuzzle").json().get("puzzle").asText();
        String accepted = server.post(path, TestServer.json("zz", 1)).json().get("error").asText()
                .replaceFirst(".*\\(accepted: (.*)\\)$", "$1");
        // routes that read no puzzle (scan takes a picture, the trainer a technique) get the odd field alone
        boolean takesPuzzle = List.of(accepted.split(", ")).contains("puzzle");
        for (String field : accepted.split(", ")) {
            for (Object value : ODD) {
                TestServer.Reply r;
                if (path.endsWith("/submit")) {
                    // every other field valid, so that the refusal can only be about this one
                    Map<String, Object> body = new java.util.LinkedHashMap<>(Map.of("puzzle", served,
                            "email", "odd@example.com", "answer", "123456789"));
                    body.put(field, value);
                    r = server.post(path, TestServer.MAPPER.valueToTree(body).toString());
                } else {
                    r = path.equals("/api/trainer") && !field.equals("technique")
                            // the trainer's one required field valid, so that the refusal can only be about this one
                            ? server.post(path, TestServer.json("technique", "hidden-single", field, value))
                            : path.equals("/api/generate") || field.equals("puzzle") || !takesPuzzle
                            ? server.post(path, TestServer.json(field, value))
                            : server.post(path, TestServer.json("puzzle", PUZZLE, field, value));
                }
                assertThat(r.status()).as("%s %s=%s: %s", path, field, value, r.text()).isIn(200, 400);
                if (r.status() == 400) {
                    // a classic puzzle can break a variant's rules (two equal digits on a diagonal)
                    boolean rules = List.of("variant", "regions", "cages").contains(field);
                    assertThat(r.json().get("field").asText()).as(r.text())
                            .satisfiesAnyOf(f -> assertThat(f).startsWith(field),
                                    f -> assertThat(rules && f.equals("puzzle")).isTrue());
                }
                assertClean(r);
            }
        }
    }

    /** No class, package, setting or source excerpt of the parser or the JDK in an answer. */
    static void assertClean(TestServer.Reply r) {
        assertThat(r.text().toLowerCase(java.util.Locale.ROOT)).doesNotContain("com.fasterxml", "jackson", "java.",
                "javax.", "exception", "source:", "streamreadconstraints", "feature", "`", "sudoku.", "\tat ",
                "jsonnode", "objectnode", "bigdecimal", "biginteger");
    }
}
