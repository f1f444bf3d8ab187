package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Grid;

/**
 * A round asks its finders only for the easiest steps, and the nested forcing chain then counts
 * the lengths of the steps that may be easiest alone: the round must hold exactly the nested
 * steps of the easiest difficulty that a search for every step finds.
 */
class EasiestRoundTest {
    @Test
    void nestedRoundsHoldTheEasiestOfAllNestedSteps() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int nestedRounds = 0;
        for (Grid puzzle : DataSets.sample("forum_hardest_1106.txt", 500)) {
            Candidates state = Candidates.of(puzzle);
            SearchContext context = new SearchContext();
            for (int r = 0; r < 200 && !state.isSolved() && nestedRounds < 4; r++) {
                List<Step> round = solver.nextRound(state, context, Cancellation.NONE);
                if (round.isEmpty()) {
                    break;
                }
                double easiest = round.get(0).difficulty();
                if (round.get(0).technique() == Technique.NESTED_FORCING_CHAIN) {
                    nestedRounds++;
                    List<Step> all = Technique.NESTED_FORCING_CHAIN.all(state, context);
                    Set<List<Candidate>> wanted = new HashSet<>();
                    for (Step s : all) {
                        assertThat(s.difficulty()).isGreaterThanOrEqualTo(easiest - 1e-9);
                        if (s.difficulty() <= easiest + 1e-9) {
                            wanted.add(s.eliminations());
                        }
                    }
                    Set<List<Candidate>> got = new HashSet<>();
                    for (Step s : round) {
                        if (s.technique() == Technique.NESTED_FORCING_CHAIN) {
                            got.add(s.eliminations());
                        }
                    }
                    assertThat(got).isEqualTo(wanted);
                    assertThat(all.size()).isGreaterThan(round.size());
                }
                for (Step s : round) {
                    s.applyTo(state);
                }
            }
        }
        assertThat(nestedRounds).isPositive();
    }
}
