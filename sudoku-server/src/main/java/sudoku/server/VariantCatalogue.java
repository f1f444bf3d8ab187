package sudoku.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import sudoku.core.Geometry;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * {@code GET /api/variants}: the variants offered for play, each described by the engine's own
 * board: the units every puzzle of it has (rows, columns, boxes unless a jigsaw's regions replace
 * them, X's diagonals, Windoku's windows) as cell names, and whether each puzzle brings its own
 * region map or killer cages. A page draws the board and works out candidates from this, never
 * from a table of its own.
 */
final class VariantCatalogue {
    /**
     * The variants offered: each rule alone and every pair of rules, which the generator makes
     * within one request's time budget (three or four rules together often take longer).
     */
    static final List<String> OFFERED = List.of("classic", "x", "windoku", "jigsaw", "killer", "x-windoku", "x-jigsaw",
            "windoku-jigsaw", "killer-x", "killer-windoku", "killer-jigsaw");

    private final Map<String, Object> catalogue;

    VariantCatalogue() {
        List<Map<String, Object>> variants = new ArrayList<>();
        for (String name : OFFERED) {
            variants.add(describe(name));
        }
        catalogue = Map.of("variants", List.copyOf(variants));
    }

    /** Registers the route. */
    void register(Router router) {
        router.get("/api/variants", r -> ApiResponse.json(catalogue));
    }

    /** One variant: its name, its parts, its fixed units, and what each puzzle adds. */
    static Map<String, Object> describe(String name) {
        Variant rules = VariantFormat.named(name);
        Variant fixed = Variant.NONE;
        if (rules.hasDiagonals()) {
            fixed = fixed.withDiagonals();
        }
        if (rules.hasWindows()) {
            fixed = fixed.withWindows();
        }
        Geometry board = fixed.geometry(9);
        List<Map<String, Object>> units = new ArrayList<>();
        for (int u = 0; u < board.unitCount(); u++) {
            if (rules.hasRegions() && board.kind(u) == Geometry.UnitKind.BOX) {
                continue;
            }
            List<String> cells = new ArrayList<>();
            for (int c : board.unit(u)) {
                cells.add(board.cellName(c));
            }
            Map<String, Object> unit = new LinkedHashMap<>();
            unit.put("kind", board.kind(u).name().toLowerCase(Locale.ROOT));
            unit.put("name", board.unitName(u));
            unit.put("cells", cells);
            units.add(unit);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", rules.name());
        out.put("parts", rules.equals(Variant.NONE) ? List.of() : List.of(rules.name().split("-")));
        out.put("units", units);
        out.put("regions", rules.hasRegions());
        out.put("cages", !rules.cages().isEmpty());
        return out;
    }
}
