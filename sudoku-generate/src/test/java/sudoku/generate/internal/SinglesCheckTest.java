package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;

class SinglesCheckTest {
    private final SinglesCheck check = new SinglesCheck(Geometry.CLASSIC);

    @Test
    void easyPuzzlesAreFilledHardOnesAreNot() {
        assertThat(check.solves(Grid.parse(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..").digits())).isTrue();
        assertThat(check.solves(Grid.parse(
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").digits())).isFalse();
        assertThat(check.solves(Grid.empty(Geometry.CLASSIC).digits())).isFalse();
    }

    @Test
    void clashesAndFullGrids() {
        Grid full = RandomFullGrid.create(Geometry.CLASSIC, new SplittableRandom(1));
        assertThat(check.solves(full.digits())).isTrue();
        int other = full.get(1);
        assertThat(check.solves(full.with(0, other).digits())).isFalse();
        // a grid with one hole per unit left is filled by singles
        assertThat(check.solves(full.with(0, 0).with(40, 0).with(80, 0).digits())).isTrue();
    }
}
