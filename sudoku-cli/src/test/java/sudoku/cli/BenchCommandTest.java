package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudoku bench} reports one row or JSON object per file with the promised fields. */
class BenchCommandTest {
    @Test
    void jsonlHasOneObjectPerFileWithEveryField(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("with-a-bad-line.txt");
        List<String> lines = Files.readAllLines(BatchSolveTest.dataFile("hardest.txt"));
        Files.write(bad, lines.subList(0, 5));
        Files.writeString(bad, "this line is no puzzle\n", java.nio.file.StandardOpenOption.APPEND);
        String top95 = BatchSolveTest.dataFile("top95.txt").toString();
        Cli run = Cli.run("bench", "--seconds", "0.2", "--warmup", "0.05",
                "--format", "jsonl", top95, bad.toString());
        assertThat(run.exitCode()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(2);
        JsonNode first = Json.MAPPER.readTree(out.get(0));
        for (String field : List.of("file", "puzzles", "seconds", "puzzles_per_second", "usec_per_puzzle",
                "no_guess_percent", "guesses_per_puzzle", "branch_nodes_per_puzzle")) {
            assertThat(first.has(field)).as(field).isTrue();
        }
        // top95 needs search: a tree of at least one node per puzzle that guessed, never more nodes than guesses
        assertThat(first.get("branch_nodes_per_puzzle").asDouble()).isPositive()
                .isLessThanOrEqualTo(first.get("guesses_per_puzzle").asDouble());
        assertThat(first.get("file").asText()).isEqualTo(top95);
        assertThat(first.get("puzzles").asInt()).isEqualTo(95);
        assertThat(first.get("seconds").asDouble()).isGreaterThanOrEqualTo(0.2);
        double rate = first.get("puzzles_per_second").asDouble();
        assertThat(rate).isPositive();
        assertThat(first.get("usec_per_puzzle").asDouble()).isCloseTo(1e6 / rate, org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(Json.MAPPER.readTree(out.get(1)).get("puzzles").asInt()).isEqualTo(countPuzzles(lines.subList(0, 5)));
        assertThat(run.err()).contains(":" + 6 + ": skipped:");
    }

    @Test
    void theTableNamesEachFileAndTheTeachingEngineCanBeBenched() {
        String file = BatchSolveTest.dataFile("hardest.txt").toString();
        Cli run = Cli.run("bench", "--seconds", "0.1", "--warmup", "0",
                "--engine", "teaching", file);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("engine teaching").contains("puzzles/s").contains(file);
    }

    @Test
    void theLogicBenchTimesRateBesideExplainPerSet(@TempDir Path dir) throws Exception {
        Path few = dir.resolve("few.txt");
        Files.write(few, Files.readAllLines(BatchSolveTest.dataFile("easy50.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).limit(3).toList());
        Cli jsonl = Cli.run("bench", "--logic", "--warmup", "0", "--format", "jsonl", few.toString());
        assertThat(jsonl.exitCode()).isZero();
        JsonNode set = Json.MAPPER.readTree(jsonl.out().strip());
        assertThat(set.get("puzzles").asInt()).isEqualTo(3);
        for (String kind : List.of("rate", "explain")) {
            double median = set.get(kind + "_cpu_seconds_median").asDouble();
            double p90 = set.get(kind + "_cpu_seconds_p90").asDouble();
            assertThat(median).as(kind).isPositive().isLessThanOrEqualTo(p90);
            assertThat(p90).as(kind).isLessThanOrEqualTo(set.get(kind + "_cpu_seconds_max").asDouble());
        }
        assertThat(set.get("ratio_of_medians").asDouble()).isCloseTo(set.get("explain_cpu_seconds_median").asDouble()
                / set.get("rate_cpu_seconds_median").asDouble(), org.assertj.core.data.Percentage.withPercentage(1));
        Cli table = Cli.run("bench", "--logic", "--warmup", "0", few.toString());
        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).contains("explain med").contains("ratio of med").contains(few.toString());
    }

    private static int countPuzzles(List<String> lines) {
        return (int) lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).count();
    }
}
