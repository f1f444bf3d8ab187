package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/** f-puzzles' JSON and the links that carry it, with progress and the variants' rules. */
class FPuzzlesTest {
    private static final String X = "x:..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";

    @Test
    void placedDigitsAndCandidatesTravelWithTheGivens() {
        Grid puzzle = VariantFormat.parse(X, Variant.NONE);
        int[] placed = new int[81];
        int[] candidates = new int[81];
        placed[0] = 3;
        candidates[1] = 0b101000001;
        PuzzleState state = new PuzzleState(puzzle, placed, candidates);
        String json = FPuzzles.writeJson(state);
        assertThat(json).contains("\"diagonal+\":true", "\"diagonal-\":true", "\"centerPencilMarks\":[1,7,9]");
        for (String link : new String[] {FPuzzlesLinks.fPuzzles(state), FPuzzlesLinks.sudokuPad(state)}) {
            PuzzleState back = CommunityFormat.recognize(link).orElseThrow();
            assertThat(back.puzzle()).isEqualTo(puzzle);
            assertThat(back.placed()).isEqualTo(placed);
            assertThat(back.candidates()).isEqualTo(candidates);
        }
    }

    @Test
    void aLinkWhosePlusSignsBecameSpacesStillReads() {
        PuzzleState state = PuzzleState.of(VariantFormat.parse(X, Variant.NONE));
        String link = FPuzzlesLinks.sudokuPad(state).replace("%2B", " ").replace("%2F", "/").replace("%3D", "=");
        assertThat(FPuzzlesLinks.read(link).puzzle()).isEqualTo(state.puzzle());
    }

    @Test
    void windowsAreExtraRegionsAndOtherExtraRegionsAreRefused() {
        Grid windoku = VariantFormat.parse("windoku:...6..97........8.7.......4..2...3..91...3..8..4......8..5...97"
                + "...............5..", Variant.NONE);
        String json = FPuzzles.writeJson(PuzzleState.of(windoku));
        assertThat(FPuzzles.readJson(json).puzzle()).isEqualTo(windoku);
        String odd = json.replace("\"R2C2\"", "\"R1C1\"");
        assertThatThrownBy(() -> FPuzzles.readJson(odd)).isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("extraregion 1");
    }

    @Test
    void badJsonSaysWhereAndWhat() {
        String cells = "[" + "{},".repeat(8) + "{}]";
        String grid = "[" + (cells + ",").repeat(8) + cells + "]";
        assertThatThrownBy(() -> FPuzzles.readJson("{\"size\":9,\"grid\":" + grid + ",\"thermometer\":[{\"lines\":[]}]}"))
                .hasMessageContaining("\"thermometer\"");
        assertThatThrownBy(() -> FPuzzles.readJson("{\"size\":9,\"grid\":" + grid.replaceFirst("\\{}", "{\"value\":12}")
                + "}")).hasMessageContaining("R1C1").hasMessageContaining("12");
        assertThatThrownBy(() -> FPuzzles.readJson("{\"size\":9,\"grid\":" + grid + ",\"diagonal+\":true}"))
                .hasMessageContaining("both diagonals");
        assertThatThrownBy(() -> FPuzzles.readJson("{\"size\":9,\"grid\":" + grid
                + ",\"killercage\":[{\"cells\":[\"R1C1\",\"R10C1\"],\"value\":\"3\"}]}")).hasMessageContaining("R10C1");
        assertThatThrownBy(() -> FPuzzlesLinks.read("https://www.f-puzzles.com/?load=N4Ig!!"))
                .hasMessageContaining("character 5");
        assertThatThrownBy(() -> FPuzzlesLinks.read("https://sudokupad.app/sclN4Ig"))
                .hasMessageContaining("scl");
    }
}
