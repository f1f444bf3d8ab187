package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import sudoku.testdata.TestData;

class VariantRecordTest {
    static Stream<String> dataLines() {
        return TestData.variantLines().stream();
    }

    @ParameterizedTest
    @MethodSource("dataLines")
    void everyVariantPuzzleComesBackFromItsRecord(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        VariantRecord record = VariantRecord.of(puzzle);
        assertThat(record.variant()).isEqualTo(line.substring(0, line.indexOf(':')));
        assertThat(record.toGrid()).isEqualTo(puzzle);
    }

    @Test
    void aKillerRecordNamesItsCagesCells() {
        String line = "killer:" + VariantFormatTest.dominoMap() + " " + VariantFormatTest.dominoSums();
        VariantRecord record = VariantRecord.of(VariantFormat.parse(line, Variant.NONE));
        assertThat(record.cages()).hasSize(38);
        assertThat(record.cages().get(0)).isEqualTo(new VariantRecord.CageRecord(10, List.of("A1", "A2")));
        assertThat(record.regions()).isNull();
        VariantRecord noGivens = new VariantRecord("killer", null, null, record.cages());
        assertThat(noGivens.toGrid().clueCount()).isZero();
    }

    @Test
    void badRecordsSayWhat() {
        String line = "killer:" + VariantFormatTest.dominoMap() + " " + VariantFormatTest.dominoSums();
        List<VariantRecord.CageRecord> cages = VariantRecord.of(VariantFormat.parse(line, Variant.NONE)).cages();
        List<VariantRecord.CageRecord> twice = new java.util.ArrayList<>(cages);
        twice.set(37, new VariantRecord.CageRecord(14, List.of("I8", "I9")));
        assertThatThrownBy(() -> new VariantRecord("killer", null, null, twice).toGrid())
                .isInstanceOf(PuzzleFormatException.class).hasMessage("cell I8 is in two cages: cage 37 and cage 38");
        List<VariantRecord.CageRecord> badCell = new java.util.ArrayList<>(cages);
        badCell.set(0, new VariantRecord.CageRecord(10, List.of("A1", "Z2")));
        assertThatThrownBy(() -> new VariantRecord("killer", null, null, badCell).toGrid())
                .hasMessage("cage 1: 'Z2' is not a cell of a 9x9 board");
        assertThatThrownBy(() -> new VariantRecord("jigsaw", ".".repeat(81), null, null).toGrid())
                .hasMessage("a jigsaw puzzle has \"regions\" and no \"cages\"");
        assertThatThrownBy(() -> new VariantRecord("x", null, null, null).toGrid())
                .hasMessage("a x puzzle needs its \"puzzle\"");
    }

    @Test
    void aKillerWithoutGivensHasTheSizeOfItsCages() {
        List<VariantRecord.CageRecord> cages = List.of(
                new VariantRecord.CageRecord(3, List.of("A1", "A2")), new VariantRecord.CageRecord(7, List.of("A3", "A4")),
                new VariantRecord.CageRecord(5, List.of("B1", "C1")), new VariantRecord.CageRecord(6, List.of("B2", "B3")),
                new VariantRecord.CageRecord(4, List.of("B4", "C4")), new VariantRecord.CageRecord(5, List.of("C2", "C3")),
                new VariantRecord.CageRecord(7, List.of("D1", "D2")), new VariantRecord.CageRecord(3, List.of("D3", "D4")));
        Grid small = new VariantRecord("killer", null, null, cages).toGrid();
        assertThat(small.geometry().side()).isEqualTo(4);
        assertThat(VariantFormat.write(small)).isEqualTo("killer:aabbcddecffegghh a=3,b=7,c=5,d=6,e=4,f=5,g=7,h=3");
    }
}
