package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;

/** HoDoKu's formatted grids: the frame, the widths, and candidates read back. */
class HoDoKuTest {
    private static final Grid PUZZLE = Grid.parse(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    @Test
    void theFormattedGivensAreFramedAsHoDoKuFramesThem() {
        String text = HoDoKu.givens(PUZZLE);
        String[] lines = text.split("\n");
        assertThat(lines).hasSize(13);
        assertThat(lines[0]).isEqualTo(".---------.---------.---------.");
        assertThat(lines[1]).isEqualTo("| .  .  3 | .  2  . | 6  .  . |");
        assertThat(lines[4]).isEqualTo(":---------+---------+---------:");
        assertThat(lines[12]).isEqualTo("'---------'---------'---------'");
        assertThat(HoDoKu.read(text).puzzle()).isEqualTo(PUZZLE);
    }

    @Test
    void pencilledCandidatesReadBackAndSimpleSudokuFramesToo() {
        int[] marks = new int[81];
        marks[0] = 0b11000; // 4, 5
        marks[1] = 0b1010000; // 5, 7
        PuzzleState state = new PuzzleState(PUZZLE, new int[81], marks);
        PuzzleState back = HoDoKu.read(HoDoKu.pencilMarks(state));
        assertThat(back.puzzle()).isEqualTo(PUZZLE);
        assertThat(back.candidates()[0]).isEqualTo(0b11000);
        assertThat(back.candidates()[1]).isEqualTo(0b1010000);
        String simple = "*-----------*\n|..3|.2.|6..|\n|9..|3.5|..1|\n|..1|8.6|4..|\n|---+---+---|\n|..8|1.2|9..|\n"
                + "|7..|...|..8|\n|..6|7.8|2..|\n|---+---+---|\n|..2|6.9|5..|\n|8..|2.3|..9|\n|..5|.1.|3..|\n*-----------*";
        assertThat(CommunityFormat.recognize(simple).orElseThrow().puzzle()).isEqualTo(PUZZLE);
    }

    @Test
    void aBadRowSaysWhichLine() {
        String text = HoDoKu.givens(PUZZLE).replace("| .  .  3 |", "| .  x  3 |");
        assertThatThrownBy(() -> HoDoKu.read(text)).isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("line 2").hasMessageContaining("'x'");
        String shortRow = HoDoKu.givens(PUZZLE).replace("| .  .  3 |", "| .  3 |");
        assertThatThrownBy(() -> HoDoKu.read(shortRow)).hasMessageContaining("line 2").hasMessageContaining("8");
    }
}
