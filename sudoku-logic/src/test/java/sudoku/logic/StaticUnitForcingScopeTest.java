package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.solve.internal.LogicSolver;

/**
 * Sudoku Explainer starts a unit forcing chain of static links only from the digit's first place
 * in the unit, in the order it scans the unit's cells, and only when that cell holds three or more
 * candidates. Which place comes first depends on how the grid is turned, so SE rates some puzzles
 * differently when they are turned (calibration line 132: 8.9 as given, where the unit it skips
 * has a two-candidate cell first). The rating tries every unit whatever its first place, so a
 * grid and its turned copy take the same steps and get the same rating.
 */
class StaticUnitForcingScopeTest {
    private static final Geometry G = Geometry.CLASSIC;

    @Test
    void aUnitWhoseFirstPlaceHoldsTwoCandidatesIsTriedAsWhenTurned() throws IOException {
        Grid puzzle = Grid.parse(Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).get(132).split(",")[0]);
        LogicSolver solver = new LogicSolver(LogicOptions.rating());
        Candidates state = Candidates.of(puzzle);
        for (int round = 0; round < 60 && !state.isSolved(); round++) {
            List<Step> steps = solver.nextRound(state, SearchContext.rating(), Cancellation.NONE);
            Step skippedBySe = steps.stream().filter(s -> firstPlaceCandidates(state, s) == 2).findFirst().orElse(null);
            if (skippedBySe != null) {
                Candidates turned = turned(state);
                List<Step> turnedSteps = solver.nextRound(turned, SearchContext.rating(), Cancellation.NONE);
                assertThat(removals(turnedSteps)).isEqualTo(turnedRemovals(steps));
                // turned half a turn, the same unit starts from a cell SE would start from
                Step same = turnedSteps.stream()
                        .filter(s -> turnedRemovals(List.of(skippedBySe)).equals(removals(List.of(s))))
                        .findFirst().orElseThrow();
                assertThat(firstPlaceCandidates(turned, same)).isGreaterThanOrEqualTo(3);
                return;
            }
            steps.forEach(s -> s.applyTo(state));
        }
        fail("no unit forcing chain of static links from a unit whose first place holds two candidates");
    }

    /** The candidates of the first place of a static unit forcing chain's unit, or 0 for other steps. */
    private static int firstPlaceCandidates(Candidates state, Step s) {
        if (s.technique() != Technique.UNIT_FORCING_CHAIN
                || !(s.evidence() instanceof ForcingEvidence.Verity v)
                || v.rules() != ForcingEvidence.Propagated.LINKS
                || !(v.premise() instanceof Premise.UnitHolds u)) {
            return 0;
        }
        return DigitSet.size(state.candidates(u.cells().get(0)));
    }

    private static Set<Set<Candidate>> removals(List<Step> steps) {
        Set<Set<Candidate>> out = new HashSet<>();
        steps.forEach(s -> out.add(new HashSet<>(s.eliminations())));
        return out;
    }

    private static Set<Set<Candidate>> turnedRemovals(List<Step> steps) {
        Set<Set<Candidate>> out = new HashSet<>();
        for (Set<Candidate> r : removals(steps)) {
            Set<Candidate> t = new HashSet<>();
            r.forEach(c -> t.add(new Candidate(G.cellCount() - 1 - c.cell(), c.digit())));
            out.add(t);
        }
        return out;
    }

    /** The state turned half a turn: every row and column read backwards. */
    private static Candidates turned(Candidates state) {
        int last = G.cellCount() - 1;
        int[] clues = new int[G.cellCount()];
        for (int c = 0; c <= last; c++) {
            if (state.isGiven(c)) {
                clues[last - c] = state.digit(c);
            }
        }
        Candidates out = Candidates.of(Grid.of(G, clues));
        for (int c = 0; c <= last; c++) {
            if (!state.isGiven(c) && state.digit(c) != 0) {
                out.place(last - c, state.digit(c));
            }
            for (int d = 1; d <= G.side() && state.digit(c) == 0; d++) {
                if (!state.has(c, d)) {
                    out.eliminate(last - c, d);
                }
            }
        }
        return out;
    }
}
