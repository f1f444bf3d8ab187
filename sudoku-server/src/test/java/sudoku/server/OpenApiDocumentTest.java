package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.logic.view.internal.CellDigit;
import sudoku.logic.view.internal.ClashView;
import sudoku.logic.view.internal.ErrorView;
import sudoku.logic.view.internal.ExplanationView;
import sudoku.logic.view.internal.GeneratedView;
import sudoku.logic.view.internal.HintView;
import sudoku.logic.view.internal.InnerChainView;
import sudoku.logic.view.internal.LineView;
import sudoku.logic.view.internal.LinkView;
import sudoku.logic.view.internal.RatingView;
import sudoku.logic.view.internal.Records;
import sudoku.logic.view.internal.SolveView;
import sudoku.logic.view.internal.StepView;
import sudoku.logic.view.internal.TechniqueView;

/**
 * {@code /api/openapi.json} is a valid OpenAPI 3.1 document that describes every route the server
 * has, and describes the library's records ({@code sudoku.logic.view}) field for field.
 */
class OpenApiDocumentTest {
    @TempDir
    static Path dir;
    static TestServer server;
    static String text;
    static JsonNode doc;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("openapi.db"));
        TestServer.Reply r = server.get("/api/openapi.json");
        assertThat(r.status()).isEqualTo(200);
        text = r.text();
        doc = r.json();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static List<String> validate(String document) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(document, null, options);
        List<String> messages = new ArrayList<>(result.getMessages() == null ? List.of() : result.getMessages());
        if (result.getOpenAPI() == null) {
            messages.add("not read as OpenAPI");
        }
        return messages;
    }

    @Test
    void aValidatorFindsNothingWrong() {
        assertThat(validate(text)).isEmpty();
    }

    @Test
    void itIsAnOpenApi31Document() {
        ParseOptions options = new ParseOptions();
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(text, null, options);
        assertThat(doc.get("openapi").asText()).startsWith("3.1.");
        assertThat(result.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        List<String> nullable = new ArrayList<>();
        walk(doc, "", (path, node) -> {
            if (node.has("nullable")) {
                nullable.add(path);
            }
        });
        assertThat(nullable).as("3.0's nullable: 3.1 says type [..., \"null\"]").isEmpty();
    }

    /** The schemas that describe the library's records, by record. */
    static Stream<Arguments> records() {
        return Stream.of(
                Arguments.of(SolveView.class, "Solve"),
                Arguments.of(StepView.class, "Step"),
                Arguments.of(CellDigit.class, "CellDigit"),
                Arguments.of(LinkView.class, "Link"),
                Arguments.of(InnerChainView.class, "InnerChain"),
                Arguments.of(ClashView.class, "Clash"),
                Arguments.of(LineView.class, "Line"),
                Arguments.of(HintView.class, "Hint"),
                Arguments.of(ExplanationView.class, "Explanation"),
                Arguments.of(RatingView.class, "Rating"),
                Arguments.of(GeneratedView.class, "GeneratedPuzzle"),
                Arguments.of(TechniqueView.class, "Technique"),
                Arguments.of(ErrorView.class, "Error"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("records")
    void aRecordsSchemaHasItsFieldsWithTheirKinds(Class<? extends Record> type, String schema) {
        JsonNode properties = doc.at("/components/schemas/" + schema + "/properties");
        List<String> documented = new ArrayList<>();
        properties.fieldNames().forEachRemaining(documented::add);
        assertThat(documented).as(schema).containsExactlyElementsOf(Records.jsonNames(type));
        for (RecordComponent c : type.getRecordComponents()) {
            JsonNode p = resolve(properties.get(Records.jsonName(c)));
            assertThat(kinds(p)).as(schema + "." + Records.jsonName(c)).contains(kind(c.getType()));
        }
    }

    @Test
    void successExamplesUseOnlyDocumentedFields() {
        List<String> undocumented = new ArrayList<>();
        forEachOperation((route, op) -> {
            JsonNode content = op.at("/responses/200/content/application~1json");
            if (content.has("example")) {
                undocumented.addAll(undocumented(route, content.get("example"), content.get("schema")));
            }
        });
        assertThat(undocumented).isEmpty();
    }

    /** The example's fields, at any depth, that its schema does not describe. */
    private static List<String> undocumented(String where, JsonNode example, JsonNode schemaRef) {
        List<String> out = new ArrayList<>();
        JsonNode schema = resolve(schemaRef);
        if (example.isObject() && schema.has("properties")) {
            example.fields().forEachRemaining(e -> {
                JsonNode p = schema.get("properties").get(e.getKey());
                if (p == null) {
                    out.add(where + "." + e.getKey());
                } else {
                    out.addAll(undocumented(where + "." + e.getKey(), e.getValue(), p));
                }
            });
        } else if (example.isArray() && schema.has("items")) {
            for (JsonNode item : example) {
                out.addAll(undocumented(where + "[]", item, schema.get("items")));
            }
        }
        return out;
    }

    /** The JSON kinds a schema allows ({@code type} may be a list in 3.1). */
    private static List<String> kinds(JsonNode schema) {
        JsonNode type = schema.get("type");
        if (type == null) {
            return schema.has("$ref") ? List.of("object") : List.of();
        }
        List<String> out = new ArrayList<>();
        if (type.isArray()) {
            type.forEach(t -> out.add(t.asText()));
        } else {
            out.add(type.asText());
        }
        if (out.contains("integer")) {
            out.add("number");
        }
        return out;
    }

    /** The JSON kind Jackson writes for a Java type. */
    private static String kind(Class<?> t) {
        if (t == String.class) {
            return "string";
        } else if (t == int.class || t == long.class || t == Integer.class || t == Long.class) {
            return "integer";
        } else if (t == double.class || t == Double.class) {
            return "number";
        } else if (t == boolean.class || t == Boolean.class) {
            return "boolean";
        } else if (List.class.isAssignableFrom(t)) {
            return "array";
        }
        return "object";
    }

    @Test
    void theValidatorCatchesBrokenDocuments() {
        ObjectNode dangling = doc.deepCopy();
        ((ObjectNode) dangling.at("/components/schemas/GenerateRequest/properties/rating")).put("$ref",
                "#/components/schemas/Nowhere");
        assertThat(validate(dangling.toString())).isNotEmpty();
        ObjectNode unexpected = doc.deepCopy();
        ((ObjectNode) unexpected.at("/paths/~1api~1solve/post")).put("sumary", "a typo");
        assertThat(validate(unexpected.toString())).isNotEmpty();
        ObjectNode noResponses = doc.deepCopy();
        ((ObjectNode) noResponses.at("/paths/~1api~1rate/post")).remove("responses");
        assertThat(validate(noResponses.toString())).isNotEmpty();
    }

    @Test
    void noRequiredListIsEmpty() {
        List<String> empty = new ArrayList<>();
        walk(doc, "", (path, node) -> {
            if (node.has("required") && node.get("required").isArray() && node.get("required").isEmpty()) {
                empty.add(path);
            }
        });
        assertThat(empty).isEmpty();
    }

    @Test
    void everySuccessHasASchemaAndEveryErrorTheErrorSchema() {
        List<String> missing = new ArrayList<>();
        forEachOperation((route, op) -> op.get("responses").fields().forEachRemaining(e -> {
            JsonNode response = resolve(e.getValue());
            JsonNode schema = response.at("/content/application~1json/schema");
            if (schema.isMissingNode()) {
                missing.add(route + " " + e.getKey());
            } else if (!e.getKey().startsWith("2") && !schema.path("$ref").asText().equals("#/components/schemas/Error")) {
                missing.add(route + " " + e.getKey() + " (not the Error schema)");
            }
        }));
        assertThat(missing).isEmpty();
        forEachOperation((route, op) -> {
            assertThat(op.get("responses").has("503")).as(route).isTrue();
            assertThat(op.get("responses").has("405")).as(route).isTrue();
            assertThat(op.get("responses").has("429")).as(route).isTrue();
            if (route.startsWith("POST")) {
                assertThat(op.get("responses").has("400")).as(route).isTrue();
                assertThat(op.get("responses").has("413")).as(route).isTrue();
            }
        });
    }

    @Test
    void everyRouteTheServerHasIsDocumentedAndNoOther() {
        TreeSet<String> documented = new TreeSet<>();
        forEachOperation((route, op) -> documented.add(route));
        assertThat(documented).containsExactlyInAnyOrderElementsOf(server.server.routes());
    }

    @Test
    void jsonRoutesDocumentExactlyTheFieldsTheyAccept() {
        forEachOperation((route, op) -> {
            if (route.startsWith("POST /api/")) {
                JsonNode schema = resolve(op.at("/requestBody/content/application~1json/schema"));
                assertThat(schema.path("additionalProperties").asBoolean(true)).as(route).isFalse();
                TreeSet<String> fields = new TreeSet<>();
                schema.get("properties").fieldNames().forEachRemaining(fields::add);
                TestServer.Reply r = server.post(route.substring("POST ".length()), TestServer.json("zz", 1));
                String accepted = r.json().get("error").asText().replaceFirst(".*\\(accepted: (.*)\\)$", "$1");
                assertThat(new TreeSet<>(List.of(accepted.split(", ")))).as(route).isEqualTo(fields);
            }
        });
        assertThat(doc.at("/components/schemas/SolveRequest/properties/challenge/pattern").asText())
                .isEqualTo("^[A-Za-z0-9_-]{1,64}$");
    }

    @Test
    void generateDocumentsItsTargets() {
        JsonNode g = doc.at("/components/schemas/GenerateRequest/properties");
        assertThat(g.get("rating").get("$ref").asText()).endsWith("/RatingRange");
        assertThat(g.get("clues").get("$ref").asText()).endsWith("/ClueRange");
        assertThat(doc.at("/components/schemas/RatingRange/properties").has("min")).isTrue();
        assertThat(g.get("needs").get("description").asText()).contains("x-wing");
    }

    /** Calls {@code action} with each operation as {@code METHOD path}. */
    private static void forEachOperation(java.util.function.BiConsumer<String, JsonNode> action) {
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            path.getValue().fields().forEachRemaining(m ->
                    action.accept(m.getKey().toUpperCase(java.util.Locale.ROOT) + " " + path.getKey(), m.getValue()));
        }
    }

    /** The node a {@code $ref} points to, or the node itself. */
    private static JsonNode resolve(JsonNode node) {
        String ref = node.path("$ref").asText("");
        return ref.startsWith("#") ? doc.at(ref.substring(1)) : node;
    }

    private static void walk(JsonNode node, String path, java.util.function.BiConsumer<String, JsonNode> visit) {
        if (node.isObject()) {
            visit.accept(path, node);
            node.fields().forEachRemaining(e -> walk(e.getValue(), path + "/" + e.getKey(), visit));
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                walk(a.get(i), path + "/" + i, visit);
            }
        }
    }
}
