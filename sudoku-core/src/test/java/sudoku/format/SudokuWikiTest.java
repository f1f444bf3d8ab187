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

    /** The example of SudokuWiki's "Killer String Definitions" page: cages and sums packed, then the candidates. */
    @Test
    void killersWithCandidatesCarryTheirCagesAndMarks() {
        PuzzleState s = SudokuWiki.read(SITE + "killersudoku.aspx?bd=5o3p01015800005p010001015202025j0101002q4g00310203"
                + "280002020000010103032920008i0202020201015101014800001r0360015o5i024h003a4k002a0002020102020400020"
                + "02b030101040400,q01u1u1uvuvuvuvuvuq01u1uvuvuvuvuvuvuq05u5uvuvuvuvuvuvu5u5uvuvuvuvuvuvuvu5u5uugug"
                + "ugugugvuvu5u5uvuvuvuvuvuvuvu5uq05uvuvuvuvuvuvu5uq05uvuvuvuvuvuvu5uq05uvuvuvuvuvuvu");
        var cages = s.puzzle().geometry().cages();
        assertThat(cages).hasSize(24);
        assertThat(cages.stream().mapToInt(c -> c.sum()).sum()).isEqualTo(405);
        // A1 "5o": 184 = 23 << 3, a cage of 23 over A1, B1 and C1, whose candidates "q0" are 6, 8 and 9
        assertThat(cages.stream().filter(c -> c.cells().contains(0)).findFirst().orElseThrow().cells())
                .containsExactly(0, 9, 18);
        assertThat(s.candidates()[0]).isEqualTo(0b110100000);
        assertThat(s.candidates()[40]).isEqualTo(0b111101000); // E5 "ug": 4, 6, 7, 8, 9
        PuzzleState again = SudokuWiki.read(SudokuWiki.write(s));
        assertThat(again.puzzle()).isEqualTo(s.puzzle());
        assertThat(again.candidates()).isEqualTo(s.candidates());
    }

    @Test
    void versionBJigsawsCarryTheirBoxesInEachCell() {
        String j9b = "J9B00405i05i0sn0uf0sp0ua1ky1pv05i07a07a0tj0si0um0ui1za1yz0200092fb2ef39i0so1oq1om1ob0012iq2dg2oy"
                + "3k237o3yb1z61yq2dj2iu2py35w3ie35t4aq4aq3ya5364y22de3he3k240a3y94ci6bn52g4xc5465ja3ja3ze4bu6bl6oi53c"
                + "4y05uv5uv5j85k66pg6pe6pe52u4qp5ue5j65ue5jb6nm6bo6bp";
        PuzzleState s = SudokuWiki.read(SITE + "Jigsaw.aspx?bd=" + j9b);
        assertThat(s.puzzle().geometry().variant().name()).isEqualTo("jigsaw");
        int[] regions = s.puzzle().geometry().variant().regions();
        assertThat(regions[0]).isEqualTo(regions[2]).isNotEqualTo(regions[3]); // A1-A3 box 1, A4 box 2
        assertThat(s.puzzle().get(0)).isEqualTo(4); // "004": box 1, clue 4
        assertThat(s.candidates()[1]).isEqualTo(198 - 18); // "05i": candidates 3, 5, 6 and 8
        assertThat(s.puzzle().get(3)).isEqualTo(7); // "0sn": box 2, clue 7
        PuzzleState again = SudokuWiki.read(SudokuWiki.write(s));
        assertThat(VariantFormat.write(again.puzzle())).isEqualTo(VariantFormat.write(s.puzzle()));
        assertThat(again.candidates()).isEqualTo(s.candidates());
    }

    @Test
    void versionBKillersCarryCagesSumsDigitsAndCandidates() {
        PuzzleState s = SudokuWiki.read("L9B0jdd00ep1jpt1ez50du900ep1g5n08b500ep00ep00ep1ez509w11mvl1ez53bpt2tjl2tjl"
                + "1rm92zgx00ep00ep31g10g7l1t752tjl0ikx1ez505xt1rm92tjl2tjl00ep1ez51ez500ep1ez500ep1ez54nwx484100ep31g1"
                + "1ez500ep0ff51jbj05xt00ep484100ep2tjl4hld00ep00ep3ci92tjl1qtt2wpd2tjl04cx48411no100ep2tjl2tjl1ez54hld"
                + "484100ep3dap1ez500ep2tjl0aoh00ep00ep2tjl2tjl2tjl1ez5");
        var cages = s.puzzle().geometry().cages();
        assertThat(cages).hasSize(30);
        assertThat(cages.stream().mapToInt(c -> c.sum()).sum()).isEqualTo(405);
        assertThat(s.placed()[6]).isEqualTo(2); // A7 "1g5n": cage shape 2, its sum 2, content 11: a 2 placed
        assertThat(s.candidates()[0]).isEqualTo(511); // A1 "0jdd": the cage sum 24, every candidate
        PuzzleState again = SudokuWiki.read(SudokuWiki.write(s));
        assertThat(again.puzzle()).isEqualTo(s.puzzle());
        assertThat(again.placed()).isEqualTo(s.placed());
        assertThat(again.candidates()).isEqualTo(s.candidates());
    }

    @Test
    void aKillerWithGivensGoesOutAsVersionB() {
        PuzzleState plain = SudokuWiki.read(SITE + "killersudoku.htm?bd=1112121113222122233334443331211411211231413214"
                + "43333344441121144311121113333222333,0800001712221500002700000000000000200000002000000000000517130000"
                + "10001314000041000000000000150000000000001800000025003319000000220000000000000019000000000000000000");
        Grid solved = sudoku.solve.Solvers.best(plain.puzzle().geometry()).solve(plain.puzzle(), 1).solutions().get(0);
        int[] givens = new int[81];
        givens[0] = solved.get(0);
        givens[80] = solved.get(80);
        Grid withGivens = PuzzleState.board(sudoku.core.Variant.NONE, 9, givens, null,
                plain.puzzle().geometry().cages());
        assertThat(withGivens.clueCount()).isEqualTo(2);
        String link = SudokuWiki.write(PuzzleState.of(withGivens));
        assertThat(link).contains("killersudoku.aspx?bd=L9B");
        assertThat(SudokuWiki.read(link).puzzle()).isEqualTo(withGivens);
    }

    @Test
    void windokuAndSudokuXVersionBTakeTheirRulesFromTheHeader() {
        String cells = "0806030000000000000000000000000000000004";
        String w9b = "W9B" + cells + "00".repeat(81 - cells.length() / 2);
        assertThat(SudokuWiki.read(w9b).puzzle().geometry().variant().name()).isEqualTo("windoku");
        assertThat(SudokuWiki.read(w9b).puzzle().get(2)).isEqualTo(3);
        assertThat(SudokuWiki.read(SITE + "sudoku.htm?bd=X9B" + w9b.substring(3)).puzzle().geometry().variant().name())
                .isEqualTo("x");
    }

    @Test
    void badVersionBStringsSayWhereAndWhat() {
        assertThatThrownBy(() -> SudokuWiki.read("bd=J9B" + "00".repeat(81)))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("3 characters per cell");
        assertThatThrownBy(() -> SudokuWiki.read("bd=S8B" + "00".repeat(81))).hasMessageContaining("9x9");
        assertThatThrownBy(() -> SudokuWiki.read("bd=J9B" + "900" + "000".repeat(80)))
                .hasMessageContaining("cell A1").hasMessageContaining("box 12");
        assertThatThrownBy(() -> SudokuWiki.read("bd=S9B" + "00".repeat(40) + "!0" + "00".repeat(40)))
                .hasMessageContaining("cell E5").hasMessageContaining("'!'");
        assertThatThrownBy(() -> SudokuWiki.read("bd=L9B" + "0000".repeat(81))).hasMessageContaining("no sum");
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
