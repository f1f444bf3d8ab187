package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.QuickPropagation;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Solution;
import sudoku.logic.text.StepTexts;

/**
 * Inside a dynamic forcing chain, locked candidates use every two units of the board that meet in
 * two cells or more: on X, Windoku and jigsaw boards a digit whose places in a unit all lie where
 * it meets a diagonal, a window or a region (or the other way round) leaves the rest of the other.
 * From the published puzzles with candidates taken away at random (none of the solution's), an
 * assumption of a solution digit never breaks down and places only the solution's digits; the
 * quick check agrees with the full propagation on every candidate; and the links of such locks,
 * a group only a variant's unit makes, are met.
 */
class VariantLockedCandidatesTest {
    @ParameterizedTest
    @ValueSource(strings = {"x_sudoq.txt", "windoku_sudoq.txt", "jigsaw_janko.txt"})
    void locksOnAVariantsUnitsKeepTheSolutionAndAgree(String file) {
        Random random = new Random(5);
        int variantGroups = 0;
        int contradictions = 0;
        for (Grid puzzle : DataSets.sample(file, 40)) {
            Solution solution = Solution.of(puzzle);
            for (int trial = 0; trial < 6; trial++) {
                Candidates state = thinned(puzzle, solution, random);
                QuickPropagation quick = QuickPropagation.of(state, Propagation.Rules.LOCKED);
                Geometry g = state.geometry();
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    for (int d : DigitSet.digits(state.digit(cell) == 0 ? state.candidates(cell) : 0)) {
                        Propagation p = Propagation.assume(state, cell, d, Propagation.Rules.LOCKED);
                        assertThat(quick.contradicts(cell, d)).as("%s: %d in cell %d", file, d, cell)
                                .isEqualTo(p.contradicts());
                        if (solution.digit(cell) == d) {
                            assertThat(p.contradicts()).as("the solution's %d in cell %d", d, cell).isFalse();
                            assertThat(p.placed).allMatch(c -> solution.digit(c.cell()) == c.digit());
                        } else if (p.contradicts()) {
                            contradictions++;
                            List<Link> links = p.contradictionTrace();
                            List<Link> locks = links.stream().filter(l -> variantGroup(g, l.toCells())).toList();
                            variantGroups += locks.size();
                            if (!locks.isEmpty()) {
                                assertSaid(g, new Candidate(cell, d), p, links, locks.get(0).toCells());
                            }
                        }
                    }
                }
            }
        }
        assertThat(contradictions).as("contradictions").isPositive();
        assertThat(variantGroups).as("links of a group only the variant's unit makes").isPositive();
    }

    /**
     * The contradiction said in English names the group of a variant's unit with its units, as
     * the walk of a chain does: "3 in G2, H2 and I2 (in column 2 and region 7)".
     */
    private static void assertSaid(Geometry g, Candidate assumption, Propagation p, List<Link> links, List<Integer> group) {
        Step step = new Step(Technique.FORCING_CHAIN_CONTRADICTION, List.of(), List.of(assumption), List.of(),
                List.of(assumption.cell()), List.of(), DigitSet.of(assumption.digit()), links,
                new ForcingEvidence.Contradiction(assumption, false, ForcingEvidence.Propagated.LOCKED, p.contradiction()));
        String text = StepTexts.of(g, step, Lang.EN);
        String cells = String.join(", ", group.stream().map(g::cellName).toList());
        assertThat(text).as(text).contains(" Locked groups on a variant's units: ")
                .contains(cells.substring(cells.lastIndexOf(' ') + 1) + " (in ");
    }

    /** The puzzle's candidates, less some at random that are not the solution's. */
    private static Candidates thinned(Grid puzzle, Solution solution, Random random) {
        Candidates state = Candidates.of(puzzle);
        int cells = state.geometry().cellCount();
        for (int i = random.nextInt(60); i > 0; i--) {
            int cell = random.nextInt(cells);
            int others = state.candidates(cell) & ~DigitSet.of(solution.digit(cell));
            if (state.digit(cell) == 0 && others != 0) {
                int[] ds = DigitSet.digits(others);
                state.eliminate(cell, ds[random.nextInt(ds.length)]);
            }
        }
        return state;
    }

    /**
     * Whether cells, two or more, all lie in a diagonal, a window or a jigsaw region, and not
     * where a box meets a row or a column (the groups locked candidates knew before the variants').
     */
    private static boolean variantGroup(Geometry g, List<Integer> cells) {
        if (cells.size() < 2) {
            return false;
        }
        boolean variant = false;
        boolean box = false;
        boolean line = false;
        for (int u : UnitTables.unitIdsOf(g, cells.get(0))) {
            if (cells.stream().allMatch(c -> UnitTables.holds(g, u, c))) {
                Geometry.UnitKind k = g.kind(u);
                box |= k == Geometry.UnitKind.BOX;
                line |= k == Geometry.UnitKind.ROW || k == Geometry.UnitKind.COLUMN;
                variant |= k == Geometry.UnitKind.DIAGONAL || k == Geometry.UnitKind.WINDOW
                        || k == Geometry.UnitKind.REGION;
            }
        }
        return variant && !(box && line);
    }
}
