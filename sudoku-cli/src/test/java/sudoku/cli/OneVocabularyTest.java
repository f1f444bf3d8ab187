package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import sudoku.logic.view.internal.Records;
import sudoku.logic.view.internal.SolveView;
import sudoku.server.ServerOptions;
import sudoku.server.SudokuServer;

/**
 * The command line and the HTTP service write the same record for the same puzzle: the solve
 * record of {@code solve --format jsonl --count=N} and of {@code POST /api/solve} with
 * {@code limit} N agree field for field (the API has no input line), and use only the record's
 * names.
 */
class OneVocabularyTest {
    @TempDir
    static Path dir;
    private static SudokuServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws IOException {
        server = SudokuServer.start(ServerOptions.defaults().toBuilder().db(dir.resolve("records.db"))
                .host("127.0.0.1").port(0).stockPerLevel(0).build(), new PrintStream(new ByteArrayOutputStream(), true));
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        SolveCommandTest.EASY, SolveCommandTest.HARD, SolveCommandTest.MANY,
        "12345678." + "........9" + "...............................................................",
        ".2.......3.......4.......5.......6.......7.......8.......9.......1..............."})
    void aSolveIsTheSameRecordOnTheCommandLineAndTheApi(String puzzle) throws IOException, InterruptedException {
        Cli cli = Cli.run("solve", "--format", "jsonl", "--count=2", puzzle);
        JsonNode fromCli = Json.MAPPER.readTree(cli.out().strip());
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + puzzle + "\", \"limit\": 2}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode fromApi = Json.MAPPER.readTree(r.body());

        List<String> names = Records.jsonNames(SolveView.class);
        for (JsonNode record : List.of(fromCli, fromApi)) {
            for (Iterator<String> it = record.fieldNames(); it.hasNext(); ) {
                assertThat(names).as(record.toString()).contains(it.next());
            }
        }
        for (String field : names) {
            if (field.equals("line")) {
                assertThat(fromCli.get("line").asLong()).isEqualTo(1);
                assertThat(fromApi.has("line")).isFalse();
            } else {
                assertThat(fromApi.get(field)).as(field + " of " + puzzle).isEqualTo(fromCli.get(field));
            }
        }
        assertThat(fromApi.get("status").asText()).isIn("solved", "multiple", "unsolvable");
    }
}
