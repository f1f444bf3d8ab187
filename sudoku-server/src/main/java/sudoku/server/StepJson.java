package sudoku.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Step;

/** A logic step as JSON, with cells and units by name ({@code A1}, {@code box 5}). */
final class StepJson {
    private StepJson() {
    }

    /** The step's technique, sentence, placements, eliminations, units and cells. */
    static Map<String, Object> of(Geometry g, Step s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("technique", s.technique().displayName());
        m.put("text", s.text());
        m.put("placements", candidates(g, s.placements()));
        m.put("eliminations", candidates(g, s.eliminations()));
        m.put("units", s.units().stream().map(g::unitName).toList());
        m.put("cells", cells(g, s.cells()));
        m.put("secondary", cells(g, s.secondary()));
        return m;
    }

    static List<String> cells(Geometry g, List<Integer> cells) {
        return cells.stream().map(g::cellName).toList();
    }

    static List<Map<String, Object>> candidates(Geometry g, List<Candidate> list) {
        return list.stream().map(c -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("cell", g.cellName(c.cell()));
            m.put("digit", c.digit());
            return m;
        }).toList();
    }
}
