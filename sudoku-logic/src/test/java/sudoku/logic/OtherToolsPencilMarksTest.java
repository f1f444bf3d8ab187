package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.format.HoDoKu;
import sudoku.format.PuzzleState;
import sudoku.logic.internal.PencilMarkState;

/** Pencil-mark states given as other tools' links and grids: their placed digits and candidates kept. */
class OtherToolsPencilMarksTest {
    private static final String LINK = "https://www.sudokuwiki.org/sudoku.htm?bd=S9B0b0n0g0d08090f0e0n0i0h0n0e0f0n04070b060e"
            + "0d0l0o0g0i0h0n2b020h030i0f0e0r2i0n040f0h0g0e0n0b092e0i0e0l0s0r2e0608080n090f050b2b0v2i0d0f0n070n0h020i0e05"
            + "0g0b0i0v0u0h0n0f";

    @Test
    void aSudokuWikiLinkWithProgressIsAState() {
        assertThat(PencilMarkState.looksLikeOne(LINK)).isTrue();
        PencilMarkState s = PencilMarkState.parse(LINK);
        assertThat(s.givens().toLine()).isEqualTo(Grid.parse(
                "000089000000000470600000000020300000040000009000000068809050000000700200500000000").toLine());
        assertThat(s.state().digit(0)).isEqualTo(2);
        assertThat(s.state().isGiven(0)).isFalse();
        assertThat(s.state().candidates(27)).isEqualTo(0b1000001);
    }

    @Test
    void aHoDoKuPencilMarkGridIsAStateAndAPlainPuzzleIsNot() {
        Grid puzzle = Grid.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        int[] marks = new int[81];
        marks[0] = 0b11000;
        String grid = HoDoKu.pencilMarks(new PuzzleState(puzzle, new int[81], marks));
        assertThat(PencilMarkState.looksLikeOne(grid)).isTrue();
        assertThat(PencilMarkState.parse(grid).state().candidates(0)).isEqualTo(0b11000);
        assertThat(PencilMarkState.looksLikeOne(puzzle.toLine())).isFalse();
    }
}
