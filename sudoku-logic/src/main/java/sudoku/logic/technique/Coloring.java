package sudoku.logic.technique;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Two-colouring of a graph of cells (conjugate pairs of one digit, or bivalue cells with the same
 * pair): linked cells get opposite colours, so within a component one colour is all true and the
 * other all false.
 */
final class Coloring {
    /** Cells of each component, in discovery order. */
    final List<List<Integer>> components = new ArrayList<>();
    /** Colour (0 or 1) per cell, -1 for cells outside every component. */
    final int[] color;
    /** Component index per cell, -1 outside. */
    final int[] component;
    /** Whether a component has two linked cells of one colour (cannot happen in a solvable grid). */
    final List<Boolean> contradictory = new ArrayList<>();

    /** Colours the graph on {@code cellCount} cells whose links are {@code edges} (pairs of cells). */
    Coloring(int cellCount, List<int[]> edges) {
        color = new int[cellCount];
        component = new int[cellCount];
        Arrays.fill(color, -1);
        Arrays.fill(component, -1);
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            adj.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        for (int start = 0; start < cellCount; start++) {
            if (color[start] >= 0 || adj.get(start).isEmpty()) {
                continue;
            }
            int id = components.size();
            List<Integer> cells = new ArrayList<>();
            boolean bad = false;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            color[start] = 0;
            component[start] = id;
            queue.add(start);
            while (!queue.isEmpty()) {
                int c = queue.poll();
                cells.add(c);
                for (int next : adj.get(c)) {
                    if (color[next] < 0) {
                        color[next] = 1 - color[c];
                        component[next] = id;
                        queue.add(next);
                    } else if (color[next] == color[c]) {
                        bad = true;
                    }
                }
            }
            components.add(cells);
            contradictory.add(bad);
        }
    }

    /** The cells of one component with one colour, in cell order. */
    List<Integer> cellsOf(int componentId, int colour) {
        List<Integer> out = new ArrayList<>();
        for (int c : components.get(componentId)) {
            if (color[c] == colour) {
                out.add(c);
            }
        }
        out.sort(null);
        return out;
    }
}
