package sudoku.logic;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/** States and steps turned about the main diagonal of a 9x9 grid, for orientation tests. */
public final class TurnedStates {
    private TurnedStates() {
    }

    /** Each step's removals, as a set. */
    static Set<Set<Candidate>> removals(List<Step> steps) {
        Set<Set<Candidate>> out = new HashSet<>();
        steps.forEach(s -> out.add(new HashSet<>(s.eliminations())));
        return out;
    }

    /** Each step's removals turned about the main diagonal, as a set. */
    static Set<Set<Candidate>> turnedRemovals(List<Step> steps) {
        return removals(steps).stream().map(TurnedStates::turned).collect(Collectors.toSet());
    }

    private static Set<Candidate> turned(Set<Candidate> removals) {
        return removals.stream().map(c -> new Candidate(turned(c.cell()), c.digit())).collect(Collectors.toSet());
    }

    /** The cell at the mirror place across the main diagonal. */
    public static int turned(int cell) {
        return Geometry.CLASSIC.cell(Geometry.CLASSIC.col(cell), Geometry.CLASSIC.row(cell));
    }

    /** The state turned about the main diagonal: clues, placed digits and candidates. */
    public static Candidates turned(Candidates state) {
        int[] clues = new int[81];
        for (int c = 0; c < 81; c++) {
            if (state.isGiven(c)) {
                clues[turned(c)] = state.digit(c);
            }
        }
        Candidates out = Candidates.of(Grid.of(Geometry.CLASSIC, clues));
        for (int c = 0; c < 81; c++) {
            if (!state.isGiven(c) && state.digit(c) != 0) {
                out.place(turned(c), state.digit(c));
            }
        }
        for (int c = 0; c < 81; c++) {
            if (state.digit(c) == 0) {
                for (int d = 1; d <= 9; d++) {
                    if (!state.has(c, d)) {
                        out.eliminate(turned(c), d);
                    }
                }
            }
        }
        return out;
    }
}
