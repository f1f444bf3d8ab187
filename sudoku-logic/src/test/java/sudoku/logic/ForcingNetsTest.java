package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.HodokuCodes;

/**
 * The forcing chains by singles are HoDoKu's forcing nets: a branch may place a digit because
 * several of its removals left it alone, which the printed chain shows as a strong link resting on
 * bracketed premises. HoDoKu's codes and names for nets name them.
 */
class ForcingNetsTest {
    static final Set<Technique> FORCING = Set.of(Technique.FORCING_CHAIN_CONTRADICTION, Technique.CELL_FORCING_CHAIN,
            Technique.UNIT_FORCING_CHAIN);

    @Test
    void hodokusNetCodesAndNamesNameTheForcingChains() {
        assertThat(HodokuCodes.techniques("1303")).containsExactly(Technique.FORCING_CHAIN_CONTRADICTION);
        assertThat(HodokuCodes.techniques("1304")).containsExactlyInAnyOrder(Technique.CELL_FORCING_CHAIN,
                Technique.UNIT_FORCING_CHAIN);
        assertThat(HodokuCodes.techniques("Forcing Net Verity")).isEqualTo(HodokuCodes.techniques("1304"));
        assertThat(HodokuCodes.techniques("forcing net contradiction")).isEqualTo(HodokuCodes.techniques("1301"));
        assertThat(HodokuCodes.techniques("Forcing Chain/Net Contradiction"))
                .containsExactly(Technique.FORCING_CHAIN_CONTRADICTION);
    }

    @Test
    void hardPuzzlesNeedForcingStepsThatAreNetsAndHoldAsPrinted() {
        List<Grid> puzzles = DataSets.sample("forum_hardest_1106.txt", 300);
        int[] forcing = new int[1];
        int[] nets = new int[1];
        ExplainedPaths.walk(puzzles, (puzzle, state, round) -> {
            for (Step s : round) {
                if (FORCING.contains(s.technique())) {
                    forcing[0]++;
                    if (s.links().stream().anyMatch(l -> l.strong() && !l.premises().isEmpty())) {
                        nets[0]++;
                        String text = Said.english(s);
                        assertThat(PrintedChains.problems(state, text)).as(text)
                                .allMatch(p -> p.endsWith(PrintedChains.UNNAMED_SET));
                    }
                }
            }
        });
        System.out.printf("forcing steps: %d in %d puzzles, %d of them nets%n", forcing[0], puzzles.size(), nets[0]);
        assertThat(nets[0]).as("forcing steps resting on a node with several premises").isPositive();
    }
}
