package sudoku.logic.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
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
                        long[] falsehoods = falsehoods(closure, cell, d);
                        for (int w = 0; w < falsehoods.length; w++) {
                            for (long bits = falsehoods[w]; bits != 0; bits &= bits - 1) {
                                int i = closure.candidate((w << 6) + Long.numberOfTrailingZeros(bits));
                                gone[i / 9] |= DigitSet.of(i % 9 + 1);
                            }
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

    @ParameterizedTest
    @ValueSource(longs = {3, 17, 29})
    void aWorkspaceMovedBetweenBoardsFindsWhatAFreshOneFinds(long seed) {
        // the workspace keeps the peer sets of the board it last served: a closure on another
        // board, or on the same board again, finds what one on a fresh workspace finds
        Random random = new Random(seed);
        StaticClosure.Workspace shared = new StaticClosure.Workspace();
        int chains = 0;
        for (int round = 0; round < 6; round++) {
            Candidates state = switch (round % 3) {
                case 0 -> QuickPropagationTest.randomState(QuickPropagationTest.PUZZLES[round % 3], random);
                case 1 -> randomEmptyBoard(Geometry.boxed(2, 3), random);
                default -> randomEmptyBoard(Geometry.boxed(4, 4), random);
            };
            StaticClosure reused = new StaticClosure(state, shared);
            StaticClosure fresh = new StaticClosure(state, new StaticClosure.Workspace());
            int n = state.geometry().side();
            for (int cell = 0; cell < state.geometry().cellCount(); cell++) {
                for (int d : DigitSet.digits(state.digit(cell) == 0 ? state.candidates(cell) : 0)) {
                    assertThat(reused.contradicts(cell, d)).as("%d in cell %d of a side %d board", d, cell, n)
                            .isEqualTo(fresh.contradicts(cell, d));
                    long[] gone = falsehoods(reused, cell, d);
                    assertThat(gone).isEqualTo(falsehoods(fresh, cell, d));
                    chains += NodeSet.isEmpty(gone) ? 0 : 1;
                }
            }
        }
        assertThat(chains).isGreaterThan(100);
    }

    /** An empty board of {@code g} with some candidates removed at random, so that pairs appear. */
    private static Candidates randomEmptyBoard(Geometry g, Random random) {
        Candidates state = Candidates.of(Grid.empty(g));
        for (int i = 0; i < 3 * g.cellCount(); i++) {
            int cell = random.nextInt(g.cellCount());
            int[] ds = DigitSet.digits(state.candidates(cell));
            if (ds.length > 1) {
                state.eliminate(cell, ds[random.nextInt(ds.length)]);
            }
        }
        return state;
    }

    private static long[] falsehoods(StaticClosure closure, int cell, int digit) {
        long[] out = new long[closure.words()];
        closure.copyFalsehoods(cell, digit, out);
        return out;
    }
}
