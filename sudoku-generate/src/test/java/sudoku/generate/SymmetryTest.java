package sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;

class SymmetryTest {
    private final Geometry g = Geometry.CLASSIC;

    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void orbitsPartitionTheCells(Symmetry s) {
        for (int side : new int[] {4, 6, 9, 16}) {
            Geometry geo = Geometry.ofSide(side);
            int[] all = Arrays.stream(s.orbits(geo)).flatMapToInt(Arrays::stream).sorted().toArray();
            assertThat(all).hasSize(geo.cellCount());
            for (int i = 0; i < all.length; i++) {
                assertThat(all[i]).isEqualTo(i);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
            "none, A1, A1",
            "rot180, A1, A1 I9",
            "rot90, A1, A1 A9 I1 I9",
            "rot90, B3, B3 C8 G2 H7",
            "horizontal, A2, A2 I2",
            "vertical, A2, A2 A8",
            "diagonal, A2, A2 B1",
            "anti-diagonal, A1, A1 I9",
            "dihedral, A2, A2 A8 B1 B9 H1 H9 I2 I8",
            "dihedral, E5, E5"})
    void orbitOfACell(String symmetry, String cell, String expected) {
        int c = g.parseCell(cell);
        int[] orbit = Arrays.stream(Symmetry.parse(symmetry).orbits(g))
                .filter(o -> Arrays.stream(o).anyMatch(x -> x == c)).findFirst().orElseThrow();
        assertThat(String.join(" ", Arrays.stream(orbit).mapToObj(g::cellName).toList())).isEqualTo(expected);
    }

    @Test
    void holdsChecksTheCluePattern() {
        Grid one = Grid.empty(g).with(g.parseCell("A1"), 5);
        assertThat(Symmetry.NONE.holds(one)).isTrue();
        assertThat(Symmetry.ROT180.holds(one)).isFalse();
        assertThat(Symmetry.ROT180.holds(one.with(g.parseCell("I9"), 3))).isTrue();
        assertThat(Symmetry.ROT90.holds(one.with(g.parseCell("I9"), 3))).isFalse();
        assertThat(Symmetry.DIAGONAL.holds(one)).isTrue();
        assertThat(Symmetry.ANTI_DIAGONAL.holds(one)).isFalse();
    }

    @Test
    void parsesWordsAndEnumNames() {
        assertThat(Symmetry.parse("ROT180")).isEqualTo(Symmetry.ROT180);
        assertThat(Symmetry.parse("mirror_horizontal")).isEqualTo(Symmetry.MIRROR_HORIZONTAL);
        assertThat(Symmetry.parse("anti_diagonal")).isEqualTo(Symmetry.ANTI_DIAGONAL);
        assertThatThrownBy(() -> Symmetry.parse("spiral")).hasMessageContaining("spiral").hasMessageContaining("rot90");
    }
}
