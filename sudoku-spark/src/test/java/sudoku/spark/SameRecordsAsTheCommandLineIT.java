package sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import sudoku.cli.SudokuCommand;
import sudoku.logic.view.internal.Records;
import sudoku.logic.view.internal.SolveView;

/**
 * The cluster job writes the command line's solve record: for every line of a file, the job's
 * JSON and {@code sudoku solve --format jsonl --count=2 -f FILE} agree field for field, and the
 * job adds only where the line came from ({@code source}).
 */
class SameRecordsAsTheCommandLineIT {
    @TempDir
    Path dir;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void everyLineIsTheSameRecord() throws IOException {
        Path input = dir.resolve("mixed.txt");
        Files.write(input, List.of(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "2.............62....1....7......8...3...9...7...6..4...4....8....52.............3",
                "12345678.........9" + ".".repeat(63),
                "11" + ".".repeat(79),
                "not a puzzle",
                ".".repeat(80)));
        SparkSession spark = LocalSpark.session();
        Path out = dir.resolve("out");
        ClusterJob.run(spark, JobOptions.of(Operation.SOLVE, input.toString(), out.toString()));
        Map<Long, JsonNode> job = new HashMap<>();
        for (String line : ClusterCommandTest.partLines(out)) {
            JsonNode n = MAPPER.readTree(line);
            job.put(n.get("line").asLong(), n);
        }

        StringWriter text = new StringWriter();
        CommandLine cli = SudokuCommand.commandLine();
        cli.setOut(new PrintWriter(text, true));
        cli.setErr(new PrintWriter(new StringWriter(), true));
        cli.execute("solve", "--format", "jsonl", "--count=2", "-f", input.toString());
        String[] lines = text.toString().strip().split("\n");
        assertThat(lines).hasSize(7);
        assertThat(job).hasSize(7);

        List<String> names = Records.jsonNames(SolveView.class);
        for (String line : lines) {
            JsonNode fromCli = MAPPER.readTree(line);
            JsonNode fromJob = job.get(fromCli.get("line").asLong());
            assertThat(fromJob).as(line).isNotNull();
            for (Iterator<String> it = fromJob.fieldNames(); it.hasNext(); ) {
                String field = it.next();
                assertThat(names).as(field).contains(field);
                if (!field.equals("source")) {
                    assertThat(fromJob.get(field)).as(field + " of line " + fromCli.get("line")).isEqualTo(fromCli.get(field));
                }
            }
            for (Iterator<String> it = fromCli.fieldNames(); it.hasNext(); ) {
                String field = it.next();
                assertThat(fromJob.get(field)).as(field + " of line " + fromCli.get("line")).isEqualTo(fromCli.get(field));
            }
            assertThat(fromJob.get("source").asText()).endsWith("mixed.txt");
        }
    }
}
