package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

class VariantFormatTest {
    private static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** Three-by-three boxes drawn with letters a..i, read as a region map. */
    private static final String BOX_MAP = ("aaabbbccc".repeat(3) + "dddeeefff".repeat(3) + "ggghhhiii".repeat(3));
    /** Rows A-I as regions 1-9. */
    private static final String ROW_MAP = "111111111222222222333333333444444444555555555666666666777777777888888888999999999";

    @Test
    void xAndWindokuReadWithAPrefixOrAVariant() {
        Grid x = VariantFormat.parse("x:" + PUZZLE, Variant.NONE);
        assertThat(x.geometry().variant().hasDiagonals()).isTrue();
        assertThat(x.toLine()).isEqualTo(PUZZLE);
        assertThat(VariantFormat.write(x)).isEqualTo("x:" + PUZZLE);
        assertThat(VariantFormat.parse(PUZZLE, VariantFormat.named("x"))).isEqualTo(x);
        Grid w = VariantFormat.parse("windoku:" + PUZZLE, Variant.NONE);
        assertThat(w.geometry().unitCount()).isEqualTo(31);
        assertThat(VariantFormat.write(w)).isEqualTo("windoku:" + PUZZLE);
        assertThat(VariantFormat.parse(VariantFormat.write(w), Variant.NONE)).isEqualTo(w);
    }

    @Test
    void jigsawIsThePuzzleAndItsRegionMap() {
        Grid j = VariantFormat.parse("jigsaw:" + PUZZLE + " " + BOX_MAP, Variant.NONE);
        assertThat(j.geometry().variant().hasRegions()).isTrue();
        assertThat(j.geometry().unit(18)).isEqualTo(Geometry.CLASSIC.unit(18));
        String written = VariantFormat.write(j);
        assertThat(written).isEqualTo("jigsaw:" + PUZZLE + " " + BOX_MAP.replace('a', '1').replace('b', '2')
                .replace('c', '3').replace('d', '4').replace('e', '5').replace('f', '6').replace('g', '7')
                .replace('h', '8').replace('i', '9'));
        assertThat(VariantFormat.parse(written, Variant.NONE)).isEqualTo(j);
        Grid xj = VariantFormat.parse(PUZZLE + "  " + ROW_MAP, VariantFormat.named("x-jigsaw"));
        assertThat(xj.geometry().unitCount()).isEqualTo(29);
        assertThat(VariantFormat.write(xj)).isEqualTo("x-jigsaw:" + PUZZLE + " " + ROW_MAP);
    }

