package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.Rater;

/** An explanation's rating is never below one of its steps, and a guess is rated above every technique. */
class ExplainerRatingTest {
    /** From the issue: its guess step was rated 10.0 and the puzzle 9.5. */
    static final Grid GUESSED = Grid.parse(
            "98.7..6..5...8..7...7..6...4....3..2..8.9.7.....4......1.2...3...5.6.9..........1");

    @Test
    void guessIsAboveEveryTechnique() {
        for (Technique t : Technique.values()) {
            if (t != Technique.GUESS) {
                assertThat(Technique.GUESS.difficulty()).as(t.name()).isGreaterThan(t.difficulty());
            }
        }
    }

    @Test
    void ratingIsAtLeastTheHardestStep() {
        Explanation e = new Explainer().explain(GUESSED);
        double hardest = e.steps().stream().mapToDouble(s -> s.difficulty(GUESSED.geometry())).max().orElse(0);
        assertThat(e.rating().value()).isGreaterThanOrEqualTo(hardest);
        if (e.guessed()) {
            assertThat(e.rating().hardest()).isEqualTo(Technique.GUESS);
            assertThat(e.rating().value()).isGreaterThanOrEqualTo(Technique.GUESS.difficulty());
        }
    }

    @Test
    void ratingWithFewTechniquesThatGuessesIsAboveEveryTechnique() {
        LogicOptions singles = LogicOptions.defaults().only(List.of(Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE));
        Rating r = new Rater(singles).rate(GUESSED);
        assertThat(r.guessed()).isTrue();
        assertThat(r.hardest()).isEqualTo(Technique.GUESS);
        assertThat(r.value()).isGreaterThanOrEqualTo(Technique.GUESS.difficulty());
    }

    @Test
    void hiddenSinglesInABoxAreRatedAsInSudokuExplainer() {
        // Solved with hidden singles in boxes alone: 1.2, as Sudoku Explainer rates it.
        Grid boxOnly = Grid.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        Rating r = new Rater().rate(boxOnly);
        assertThat(r.value()).isEqualTo(1.2);
        assertThat(r.hardest()).isEqualTo(Technique.HIDDEN_SINGLE);
        Candidates state = Candidates.of(boxOnly);
        for (Step s : new LogicSolver(LogicOptions.defaults()).nextRound(state)) {
            if (s.technique() == Technique.HIDDEN_SINGLE) {
                boolean box = boxOnly.geometry().kind(s.units().get(0)) == sudoku.core.Geometry.UnitKind.BOX;
                assertThat(s.difficulty(boxOnly.geometry())).isEqualTo(box ? 1.2 : 1.5);
            }
        }
        assertThat(Technique.FULL_HOUSE.difficulty()).isEqualTo(1.0);
    }
}
