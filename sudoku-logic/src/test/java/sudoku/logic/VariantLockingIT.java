package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;
import sudoku.logic.solve.internal.Explainer;

/**
 * On X-Sudoku and Windoku, a round of the explained path never starts with a step of 6.0 or
 * more (chains, forcing chains, aligned exclusion) while a locking step exists: a digit whose
 * places in one unit (a row, column, box, diagonal or window) all lie in another unit that has
 * it elsewhere. The check knows only the units of the board, not the finders.
 */
class VariantLockingIT {
    @ParameterizedTest
    @ValueSource(strings = {"x_sudoq.txt", "windoku_sudoq.txt"})
    void noChainWhereALockingStepExists(String file) {
        List<Grid> puzzles = DataSets.sample(file, 1);
        assertThat(puzzles).hasSizeGreaterThan(100);
        List<String> missed = new ArrayList<>();
        int hard = 0;
        for (Grid grid : puzzles) {
            Candidates state = Candidates.of(grid);
            Step previous = null;
            for (Step s : new Explainer().explain(grid).steps()) {
                boolean roundStarts = previous == null || previous.difficulty() != s.difficulty();
                previous = s;
                if (roundStarts && s.technique().difficulty() >= 6.0) {
                    hard++;
                    String lock = locking(state);
                    if (lock != null) {
                        missed.add(s.technique() + " while " + lock + " in " + grid);
                    }
                }
                s.applyTo(state);
            }
        }
        assertThat(hard).as("steps of 6.0 and more met").isPositive();
        assertThat(missed).isEmpty();
    }

    /** A locking step of the state, said, or null when there is none. */
    private static String locking(Candidates state) {
        Geometry g = state.geometry();
        for (int u = 0; u < g.unitCount(); u++) {
            Set<Integer> inU = cells(g, u);
            for (int w = 0; w < g.unitCount(); w++) {
                if (w == u) {
                    continue;
                }
                Set<Integer> inW = cells(g, w);
                for (int d = 1; d <= g.side(); d++) {
                    int places = 0;
                    boolean inside = true;
                    for (int c : inU) {
                        if (state.digit(c) == 0 && state.has(c, d)) {
                            places++;
                            inside &= inW.contains(c);
                        }
                    }
                    if (!inside || places < 2) {
                        continue;
                    }
                    for (int c : inW) {
                        if (!inU.contains(c) && state.digit(c) == 0 && state.has(c, d)) {
                            return d + " of " + g.unitName(u) + " locked in " + g.unitName(w) + " (off " + g.cellName(c) + ")";
                        }
                    }
                }
            }
        }
        return null;
    }

    private static Set<Integer> cells(Geometry g, int unit) {
        Set<Integer> out = new HashSet<>();
        for (int c : UnitTables.unit(g, unit)) {
            out.add(c);
        }
        return out;
    }
}
