package sudoku.logic;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.bits.DigitSet;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.Verifier;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;


class FrameworkTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @Test
    void candidatesStartWithPeersRemovedAndPlacingClearsPeers() {
        Candidates c = Candidates.of(Grid.parse(EASY));
        assertThat(c.digit(2)).isEqualTo(3);
        assertThat(c.candidates(2)).isZero();
        assertThat(c.has(0, 3)).isFalse();
        assertThat(c.has(0, 4)).isTrue();
        Candidates copy = c.copy();
        copy.place(0, 4);
        assertThat(copy.has(1, 4)).isFalse();
        assertThat(c.has(1, 4)).as("the copy is independent").isEqualTo(c.has(1, 4));
        assertThat(c.digit(0)).isZero();
        assertThat(copy.emptyCount()).isEqualTo(c.emptyCount() - 1);
    }

    @Test
    void playerMarksAreKeptWhereGiven() {
        int[] marks = new int[81];
        marks[0] = DigitSet.of(4) | DigitSet.of(5) | DigitSet.of(3);
        Candidates c = Candidates.of(Grid.parse(EASY), marks);
        assertThat(c.candidates(0)).as("3 is seen by the clue C3").isEqualTo(DigitSet.of(4) | DigitSet.of(5));
    }

    @Test
    void techniquesAreListedEasiestFirst() {
        Technique[] all = Technique.values();
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i].difficulty()).as(all[i].name()).isGreaterThanOrEqualTo(all[i - 1].difficulty());
        }
        assertThat(Technique.implemented()).containsExactlyElementsOf(
                java.util.Arrays.stream(all).filter(t -> t != Technique.GUESS).toList());
        assertThat(Technique.GUESS.searchable()).isFalse();
        assertThatThrownBy(() -> Finders.of(Technique.GUESS).first(Candidates.of(Grid.parse(EASY))))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(Technique.parse("x-wing")).isEqualTo(Technique.X_WING);
        assertThat(Technique.parse("Hidden Single")).isEqualTo(Technique.HIDDEN_SINGLE);
        assertThatThrownBy(() -> Technique.parse("nope")).hasMessageContaining("nope");
    }

    @Test
    void explainerFinishesWithTheSolutionEvenWithoutTechniques() {
        Grid puzzle = Grid.parse(EASY);
        Explanation full = new Explainer().explain(puzzle);
        Candidates state = Candidates.of(puzzle);
        full.steps().forEach(s -> s.applyTo(state));
        assertThat(state.toGrid()).isEqualTo(full.solution());
        assertThat(full.guessed()).isFalse();

        Explanation bare = new Explainer(LogicOptions.defaults().only(List.of())).explain(puzzle);
        assertThat(bare.steps()).allMatch(s -> s.technique() == Technique.GUESS);
        assertThat(bare.steps()).hasSize(81 - puzzle.clueCount());
        assertThat(bare.rating().hardest()).isEqualTo(Technique.GUESS);
    }

    @Test
    void solverWithoutGuessStopsWhenStuck() {
        Grid puzzle = Grid.parse(EASY);
        LogicSolver onlySingles = new LogicSolver(new LogicOptions(
                java.util.EnumSet.of(Technique.FULL_HOUSE), false));
        Candidates state = Candidates.of(puzzle);
        List<Step> path = onlySingles.solve(state, null);
        assertThat(state.isSolved()).isFalse();
        assertThat(path).allMatch(s -> s.technique() == Technique.FULL_HOUSE);
    }

    @Test
    void puzzlesWithoutSolutionAreRejected() {
        String clash = "11" + EASY.substring(2);
        assertThatThrownBy(() -> new Explainer().explain(Grid.parse(clash))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void verifierChecksEveryStepOfAUniquePuzzle() {
        Verifier.Result r = new Verifier(LogicOptions.defaults()).verify(Grid.parse(EASY));
        assertThat(r.steps()).isGreaterThan(81 - Grid.parse(EASY).clueCount());
        assertThat(r.problems()).isEmpty();
        String several = "2.............62....1....7......8...3...9...7...6..4...4....8....52.............3";
        assertThatThrownBy(() -> new Verifier(LogicOptions.defaults()).verify(Grid.parse(several)))
                .hasMessageContaining("more than one");
    }
}
