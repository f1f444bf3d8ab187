package sudoku.scan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Geometry;

/**
 * The one JSON shape of a {@link ScanResult}, written by the command line and the HTTP API alike:
 * the puzzle, its status, the repaired and doubtful cells by name, the grid's corners in the
 * picture, and every cell's digit, confidence and next choices.
 */
public final class ScanView {
    /** Choices listed per cell, most likely first. */
    static final int CHOICES = 3;

    private ScanView() {
    }

    /** The result as JSON-ready maps and lists. */
    public static Map<String, Object> of(ScanResult r) {
        Geometry g = Geometry.CLASSIC;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", r.puzzle().toLine());
        m.put("first_read", r.firstRead().toLine());
        m.put("status", r.status());
        m.put("solutions", r.solutions());
        m.put("certain", r.isCertain());
        m.put("repaired", names(g, r.repaired()));
        m.put("doubtful", names(g, r.doubtful()));
        List<List<Long>> corners = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            corners.add(List.of(Math.round(r.corners().x(i)), Math.round(r.corners().y(i))));
        }
        m.put("corners", corners);
        m.put("width", r.width());
        m.put("height", r.height());
        List<Map<String, Object>> cells = new ArrayList<>();
        for (CellReading c : r.cells()) {
            Map<String, Object> cell = new LinkedHashMap<>();
            cell.put("cell", g.cellName(c.cell()));
            cell.put("digit", c.digit());
            cell.put("confidence", round(c.confidence()));
            double[] p = c.probabilities();
            List<Map<String, Object>> choices = new ArrayList<>();
            List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
            order.sort(Comparator.comparingDouble((Integer d) -> -p[d]));
            for (int d : order.subList(0, CHOICES)) {
                choices.add(Map.of("digit", d, "p", round(p[d])));
            }
            cell.put("choices", choices);
            cell.put("repaired", c.repaired());
            cell.put("doubtful", c.doubtful());
            cells.add(cell);
        }
        m.put("cells", cells);
        return m;
    }

    private static List<String> names(Geometry g, List<Integer> cells) {
        return cells.stream().map(g::cellName).toList();
    }

    private static double round(double p) {
        return Math.round(p * 10_000) / 10_000.0;
    }
}
