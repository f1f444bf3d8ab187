package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.testdata.ReadmeExamples;
import sudoku.testdata.ReadmeExamples.Example;
import sudoku.testdata.ShellWords;

/**
 * Every {@code curl} line in a fenced block of the README runs against a real server and gets
 * the status it documents ({@code # HTTP 400} at the end of the line, 200 otherwise) with a
 * JSON answer.
 */
class ReadmeApiExamplesTest {
    private static final String DOCUMENTED = "http://127.0.0.1:8080";
    private static final Pattern STATUS = Pattern.compile("#\\s*HTTP\\s+(\\d+)\\s*$");

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("readme.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Example> examples() {
        return ReadmeExamples.startingWith("curl ").stream();
    }

    @Test
    void theReadmeShowsEveryRouteFamily() throws IOException {
        String all = String.join("\n", examples().map(Example::command).toList());
        for (String route : List.of("getpuzzle", "/api/solve", "/api/validate", "/api/hint", "/api/explain",
                "/api/rate", "/api/generate", "/api/techniques")) {
            assertThat(all).contains(route);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exampleWorks(Example example) {
        String command = example.command();
        int expected = 200;
        Matcher m = STATUS.matcher(command);
        if (m.find()) {
            expected = Integer.parseInt(m.group(1));
            command = command.substring(0, m.start());
        }
        List<String> words = ShellWords.split(command);
        String url = words.stream().filter(w -> w.startsWith(DOCUMENTED)).findFirst().orElseThrow();
        // curl --json sends the body with Content-Type: application/json, as every POST route requires
        int json = words.indexOf("--json");
        assertThat(words).as("a POST example sends JSON with --json (curl -d sends a form type, refused with a 415)")
                .doesNotContain("-d", "--data");
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.base + url.substring(DOCUMENTED.length())));
        if (json >= 0) {
            request.header("Content-Type", "application/json").header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(words.get(json + 1)));
        }
        TestServer.Reply r = server.send(request);
        assertThat(r.status()).as(r.text()).isEqualTo(expected);
        assertThat(r.json()).as("a JSON answer").isNotNull();
    }

}
