package sudoku.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.Candidates;
import sudoku.logic.LogicOptions;
import sudoku.logic.LogicSolver;
import sudoku.logic.Solution;
import sudoku.logic.Step;
import sudoku.logic.Words;

/**
 * Progressive hints on a player's grid. First any digit that is wrong, or pencil marks that
 * leave out a cell's digit; otherwise the easiest next step, said in three levels:
 * 1 the technique and where to look, 2 the cells of the pattern, 3 the whole step.
 */
final class Hints {
    private final LogicSolver unique = new LogicSolver(LogicOptions.defaults());
    private final LogicSolver general = new LogicSolver(LogicOptions.defaults().withoutUniqueness());

    /** The hint of {@code level} (1-3) for {@code grid} (clues plus the player's digits) and pencil {@code marks}. */
    Map<String, Object> hint(Grid puzzle, Grid grid, int[] marks, int level) {
        Geometry g = puzzle.geometry();
        Solution solution = Solution.of(puzzle);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("level", level);
        if (grid.isSolutionOf(puzzle)) {
            out.put("kind", "solved");
            out.put("message", "The grid is solved: nothing left to find.");
            return out;
        }
        List<String> wrong = new ArrayList<>();
        List<String> badMarks = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int d = grid.get(cell);
            if (d != 0 && d != solution.digit(cell)) {
                wrong.add(g.cellName(cell));
            } else if (d == 0 && marks != null && marks[cell] != 0 && (marks[cell] & (1 << (solution.digit(cell) - 1))) == 0) {
                badMarks.add(g.cellName(cell));
            }
        }
        if (!wrong.isEmpty() || !badMarks.isEmpty()) {
            return mistake(out, wrong, badMarks, level);
        }
        Candidates state = Candidates.of(grid, marks);
        LogicSolver solver = solution.unique() ? unique : general;
        Step step = solver.nextStep(state).orElseGet(() -> LogicSolver.guess(state, solution.solution()));
        out.put("kind", "step");
        out.put("technique", step.technique().displayName());
        Set<Integer> area = new LinkedHashSet<>();
        step.units().forEach(u -> Arrays.stream(g.unit(u)).forEach(area::add));
        String where = step.units().isEmpty() ? Words.cells(g, step.cells()) : Words.units(g, step.units());
        switch (level) {
            case 1 -> {
                out.put("message", "Look for a " + step.technique().displayName()
                        + (where.isEmpty() ? "." : " in " + where + "."));
                out.put("secondary", StepJson.cells(g, List.copyOf(area)));
            }
            case 2 -> {
                int digits = step.digits();
                for (var c : step.placements()) {
                    digits |= 1 << (c.digit() - 1);
                }
                out.put("message", "A " + step.technique().displayName() + " on " + Words.digits(digits)
                        + ": look at " + Words.cells(g, step.cells().isEmpty() ? placed(step) : step.cells()) + ".");
                out.put("cells", StepJson.cells(g, step.cells()));
                out.put("secondary", StepJson.cells(g, step.secondary()));
            }
            default -> {
                out.put("message", step.text());
                out.put("cells", StepJson.cells(g, step.cells()));
                out.put("secondary", StepJson.cells(g, step.secondary()));
                out.put("placements", StepJson.candidates(g, step.placements()));
                out.put("eliminations", StepJson.candidates(g, step.eliminations()));
            }
        }
        return out;
    }

    private static List<Integer> placed(Step step) {
        return step.placements().stream().map(c -> c.cell()).toList();
    }

    private static Map<String, Object> mistake(Map<String, Object> out, List<String> wrong, List<String> badMarks,
                                               int level) {
        out.put("kind", "mistake");
        if (level == 1) {
            out.put("message", wrong.isEmpty()
                    ? "Some pencil marks leave out the right digit. Ask again to see where."
                    : "Some digits are wrong. Ask again to see which.");
            return out;
        }
        List<String> parts = new ArrayList<>();
        if (!wrong.isEmpty()) {
            parts.add(Words.and(wrong) + (wrong.size() == 1 ? " holds a wrong digit" : " hold wrong digits"));
        }
        if (!badMarks.isEmpty()) {
            parts.add("the pencil marks of " + Words.and(badMarks) + " leave out the right digit");
        }
        String text = String.join("; ", parts);
        out.put("message", Character.toUpperCase(text.charAt(0)) + text.substring(1) + ".");
        List<String> cells = new ArrayList<>(wrong);
        cells.addAll(badMarks);
        out.put("mistakes", cells);
        return out;
    }
}
