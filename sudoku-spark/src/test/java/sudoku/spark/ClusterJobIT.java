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
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;
import sudoku.solve.Verdict;

class ClusterJobIT {
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

    @Test
    void dedupGroupsSymmetricCopiesAndKeepsEveryBadLine() {
        Path out = dir.resolve("groups");
        JobSummary summary = ClusterJob.run(spark, JobOptions.of(Operation.DEDUP, inputs(), out.toString()));
        List<Row> rows = spark.read().json(out.toString()).collectAsList();

        Map<String, Set<String>> expectedGroups = new HashMap<>();
        data.expected.forEach((place, e) -> {
            if (e.group() != null) {
                expectedGroups.computeIfAbsent(e.group(), g -> new TreeSet<>()).add(place);
            }
        });
        Set<String> invalidSeen = new TreeSet<>();
        Set<String> groupsSeen = new TreeSet<>();
        long occurrences = 0;
        for (Row row : rows) {
            String first = place(row);
            TestCollection.Expected e = data.expected.get(first);
            assertThat(row.<String>getAs("status")).as(first).isEqualTo(e.status());
            Set<String> places = new TreeSet<>();
            for (Row s : row.<Row>getList(row.fieldIndex("sources"))) {
                places.add(place(s));
            }
            long n = row.<Long>getAs("occurrences");
            assertThat(places).as(first).hasSize((int) n).contains(first);
            assertThat(row.<Long>getAs("duplicates")).isEqualTo(n - 1);
            occurrences += n;
            if (e.group() == null) {
                assertThat(places).containsExactly(first);
                assertThat(invalidSeen.add(first)).isTrue();
            } else {
                assertThat(places).as("group of " + first).isEqualTo(expectedGroups.get(e.group()));
                assertThat(first).isEqualTo(expectedGroups.get(e.group()).stream()
                        .min(ClusterJobIT::byFileThenLine).orElseThrow());
                assertThat(groupsSeen.add(e.group())).as("one record for group " + e.group()).isTrue();
                assertThat(row.<String>getAs("canonical")).hasSize(81);
            }
        }
        assertThat(groupsSeen).isEqualTo(expectedGroups.keySet());
        assertThat(invalidSeen).hasSize((int) data.count("invalid"));
        assertThat(expectedGroups.values()).anyMatch(g -> g.size() > 2);
        assertThat(occurrences).isEqualTo(data.expected.size());
        assertThat(summary.balanced()).isTrue();
        assertThat(summary.records()).isEqualTo(rows.size());
    }

    @Test
    void rateGivesEquivalentPuzzlesTheSameRatingAndCanonicalForm() throws IOException {
        List<String> originals = Files.readAllLines(data.first).stream()
                .filter(l -> l.length() == 81 && l.chars().filter(ch -> ch == '.').count() == 64).limit(12).toList();
        SplittableRandom random = new SplittableRandom(7);
        StringBuilder text = new StringBuilder();
        for (String p : originals) {
            text.append(p).append('\n').append(TestCollection.transformed(Grid.parse(p), random).toLine()).append('\n');
        }
        text.append(".................................................................................\nbad line\n");
        Path in = dir.resolve("rate.txt");
        Files.writeString(in, text);
        Path out = dir.resolve("rated");
        JobSummary summary = ClusterJob.run(spark,
                JobOptions.of(Operation.RATE, in.toString(), out.toString()).withCanonical(true));
        List<Row> rows = spark.read().json(out.toString()).orderBy("line").collectAsList();

        assertThat(rows).hasSize(originals.size() * 2 + 2);
        for (int i = 0; i < originals.size(); i++) {
            Row original = rows.get(2 * i);
            Row copy = rows.get(2 * i + 1);
            assertThat(original.<String>getAs("status")).isEqualTo("solved");
            assertThat(original.<Double>getAs("rating")).isPositive();
            assertThat(original.<String>getAs("level")).isNotBlank();
            for (String column : List.of("rating", "level", "hardest", "canonical")) {
                assertThat((Object) copy.getAs(column)).as(column + " of line " + copy.getAs("line"))
                        .isEqualTo(original.getAs(column));
            }
        }
        Row empty = rows.get(rows.size() - 2);
        assertThat(empty.<String>getAs("status")).isEqualTo("multiple");
        assertThat(empty.<Object>getAs("rating")).isNull();
        assertThat(rows.get(rows.size() - 1).<String>getAs("status")).isEqualTo("invalid");
        assertThat(summary.balanced()).isTrue();
    }

    private static String place(Row row) {
        String source = row.getAs("source");
        return source.substring(source.lastIndexOf('/') + 1) + ":" + row.<Long>getAs("line");
    }

    private static int byFileThenLine(String a, String b) {
        String[] x = a.split(":");
        String[] y = b.split(":");
        int c = x[0].compareTo(y[0]);
        return c != 0 ? c : Long.compare(Long.parseLong(x[1]), Long.parseLong(y[1]));
    }

    private static Map<String, Row> byPlace(List<Row> rows) {
        Map<String, Row> byPlace = new HashMap<>();
        for (Row r : rows) {
            String place = place(r);
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
