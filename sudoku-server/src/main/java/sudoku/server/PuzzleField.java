package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.core.VariantRecord;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;

/**
 * Reads a puzzle (or a player's grid) from a request field, turning format problems into 400s
 * that name the field, the cell and the line and column of the text. A variant puzzle comes as
 * the CLI's JSON input and {@code SolveView} write it: {@code variant}, {@code puzzle},
 * {@code regions} and {@code cages}, read by {@link VariantRecord}.
 */
final class PuzzleField {
    /** The fields of a variant puzzle besides the puzzle itself. */
    static final String VARIANT = "variant";
    static final String REGIONS = "regions";
    static final String CAGES = "cages";
    /** The longest variant name accepted ({@code killer-x-windoku-jigsaw} is 23). */
    private static final int MAX_VARIANT_NAME = 40;
    /** The longest cell name accepted in a cage ({@code r16c16} is 6). */
    private static final int MAX_CELL_NAME = 8;
    /** The longest link, string or grid of another tool read (an f-puzzles link of a killer is about 2,000). */
    static final int MAX_COMMUNITY_TEXT = 20_000;

    private PuzzleField() {
    }

    /** The accepted fields of a request reading a puzzle: {@code fields} and the variant's. */
    static String[] withVariant(String... fields) {
        List<String> out = new ArrayList<>(List.of(fields));
        out.addAll(List.of(VARIANT, REGIONS, CAGES));
        return out.toArray(String[]::new);
    }

    /**
     * The puzzle in {@code field}: checked symbols, no clashing clues, side at most {@code maxSide};
     * with a {@code variant} (or {@code regions}, {@code cages}), the variant puzzle they describe.
     */
    static Grid puzzle(JsonBody body, String field, int maxSide) {
        if (isVariant(body)) {
            return variant(body, field, maxSide);
        }
        Optional<PuzzleState> community = community(body.text(field), field, maxSide);
        if (community.isPresent()) {
            return community.get().puzzle();
        }
        Grid grid = unchecked(body.text(field), field, maxSide);
        List<Grid.Conflict> clashes = grid.conflicts();
        if (!clashes.isEmpty()) {
            throw clash(grid, clashes, field);
        }
        return grid;
    }

    /**
     * The puzzle and progress of {@code text} when it is another tool's link, string, JSON or grid
     * ({@link CommunityFormat#recognize}); empty when it is not.
     * @throws ApiException 400 naming the field and the problem, or a text or board too large
     */
    static Optional<PuzzleState> community(String text, String field, int maxSide) {
        if (text.length() > MAX_COMMUNITY_TEXT) {
            throw ApiException.badRequest("field '" + field + "' is too long (" + text.length() + " characters)")
                    .with("field", field);
        }
        Optional<PuzzleState> state;
        try {
            state = CommunityFormat.recognize(text);
        } catch (PuzzleFormatException e) {
            throw ApiException.badRequest(field + ": " + e.getMessage()).with("field", field);
        }
        state.ifPresent(s -> {
            int side = s.puzzle().geometry().side();
            if (side > maxSide) {
                throw ApiException.badRequest(field + ": a " + side + "x" + side + " board is larger than this "
                        + "request allows (at most " + maxSide + "x" + maxSide + ")").with("field", field);
            }
        });
        return state;
    }

    /** Whether the body describes a variant puzzle: a {@code variant} other than classic, regions or cages. */
    static boolean isVariant(JsonBody body) {
        return body.has(REGIONS) || body.has(CAGES)
                || body.has(VARIANT) && !body.text(VARIANT).strip().equalsIgnoreCase("classic");
    }

    /**
     * The variant puzzle of the body, its size held to {@code maxSide} (and the killer engine's 16)
     * before anything is built from it.
     * @throws ApiException 400 naming the field at fault and the problem: an unknown variant, a
     *         region not connected or of the wrong size, a cage sum impossible for its size, a cell
     *         in two cages or in none, clashing givens
     */
    private static Grid variant(JsonBody body, String field, int maxSide) {
        String name = body.has(VARIANT) ? body.text(VARIANT) : null;
        if (name == null) {
            String f = body.has(REGIONS) ? REGIONS : CAGES;
            throw body.error(f, f + ": a puzzle with " + f + " names its variant, e.g. \"variant\": \""
                    + (f.equals(REGIONS) ? "jigsaw" : "killer") + "\"");
        }
        if (name != null && name.length() > MAX_VARIANT_NAME) {
            throw body.error(VARIANT, "field '" + VARIANT + "' is too long (" + name.length() + " characters)");
        }
        int maxCells = maxSide * maxSide;
        String givens = body.has(field) ? unchecked(body.text(field), field, maxSide).toLine() : null;
        String regions = body.has(REGIONS) ? body.text(REGIONS) : null;
        if (regions != null && regions.length() > maxCells) {
            throw body.error(REGIONS, "field '" + REGIONS + "' has " + regions.length() + " symbols; this request"
                    + " allows boards of at most " + maxCells + " cells");
        }
        List<VariantRecord.CageRecord> cages = body.has(CAGES) ? cages(body, maxCells, Math.min(maxSide, 16)) : null;
        try {
            return new VariantRecord(name, givens, regions, cages).toGrid();
        } catch (PuzzleFormatException e) {
            // the library names the part at fault: variant, regions or cages; the puzzle otherwise
            String at = e.field() == null || e.field().equals("puzzle") ? field : e.field();
            throw body.error(at, at + ": " + e.getMessage());
        }
    }

