package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;

/**
 * Fish of five to seven lines (Squirmbag, Whale, Leviathan), at the states of the explanations of
 * samples of hard puzzles: a basic one always mirrors a basic fish of four lines or fewer the other
 * way with the same removals (or a hidden single is pending), which is why the basic ones are found
 * only when named; and every step each finder of every shape lists keeps the solution, every shape
 * finding some step over the sample (so the check is not vacuous). Sweeps, so they run in
 * {@code mvn verify}: about a second a state for the Mutant ones.
 */
class BigFishIT {
    static final List<Technique> BASIC_BIG = List.of(Technique.SQUIRMBAG, Technique.WHALE, Technique.LEVIATHAN);
    static final List<Technique> BASIC_SMALL = List.of(Technique.X_WING, Technique.SWORDFISH, Technique.JELLYFISH);
    /** The row-and-column fish, cheap to search: tried at every state, the Franken and Mutant ones at every fourth. */
    static final Set<Technique> ROWS_AND_COLUMNS = Set.of(Technique.SQUIRMBAG, Technique.WHALE, Technique.LEVIATHAN,
            Technique.FINNED_SQUIRMBAG, Technique.FINNED_WHALE, Technique.FINNED_LEVIATHAN,
            Technique.SASHIMI_SQUIRMBAG, Technique.SASHIMI_WHALE, Technique.SASHIMI_LEVIATHAN);

    @Test
    void aBasicFishOfFiveLinesOrMoreMirrorsASmallerOneOrAHiddenSingle() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int[] big = {0};
        for (Grid puzzle : DataSets.sample("top95.txt", 19)) {
            PathChecker.eachState(solver, puzzle, state -> {
                Set<Set<Candidate>> small = new HashSet<>();
                for (Technique t : BASIC_SMALL) {
                    Finders.of(t).all(state).forEach(s -> small.add(new HashSet<>(s.eliminations())));
                }
                boolean single = !Finders.of(Technique.HIDDEN_SINGLE).all(state).isEmpty();
                for (Technique t : BASIC_BIG) {
                    for (Step s : Finders.of(t).all(state)) {
                        big[0]++;
                        assertThat(single || small.contains(new HashSet<>(s.eliminations())))
                                .as("%s %s has a mirror", t, s.eliminations()).isTrue();
                    }
                }
            });
        }
        assertThat(big[0]).as("basic fish of five lines or more met").isPositive();
    }

    @Test
    void everyStepOfEveryBigFishKeepsTheSolution() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        for (Grid puzzle : DataSets.sample("top95.txt", 12)) {
            Solution s = Solution.of(puzzle);
            int[] state = {0};
            PathChecker.eachState(solver, puzzle, candidates -> {
                boolean everyShape = state[0]++ % 4 == 0;
                for (Technique t : BigFishExplainBench.BIG_FISH) {
                    if (!everyShape && !ROWS_AND_COLUMNS.contains(t)) {
                        continue;
                    }
                    for (Step step : Finders.of(t).all(candidates.copy())) {
                        PathChecker.checkStep(puzzle, s, step);
                        found.merge(t, 1, Integer::sum);
                    }
                }
            });
        }
        assertThat(found.keySet()).as("shapes that found a step").containsExactlyInAnyOrderElementsOf(
                BigFishExplainBench.BIG_FISH);
    }
}
