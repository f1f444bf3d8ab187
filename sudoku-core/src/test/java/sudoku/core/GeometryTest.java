package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GeometryTest {
    private final Geometry g = Geometry.CLASSIC;

    private List<String> names(int[] cells) {
        return Arrays.stream(cells).mapToObj(g::cellName).toList();
    }

    @Test
    void classicCountsAsTheSeedsPrintThem() {
        assertThat(g.cellCount()).isEqualTo(81);
        assertThat(g.unitCount()).isEqualTo(27);
        for (int cell = 0; cell < 81; cell++) {
            assertThat(g.unitsOf(cell).length).isEqualTo(3);
            assertThat(g.peers(cell)).hasSize(20).doesNotContain(cell);
        }
    }

    @Test
    void unitsOfC2AreItsColumnRowAndBox() {
        int c2 = g.parseCell("C2");
        int[][] units = g.unitsOf(c2);
        assertThat(names(units[0])).containsExactly("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9");
        assertThat(names(units[1])).containsExactly("A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2", "I2");
        assertThat(names(units[2])).containsExactly("A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3");
    }

    @Test
    void peersOfA1() {
        assertThat(names(g.peers(g.parseCell("A1")))).containsExactlyInAnyOrder(
                "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1",
                "B2", "B3", "C2", "C3");
    }

    @ParameterizedTest
    @CsvSource({"4,2,2,12,7", "6,2,3,18,12", "9,3,3,27,20", "12,3,4,36,28", "16,4,4,48,39", "25,5,5,75,64"})
    void boxedShapes(int side, int boxRows, int boxCols, int units, int peers) {
        Geometry geo = Geometry.ofSide(side);
        assertThat(geo.boxRows()).isEqualTo(boxRows);
        assertThat(geo.boxCols()).isEqualTo(boxCols);
        assertThat(geo.unitCount()).isEqualTo(units);
        for (int c = 0; c < geo.cellCount(); c++) {
            assertThat(geo.peers(c)).hasSize(peers);
        }
        for (int[] unit : geo.units()) {
            assertThat(Arrays.stream(unit).distinct().count()).isEqualTo(side);
        }
    }

    @Test
    void latinSquareHasNoBoxes() {
        Geometry latin = Geometry.forCellCount(9);
        assertThat(latin.hasBoxes()).isFalse();
        assertThat(latin.unitCount()).isEqualTo(6);
        assertThat(latin.peers(0)).hasSize(4);
        assertThat(latin.box(4)).isEqualTo(-1);
    }

    @Test
    void cellNamesBothWays() {
        assertThat(g.cellName(80)).isEqualTo("I9");
        assertThat(g.parseCell("r9c9")).isEqualTo(80);
        assertThat(g.parseCell("e5")).isEqualTo(40);
        assertThat(Geometry.ofSide(16).cellName(255)).isEqualTo("P16");
        assertThatThrownBy(() -> g.parseCell("J1")).hasMessageContaining("'J1'");
    }

    @Test
    void symbolsRunDigitsThenLetters() {
        assertThat(Geometry.ofSide(16).symbols()).isEqualTo("123456789ABCDEFG");
        assertThat(Geometry.ofSide(16).digitOf('g')).isEqualTo(16);
        assertThat(Geometry.ofSide(16).digitOf('H')).isEqualTo(-1);
        assertThat(g.digitOf('0')).isZero();
        assertThat(g.unitName(26)).isEqualTo("box 9");
    }

    @Test
    void tablesHandedOutAreCopiesThatCannotChangeTheBoard() {
        Geometry g = Geometry.CLASSIC;
        int[] peers = g.peers(0);
        int first = peers[0];
        peers[0] = 80;
        g.units()[0][0] = 80;
        g.unit(1)[0] = 80;
        g.unitIdsOf(0)[0] = 5;
        g.unitsOf(0)[0][0] = 80;
        assertThat(g.peers(0)[0]).isEqualTo(first);
        assertThat(g.unit(0)[0]).isZero();
        assertThat(g.unit(1)[0]).isEqualTo(9);
        assertThat(g.unitIdsOf(0)[0]).isZero();
        assertThat(g.unitsOf(0)[0][0]).isZero();
        assertThat(sudoku.core.internal.UnitTables.peers(g, 0)).containsExactly(g.peers(0));
    }
}
