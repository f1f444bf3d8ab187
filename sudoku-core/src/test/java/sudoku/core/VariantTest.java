package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariantTest {
    private static final Geometry X = Variant.NONE.withDiagonals().geometry(9);
    private static final Geometry WINDOKU = Variant.NONE.withWindows().geometry(9);

    private static List<String> names(Geometry g, int[] cells) {
        return Arrays.stream(cells).mapToObj(g::cellName).toList();
    }

    /** Regions of three rows by three columns cut differently: rows A-C, D-F, G-I split into bars. */
    private static int[] bars() {
        int[] regions = new int[81];
        for (int c = 0; c < 81; c++) {
            regions[c] = c / 9;
        }
        return regions;
    }

    @Test
    void xSudokuAddsBothDiagonalsAsUnits() {
        assertThat(X.unitCount()).isEqualTo(29);
        assertThat(X.unitName(27)).isEqualTo("diagonal 1");
        assertThat(X.unitName(28)).isEqualTo("diagonal 2");
        assertThat(X.kind(27)).isEqualTo(Geometry.UnitKind.DIAGONAL);
        assertThat(names(X, X.unit(27))).containsExactly("A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", "I9");
        assertThat(names(X, X.unit(28))).containsExactly("A9", "B8", "C7", "D6", "E5", "F4", "G3", "H2", "I1");
        assertThat(X.unitIdsOf(X.parseCell("E5"))).hasSize(5);
        assertThat(X.peers(X.parseCell("E5"))).hasSize(32);
        assertThat(X.peers(X.parseCell("A1"))).hasSize(26);
        assertThat(X.peers(X.parseCell("A2"))).hasSize(20);
        assertThat(X.unitName(2 * 9 + 4)).isEqualTo("box 5");
        assertThat(X.box(X.parseCell("E5"))).isEqualTo(4);
    }

    @Test
    void windokuAddsFourWindows() {
        assertThat(WINDOKU.unitCount()).isEqualTo(31);
        assertThat(WINDOKU.unitName(27)).isEqualTo("window 1");
        assertThat(WINDOKU.unitName(30)).isEqualTo("window 4");
        assertThat(names(WINDOKU, WINDOKU.unit(27))).containsExactly("B2", "B3", "B4", "C2", "C3", "C4", "D2", "D3", "D4");
        assertThat(names(WINDOKU, WINDOKU.unit(30))).containsExactly("F6", "F7", "F8", "G6", "G7", "G8", "H6", "H7", "H8");
        assertThat(WINDOKU.unitIdsOf(WINDOKU.parseCell("A1"))).hasSize(3);
        assertThat(WINDOKU.unitIdsOf(WINDOKU.parseCell("B2"))).hasSize(4);
    }

    @Test
    void jigsawRegionsReplaceTheBoxes() {
        Geometry g = Variant.NONE.withRegions(bars()).geometry(9);
        assertThat(g.unitCount()).isEqualTo(27);
        assertThat(g.hasBoxes()).isFalse();
        assertThat(g.kind(18)).isEqualTo(Geometry.UnitKind.REGION);
        assertThat(g.unitName(18)).isEqualTo("region 1");
        assertThat(names(g, g.unit(26))).containsExactly("I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "I9");
        assertThat(g.peers(0)).hasSize(16);
        assertThat(g.describe()).isEqualTo("9x9 Jigsaw Sudoku");
    }

    @Test
    void regionsAreNumberedByTheirFirstCell() {
        int[] regions = bars();
        for (int c = 0; c < 81; c++) {
            regions[c] = 8 - regions[c];
        }
        assertThat(Variant.NONE.withRegions(regions).regions()).isEqualTo(bars());
    }

    @Test
    void killerCageMatesArePeers() {
        List<Cage> cages = dominoes();
        Geometry g = Variant.NONE.withCages(cages).geometry(9);
        assertThat(g.unitCount()).isEqualTo(27);
        assertThat(g.cages()).hasSize(cages.size());
        // A1's cage mate is A2, already a peer; I9 is a single-cell cage
        assertThat(g.peers(0)).hasSize(20);
        assertThat(g.describe()).isEqualTo("9x9 Killer Sudoku (38 cages)");
        assertThat(g).isNotEqualTo(Geometry.CLASSIC);
        assertThat(g).isEqualTo(Variant.NONE.withCages(dominoes()).geometry(9));
    }

    @Test
    void aCageAcrossBoxesMakesNewPeers() {
        List<Cage> cages = new ArrayList<>();
        Geometry plain = Geometry.CLASSIC;
        for (int r = 0; r < 8; r += 2) {
            for (int c = 0; c < 8; c += 2) {
                int top = plain.cell(r, c);
                cages.add(new Cage(List.of(top, top + 1, top + 9, top + 10), 20));
            }
        }
        cages.add(new Cage(List.of(72, 73, 74, 75, 76, 77, 78, 79, 80), 45));
        cages.add(new Cage(List.of(8, 17, 26, 35, 44, 53, 62, 71), 40));
        Geometry g = Variant.NONE.withCages(cages).geometry(9);
        // C3 and D4 share no row, column or box, but the square cage C3 C4 D3 D4
        assertThat(g.peers(plain.parseCell("C3"))).hasSize(21).contains(plain.parseCell("D4"));
        assertThat(g.peers(plain.parseCell("A1"))).hasSize(20);
    }

    @Test
    void xAndJigsawCombine() {
        Geometry g = Variant.NONE.withDiagonals().withRegions(bars()).geometry(9);
        assertThat(g.unitCount()).isEqualTo(29);
        assertThat(g.variant().name()).isEqualTo("x-jigsaw");
        assertThat(g.unitName(27)).isEqualTo("diagonal 1");
    }

    @Test
    void classicIsNoVariant() {
        assertThat(Variant.NONE.geometry(9)).isSameAs(Geometry.CLASSIC);
        assertThat(Geometry.CLASSIC.isVariant()).isFalse();
        assertThat(Geometry.CLASSIC.cages()).isEmpty();
        assertThat(X.isVariant()).isTrue();
        assertThat(X).isNotEqualTo(Geometry.CLASSIC).isEqualTo(Variant.NONE.withDiagonals().geometry(9));
        assertThat(X.hashCode()).isEqualTo(Variant.NONE.withDiagonals().geometry(9).hashCode());
    }

    @Test
    void badRegionsAreNamed() {
        int[] short1 = bars();
        short1[8] = 1;
        assertThatThrownBy(() -> Variant.NONE.withRegions(short1).geometry(9))
                .hasMessage("region 1 has 8 cells, a region of a 9x9 board has 9");
        int[] apart = bars();
        apart[4] = 2;
        apart[22] = 0;
        assertThatThrownBy(() -> Variant.NONE.withRegions(apart).geometry(9))
                .hasMessage("region 1 is not connected: A6 cannot be reached from A1");
        assertThatThrownBy(() -> Variant.NONE.withWindows().geometry(6))
                .hasMessage("windoku windows need a 9x9 board, not 6x6");
    }

    @Test
    void badCagesAreNamed() {
        List<Cage> impossible = new ArrayList<>(dominoes());
        impossible.set(0, new Cage(List.of(0, 1), 18));
        assertThatThrownBy(() -> Variant.NONE.withCages(impossible).geometry(9))
                .hasMessage("cage 1 (2 cells) cannot add up to 18: 2 different digits make 3 to 17");
        List<Cage> missing = new ArrayList<>(dominoes());
        missing.remove(missing.size() - 1);
        assertThatThrownBy(() -> Variant.NONE.withCages(missing).geometry(9)).hasMessage("cell I9 is in no cage");
        List<Cage> twice = new ArrayList<>(dominoes());
        twice.set(twice.size() - 1, new Cage(List.of(79, 80), 10));
        assertThatThrownBy(() -> Variant.NONE.withCages(twice).geometry(9))
                .hasMessage("cell I8 is in two cages: cage 36 and cage 38");
        List<Cage> wrongTotal = new ArrayList<>(dominoes());
        wrongTotal.set(0, new Cage(List.of(0, 1), 11));
        assertThatThrownBy(() -> Variant.NONE.withCages(wrongTotal).geometry(9))
                .hasMessage("the cage sums add up to 406, but every digit of a 9x9 board adds up to 405");
    }

    @Test
    void combinationsAreTheDigitSetsOfASum() {
        assertThat(Cage.combinations(2, 3, 9)).containsExactly(0b11);
        assertThat(Cage.combinations(3, 24, 9)).containsExactly(0b111 << 6);
        assertThat(Cage.combinations(2, 10, 9)).hasSize(4);
        assertThat(Cage.combinations(9, 45, 9)).containsExactly(0x1ff);
        assertThat(Cage.combinations(2, 18, 9)).isEmpty();
    }

    /** Each row's first eight cells cut in dominoes, column 9 down to H9 as one cage, I9 alone. */
    static List<Cage> dominoes() {
        List<Cage> cages = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 8; c += 2) {
                cages.add(new Cage(List.of(r * 9 + c, r * 9 + c + 1), 10));
            }
        }
        List<Integer> column9 = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            column9.add(r * 9 + 8);
        }
        cages.add(new Cage(column9.subList(0, 8), 40));
        cages.add(new Cage(List.of(80), 5));
        return cages;
    }
}
