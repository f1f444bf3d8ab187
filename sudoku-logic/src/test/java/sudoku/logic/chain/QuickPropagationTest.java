package sudoku.logic.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.bits.DigitSet;
import sudoku.core.Grid;
import sudoku.logic.Candidates;

/** The quick check of an assumption finds a contradiction exactly when the full propagation does, under each set of rules it serves. */
class QuickPropagationTest {
    static final String[] PUZZLES = {
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    };

    @ParameterizedTest
    @EnumSource(value = Propagation.Rules.class, names = {"SINGLES", "LOCKED"})
    void agreesWithTheFullPropagationOnEveryCandidate(Propagation.Rules rules) {
        Random random = new Random(7);
        int contradictions = 0;
        int checked = 0;
        for (String p : PUZZLES) {
            for (int trial = 0; trial < 40; trial++) {
                Candidates state = randomState(p, random);
                QuickPropagation quick = QuickPropagation.of(state, rules);
                for (int cell = 0; cell < 81; cell++) {
                    for (int d : DigitSet.digits(state.candidates(cell))) {
                        boolean full = Propagation.assume(state, cell, d, rules).contradicts();
                        assertThat(quick.contradicts(cell, d)).as("%s: %d in cell %d", state, d, cell).isEqualTo(full);
                        contradictions += full ? 1 : 0;
                        checked++;
                    }
                }
            }
        }
        assertThat(contradictions).isGreaterThan(100).isLessThan(checked - 100);
    }

    /** The puzzle's candidates less some removed at random, some states broken: both answers must come up. */
    static Candidates randomState(String puzzle, Random random) {
        Candidates state = Candidates.of(Grid.parse(puzzle));
        int removals = random.nextInt(30);
        for (int i = 0; i < removals; i++) {
            int cell = random.nextInt(81);
            int m = state.candidates(cell);
            if (state.digit(cell) == 0 && DigitSet.size(m) > 1) {
                int[] ds = DigitSet.digits(m);
                state.eliminate(cell, ds[random.nextInt(ds.length)]);
            }
        }
        return state;
    }
}
