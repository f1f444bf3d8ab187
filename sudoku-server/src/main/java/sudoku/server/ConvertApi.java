package sudoku.server;

import java.util.LinkedHashMap;
import java.util.Map;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;
import sudoku.core.VariantRecord;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;

/**
 * {@code POST /api/convert}: a puzzle (in the project's forms or another tool's: a SudokuWiki,
 * f-puzzles or SudokuPad link, f-puzzles JSON, a HoDoKu grid) written in another tool's format.
 * The answer names the puzzle as the other routes take it ({@code variant}, {@code puzzle} the
 * givens, {@code regions}, {@code cages}) and in the line form ({@code line}); with
 * {@code format}, the puzzle in it as {@code text}; without, every format that holds the puzzle,
 * under {@code formats}. A player's progress carried by the input is kept.
 */
final class ConvertApi {
    private final int maxSide;

    ConvertApi(int maxSide) {
        this.maxSide = maxSide;
    }

    /** Registers the route. */
    void register(Router router) {
        router.post("/api/convert", this::convert);
    }

    ApiResponse convert(ApiRequest request) {
        JsonBody body = JsonBody.of(request, PuzzleField.withVariant("puzzle", "format"));
        CommunityFormat format = null;
        if (body.has("format")) {
            String word = LogSafe.clip(body.text("format"), 40);
            format = CommunityFormat.named(word).orElseThrow(() -> body.error("format", "format: '" + word
                    + "' is not one of " + String.join(", ", java.util.Arrays.stream(CommunityFormat.values())
                    .map(CommunityFormat::word).toList())));
        }
        PuzzleState state = !PuzzleField.isVariant(body) && body.has("puzzle")
                ? PuzzleField.community(body.text("puzzle"), "puzzle", maxSide).orElse(null) : null;
        if (state == null) {
            state = PuzzleState.of(PuzzleField.puzzle(body, "puzzle", maxSide));
        }
        Grid puzzle = state.puzzle();
        VariantRecord fields = VariantRecord.of(puzzle);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", fields.variant());
        out.put("puzzle", fields.puzzle());
        if (fields.regions() != null) {
            out.put("regions", fields.regions());
        }
        if (fields.cages() != null) {
            out.put("cages", fields.cages());
        }
        out.put("line", VariantFormat.write(puzzle));
        if (format != null) {
            try {
                out.put("format", format.word());
                out.put("text", format.write(state));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("format: " + e.getMessage()).with("field", "format");
            }
        } else {
            Map<String, String> formats = new LinkedHashMap<>();
            for (CommunityFormat f : CommunityFormat.values()) {
                try {
                    formats.put(f.word(), f.write(state));
                } catch (IllegalArgumentException e) {
                    // a format that cannot hold this puzzle is left out
                }
            }
            out.put("formats", formats);
        }
        return ApiResponse.json(out);
    }
}