    /** The {@code cages} array: each {@code {"sum": N, "cells": ["A1", ...]}}, checked in size and kind. */
    private static List<VariantRecord.CageRecord> cages(JsonBody body, int maxCells, int maxCage) {
        JsonNode node = body.node(CAGES);
        if (!node.isArray()) {
            throw body.error(CAGES, "field '" + CAGES + "' must be an array of cages such as {\"sum\": 10, \"cells\":"
                    + " [\"A1\", \"A2\"]}, not " + JsonBody.kind(node));
        }
        if (node.size() > maxCells) {
            throw body.error(CAGES, CAGES + ": " + node.size() + " cages; this request allows at most " + maxCells);
        }
        List<VariantRecord.CageRecord> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode cage = node.get(i);
            String what = CAGES + "[" + i + "]";
            if (!cage.isObject()) {
                throw body.error(CAGES, what + " must be an object {\"sum\": N, \"cells\": [...]}, not "
                        + JsonBody.kind(cage));
            }
            for (var it = cage.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!Set.of("sum", "cells").contains(f)) {
                    throw body.error(CAGES, what + ": unknown field '" + LogSafe.clip(f, 40) + "' (accepted: sum, cells)");
                }
            }
            JsonNode sum = cage.get("sum");
            if (sum == null || !sum.canConvertToInt() || !sum.isIntegralNumber()) {
                throw body.error(CAGES, what + ".sum must be a whole number");
            }
            JsonNode cells = cage.get("cells");
            if (cells == null || !cells.isArray() || cells.isEmpty() || cells.size() > maxCage) {
                throw body.error(CAGES, what + ".cells must be an array of 1 to " + maxCage + " cell names such as"
                        + " \"A1\"");
            }
            List<String> names = new ArrayList<>();
            for (JsonNode c : cells) {
                if (!c.isTextual() || c.textValue().length() > MAX_CELL_NAME) {
                    throw body.error(CAGES, what + ".cells: each cell is a name such as \"A1\" or \"r1c1\"");
                }
                names.add(c.textValue());
            }
            out.add(new VariantRecord.CageRecord(sum.intValue(), names));
        }
        return out;
    }

    /**
     * The player's grid in {@code field} on the board of {@code puzzle} (its variant's rules), with the
     * format checks of {@link #unchecked}; a 400 naming the field when its size differs.
     */
    static Grid position(JsonBody body, String field, Grid puzzle, int maxSide) {
        Grid grid = unchecked(body.text(field), field, maxSide);
        if (grid.geometry().side() != puzzle.geometry().side()) {
            throw ApiException.badRequest(field + ": a " + grid.geometry().side() + "x" + grid.geometry().side()
                    + " grid for a " + puzzle.geometry().side() + "x" + puzzle.geometry().side() + " puzzle")
                    .with("field", field);
        }
        return Grid.of(puzzle.geometry(), grid.digits());
    }

    /** A grid that may clash (a player's progress), with the same format checks. */
    static Grid unchecked(String text, String field, int maxSide) {
        if (text.length() > 4 * Geometry.MAX_SIDE * Geometry.MAX_SIDE) {
            throw ApiException.badRequest("field '" + field + "' is too long (" + text.length() + " characters)")
                    .with("field", field);
        }
        Grid grid;
        try {
            grid = GridFormat.parseUnchecked(text);
        } catch (PuzzleFormatException e) {
            ApiException ex = ApiException.badRequest(field + ": " + e.getMessage()).with("field", field);
            if (e.line() > 0) {
                ex.with("line", e.line()).with("column", e.column()).with("cell", cellAt(text, e.line(), e.column()));
            }
            throw ex;
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(field + ": " + e.getMessage()).with("field", field);
        }
        int side = grid.geometry().side();
        if (side > maxSide) {
            throw ApiException.badRequest(field + ": a " + side + "x" + side + " board is larger than this "
                    + "request allows (at most " + maxSide + "x" + maxSide + ")").with("field", field);
        }
        return grid;
    }

    /** The 400 for clashing clues: names the unit and both cells of the first clash. */
    static ApiException clash(Grid grid, List<Grid.Conflict> clashes, String field) {
        Grid.Conflict c = clashes.get(0);
        Geometry g = grid.geometry();
        return ApiException.badRequest(field + ": clashing clues: " + c.describe(g)
                        + (clashes.size() > 1 ? " (and " + (clashes.size() - 1) + " more)" : ""))
                .with("field", field)
                .with("cell", g.cellName(c.secondCell()))
                .with("cells", List.of(g.cellName(c.firstCell()), g.cellName(c.secondCell())));
    }

    /** The name of the cell read at a 1-based line and column, counting only non-decoration characters. */
    private static String cellAt(String text, long line, int column) {
        int count = 0;
        long l = 1;
        int col = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            col++;
            if (ch == '\n') {
                l++;
                col = 0;
                continue;
            }
            if (l == line && col == column) {
                return cellName(text, count);
            }
            if (!(ch == '|' || ch == '-' || ch == '+' || Character.isWhitespace(ch))) {
                count++;
            }
        }
        return null;
    }

    private static String cellName(String text, int cell) {
        int cells = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (!(ch == '|' || ch == '-' || ch == '+' || Character.isWhitespace(ch))) {
                cells++;
            }
        }
        Geometry g = Geometry.forCellCount(cells);
        return g == null ? null : g.cellName(cell);
    }
}
