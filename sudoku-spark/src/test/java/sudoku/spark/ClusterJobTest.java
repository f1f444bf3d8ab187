package sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.core.PuzzleReader;
import sudoku.core.PuzzleRecord;
import sudoku.solve.Verdict;

class ClusterJobTest {
    @TempDir
    static Path dir;
    static TestCollection data;
    static SparkSession spark;

    @BeforeAll
    static void setUp() throws IOException {
        data = TestCollection.write(dir, 1200, 20261125L);
        spark = LocalSpark.session();
    }

    private static String inputs() {
        return data.first + "," + data.second;
    }

    @Test
    void solveWritesOneRecordPerPuzzleWithTheCliLineNumbersAcrossSplits() throws IOException {
        Path out = dir.resolve("solved");
        JobSummary summary = ClusterJob.run(spark,
                JobOptions.of(Operation.SOLVE, inputs(), out.toString()).withSplitBytes(8 << 10));
        Map<String, Row> byPlace = byPlace(spark.read().json(out.toString()).collectAsList());

        // the CLI's reader is the reference: same puzzle lines, same numbers, same errors
        Map<String, PuzzleRecord> cli = readWithCli();
        assertThat(byPlace.keySet()).containsExactlyInAnyOrderElementsOf(cli.keySet());
        assertThat(byPlace.keySet()).containsExactlyInAnyOrderElementsOf(data.expected.keySet());
        cli.forEach((place, record) -> {
            Row row = byPlace.get(place);
            assertThat(row.<String>getAs("puzzle")).as(place).isEqualTo(record.text());
            assertThat((String) row.getAs("error")).as(place).isEqualTo(record.error());
        });
        data.expected.forEach((place, e) -> {
            Row row = byPlace.get(place);
            assertThat(row.<String>getAs("status")).as(place).isEqualTo(e.status());
            if (e.status().equals("solved")) {
                Grid solution = Grid.parse(row.getAs("solution"));
                assertThat(solution.isSolutionOf(Grid.parse(row.getAs("puzzle")))).as(place).isTrue();
                assertThat(row.<Long>getAs("solutions")).isEqualTo(1L);
                assertThat(row.<Boolean>getAs("unique")).isTrue();
            }
            if (e.status().equals("multiple")) {
                assertThat(row.<Long>getAs("solutions")).as(place).isEqualTo(2L);
                assertThat(row.<Boolean>getAs("unique")).isFalse();
            }
        });

        assertThat(summary.balanced()).isTrue();
        assertThat(summary.puzzlesIn()).isEqualTo(data.expected.size());
        assertThat(summary.records()).isEqualTo(data.expected.size());
        assertThat(summary.files()).isEqualTo(2);
        assertThat(summary.lines()).isEqualTo(lineCount(data.first) + lineCount(data.second));
        for (Verdict.Status s : Verdict.Status.values()) {
            assertThat(summary.count(s)).as(s.word()).isEqualTo(data.count(s.word()));
        }
        assertThat(data.count("multiple")).isPositive();
        assertThat(data.count("unsolvable")).isPositive();
        assertThat(data.count("invalid")).isPositive();
    }

    @Test
    void countWritesParquetWithCountsAndNoSolutions() {
        Path out = dir.resolve("counted");
        JobSummary summary = ClusterJob.run(spark,
                JobOptions.of(Operation.COUNT, inputs(), out.toString()).withFormat(OutputFormat.PARQUET));
        var table = spark.read().parquet(out.toString());
        assertThat(table.columns()).contains("source", "line", "puzzle", "status", "solutions", "unique")
                .doesNotContain("solution");
        Map<String, Row> byPlace = byPlace(table.collectAsList());
        assertThat(byPlace).hasSize(data.expected.size());
        data.expected.forEach((place, e) -> {
            Row row = byPlace.get(place);
            assertThat(row.<String>getAs("status")).as(place).isEqualTo(e.status());
            Long solutions = row.getAs("solutions");
            switch (e.status()) {
                case "solved" -> assertThat(solutions).isEqualTo(1L);
                case "multiple" -> assertThat(solutions).isEqualTo(2L);
                case "unsolvable" -> assertThat(solutions).isEqualTo(0L);
                default -> assertThat(solutions).isNull();
            }
        });
        assertThat(summary.balanced()).isTrue();
    }

    private static Map<String, Row> byPlace(List<Row> rows) {
        Map<String, Row> byPlace = new HashMap<>();
        for (Row r : rows) {
            String source = r.getAs("source");
            String place = source.substring(source.lastIndexOf('/') + 1) + ":" + r.<Long>getAs("line");
            assertThat(byPlace.put(place, r)).as("one record for " + place).isNull();
        }
        return byPlace;
    }

    private static Map<String, PuzzleRecord> readWithCli() throws IOException {
        Map<String, PuzzleRecord> records = new HashMap<>();
        for (Path file : List.of(data.first, data.second)) {
            try (Reader r = Files.newBufferedReader(file); PuzzleReader reader = new PuzzleReader(r)) {
                List<PuzzleRecord> all = new ArrayList<>();
                reader.forEachRemaining(all::add);
                all.forEach(p -> records.put(file.getFileName() + ":" + p.line(), p));
            }
        }
        return records;
    }

    private static long lineCount(Path file) throws IOException {
        try (var lines = Files.newBufferedReader(file).lines()) {
            return lines.count();
        }
    }
}
