package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import sudoku.core.DigitSet;
import sudoku.logic.Candidates;

/**
 * Where static chains lead, found for every candidate at once, is what the full static propagation
 * of each candidate finds: the same contradictions, and otherwise the same candidates removed.
 */
class StaticClosureTest {
    @Test
    void aStateWithNoCandidateLeftHasNoChainsEvenOnAFreshWorkspace() {
        // a branch of a puzzle with several solutions can place every cell: the closure is empty
        Candidates solved = Candidates.of(sudoku.core.Grid.parse(
                "621943758783615492594728361142879635357461289869532174238197546916354827475286913"));
        StaticClosure closure = new StaticClosure(solved, new StaticClosure.Workspace());
        assertThat(closure.words()).isZero();
    }

    @Test
    void agreesWithTheFullStaticPropagationOnEveryCandidate() {
        Random random = new Random(11);
        int contradictions = 0;
        int checked = 0;
        int removed = 0;
        // one workspace for every closure, as a search uses it: each is built over the last one's buffers
        StaticClosure.Workspace workspace = new StaticClosure.Workspace();
        for (String p : QuickPropagationTest.PUZZLES) {
            for (int trial = 0; trial < 40; trial++) {
                Candidates state = QuickPropagationTest.randomState(p, random);
                StaticClosure closure = new StaticClosure(state, workspace);
                for (int cell = 0; cell < 81; cell++) {
                    for (int d : DigitSet.digits(state.digit(cell) == 0 ? state.candidates(cell) : 0)) {
                        Propagation full = Propagation.assume(state, cell, d, Propagation.Rules.STATIC);
                        assertThat(closure.contradicts(cell, d)).as("%s: %d in cell %d", state, d, cell)
                                .isEqualTo(full.contradicts());
                        checked++;
                        if (full.contradicts()) {
                            contradictions++;
                            continue;
                        }
                        int[] gone = new int[81];
                        for (int i : closure.falsified(falsehoods(closure, cell, d))) {
                            gone[i / 9] |= DigitSet.of(i % 9 + 1);
                        }
                        for (int c = 0; c < 81; c++) {
                            int expected = state.digit(c) == 0 ? full.excluded(c) & state.candidates(c) : 0;
                            assertThat(gone[c]).as("%s: %d in cell %d removes from cell %d", state, d, cell, c)
                                    .isEqualTo(expected);
                            removed += Integer.bitCount(expected);
                        }
                    }
                }
            }
        }
        assertThat(contradictions).isGreaterThan(20).isLessThan(checked - 100);
        assertThat(removed).isGreaterThan(checked);
    }

    private static long[] falsehoods(StaticClosure closure, int cell, int digit) {
        long[] out = new long[closure.words()];
        closure.copyFalsehoods(cell, digit, out);
        return out;
    }
}
