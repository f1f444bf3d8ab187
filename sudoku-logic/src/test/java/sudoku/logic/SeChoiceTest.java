package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.SeChaining;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.SeChoice;

/**
 * A rating round takes the step Sudoku Explainer would rate: from the first of SE's producers
 * that has one (a long static chain before a short dynamic one), one step per fact of a verity,
 * and a Nishio chain counted as SE counts it.
 */
class SeChoiceTest {
    private static final Candidates EMPTY = Candidates.of(Grid.parse(".".repeat(81)));

    @Test
    void aStaticChainIsTakenBeforeAnEasierDynamicOne() {
        Step longStatic = verity(Technique.CELL_FORCING_CHAIN, ForcingEvidence.Propagated.LINKS, new Candidate(0, 1), 8.9);
        Step shortDynamic = contradiction(new Candidate(1, 2), ForcingEvidence.Propagated.SINGLES, 8.5);
        assertThat(SeChoice.choose(EMPTY, SearchContext.rating(), List.of(shortDynamic, longStatic)))
                .containsExactly(longStatic);
    }

    @Test
    void withinOneProducerTheEasiestStepsAreTaken() {
        Step a = verity(Technique.CELL_FORCING_CHAIN, ForcingEvidence.Propagated.LINKS, new Candidate(0, 1), 8.4);
        Step b = verity(Technique.UNIT_FORCING_CHAIN, ForcingEvidence.Propagated.LINKS, new Candidate(2, 3), 8.3);
        Step c = contradiction(new Candidate(1, 2), ForcingEvidence.Propagated.SINGLES, 8.6);
        assertThat(SeChoice.choose(EMPTY, SearchContext.rating(), List.of(a, b, c))).containsExactly(b);
    }

