package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The player's errors through {@code /api/hint}, in three levels and three languages, on a board
 * of each variant: a pencil mark that a placed digit rules out through one unit only (a row, a
 * column, a box, a diagonal, a window, a region or a cage) comes before any technique; a wrong
 * digit that clashes there is said first by that unit, then by its cell, then with the right
 * digit; a wrong digit that clashes with nothing is found against the solution. The units are
 * worked out here from the board's own fields, not by the library.
 */
class PlayersErrorsApiTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("errors.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Each unit kind to clash through, with the variant that has it. */
    static Stream<Arguments> unitKinds() {
        return Stream.of(Arguments.of("classic", "row"), Arguments.of("classic", "column"),
                Arguments.of("classic", "box"), Arguments.of("x", "diagonal"), Arguments.of("windoku", "window"),
                Arguments.of("jigsaw", "region"), Arguments.of("killer", "cage"));
    }

    /** A generated puzzle of the variant with its fields, its solution and its units by kind. */
    private record Board(ObjectNode rules, String puzzle, String solution, Map<String, List<int[]>> units) {
        /** The kinds of units two cells share. */
        List<String> shared(int a, int b) {
            List<String> out = new ArrayList<>();
            units.forEach((kind, list) -> {
                for (int[] u : list) {
                    if (contains(u, a) && contains(u, b)) {
                        out.add(kind);
                    }
                }
            });
            return out;
        }

        /** Whether {@code digit} stands in a cell of {@code grid} that shares a unit with {@code cell}. */
        boolean seen(String grid, int cell, int digit) {
            for (int other = 0; other < 81; other++) {
                if (other != cell && grid.charAt(other) == '0' + digit && !shared(cell, other).isEmpty()) {
                    return true;
                }
            }
            return false;
        }
    }

    private static boolean contains(int[] unit, int cell) {
        for (int c : unit) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    private static Board board(String variant) {
        Map<String, Object> ask = variant.equals("killer") ? Map.of("variant", variant, "seed", 11)
                : Map.of("variant", variant, "level", "easy", "seed", 11);
        JsonNode gen = ok(TestServer.MAPPER.valueToTree(ask), "/api/generate").get("puzzles").get(0);
        ObjectNode rules = TestServer.MAPPER.createObjectNode();
        for (String f : List.of("variant", "puzzle", "regions", "cages")) {
            if (gen.has(f)) {
                rules.set(f, gen.get(f));
            }
        }
        Map<String, List<int[]>> units = new java.util.LinkedHashMap<>();
        List<int[]> rows = new ArrayList<>();
        List<int[]> columns = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int[] row = new int[9];
            int[] column = new int[9];
            for (int j = 0; j < 9; j++) {
                row[j] = 9 * i + j;
                column[j] = 9 * j + i;
            }
            rows.add(row);
            columns.add(column);
        }
        units.put("row", rows);
        units.put("column", columns);
        if (gen.has("regions")) {
            units.put("region", groups(gen.get("regions").asText()));
        } else {
            units.put("box", windows(new int[] {0, 3, 6}));
        }
        if (variant.equals("x")) {
            int[] down = new int[9];
            int[] up = new int[9];
            for (int i = 0; i < 9; i++) {
                down[i] = 10 * i;
                up[i] = 9 * i + 8 - i;
            }
            units.put("diagonal", List.of(down, up));
        }
        if (variant.equals("windoku")) {
            units.put("window", windows(new int[] {1, 5}));
        }
        if (gen.has("cages")) {
            List<int[]> cages = new ArrayList<>();
            for (JsonNode cage : gen.get("cages")) {
                int[] cells = new int[cage.get("cells").size()];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = cellIndex(cage.get("cells").get(i).asText());
                }
                cages.add(cells);
            }
            units.put("cage", cages);
        }
        return new Board(rules, gen.get("puzzle").asText(), gen.get("solution").asText(), units);
    }

    /** 3x3 blocks whose top-left corners are at the given rows and columns. */
    private static List<int[]> windows(int[] starts) {
        List<int[]> out = new ArrayList<>();
        for (int r : starts) {
            for (int c : starts) {
                int[] w = new int[9];
                for (int i = 0; i < 9; i++) {
                    w[i] = 9 * (r + i / 3) + c + i % 3;
                }
                out.add(w);
            }
        }
        return out;
    }

    private static List<int[]> groups(String map) {
        Map<Character, List<Integer>> by = new java.util.LinkedHashMap<>();
        for (int c = 0; c < 81; c++) {
            by.computeIfAbsent(map.charAt(c), k -> new ArrayList<>()).add(c);
        }
        return by.values().stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toList();
    }

    private static int cellIndex(String name) {
        return 9 * (name.charAt(0) - 'A') + name.charAt(1) - '1';
    }

    private static String cellName(int cell) {
        return "" + (char) ('A' + cell / 9) + (cell % 9 + 1);
    }

    /**
     * A placed cell {@code p} (a clue, or the solution's digit put there by the player) and an
     * empty cell {@code c} that share a unit of {@code kind} and no other, where nothing else
     * placed in {@code c}'s units holds {@code p}'s digit: {grid, p, c}.
     */
    private static Object[] pair(Board b, String kind) {
        for (int p = 0; p < 81; p++) {
            for (int c = 0; c < 81; c++) {
                if (c == p || b.puzzle().charAt(c) != '.' || !b.shared(p, c).equals(List.of(kind))) {
                    continue;
                }
                int d = b.solution().charAt(p) - '0';
                String grid = b.puzzle().substring(0, p) + d + b.puzzle().substring(p + 1);
                String without = grid.substring(0, p) + '.' + grid.substring(p + 1);
                if (!b.seen(without, c, d)) {
                    return new Object[] {grid, p, c};
                }
            }
        }
        throw new AssertionError("no two cells sharing only a " + kind);
    }

    private static JsonNode ok(JsonNode body, String path) {
        TestServer.Reply r = server.post(path, body.toString());
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        return r.json();
    }

    private static JsonNode hint(Board b, String grid, ArrayNode marks, String lang, int level) {
        ObjectNode body = b.rules().deepCopy().put("grid", grid).put("lang", lang).put("level", level);
        if (marks != null) {
            body.set("candidates", marks);
        }
        return ok(body, "/api/hint");
    }

    /** The unit names the three languages give a unit of this kind (without its number). */
    private static String unitWord(String lang, String kind) {
        return switch (lang) {
            case "es" -> Map.of("row", "la fila", "column", "la columna", "box", "la caja", "diagonal",
                    "la diagonal", "window", "la ventana", "region", "la región", "cage", "la jaula").get(kind);
            case "zh" -> Map.of("row", "行", "column", "列", "box", "宫", "diagonal", "对角线", "window", "窗口",
                    "region", "区域", "cage", "笼子").get(kind);
            default -> kind;
        };
    }

    /** How each language says "the solution has {digit} there". */
    private static String rightDigit(String lang, char digit) {
        return switch (lang) {
            case "es" -> "la solución tiene ahí un " + digit;
            case "zh" -> "解在那里是" + digit;
            default -> "the solution has " + digit + " there";
        };
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("unitKinds")
    void aMarkThatAPlacedDigitRulesOutComesFirstInThreeLevels(String variant, String kind) {
        Board b = board(variant);
        Object[] pc = pair(b, kind);
        String grid = (String) pc[0];
        int p = (int) pc[1];
        int c = (int) pc[2];
        char d = b.solution().charAt(p);
        ArrayNode marks = TestServer.MAPPER.createArrayNode();
        for (int cell = 0; cell < 81; cell++) {
            marks.add(cell == c ? "" + d + b.solution().charAt(c) : "");
        }
        for (String lang : List.of("en", "es", "zh")) {
            JsonNode one = hint(b, grid, marks, lang, 1);
            assertThat(one.get("kind").asText()).as(lang).isEqualTo("clashing_mark");
            assertThat(one.get("text").asText()).as(lang).contains(unitWord(lang, kind));
            if (!kind.equals("cage")) {
                // a cage is named by its cells; any other unit by its number only
                assertThat(one.get("text").asText()).doesNotContain(cellName(c));
            }
            assertThat(one.get("cells")).as(lang).isEmpty();
            JsonNode two = hint(b, grid, marks, lang, 2);
            assertThat(two.get("kind").asText()).isEqualTo("clashing_mark");
            assertThat(two.get("cells").toString()).contains(cellName(c));
            assertThat(two.get("text").asText()).contains(cellName(c)).doesNotContain(cellName(p));
            JsonNode three = hint(b, grid, marks, lang, 3);
            assertThat(three.get("text").asText()).as(lang).contains(cellName(c)).contains(cellName(p))
                    .contains(String.valueOf(d));
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("unitKinds")
    void aWrongDigitIsSaidByItsUnitThenItsCellThenTheRightDigit(String variant, String kind) {
        Board b = board(variant);
        Object[] pc = pair(b, kind);
        int p = (int) pc[1];
        int c = (int) pc[2];
        char d = b.solution().charAt(p);
        String grid = ((String) pc[0]).substring(0, c) + d + ((String) pc[0]).substring(c + 1);
        for (String lang : List.of("en", "es", "zh")) {
            JsonNode one = hint(b, grid, null, lang, 1);
            assertThat(one.get("kind").asText()).as(lang).isEqualTo("mistake");
            assertThat(one.get("text").asText()).as(lang).contains(unitWord(lang, kind));
            if (!kind.equals("cage")) {
                assertThat(one.get("text").asText()).doesNotContain(cellName(c)).doesNotContain(cellName(p));
            }
            assertThat(one.get("cells")).isEmpty();
            JsonNode two = hint(b, grid, null, lang, 2);
            assertThat(two.get("cells").toString()).contains(cellName(c));
            assertThat(two.get("text").asText()).as(lang).contains(cellName(c)).contains(cellName(p))
                    .contains(unitWord(lang, kind)).doesNotContain(rightDigit(lang, b.solution().charAt(c)));
            JsonNode three = hint(b, grid, null, lang, 3);
            assertThat(three.get("text").asText()).as(lang).contains(rightDigit(lang, b.solution().charAt(c)));
        }
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"classic", "x", "windoku", "jigsaw", "killer"})
    void aWrongDigitThatClashesWithNothingIsFoundAgainstTheSolution(String variant) {
        Board b = board(variant);
        for (int c = 0; c < 81; c++) {
            for (int w = 1; w <= 9 && b.puzzle().charAt(c) == '.'; w++) {
                if (w == b.solution().charAt(c) - '0' || b.seen(b.puzzle(), c, w)) {
                    continue;
                }
                String grid = b.puzzle().substring(0, c) + w + b.puzzle().substring(c + 1);
                for (String lang : List.of("en", "es", "zh")) {
                    JsonNode one = hint(b, grid, null, lang, 1);
                    assertThat(one.get("kind").asText()).isEqualTo("mistake");
                    String area = variant.equals("jigsaw") ? "region" : "box";
                    assertThat(one.get("text").asText()).as(lang).contains(unitWord(lang, area))
                            .doesNotContain(cellName(c));
                    JsonNode two = hint(b, grid, null, lang, 2);
                    assertThat(two.get("text").asText()).as(lang).contains(cellName(c))
                            .doesNotContain(rightDigit(lang, b.solution().charAt(c)));
                    JsonNode three = hint(b, grid, null, lang, 3);
                    assertThat(three.get("text").asText()).as(lang).contains(cellName(c))
                            .contains(rightDigit(lang, b.solution().charAt(c)));
                }
                return;
            }
        }
        throw new AssertionError("no wrong digit that clashes with nothing");
    }
}
