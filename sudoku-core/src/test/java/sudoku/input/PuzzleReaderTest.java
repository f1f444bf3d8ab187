package sudoku.input;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.Variant;

class PuzzleReaderTest {
    static final String P1 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String P2 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static List<PuzzleRecord> read(String text) {
        List<PuzzleRecord> out = new ArrayList<>();
        new PuzzleReader(new StringReader(text)).forEachRemaining(out::add);
        return out;
    }

    @Test
    void skipsBlankLinesAndCommentsAcceptsCrlf() {
        List<PuzzleRecord> records = read("# a comment\r\n" + P1 + "\r\n\r\n" + P2 + "\r\n");
        assertThat(records).extracting(PuzzleRecord::line).containsExactly(2L, 4L);
        assertThat(records).allMatch(PuzzleRecord::isValid);
        assertThat(records.get(1).grid().toLine()).isEqualTo(P2);
    }

    @Test
    void readsADisplayedGridAsOnePuzzle() {
        String shown = GridFormat.display(Grid.parse(P1));
        List<PuzzleRecord> records = read(P2 + "\n\n" + shown + "\n" + P1 + "\n");
        assertThat(records).extracting(PuzzleRecord::line).containsExactly(1L, 3L, 15L);
        assertThat(records.get(1).grid().toLine()).isEqualTo(P1);
        assertThat(records.get(1).text()).isEqualTo(P1);
    }

    @Test
    void readsNineCompactRowsAsOneGrid() {
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            rows.append(P1, r * 9, r * 9 + 9).append('\n');
        }
        List<PuzzleRecord> records = read(rows.toString());
        assertThat(records).hasSize(1);
        assertThat(records.get(0).grid().toLine()).isEqualTo(P1);
    }

    @Test
    void garbageIsReportedWithItsLineNeverDropped() {
        List<PuzzleRecord> records = read(P1 + "\nhello world\n" + P1.substring(3) + "\n" + P2.replace('4', 'z') + "\n");
        assertThat(records).hasSize(4);
        assertThat(records.get(0).isValid()).isTrue();
        assertThat(records.get(1).error()).startsWith("line 2: 10 cells");
        assertThat(records.get(2).error()).startsWith("line 3: 78 cells");
        assertThat(records.get(3).error()).startsWith("line 4, column 1 (cell A1): 'z'");
    }

    @Test
    void anIncompleteDecoratedGridIsOneInvalidRecord() {
        String shown = GridFormat.display(Grid.parse(P1));
        String firstFour = String.join("\n", shown.lines().limit(5).toList());
        List<PuzzleRecord> records = read(firstFour + "\n\n" + P2 + "\n");
        assertThat(records).hasSize(2);
        assertThat(records.get(0).error()).contains("needs 9 rows, found 4");
        assertThat(records.get(1).isValid()).isTrue();
    }

    @Test
    void clashingCluesAreInvalidWithTheUnitNamed() {
        String clash = "55" + P1.substring(2).replace('5', '.');
        List<PuzzleRecord> records = read(clash + "\n");
        assertThat(records.get(0).error()).startsWith("line 1: clashing clues: digit 5 twice in row A: A1 and A2");
    }

    @Test
    void warnsWhenFewCluesCannotBeUnique() {
        PuzzleRecord r = PuzzleRecord.of(1, "1" + ".".repeat(80));
        assertThat(r.isValid()).isTrue();
        assertThat(r.warnings()).singleElement().asString().contains("at least 17");
        PuzzleRecord seven = PuzzleRecord.of(1, P1.replace('8', '.').replace('9', '.'));
        assertThat(seven.warnings()).singleElement().asString().contains("7 distinct digits");
    }

    @Test
    void aJsonLineGoesToTheJsonReaderInItsPlaceOrIsInvalidWithoutOne() {
        String text = P1 + "\n{\"puzzle\": \"" + P2 + "\"}\n" + P2 + "\n";
        List<PuzzleRecord> plain = read(text);
        assertThat(plain).extracting(PuzzleRecord::line).containsExactly(1L, 2L, 3L);
        assertThat(plain.get(1).isValid()).isFalse();
        assertThat(plain.get(1).error()).isEqualTo("line 2: a JSON puzzle, which this reader does not read");
        List<PuzzleRecord> withJson = new ArrayList<>();
        new PuzzleReader(new StringReader(text), Variant.NONE,
                (line, json, variant) -> PuzzleRecord.of(line, json.substring(12, 12 + 81), variant))
                .forEachRemaining(withJson::add);
        assertThat(withJson).allMatch(PuzzleRecord::isValid);
        assertThat(withJson).extracting(r -> r.grid().toLine()).containsExactly(P1, P2, P2);
    }
}
