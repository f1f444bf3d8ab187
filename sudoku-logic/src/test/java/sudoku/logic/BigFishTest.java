package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Grid;
import sudoku.logic.technique.Finders;

/**
 * Fish of five to seven lines: the basic ones are found only when named (their mirror, a smaller
 * fish, is found first: see {@link BigFishIT}), the finned and sashimi ones are used by default,
 * and the largest search stops at its budget.
 */
class BigFishTest {
    @Test
    void onlyTheFinnedAndSashimiBigFishAreUsedByDefault() {
        assertThat(Technique.byDefault()).contains(Technique.FINNED_SQUIRMBAG, Technique.SASHIMI_WHALE,
                Technique.FINNED_LEVIATHAN).doesNotContain(Technique.SQUIRMBAG, Technique.WHALE, Technique.LEVIATHAN,
                Technique.FRANKEN_SQUIRMBAG, Technique.MUTANT_LEVIATHAN, Technique.FINNED_MUTANT_LEVIATHAN);
        assertThat(Technique.forRating()).doesNotContain(Technique.FINNED_SQUIRMBAG, Technique.SASHIMI_LEVIATHAN);
        assertThat(Technique.JELLYFISH.difficulty()).isLessThan(Technique.SQUIRMBAG.difficulty());
        assertThat(Technique.SQUIRMBAG.difficulty()).isLessThan(Technique.WHALE.difficulty());
        assertThat(Technique.WHALE.difficulty()).isLessThan(Technique.LEVIATHAN.difficulty());
    }

    /**
     * A Finned Mutant Leviathan chooses among millions of bases: its search looks at the budget as
     * it goes, not only once a digit (nine looks), so a budget of 20 looks stops it on the first
     * puzzle of top95, where it takes a few hundred milliseconds; the same search with no budget
     * finishes.
     */
    @Test
    void theLargestFishSearchLooksAtItsBudgetAsItGoes() {
        Grid puzzle = DataSets.sample("top95.txt", 1).get(0);
        Candidates bounded = Candidates.of(puzzle).cancelWith(Cancellation.NONE.withCheckBudget(20));
        assertThatThrownBy(() -> Finders.of(Technique.FINNED_MUTANT_LEVIATHAN).all(bounded))
                .isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.workBudgetSpent()).isTrue());
        assertThat(Finders.of(Technique.FINNED_MUTANT_LEVIATHAN).all(Candidates.of(puzzle))).isNotEmpty();
    }
}
