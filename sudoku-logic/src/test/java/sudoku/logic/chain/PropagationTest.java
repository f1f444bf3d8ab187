package sudoku.logic.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidates;

/**
 * A propagation made without its record of causes finds what the traced one finds, and when its
 * links are asked for (made again, with the record) gives the same links, whatever the state it
 * was made in became since.
 */
class PropagationTest {
    @ParameterizedTest
    @EnumSource(Propagation.Rules.class)
    void anUntracedPropagationTracesAsTheTracedOneDoes(Propagation.Rules rules) {
        Random random = new Random(13);
        int contradictions = 0;
        for (String p : QuickPropagationTest.PUZZLES) {
            for (int trial = 0; trial < 10; trial++) {
                Candidates state = QuickPropagationTest.randomState(p, random);
                Candidates before = state.copy();
                Propagation[] untraced = new Propagation[81 * 9];
                for (int cell = 0; cell < 81; cell++) {
                    for (int d : DigitSet.digits(state.digit(cell) == 0 ? state.candidates(cell) : 0)) {
                        untraced[cell * 9 + d - 1] = Propagation.untraced(state, cell, d, rules);
                    }
                }
                // The state may change after: the links are those of the state each was made in.
                for (int cell = 0; cell < 81; cell++) {
                    if (state.digit(cell) == 0 && DigitSet.size(state.candidates(cell)) > 1) {
                        state.eliminate(cell, DigitSet.lowestDigit(state.candidates(cell)));
                    }
                }
                for (int i = 0; i < untraced.length; i++) {
                    if (untraced[i] == null) {
                        continue;
                    }
                    Propagation traced = Propagation.assume(before, i / 9, i % 9 + 1, rules);
                    assertThat(untraced[i].contradicts()).isEqualTo(traced.contradicts());
                    assertThat(untraced[i].placed).isEqualTo(traced.placed);
                    assertThat(untraced[i].contradictionTrace()).isEqualTo(traced.contradictionTrace());
                    contradictions += traced.contradicts() ? 1 : 0;
                    for (int k = 0; k < 81 * 9; k += 7) {
                        assertThat(untraced[i].trace(k, true)).isEqualTo(traced.trace(k, true));
                        assertThat(untraced[i].trace(k, false)).isEqualTo(traced.trace(k, false));
                    }
                }
            }
        }
        assertThat(contradictions).isGreaterThan(10);
    }
}