    @Test
    void killerIsACageMapAndSumsWithOptionalGivens() {
        String map = dominoMap();
        String sums = dominoSums();
        Grid k = VariantFormat.parse("killer:" + map + " " + sums, Variant.NONE);
        assertThat(k.clueCount()).isZero();
        assertThat(k.geometry().cages()).hasSize(38);
        assertThat(k.geometry().cages().get(0)).isEqualTo(new Cage(List.of(0, 1), 10));
        String written = VariantFormat.write(k);
        assertThat(VariantFormat.parse(written, Variant.NONE)).isEqualTo(k);
        Grid given = k.with(0, 3);
        String withGivens = VariantFormat.write(given);
        assertThat(withGivens).startsWith("killer:3" + ".".repeat(80) + " ");
        assertThat(VariantFormat.parse(withGivens, Variant.NONE)).isEqualTo(given);
        Grid kx = VariantFormat.parse(map + " " + sums, VariantFormat.named("killer-x"));
        assertThat(kx.geometry().unitCount()).isEqualTo(29);
        assertThat(VariantFormat.write(kx)).startsWith("killer-x:");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "sudoku:PUZZLE; unknown variant 'sudoku' (known: classic, x, windoku, jigsaw, killer, and combinations such as killer-x)",
        "jigsaw:PUZZLE; a jigsaw puzzle has 2 fields separated by spaces (puzzle, region map), got 1",
        "jigsaw:PUZZLE 1234; the region map has 4 symbols, the 9x9 puzzle has 81 cells",
        "jigsaw:PUZZLE ROWS_SHORT; region '1' has 8 cells, a region of a 9x9 board has 9",
        "jigsaw:PUZZLE ROWS_APART; region '1' is not connected: A6 cannot be reached from A1",
        "windoku:4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...; '78 cells: a puzzle has a square number of cells, e.g. 81 for 9x9 (16, 36, 144, 256 and 625 for 4x4, 6x6, 12x12, 16x16, 25x25); the text ends at line 1, column 79, 3 cells short of the 81 of a 9x9 puzzle'",
        "x:4....48.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......; clashing clues: digit 4 twice in row A: A1 and A6",
        "x:PUZZLE_D4; clashing clues: digit 4 twice in diagonal 1: A1 and D4",
        "killer:DOMINOES a=10; cage 'b' has no sum (give it as b=SUM)",
        "killer:DOMINOES SUMS,Z=3; cage 'Z' has a sum but no cell in the cage map",
        "killer:DOMINOES a10; 'a10' is not a cage sum: write the cage's symbol, = and the sum, e.g. a=10",
        "killer:DOMINOES a=x; 'a=x': the sum of a cage is a number",
        "killer:DOMINOES_18; cage 'a' (2 cells) cannot add up to 18: 2 different digits make 3 to 17",
        "killer:DOMINOES_SPLIT; cage 'a' is not connected: A3 cannot be reached from A1",
        "killer:GIVENS99 DOMINOES SUMS; clashing clues: digit 9 twice in row A: A1 and A4",
        "killer:GIVENS68 DOMINOES SUMS; clashing clues: the givens of the cage of A1 repeat a digit or pass its sum 10",
    })
    void badInputNamesTheProblem(String line, String message) {
        String text = line.replace("PUZZLE_D4", PUZZLE.substring(0, 30) + "4" + PUZZLE.substring(31))
                .replace("PUZZLE", PUZZLE)
                .replace("ROWS_SHORT", ROW_MAP.substring(0, 8) + "2" + ROW_MAP.substring(9))
                .replace("ROWS_APART", ROW_MAP.substring(0, 4) + "3" + ROW_MAP.substring(5, 22) + "1"
                        + ROW_MAP.substring(23))
                .replace("DOMINOES_18", dominoMap() + " " + dominoSums().replaceFirst("a=10", "a=18"))
                .replace("DOMINOES_SPLIT", "ab" + "a" + dominoMap().substring(3) + " " + dominoSums())
                .replace("GIVENS99", "9..9" + ".".repeat(77))
                .replace("GIVENS68", "68" + ".".repeat(79))
                .replace("DOMINOES", dominoMap())
                .replace("SUMS", dominoSums());
        String input = text;
        assertThatThrownBy(() -> VariantFormat.parse(input, Variant.NONE))
                .isInstanceOf(PuzzleFormatException.class).hasMessage(message);
    }

    @Test
    void theReaderTakesPrefixedLinesAndADefaultVariant() {
        String file = "# variants\nx:" + PUZZLE + "\njigsaw:" + PUZZLE + " " + ROW_MAP + "\n" + PUZZLE + "\n"
                + "killer:" + dominoMap() + " " + dominoSums().replaceFirst("a=10", "a=99") + "\n";
        List<PuzzleRecord> records = new ArrayList<>();
        new PuzzleReader(new StringReader(file), VariantFormat.named("windoku")).forEachRemaining(records::add);
        assertThat(records).hasSize(4);
        assertThat(records.get(0).grid().geometry().variant().name()).isEqualTo("x");
        assertThat(records.get(1).grid().geometry().variant().name()).isEqualTo("jigsaw");
        assertThat(records.get(2).grid().geometry().variant().name()).isEqualTo("windoku");
        assertThat(records.get(3).isValid()).isFalse();
        assertThat(records.get(3).error()).isEqualTo("line 5: cage 'a' (2 cells) cannot add up to 99:"
                + " 2 different digits make 3 to 17");
        assertThat(records.get(0).warnings()).isEmpty();
    }

    /** Each row's first eight cells in dominoes, column 9 down to H9 one cage, I9 alone. */
    static String dominoMap() {
        String symbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ";
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 8; c++) {
                sb.append(symbols.charAt(r * 4 + c / 2));
            }
            sb.append(r < 8 ? 'K' : 'L');
        }
        return sb.toString();
    }

    static String dominoSums() {
        String symbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ";
        StringBuilder sb = new StringBuilder();
        for (char ch : symbols.toCharArray()) {
            sb.append(ch).append("=10,");
        }
        return sb.append("K=40,L=5").toString();
    }
}