    /** Along a rating of a calibration puzzle whose verities remove several candidates at once, each step is one fact. */
    @Test
    void aRatingTakesEveryVerityOneFactAtATime() throws IOException {
        // calibration line 10 (SE 8.9): multiple forcing chains that agree on several removals
        Grid puzzle = Grid.parse(Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).get(10).split(",")[0]);
        LogicSolver solver = new LogicSolver(LogicOptions.rating());
        LogicSolver explaining = new LogicSolver(LogicOptions.rating());
        Candidates state = Candidates.of(puzzle);
        SearchContext rating = SearchContext.rating();
        List<Step> verities = new ArrayList<>();
        boolean severalAtOnce = false;
        for (int round = 0; round < 40 && !state.isSolved(); round++) {
            List<Step> steps = solver.nextRound(state, rating, Cancellation.NONE);
            for (Step s : steps) {
                if (s.evidence() instanceof ForcingEvidence.Verity) {
                    verities.add(s);
                }
            }
            if (steps.get(0).evidence() instanceof ForcingEvidence.Verity) {
                // the same round searched for an explanation keeps whole verities
                List<Step> whole = explaining.nextRound(state.copy(), new SearchContext(), Cancellation.NONE);
                severalAtOnce |= whole.stream().anyMatch(s -> s.placements().size() + s.eliminations().size() > 1);
            }
            steps.forEach(s -> s.applyTo(state));
        }
        assertThat(verities).isNotEmpty()
                .allMatch(s -> s.placements().size() + s.eliminations().size() == 1);
        assertThat(severalAtOnce).as("some verity removes several candidates").isTrue();
    }

    @Test
    void aNishioChainIsCountedAsSudokuExplainerCountsIt() throws IOException {
        // calibration line 38: SE rates 7.6, a Nishio chain of 8 facts (two sides of 3 and 5)
        String[] line = Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).get(38).split(",");
        Rating r = new sudoku.logic.solve.internal.Rater().rate(Grid.parse(line[0]));
        assertThat(r.hardest()).isEqualTo(Technique.NISHIO_FORCING_CHAIN);
        assertThat(r.value()).isEqualTo(Double.parseDouble(line[1]));
    }

    /** SE's Y-cycle (a loop through bivalue cells, from 6.5) is on the rating path, beside its X-cycles. */
    @Test
    void aYCycleIsRatedFromSudokuExplainersCycleBase() throws IOException {
        // calibration line 6: SE rates 7.1; with no Y-cycle the next step is a 7.2 XY-chain
        String[] line = Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).get(6).split(",");
        Rating r = new sudoku.logic.solve.internal.Rater().rate(Grid.parse(line[0]));
        assertThat(r.counts()).containsKey(Technique.Y_CYCLE);
        assertThat(r.value()).isEqualTo(Double.parseDouble(line[1]));
        Rating without = new sudoku.logic.solve.internal.Rater(LogicOptions.rating().without(List.of(Technique.Y_CYCLE)))
                .rate(Grid.parse(line[0]));
        assertThat(without.counts()).doesNotContainKey(Technique.Y_CYCLE);
        assertThat(without.value()).as("the XY-chain SE does not take").isGreaterThan(r.value());
    }

    /**
     * SE keeps a dynamic cell or unit forcing chain although one of its branches contradicts
     * itself: along the rating of calibration line 64 (SE 8.9; 9.0 without them) such verities
     * are taken, each fact is the solution's, and the rating is SE's.
     */
    @Test
    void aVerityWithABranchThatContradictsItselfIsRated() throws IOException {
        String[] line = Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).get(64).split(",");
        Grid puzzle = Grid.parse(line[0]);
        Grid solution = Solution.of(puzzle).solution();
        LogicSolver solver = new LogicSolver(LogicOptions.rating());
        Candidates state = Candidates.of(puzzle);
        SearchContext rating = SearchContext.rating();
        List<Step> withClash = new ArrayList<>();
        for (int round = 0; round < 200 && !state.isSolved(); round++) {
            List<Step> steps = solver.nextRound(state, rating, Cancellation.NONE);
            for (Step s : steps) {
                if (s.evidence() instanceof ForcingEvidence.Verity v && v.rules() == ForcingEvidence.Propagated.SINGLES
                        && v.assumptions().stream().anyMatch(a -> SeChaining.assume(state, a.cell(), a.digit(),
                                Propagation.Rules.SINGLES).contradiction() < Integer.MAX_VALUE)) {
                    withClash.add(s);
                }
            }
            steps.forEach(s -> s.applyTo(state));
        }
        assertThat(state.isSolved()).isTrue();
        assertThat(withClash).isNotEmpty().allSatisfy(s -> {
            s.placements().forEach(p -> assertThat(solution.get(p.cell())).isEqualTo(p.digit()));
            s.eliminations().forEach(e -> assertThat(solution.get(e.cell())).isNotEqualTo(e.digit()));
        });
        assertThat(new sudoku.logic.solve.internal.Rater().rate(puzzle).value()).isEqualTo(Double.parseDouble(line[1]));
    }

    private static Step verity(Technique t, ForcingEvidence.Propagated rules, Candidate removed, double difficulty) {
        return new Step(t, List.of(), List.of(removed), List.of(), List.of(removed.cell()), List.of(), 0, List.of(),
                new ForcingEvidence.Verity(new Premise.CellHolds(40, 0b111), List.of(new Candidate(40, 1)), rules, removed, false,
                        List.of(removed)),
                difficulty);
    }

    private static Step contradiction(Candidate assumed, ForcingEvidence.Propagated rules, double difficulty) {
        return new Step(Technique.FORCING_CHAIN_CONTRADICTION, List.of(), List.of(assumed), List.of(),
                List.of(assumed.cell()), List.of(), 0, List.of(),
                new ForcingEvidence.Contradiction(assumed, false, rules,
                        new ForcingEvidence.Clash(ForcingEvidence.ClashKind.NO_CANDIDATE, 3, -1, 0, 0)), difficulty);
    }
}
