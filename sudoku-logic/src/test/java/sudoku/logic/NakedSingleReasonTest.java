package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Lang;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.text.StepTexts;

/**
 * A naked single says why the cell's other digits are gone, and says it truly: the digits it
 * calls placed are placed in a cell the cell sees, the others were removed before. Checked on
 * every naked single of hard puzzles' paths against the state, from the board alone.
 */
class NakedSingleReasonTest {
    @Test
    void theDigitsSaidPlacedAreInTheCellsItSeesAndTheOthersWereRemovedBefore() {
        int singles = 0;
        int removedBefore = 0;
        for (Grid grid : DataSets.sample("top95.txt", 10)) {
            Candidates state = Candidates.of(grid);
            for (Step s : new Explainer().explain(grid).steps()) {
                if (s.evidence() instanceof SingleEvidence.NakedSingle e) {
                    singles++;
                    int cell = s.placements().get(0).cell();
                    int inPeers = 0;
                    for (int peer : grid.geometry().peers(cell)) {
                        if (state.digit(peer) != 0) {
                            inPeers |= DigitSet.of(state.digit(peer));
                        }
                    }
                    int others = grid.geometry().allDigits() & ~DigitSet.of(s.placements().get(0).digit());
                    assertThat(e.removed()).isEqualTo(others & ~inPeers);
                    String text = StepTexts.of(grid.geometry(), s, Lang.EN);
                    if (e.removed() != 0) {
                        removedBefore++;
                        assertThat(text).contains("removed before");
                    } else {
                        assertThat(text).contains("every other digit is placed in its row, column or box");
                    }
                    for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                        assertThat(StepTexts.of(grid.geometry(), s, lang)).contains(DigitSet.digits(e.removed()).length == 0
                                ? "" : String.valueOf(DigitSet.digits(e.removed())[0]));
                    }
                }
                s.applyTo(state);
            }
        }
        assertThat(singles).isPositive();
        assertThat(removedBefore).isPositive();
    }
}
