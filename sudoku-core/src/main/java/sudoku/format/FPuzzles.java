package sudoku.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * f-puzzles' puzzle JSON (f-puzzles.com, the format SudokuPad also opens), for the rules this
 * project plays. {@code size} is the side; {@code grid} has one array per row of one object per
 * cell: {@code value} with {@code given: true} a clue, {@code value} alone a digit the player
 * placed, {@code centerPencilMarks} the candidates, {@code region} the 0-based region of a
 * jigsaw (boxes where absent). {@code "diagonal+"} (bottom-left to top-right) and
 * {@code "diagonal-"} together make an X-Sudoku; four {@code extraregion}s that are Windoku's
 * windows a Windoku; {@code killercage}s ({@code cells} named {@code R1C1}, the sum as text in
 * {@code value}) a killer. Cosmetic fields (title, author, ruleset, solution, colours, corner
 * marks, text, lines) are set aside; any other constraint is an error naming it.
 */
public final class FPuzzles {
    private static final ObjectMapper JSON = new ObjectMapper();

    static {
        JSON.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(20).maxStringLength(LzString.MAX_OUTPUT).build());
    }

    /** Top-level fields read, or set aside as cosmetic. */
    private static final Set<String> KNOWN = Set.of("size", "grid", "diagonal+", "diagonal-", "extraregion",
            "killercage", "title", "author", "ruleset", "solution", "text", "line", "rectangle", "circle",
            "highlightConflicts", "disabledlogic", "truecandidatesoptions");
    /** Fields of a cell read, or set aside as cosmetic. */
    private static final Set<String> CELL_FIELDS = Set.of("value", "given", "centerPencilMarks", "cornerPencilMarks",
            "givenPencilMarks", "region", "c", "highlight");

    /** A cell's name: R1C1. */
    private static final java.util.regex.Pattern CELL = java.util.regex.Pattern.compile("[Rr](\\d{1,2})[Cc](\\d{1,2})");

    private FPuzzles() {
    }

    /** Whether {@code text} is a JSON object with f-puzzles' {@code size} and {@code grid}. */
    public static boolean looksLikeJson(String text) {
        String t = text.strip();
        return t.startsWith("{") && t.contains("\"grid\"") && t.contains("\"size\"");
    }

    /**
     * The puzzle and progress of an f-puzzles JSON document.
     * @throws PuzzleFormatException naming the field (and the cell, as R1C1) and what is wrong
     */
    public static PuzzleState readJson(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new PuzzleFormatException("not f-puzzles JSON: " + e.getOriginalMessage(), 0, 0);
        }
        if (root == null || !root.isObject()) {
            throw new PuzzleFormatException("f-puzzles JSON is an object with \"size\" and \"grid\"", 0, 0);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            JsonNode v = field.getValue();
            boolean empty = v.isNull() || v.isBoolean() && !v.booleanValue() || v.isContainerNode() && v.isEmpty();
            if (!KNOWN.contains(field.getKey()) && !empty) {
                throw new PuzzleFormatException("f-puzzles constraint \"" + clip(field.getKey()) + "\" is not one this"
                        + " project plays (it reads givens, diagonals, Windoku's extra regions, jigsaw regions and"
                        + " killer cages)", 0, 0);
            }
        }
        JsonNode sizeNode = root.get("size");
        if (sizeNode == null || !sizeNode.isInt()) {
            throw new PuzzleFormatException("f-puzzles JSON needs \"size\", the side of the board", 0, 0);
        }
        int side = sizeNode.intValue();
        if (side < 4 || side > Geometry.MAX_SIDE || Geometry.forCellCount(side * side) == null) {
            throw new PuzzleFormatException("\"size\": " + side + " is not a board this project solves (4, 6, 9, 12,"
                    + " 16, 25)", 0, 0);
        }
        Geometry boxes = Geometry.ofSide(side);
        JsonNode grid = root.get("grid");
        if (grid == null || !grid.isArray() || grid.size() != side) {
            throw new PuzzleFormatException("\"grid\" must be an array of " + side + " rows", 0, 0);
        }
        int n = side * side;
        int[] givens = new int[n];
        int[] placed = new int[n];
        int[] candidates = new int[n];
        int[] regions = new int[n];
        boolean jigsaw = false;
        for (int r = 0; r < side; r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() != side) {
                throw new PuzzleFormatException("\"grid\" row " + (r + 1) + " must be an array of " + side + " cells", 0, 0);
            }
            for (int c = 0; c < side; c++) {
                int cell = r * side + c;
                String where = "\"grid\" cell R" + (r + 1) + "C" + (c + 1);
                JsonNode obj = row.get(c);
                if (!obj.isObject()) {
                    throw new PuzzleFormatException(where + " must be an object", 0, 0);
                }
                for (Iterator<String> names = obj.fieldNames(); names.hasNext(); ) {
                    String name = names.next();
                    if (!CELL_FIELDS.contains(name)) {
                        throw new PuzzleFormatException(where + ": unknown field \"" + clip(name) + "\"", 0, 0);
                    }
                }
                JsonNode value = obj.get("value");
                if (value != null && !value.isNull()) {
                    int d = digit(value, side, where + " value");
                    if (obj.path("given").asBoolean(false)) {
                        givens[cell] = d;
                    } else {
                        placed[cell] = d;
                    }
                }
                JsonNode marks = obj.get("centerPencilMarks");
                if (marks != null && !marks.isNull() && (value == null || value.isNull())) {
                    if (!marks.isArray()) {
                        throw new PuzzleFormatException(where + " centerPencilMarks must be an array of digits", 0, 0);
                    }
                    for (JsonNode m : marks) {
                        candidates[cell] |= 1 << (digit(m, side, where + " centerPencilMarks") - 1);
                    }
                }
                int box = boxes.box(cell);
                JsonNode region = obj.get("region");
                if (region != null) {
                    if (!region.isInt() || region.intValue() < 0 || region.intValue() >= side) {
                        throw new PuzzleFormatException(where + " region must be a number 0-" + (side - 1), 0, 0);
                    }
                    regions[cell] = region.intValue();
                } else {
                    regions[cell] = box;
                }
                jigsaw |= regions[cell] != box;
            }
        }
        Variant rules = Variant.NONE;
        boolean plus = root.path("diagonal+").asBoolean(false);
        boolean minus = root.path("diagonal-").asBoolean(false);
        if (plus != minus) {
            throw new PuzzleFormatException("\"diagonal" + (plus ? "+" : "-") + "\" alone: this project plays X-Sudoku,"
                    + " with both diagonals", 0, 0);
        }
        if (plus) {
            rules = rules.withDiagonals();
        }
        JsonNode extra = root.get("extraregion");
        if (extra != null && extra.isArray() && !extra.isEmpty()) {
            checkWindows(extra, side);
            rules = rules.withWindows();
        }
        List<Cage> cages = new ArrayList<>();
        JsonNode killer = root.get("killercage");
        if (killer != null && killer.isArray()) {
            for (int i = 0; i < killer.size(); i++) {
                cages.add(cage(killer.get(i), i, side));
            }
        }
        Grid puzzle = PuzzleState.board(rules, side, givens, jigsaw ? regions : null, cages);
        return new PuzzleState(puzzle, placed, candidates);
    }

    private static int digit(JsonNode node, int side, String where) {
        int d = node.isInt() ? node.intValue() : node.isTextual() && node.textValue().matches("\\d{1,2}")
                ? Integer.parseInt(node.textValue()) : -1;
        if (d < 1 || d > side) {
            throw new PuzzleFormatException(where + ": " + clip(node.toString()) + " is not a digit 1-" + side, 0, 0);
        }
        return d;
    }

    private static void checkWindows(JsonNode extra, int side) {
        if (side != 9) {
            throw new PuzzleFormatException("\"extraregion\" is read as Windoku's windows, on a 9x9 board only", 0, 0);
        }
        Set<Set<Integer>> windows = new HashSet<>();
        for (int top : new int[] {1, 5}) {
            for (int left : new int[] {1, 5}) {
                Set<Integer> w = new HashSet<>();
                for (int k = 0; k < 9; k++) {
                    w.add((top + k / 3) * 9 + left + k % 3);
                }
                windows.add(w);
            }
        }
        Set<Set<Integer>> seen = new HashSet<>();
        for (int i = 0; i < extra.size(); i++) {
            Set<Integer> cells = new HashSet<>(cells(extra.get(i), "extraregion " + (i + 1), side));
            if (!windows.contains(cells)) {
                throw new PuzzleFormatException("extraregion " + (i + 1) + " is not one of Windoku's four windows"
                        + " (rows 2-4 or 6-8 by columns 2-4 or 6-8), the only extra regions this project plays", 0, 0);
            }
            seen.add(cells);
        }
        if (seen.size() != 4) {
            throw new PuzzleFormatException("\"extraregion\" has " + seen.size() + " of Windoku's four windows;"
                    + " a Windoku has all four", 0, 0);
        }
    }

    private static Cage cage(JsonNode node, int i, int side) {
        String where = "killercage " + (i + 1);
        List<Integer> cells = cells(node, where, side);
        JsonNode value = node.get("value");
        String text = value == null || value.isNull() ? "" : value.asText().strip();
        if (!text.matches("\\d{1,3}")) {
            throw new PuzzleFormatException(where + " (" + name(cells.get(0), side) + ") has " + (text.isEmpty()
                    ? "no sum" : "the sum '" + clip(text) + "', not a number") + ": a killer's cages all have sums", 0, 0);
        }
        return new Cage(cells, Integer.parseInt(text));
    }

    /** The cells of {@code {"cells": ["R1C1", ...]}}. */
    private static List<Integer> cells(JsonNode node, String where, int side) {
        JsonNode cells = node == null ? null : node.get("cells");
        if (cells == null || !cells.isArray() || cells.isEmpty()) {
            throw new PuzzleFormatException(where + " needs \"cells\", names such as \"R1C1\"", 0, 0);
        }
        List<Integer> out = new ArrayList<>();
        for (JsonNode c : cells) {
            String s = c.asText();
            java.util.regex.Matcher m = CELL.matcher(s);
            if (!m.matches() || Integer.parseInt(m.group(1)) < 1 || Integer.parseInt(m.group(1)) > side
                    || Integer.parseInt(m.group(2)) < 1 || Integer.parseInt(m.group(2)) > side) {
                throw new PuzzleFormatException(where + ": '" + clip(s) + "' is not a cell R1C1 to R" + side + "C" + side,
                        0, 0);
            }
            out.add((Integer.parseInt(m.group(1)) - 1) * side + Integer.parseInt(m.group(2)) - 1);
        }
        return out;
    }

    private static String name(int cell, int side) {
        return "R" + (cell / side + 1) + "C" + (cell % side + 1);
    }

    private static String clip(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** The f-puzzles JSON of a state: givens, placed digits, candidates and the variant's rules. */
    public static String writeJson(PuzzleState state) {
        Grid puzzle = state.puzzle();
        Geometry g = puzzle.geometry();
        Variant v = g.variant();
        int side = g.side();
        if (!g.hasBoxes() && !v.hasRegions()) {
            throw new IllegalArgumentException("f-puzzles' boards have boxes or regions; a " + side + "x" + side
                    + " Latin square has neither");
        }
        ObjectNode root = JSON.createObjectNode();
        root.put("size", side);
        ArrayNode rows = root.putArray("grid");
        int[] placed = state.placed();
        int[] candidates = state.candidates();
        for (int r = 0; r < side; r++) {
            ArrayNode row = rows.addArray();
            for (int c = 0; c < side; c++) {
                int cell = r * side + c;
                ObjectNode obj = row.addObject();
                if (puzzle.get(cell) != 0) {
                    obj.put("value", puzzle.get(cell)).put("given", true);
                } else if (placed[cell] != 0) {
                    obj.put("value", placed[cell]);
                } else if (candidates[cell] != 0) {
                    ArrayNode marks = obj.putArray("centerPencilMarks");
                    for (int d = 1; d <= side; d++) {
                        if ((candidates[cell] & 1 << (d - 1)) != 0) {
                            marks.add(d);
                        }
                    }
                }
                if (v.hasRegions() || side != 9) {
                    // other sizes name every cell's box, as f-puzzles and this project may shape them differently
                    obj.put("region", v.hasRegions() ? v.regions()[cell] : g.box(cell));
                }
            }
        }
        if (v.hasDiagonals()) {
            root.put("diagonal+", true).put("diagonal-", true);
        }
        if (v.hasWindows()) {
            ArrayNode extra = root.putArray("extraregion");
            for (int top : new int[] {1, 5}) {
                for (int left : new int[] {1, 5}) {
                    ArrayNode cells = extra.addObject().putArray("cells");
                    for (int k = 0; k < 9; k++) {
                        cells.add(name((top + k / 3) * 9 + left + k % 3, 9));
                    }
                }
            }
        }
        if (!g.cages().isEmpty()) {
            ArrayNode killer = root.putArray("killercage");
            for (Cage cage : VariantFormat.cagesInReadingOrder(g)) {
                ObjectNode obj = killer.addObject();
                ArrayNode cells = obj.putArray("cells");
                cage.cells().forEach(c -> cells.add(name(c, side)));
                obj.put("value", String.valueOf(cage.sum()));
            }
        }
        return root.toString();
    }
}
