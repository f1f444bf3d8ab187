package sudoku.logic.technique;

import sudoku.logic.Said;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.bits.DigitSet;
import sudoku.core.Grid;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.Nesting;

/**
 * Nested forcing chains are graded by Sudoku Explainer's nesting levels: in each of these states
 * (met while solving one of the hardest puzzles known) the cheapest level that removes anything is
 * the one named, every step says so and is at least that hard, and every removal is right.
 */
class NestedForcingChainTest {
    private static final String PUZZLE = "1.......2.3.4...5...6...7...5.8.4.......73......9...8.7.....6...4...8.9...2.....1";

    static Stream<Arguments> states() {
        return Stream.of(
            Arguments.of(Nesting.FORCING_CHAINS, ""
                    + "1..............789...45......3.567....3.56.89....567.9..34...89..34.6....2......."
                    + ".2.....89..3............789...4.....12...6.8912...67.91......89....5.........6.89"
                    + "...45.....2.....89.....6...123.5....123.5..8912..5...9......7..1.34.......34...89"
                    + ".23..6..9....5....1.3...7.9.......8.12...6......4.....123.....9123..67....3..67.9"
                    + ".2.4.6.8912...6.891..4...8912..56.........7....3......12.45...912.4.6......456..9"
                    + ".234.6...12...67..1.34..7..........912..56...12..56...12345...........8...34567.."
                    + "......7..1......891.3.5..89123.5....12345...912..5...9.....6....234.......345..8."
                    + "..3.56......4.....1.3.5....123.567..123.56..........8..23.5............9..3.5.7.."
                    + "..3.56.89.....6.89.2.........3.567....3456..9....567.9..345..8...34..7..1........"),
            Arguments.of(Nesting.MULTIPLE_FORCING_CHAINS, ""
                    + "1..............789...45......3.567....3.56.89....567.9..34...89..34.6....2......."
                    + ".2.....89..3............789...4.....12...6.8912...67.91......89....5.........6.89"
                    + "...45.....2.....89.....6...123.5....123.5..8912..5...9......7..1.34.......34...89"
                    + ".23..6..9....5....1.3...7.9.......8.12...6......4.....123.....9123..67....3..67.9"
                    + ".2.4.6.8912...6.891..4...8912..56.........7....3......12.45...912.4.6......456..9"
                    + ".234.6...12...67..1.34..7..........912..56...12..56...12345...........8...34567.."
                    + "......7..1......891.3.5..89123.5....12345...912..5...9.....6....234.......345..8."
                    + "..3.56......4.....1.3.5....123.567..123.56..........8..23.5............9..3.5.7.."
                    + "..3.56.89.....6.89.2.........3.567....345...9....567.9..345..8...34..7..1........"),
            Arguments.of(Nesting.DYNAMIC_FORCING_CHAINS, ""
                    + "1..............789...45......3.567....3.56.89....567.9..34...89..34.6....2......."
                    + ".2.....89..3............789...4.....12...6.8912...67..1......89....5.........6.89"
                    + "...45.....2.....89.....6...123.5....1.3.5..8912..5...9......7..1.34.......34...89"
                    + ".23..6..9....5....1.3...7.9.......8.12...6......4.....123.....9123..67....3..67.9"
                    + "...4.6.8912...6.891..4...8912..56.........7....3......12.45...912.4.6......45...9"
                    + ".234.6...12...67..1.34..7..........912..56...12..56...12345...........8...34567.."
                    + "......7..1......891.3.5..89123.5.....2345...912..5...9.....6....234.......345..8."
                    + "..3.56......4.....1.3.5....123.567..123.56..........8..23.5............9..3.5.7.."
                    + "..3.56.89.....6.89.2.........3.567....345...9....567.9..345..8...34..7..1........"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void theCheapestLevelThatAppliesIsTheOneUsed(Nesting level, String candidates) {
        PencilMarkState pm = PencilMarkState.parse(candidates);
        Grid solution = Solution.of(Grid.parse(PUZZLE)).solution();
        List<Step> steps = Finders.of(Technique.NESTED_FORCING_CHAIN).all(pm.state(), new SearchContext());
        assertThat(steps).isNotEmpty();
        for (Step s : steps) {
            assertThat(Said.english(s)).contains("with " + level.words() + " inside");
            assertThat(s.difficulty()).isGreaterThanOrEqualTo(level.base());
            for (Candidate e : s.eliminations()) {
                assertThat(solution.get(e.cell())).as(() -> Said.english(s)).isNotEqualTo(e.digit());
            }
        }
    }

    /**
     * A round may take the steps without their links and ask for the links of those it keeps:
     * each step so proved is the step a search with proofs finds, links, evidence and difficulty.
     * A round keeps only the easiest steps, so a step sure to be harder than one offered may be
     * left out, but never one of the easiest.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void stepsProvedAfterwardsAreTheStepsFoundWithTheirProofs(Nesting level, String candidates) {
        Candidates state = PencilMarkState.parse(candidates).state();
        var finder = Finders.of(Technique.NESTED_FORCING_CHAIN);
        List<Step> withProofs = finder.all(state, new SearchContext());
        SearchContext context = new SearchContext();
        context.proofsDeferred(true);
        List<Step> deferred = finder.all(state, context);
        context.proofsDeferred(false);
        assertThat(deferred).allMatch(s -> s.links().isEmpty());
        List<Step> proved = deferred.stream().map(s -> finder.proved(state, context, s)).toList();
        double easiest = withProofs.stream().mapToDouble(Step::difficulty).min().orElseThrow();
        assertThat(proved).as(level.name()).isSubsetOf(withProofs)
                .containsAll(withProofs.stream().filter(s -> s.difficulty() <= easiest + 1e-9).toList());
    }

    /**
     * A context kept from one search to the next remembers the states the assumptions' rounds
     * started from, and which rounds failed there: along states that lose a few wrong candidates
     * at a time, as a rating's do, every search finds exactly what a fresh context finds.
     */
    @Test
    void searchesSharingAContextFindWhatFreshOnesFind() {
        Random random = new Random(5);
        Grid solution = Solution.of(Grid.parse(PUZZLE)).solution();
        Candidates state = Candidates.of(Grid.parse(PUZZLE));
        SearchContext kept = SearchContext.rating();
        int found = 0;
        for (int search = 0; search < 6; search++) {
            List<String> shared = describe(Finders.of(Technique.NESTED_FORCING_CHAIN).all(state, kept));
            List<String> fresh = describe(Finders.of(Technique.NESTED_FORCING_CHAIN).all(state, SearchContext.rating()));
            assertThat(shared).as("search %d", search).isEqualTo(fresh);
            found += fresh.size();
            for (int removed = 0; removed < 2; ) {
                int cell = random.nextInt(81);
                int wrong = state.digit(cell) == 0 ? state.candidates(cell) & ~DigitSet.of(solution.get(cell)) : 0;
                if (wrong != 0) {
                    int[] ds = DigitSet.digits(wrong);
                    state.eliminate(cell, ds[random.nextInt(ds.length)]);
                    removed++;
                }
            }
        }
        assertThat(found).isGreaterThan(6);
    }

    private static List<String> describe(List<Step> steps) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            out.add(s.eliminations() + " " + s.difficulty() + " " + Said.english(s));
        }
        return out;
    }
}
