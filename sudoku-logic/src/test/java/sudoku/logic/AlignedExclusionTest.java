package sudoku.logic;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.Solution;

/**
 * Aligned exclusion as Sudoku Explainer has it: the pair's base cells need not see each other,
 * and the triple finds what no pair does. The states are magictour_top1465 puzzles part way
 * through their rating, as in the regression library (grid, then the candidates removed).
 */
class AlignedExclusionTest {
    /** Puzzle 18 of magictour_top1465 when XY-Wings are looked for. */
    static final String PAIR_GRID = "718...3..9..641...4.6.3.....6..9..253.9.8.......1...93.9.5....2....7.4...........";
    static final String PAIR_REMOVED = "518 919 727 827 528 234 934 236 536 936 137 737 837 738 838 739 839 147 452 "
            + "454 456 658 659 677 877 197 697 797 897";
    /** Puzzle 23 of magictour_top1465 when its rating needs the triple. */
    static final String TRIPLE_GRID = "....2..4..7...6....1.5.....2.7....8....3..7..4.9........56..1.38.3195.........5.8";
    static final String TRIPLE_REMOVED = "312 814 816 817 823 928 633 833 938 155 156 158 958 159 259 559 659 166 778 "
            + "482 293 493 298 798";

    @Test
    void thePairsBaseCellsNeedNotSeeEachOther() {
        Candidates state = state(PAIR_GRID, PAIR_REMOVED);
        Geometry g = state.geometry();
        int d7 = g.parseCell("D7");
        int g1 = g.parseCell("G1");
        assertThat(state.sees(d7, g1)).isFalse();
        List<Step> steps = Finders.of(Technique.ALIGNED_PAIR_EXCLUSION).all(state);
        assertThat(steps).anyMatch(s -> s.cells().equals(List.of(d7, g1))
                && s.eliminations().equals(List.of(new Candidate(g1, 1)))
                && s.secondary().equals(List.of(g.parseCell("D1"), g.parseCell("G7"))));
        checkAgainstSolution(PAIR_GRID, steps);
    }

    @Test
    void theTripleFindsWhatNoPairDoes() {
        Candidates state = state(TRIPLE_GRID, TRIPLE_REMOVED);
        Candidate nineFromI2 = new Candidate(state.geometry().parseCell("I2"), 9);
        assertThat(Finders.of(Technique.ALIGNED_PAIR_EXCLUSION).all(state)).noneMatch(s -> s.eliminations().contains(nineFromI2));
        List<Step> steps = Finders.of(Technique.ALIGNED_TRIPLE_EXCLUSION).all(state);
        assertThat(steps).anyMatch(s -> s.eliminations().equals(List.of(nineFromI2)) && s.cells().size() == 3);
        checkAgainstSolution(TRIPLE_GRID, steps);
    }

    @Test
    void theFormWithAlmostLockedSetsLeavesOutWhatTheBivalueFormFinds() {
        Candidates state = state("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", "");
        List<Step> plain = Finders.of(Technique.ALIGNED_PAIR_EXCLUSION).all(state);
        List<Step> withSets = Finders.of(Technique.ALIGNED_PAIR_EXCLUSION_ALS).all(state);
        assertThat(withSets).isNotEmpty().allMatch(s -> s.difficulty() == 7.2);
        for (Step s : withSets) {
            assertThat(plain).noneMatch(p -> p.cells().equals(s.cells()) && p.eliminations().containsAll(s.eliminations()));
        }
    }

    private static Candidates state(String grid, String removed) {
        Grid g = Grid.parse(grid);
        Candidates state = Candidates.of(g);
        for (Candidate c : ReglibTest.parse(g.geometry(), removed)) {
            state.eliminate(c.cell(), c.digit());
        }
        return state;
    }

    /**
     * Each candidate an aligned exclusion removes is one that no combination left uses, so the
     * sentence lists them with "or" ("ni", "或"): with "and" it would say only that no combination
     * uses all of them at once, which removes nothing.
     */
    @Test
    void eachRemovedCandidateIsSaidUnusedOnItsOwn() throws java.io.IOException {
        int said = 0;
        int alsSaid = 0;
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (c.technique() != Technique.ALIGNED_PAIR_EXCLUSION && c.technique() != Technique.ALIGNED_TRIPLE_EXCLUSION
                    && c.technique() != Technique.ALIGNED_PAIR_EXCLUSION_ALS) {
                continue;
            }
            boolean als = c.technique() == Technique.ALIGNED_PAIR_EXCLUSION_ALS;
            Geometry g = c.grid().geometry();
            for (Step s : ReglibTest.steps(c)) {
                if (s.eliminations().size() < 2) {
                    continue;
                }
                String en = sudoku.logic.text.StepTexts.of(g, s, sudoku.logic.internal.Lang.EN);
                String es = sudoku.logic.text.StepTexts.of(g, s, sudoku.logic.internal.Lang.ES);
                String zh = sudoku.logic.text.StepTexts.of(g, s, sudoku.logic.internal.Lang.ZH);
                assertThat(en.substring(en.indexOf(als ? " never use " : " left puts "), en.indexOf(", which removes")))
                        .contains(" or ").doesNotContain(" and ");
                assertThat(es.substring(es.indexOf(als ? " nunca ponen " : " restante pone "), es.indexOf(", lo que elimina")))
                        .contains(" ni ").doesNotContain(" y ");
                assertThat(zh.substring(zh.indexOf("都不会出现"), zh.indexOf("，因此删去"))).contains("或").doesNotContain("和");
                said++;
                alsSaid += als ? 1 : 0;
            }
        }
        assertThat(said).isPositive();
        assertThat(alsSaid).as("aligned pair exclusion (ALS) steps removing several candidates").isPositive();
    }

    private static void checkAgainstSolution(String grid, List<Step> steps) {
        Grid g = Grid.parse(grid);
        Solution solution = Solution.of(g);
        for (Step s : steps) {
            PathChecker.checkStep(g, solution, s);
        }
    }
}
