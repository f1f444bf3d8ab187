package sudoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.core.VariantRecord;
import sudoku.logic.view.internal.Records;
import sudoku.logic.view.internal.SolveView;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

/**
 * A puzzle given as a JSON object, on the command line or as a line of a file: the fields of a
 * {@link VariantRecord} ({@code variant}, {@code puzzle}, {@code regions}, {@code cages}), as
 * the API takes them. A line that {@code solve --format jsonl} wrote reads back as its puzzle:
 * its {@code puzzle} is then the line form ({@code killer:... REGIONS CAGES}), the other puzzle
 * fields must agree with it, and the answer's fields ({@code status}, {@code solution}, ...) are
 * set aside. Any other field is an error naming it, so nothing is dropped unseen.
 */
final class JsonPuzzle {
    private static final List<String> PUZZLE_FIELDS = Records.jsonNames(VariantRecord.class);
    /** What a solve record adds to the puzzle: the answer, read back and set aside. */
    private static final List<String> ANSWER_FIELDS = Records.jsonNames(SolveView.class).stream()
            .filter(name -> !PUZZLE_FIELDS.contains(name)).toList();

    /** Reads JSON lines for a {@link PuzzleReader}. */
    static final PuzzleReader.JsonLines LINES = JsonPuzzle::read;

    private JsonPuzzle() {
    }

    /**
     * The record of the JSON object {@code text} found at {@code line}; a puzzle without a
     * variant is one of {@code variant}. Never throws: a bad object is an invalid record naming
     * the line, the field and the problem.
     */
    static PuzzleRecord read(long line, String text, Variant variant) {
        return read(line, text, variant, "line " + line + ": ");
    }

    /** The record of a JSON puzzle given as a command's argument (its errors name no line). */
    static PuzzleRecord ofArgument(String text, Variant variant) {
        return read(1, text, variant, "");
    }

    private static PuzzleRecord read(long line, String text, Variant variant, String where) {
        try {
            JsonNode node = Json.MAPPER.readTree(text);
            if (!(node instanceof ObjectNode object)) {
                return PuzzleRecord.invalid(line, text, where + "a JSON puzzle is an object, such as "
                        + "{\"variant\": \"x\", \"puzzle\": \"...\"}");
            }
            List<String> unknown = new ArrayList<>();
            for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!PUZZLE_FIELDS.contains(name) && !ANSWER_FIELDS.contains(name)) {
                    unknown.add(name);
                }
            }
            if (!unknown.isEmpty()) {
                return PuzzleRecord.invalid(line, text, where + "unknown field" + (unknown.size() > 1 ? "s " : " ")
                        + String.join(", ", unknown) + " (a puzzle has " + String.join(", ", PUZZLE_FIELDS)
                        + "; a solve record's " + String.join(", ", ANSWER_FIELDS) + " are set aside)");
            }
            object.retain(PUZZLE_FIELDS);
            VariantRecord fields = Json.MAPPER.treeToValue(object, VariantRecord.class);
            Grid grid;
            if (isLineForm(fields.puzzle())) {
                PuzzleRecord parsed = PuzzleRecord.of(line, fields.puzzle(), variant);
                if (!parsed.isValid()) {
                    return PuzzleRecord.invalid(line, text, parsed.error() + " (in the puzzle field)");
                }
                grid = checkedAgainst(fields, parsed.grid());
            } else {
                grid = fromFields(fields, variant);
            }
            return new PuzzleRecord(line, VariantFormat.write(grid), grid, null, PuzzleRecord.warningsFor(grid));
        } catch (JsonProcessingException e) {
            return PuzzleRecord.invalid(line, text, where + "not a JSON puzzle: " + e.getOriginalMessage());
        } catch (PuzzleFormatException e) {
            return PuzzleRecord.invalid(line, text, where + e.getMessage());
        }
    }

    /** Whether {@code puzzle} is a whole line form (a variant prefix, regions or cages after the givens). */
    private static boolean isLineForm(String puzzle) {
        return puzzle != null && (puzzle.indexOf(':') >= 0 || puzzle.strip().indexOf(' ') >= 0);
    }

    private static Grid fromFields(VariantRecord fields, Variant variant) {
        if (fields.variant() == null && variant != Variant.NONE) {
            fields = new VariantRecord(variant.name(), fields.puzzle(), fields.regions(), fields.cages());
        }
        return fields.toGrid();
    }

    /** The puzzle read from the line form, once the record's other fields are found to agree with it. */
    private static Grid checkedAgainst(VariantRecord fields, Grid grid) {
        VariantRecord read = VariantRecord.of(grid);
        agree("variant", fields.variant(), read.variant());
        agree("regions", fields.regions(), read.regions());
        agree("cages", fields.cages(), read.cages());
        return grid;
    }

    private static void agree(String field, Object given, Object inPuzzle) {
        if (given != null && !Objects.equals(given, inPuzzle)) {
            throw new PuzzleFormatException(field + " differs from the puzzle's own (" + inPuzzle + ")", 0, 0);
        }
    }
}
