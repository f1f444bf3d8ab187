package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;

class MinimizerTest {
    private static final String PUZZLE =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private final Minimizer minimizer = new Minimizer();

    @Test
    void minimizeKeepsTheSolutionAndLeavesOnlyNeededClues() {
        Grid puzzle = Grid.parse(PUZZLE);
        Grid min = minimizer.minimize(puzzle);
        assertThat(min.clueCount()).isLessThan(puzzle.clueCount());
        assertThat(puzzle.extendsPuzzle(min)).isTrue();
        assertThat(IndependentCounter.count(min, 2)).isEqualTo(1);
        for (int cell = 0; cell < 81; cell++) {
            if (min.get(cell) != 0) {
                assertThat(IndependentCounter.count(min.with(cell, 0), 2)).as("without " + cell).isEqualTo(2);
            }
        }
        assertThat(minimizer.isMinimal(min)).isTrue();
        assertThat(minimizer.isMinimal(puzzle)).isFalse();
        assertThat(minimizer.minimize(puzzle)).as("deterministic").isEqualTo(min);
    }

    @Test
    void randomOrderAlsoGivesMinimalPuzzles() {
        Grid full = RandomFullGrid.create(Geometry.CLASSIC, new SplittableRandom(5));
        Grid min = minimizer.minimize(full, new SplittableRandom(6));
        assertThat(min.clueCount()).isBetween(17, 40);
        assertThat(minimizer.isMinimal(min)).isTrue();
        assertThat(full.isSolutionOf(min)).isTrue();
    }

    @Test
    void refusesPuzzlesThatAreNotUnique() {
        assertThatThrownBy(() -> minimizer.minimize(Grid.empty(Geometry.CLASSIC)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more than one");
    }

    @Test
    void randomFullGridsAreValidAndSeeded() {
        for (int side : new int[] {4, 6, 9, 12, 16, 25}) {
            Geometry g = Geometry.ofSide(side);
            Grid a = RandomFullGrid.create(g, new SplittableRandom(side));
            assertThat(a.isSolved()).as(a.toLine()).isTrue();
            assertThat(RandomFullGrid.create(g, new SplittableRandom(side))).isEqualTo(a);
        }
    }
}
