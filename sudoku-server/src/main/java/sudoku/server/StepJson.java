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
        m.put("links", links(g, s));
        return m;
    }

    /**
     * A chain's links, every one: the candidates at each end (a group's first cell), strong or
     * weak, every cell of each end, and the branch of a forcing chain; empty for other techniques.
     */
    static List<Map<String, Object>> links(Geometry g, Step s) {
        return s.links().stream().map(l -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("from", candidate(g, l.from()));
            m.put("to", candidate(g, l.to()));
            m.put("type", l.strong() ? "strong" : "weak");
            m.put("fromCells", cells(g, l.fromCells()));
            m.put("toCells", cells(g, l.toCells()));
            m.put("branch", l.branch());
            return m;
        }).toList();
    }

    private static Map<String, Object> candidate(Geometry g, Candidate c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cell", g.cellName(c.cell()));
        m.put("digit", c.digit());
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
