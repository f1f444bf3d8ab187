package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;
import sudoku.core.Grid;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Said;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;
import sudoku.logic.Step;
import sudoku.logic.TurnedStates;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.InnerChains;
import sudoku.logic.chain.Nesting;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.StaticClosure;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;

/**
 * Nested verities: in the first state of one of the hardest puzzles known, what every
 * candidate of a cell, or every place of a digit in a unit, leads to with nested forcing chains
 * inside it is right (every placement the solution's, no removal of the solution's digit), each
 * step says its premise, a branch per assumption and its conclusion, and the grid turned about its
 * diagonal gives the same steps turned.
 */
public class NestedVeritiesTest {
    /** One of the hardest puzzles known, whose first state has nested verities at every level. */
    public static final String PUZZLE = "1.......2.3.4...5...6...7...5.8.4.......73......9...8.7.....6...4...8.9...2.....1";

    /** Each level in the puzzle's first state, where every level has verities of its own. */
    static Stream<Arguments> states() {
        return Stream.of(Nesting.values()).map(level -> Arguments.of(level, PUZZLE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void everyConclusionIsRightAndSaidBranchByBranch(Nesting level, String puzzle) {
        Candidates state = Candidates.of(Grid.parse(puzzle));
        Grid solution = Solution.of(Grid.parse(PUZZLE)).solution();
        List<Step> steps = verities(state, level);
        assertThat(steps).as("nested verities at %s", level).isNotEmpty();
        for (Step s : steps) {
            String said = Said.english(s);
            assertThat(s.evidence()).isInstanceOf(ForcingEvidence.NestedVerity.class);
            ForcingEvidence.NestedVerity e = (ForcingEvidence.NestedVerity) s.evidence();
            assertThat(said).contains("with " + level.words() + " inside").contains("either way");
            assertThat(said.split("(?i)\\bif ", -1)).hasSize(e.assumptions().size() + 1);
            assertThat(s.difficulty()).isGreaterThanOrEqualTo(level.base());
            assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ES)).contains("en cualquier caso")
                    .contains(" dentro de esa suposición");
            assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ZH)).contains("无论哪种情况").contains("在这个假设之内借助");
            for (Candidate p : s.placements()) {
                assertThat(solution.get(p.cell())).as(said).isEqualTo(p.digit());
            }
            for (Candidate x : s.eliminations()) {
                assertThat(solution.get(x.cell())).as(said).isNotEqualTo(x.digit());
            }
        }
        assertThat(conclusions(verities(TurnedStates.turned(state), level))).as("the turned state's steps")
                .isEqualTo(turned(conclusions(steps)));
    }

    /**
     * The nested verities of {@code level} in {@code state}, as the finder builds them, with their links.
     * @param state the candidates
     * @param level the nesting level
     * @return the steps
     */
    public static List<Step> verities(Candidates state, Nesting level) {
        Propagation[] outer = Forcing.all(state, new SearchContext());
        InnerChains[] first = new InnerChains[outer.length];
        StaticClosure.Workspace workspace = new StaticClosure.Workspace();
        for (int i = 0; i < outer.length; i++) {
            if (outer[i] != null && !outer[i].contradicts()) {
                first[i] = new InnerChains(outer[i].toState(state), workspace);
            }
        }
        List<Step> out = new ArrayList<>();
        new NestedVerities(state, outer, first, b -> new InnerChains(b, workspace), level,
                NestedForcingChain.MAX_ROUNDS, true).find(s -> out.add(s));
        return out;
    }

    /** Each step's placements and removals, as a set of sets (placements marked by a negative digit). */
    private static Set<Set<Candidate>> conclusions(List<Step> steps) {
        Set<Set<Candidate>> out = new HashSet<>();
        for (Step s : steps) {
            Set<Candidate> one = new HashSet<>(s.eliminations());
            s.placements().forEach(p -> one.add(new Candidate(p.cell(), -p.digit())));
            out.add(one);
        }
        return out;
    }

    private static Set<Set<Candidate>> turned(Set<Set<Candidate>> all) {
        Set<Set<Candidate>> out = new HashSet<>();
        for (Set<Candidate> one : all) {
            Set<Candidate> t = new HashSet<>();
            one.forEach(c -> t.add(new Candidate(TurnedStates.turned(c.cell()), c.digit())));
            out.add(t);
        }
        return out;
    }
}
