package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.VariantFormat;

/** SudokuWiki's strings as its own pages link them: packed boards read back to their starting puzzles. */
class SudokuWikiTest {
    private static final String SITE = "https://www.sudokuwiki.org/";

    @Test
    void versionBReadsTheCluesSolvedCellsAndCandidatesOfALinkFromTheSite() {
        PuzzleState s = SudokuWiki.read(SITE + "sudoku.htm?bd=S9B0b0n0g0d08090f0e0n0i0h0n0e0f0n04070b060e0d0l0o0g0i"
                + "0h0n2b020h030i0f0e0r2i0n040f0h0g0e0n0b092e0i0e0l0s0r2e0608080n090f050b2b0v2i0d0f0n070n0h020i0e050g0b0i"
                + "0v0u0h0n0f");
        assertThat(s.puzzle().toLine()).isEqualTo(Grid.parse(
                "000089000000000470600000000020300000040000009000000068809050000000700200500000000").toLine());
        assertThat(s.placed()[0]).isEqualTo(2); // "0b": 11, a solved 2
        assertThat(s.candidates()[27]).isEqualTo(0b1000001); // D1 "2b": 2 * 36 + 11 - 18, candidates 1 and 7
        assertThat(s.puzzle().geometry().variant().name()).isEqualTo("classic");
    }

    @Test
    void sudokuXLinksKeepTheirDiagonals() {
        PuzzleState s = SudokuWiki.read(SITE + "SudokuX.aspx?bd=X9B011g05440d074y0903c838d40abobo5e0476b604cy0603bm026a0a"
                + "0794bl101xb65r5k5gc4904504cy035f78785c144h5u1x1w5r6g097s9k06dg6c044m014k800180bo5g5g074o5g0e082c03380a091g04");
        assertThat(s.puzzle().geometry().variant().name()).isEqualTo("x");
        assertThat(s.puzzle().toLine()).isEqualTo(Grid.parse(
                "105007093000000040040630200700000000000403000000000009006004010010000700080300904").toLine());
        PuzzleState again = SudokuWiki.read(SudokuWiki.write(s));
        assertThat(again.puzzle()).isEqualTo(s.puzzle());
        assertThat(again.placed()).isEqualTo(s.placed());
        assertThat(again.candidates()).isEqualTo(s.candidates());
    }

    @Test
    void jigsawLinksCarryTheirRegionsAndThe2023PackedBoard() {
        String link = SITE + "jigsaw.aspx?shape=33&bd=03v0n4u4f4bkb0099g88vanquqfqvq052gpi8c0hge118es2s2s0210gvameueeesa30s4"
                + "oa30rajeqeaeoa0ho441m0ma81me6umuma110c843a3q2qg1cc38c41ul005noeofofof803pol0la5scsbarara2gpq&jigmap="
                + "111118833188888333178583332175552322177752226774755526744495926444999996449966666";
        PuzzleState s = SudokuWiki.read(link);
        assertThat(s.puzzle().geometry().variant().name()).isEqualTo("jigsaw");
        assertThat(s.puzzle().get(0)).isEqualTo(1); // "03": candidate 1 only, a clue
        assertThat(s.hasProgress()).isTrue();
        PuzzleState again = SudokuWiki.read(SudokuWiki.write(s));
        assertThat(VariantFormat.write(again.puzzle())).isEqualTo(VariantFormat.write(s.puzzle()));
        assertThat(again.placed()).isEqualTo(s.placed());
    }

    @Test
    void killersAreCagesOfTouchingCellsOfOneColourWithTheirSums() {
        PuzzleState s = SudokuWiki.read(SITE + "killersudoku.htm?bd=11121211132221222333344433312114112112314132144333334444"
                + "1121144311121113333222333,0800001712221500002700000000000000200000002000000000000517130000100013140000"
                + "41000000000000150000000000001800000025003319000000220000000000000019000000000000000000");
        assertThat(s.puzzle().geometry().cages()).hasSize(22);
        assertThat(s.puzzle().geometry().cages().stream().mapToInt(c -> c.sum()).sum()).isEqualTo(405);
        assertThat(SudokuWiki.read(SudokuWiki.write(s)).puzzle()).isEqualTo(s.puzzle());
    }

    @Test
    void badStringsSayWhereAndWhat() {
        assertThatThrownBy(() -> SudokuWiki.read(SITE + "sudoku.htm?bd=12345"))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("5 characters");
        assertThatThrownBy(() -> SudokuWiki.read("bd=" + "1".repeat(40) + "x" + "0".repeat(40)))
                .hasMessageContaining("cell E5").hasMessageContaining("'x'");
        assertThatThrownBy(() -> SudokuWiki.read(SITE + "sudoku.htm?bd=Q9B" + "00".repeat(81)))
                .hasMessageContaining("Q9B");
        assertThatThrownBy(() -> SudokuWiki.read("bd=" + "1".repeat(81) + "," + "00".repeat(81)))
                .hasMessageContaining("no sum");
        assertThatThrownBy(() -> SudokuWiki.read(SITE + "Jigsaw.aspx?shape=33&bd=" + "0".repeat(81)))
                .hasMessageContaining("jigmap");
    }

    @Test
    void whatTheStringsCannotHoldIsRefusedWithTheReason() {
        assertThatThrownBy(() -> SudokuWiki.write(PuzzleState.of(Grid.parse("1......2..4..3.."))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9x9");
        Grid xWindoku = VariantFormat.parse("x-windoku:" + ".".repeat(81), sudoku.core.Variant.NONE);
        assertThatThrownBy(() -> SudokuWiki.write(PuzzleState.of(xWindoku)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no solver");
    }
}
