package sudoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.server.ChallengeAnswer;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * {@code sudoku challenge}: the seed's client as a command. Gets a puzzle from a server that
 * speaks the challenge API, solves it, submits the main diagonal of the solution and prints the
 * server's verdict as the server sent it.
 */
@Command(name = "challenge",
        description = {"Play the diagonal challenge against a server: get a puzzle, solve it, submit the",
                "9 digits of the solution's main diagonal (A1, B2, ... I9) and print the server's verdict."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku challenge --email you@example.com     # against 'sudoku serve' here",
                "  sudoku challenge --level hard --email you@example.com --format json",
                "  sudoku challenge --server https://sudoku.example.com/ --email you@example.com",
                "  SUDOKU_EMAIL=you@example.com sudoku challenge --answer 123456789",
                "",
                "Any server with the same API will do: GET SERVER/demo/sudoku/v0.1/getpuzzle",
                "answers {\"puzzle\": \"81 chars\", ...}; POST SERVER/demo/sudoku/v0.1/submit",
                "takes {\"puzzle\", \"email\", \"answer\"}, plus \"challenge\" when getpuzzle gave one.",
                "A puzzle with more than one solution is still played: the diagonal of the",
                "first solution found is submitted, with a warning on stderr.",
                "",
                "Exit codes: 0 correct, 7 not correct, 2 bad options, 1 any other error",
                "(server unreachable, an HTTP error, an answer that is not JSON, a puzzle",
                "that is invalid or has no solution: then nothing is submitted)."})
public final class ChallengeCommand implements Callable<Integer> {
    /** The path of the challenge routes, below the server's URL. */
    static final String API = "demo/sudoku/v0.1/";
    /** The most bytes read from one answer of the server. */
    private static final int MAX_BODY = 1 << 20;
    /** The longest a connection may take to open, whatever {@code --timeout} says. */
    private static final Duration CONNECT = Duration.ofSeconds(10);

    /** What the command prints on standard output. */
    enum Format { text, json }

    @Spec
    CommandSpec spec;

    @Option(names = "--server", paramLabel = "URL", defaultValue = "${env:SUDOKU_SERVER:-http://127.0.0.1:8080/}",
            description = "The server (default: $SUDOKU_SERVER, else http://127.0.0.1:8080/, where 'sudoku serve' "
                    + "listens).")
    String server;

    @Option(names = "--level", paramLabel = "LEVEL",
            description = "Ask for a puzzle of this level (our server: easy, medium, hard, expert, extreme).")
    String level;

    @Option(names = "--email", paramLabel = "ADDRESS",
            description = "The e-mail address the answer is submitted with (default: $SUDOKU_EMAIL).")
    String email;

    @Option(names = "--answer", paramLabel = "DIGITS",
            description = "Submit these 9 digits (1-9) instead of solving the puzzle.")
    String answer;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (the puzzle, the diagonal and the server's message) or json (only the "
                    + "server's answer to the submission, as it sent it); default: ${DEFAULT-VALUE}.")
    Format format;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "Longest wait for each answer of the server; connecting waits at most 10 s "
                    + "(default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    /** An error that ends the command with exit code 1 and a message on stderr. */
    private static class Failure extends Exception {
        Failure(String message) {
            super(message);
        }
    }

    /** One answer of the server: its status, the body as text and as JSON (null when not JSON). */
    private record Reply(int status, String text, JsonNode json, String retryAfter) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String address = email != null ? email : System.getenv("SUDOKU_EMAIL");
        if (address == null || address.isBlank()) {
            err.println("error: missing --email ADDRESS (or set the environment variable SUDOKU_EMAIL)");
            return ExitCodes.USAGE;
        }
        if (answer != null && !answer.matches("[1-9]{9}")) {
            err.println("error: --answer must be 9 digits 1-9 (the main diagonal A1, B2, ... I9), got '"
                    + answer + "'");
            return ExitCodes.USAGE;
        }
        if (timeoutSeconds < 1) {
            err.println("error: --timeout must be at least 1 second");
            return ExitCodes.USAGE;
        }
        URI base;
        try {
            base = base(server);
        } catch (IllegalArgumentException e) {
            err.println("error: --server: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try {
            return play(base, address, out, err);
        } catch (Failure e) {
            out.flush();
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("error: interrupted");
            return ExitCodes.ERROR;
        }
    }

    private int play(URI base, String address, PrintWriter out, PrintWriter err)
            throws Failure, InterruptedException {
        Duration timeout = Duration.ofSeconds(timeoutSeconds);
        Duration connect = timeout.compareTo(CONNECT) < 0 ? timeout : CONNECT;
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connect)
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build();
        boolean text = format == Format.text;

        URI get = base.resolve(API + "getpuzzle"
                + (level == null ? "" : "?level=" + URLEncoder.encode(level, StandardCharsets.UTF_8)));
        Reply served = send(client, HttpRequest.newBuilder(get).GET().timeout(timeout), get);
        JsonNode puzzleNode = served.json.get("puzzle");
        if (puzzleNode == null || !puzzleNode.isTextual()) {
            throw new Failure(get + " answered no \"puzzle\": " + clip(served.text));
        }
        String puzzle = puzzleNode.asText();
        JsonNode challengeNode = served.json.get("challenge");
        String challenge = challengeNode != null && challengeNode.isTextual() ? challengeNode.asText() : null;
        Grid grid = parse(puzzle, get);
        if (text) {
            out.println("Puzzle from " + base + describe(served.json, challenge) + ":");
            out.print(GridFormat.display(grid));
        }

        String diagonal;
        if (answer != null) {
            diagonal = answer;
        } else {
            diagonal = solve(grid, get, err);
            if (text) {
                out.println("Solved; the main diagonal A1, B2, ... I9 is " + diagonal);
            }
        }
        out.flush();

        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("puzzle", puzzle);
        body.put("email", address);
        body.put("answer", diagonal);
        if (challenge != null) {
            body.put("challenge", challenge);
        }
        URI post = base.resolve(API + "submit");
        Reply verdict;
        try {
            verdict = send(client, HttpRequest.newBuilder(post).timeout(timeout)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(Json.line(body), StandardCharsets.UTF_8)), post);
        } catch (HttpError e) {
            if (!text && e.reply.json != null) {
                out.println(e.reply.text.strip());
                out.flush();
            }
            throw e;
        }
        JsonNode correct = verdict.json.get("correct");
        JsonNode message = verdict.json.get("message");
        if (text) {
            out.println(message != null && message.isTextual() ? message.asText() : verdict.text.strip());
        } else {
            out.println(verdict.text.strip());
        }
        out.flush();
        if (correct == null || !correct.isBoolean()) {
            JsonNode status = verdict.json.get("status");
            throw new Failure(post + " answered "
                    + (status != null && !"ok".equals(status.asText()) ? "status \"" + status.asText() + "\""
                    : "no \"correct\": true or false") + ": " + clip(verdict.text));
        }
        return correct.booleanValue() ? ExitCodes.OK : ExitCodes.NOT_CORRECT;
    }

    /** The server's URL as a base the API paths resolve against (ending with '/'). */
    static URI base(String url) {
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a URL: " + e.getMessage());
        }
        String scheme = uri.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                || uri.getHost() == null) {
            throw new IllegalArgumentException("expected http://HOST[:PORT]/ or https://..., got '" + url + "'");
        }
        if (uri.getQuery() != null || uri.getFragment() != null) {
            throw new IllegalArgumentException("the server's URL takes no query or fragment: '" + url + "'");
        }
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        if (!path.endsWith("/")) {
            path += "/";
        }
        return URI.create(scheme.toLowerCase(java.util.Locale.ROOT) + "://" + uri.getRawAuthority() + path);
    }

    /** " (level L, challenge ID)" from what getpuzzle said, or nothing when it said neither. */
    private static String describe(JsonNode served, String challenge) {
        JsonNode level = served.get("level");
        StringBuilder sb = new StringBuilder();
        if (level != null && level.isTextual() && !level.asText().isEmpty()) {
            sb.append("level ").append(level.asText());
        }
        if (challenge != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("challenge ").append(challenge);
        }
        return sb.length() == 0 ? "" : " (" + sb + ")";
    }

    /** The server's puzzle as a 9x9 grid without clashing clues. */
    private static Grid parse(String puzzle, URI from) throws Failure {
        Grid grid;
        try {
            grid = Grid.parse(puzzle);
        } catch (PuzzleFormatException e) {
            throw new Failure(from + " served a puzzle that cannot be read: " + e.getMessage());
        }
        if (!grid.geometry().equals(Geometry.CLASSIC)) {
            throw new Failure(from + " served a " + grid.geometry().side() + "x" + grid.geometry().side()
                    + " puzzle; the challenge is played on 9x9 boards");
        }
        Optional<String> clash = grid.firstConflict();
        if (clash.isPresent()) {
            throw new Failure(from + " served an invalid puzzle: " + clash.get());
        }
        return grid;
    }

    /**
     * The main diagonal of the puzzle's solution. When there is more than one solution the first
     * found is used and a warning says so: the server decides which one it accepts.
     */
    private static String solve(Grid grid, URI from, PrintWriter err) throws Failure {
        SolveResult result = Solvers.best(grid.geometry()).solve(grid, 2);
        if (result.solutions().isEmpty()) {
            throw new Failure(from + " served a puzzle with no solution: " + grid.toLine());
        }
        if (result.count() > 1) {
            err.println("warning: the puzzle from " + from + " has more than one solution; submitting the "
                    + "diagonal of the first one found");
            err.flush();
        }
        return ChallengeAnswer.of(result.solutions().get(0));
    }

    /** An answer with an HTTP error status. */
    private static final class HttpError extends Failure {
        final Reply reply;

        HttpError(String message, Reply reply) {
            super(message);
            this.reply = reply;
        }
    }

    /** Sends a request and returns the server's JSON answer; anything else is a {@link Failure}. */
    private Reply send(HttpClient client, HttpRequest.Builder request, URI uri)
            throws Failure, InterruptedException {
        int status;
        String body;
        String retryAfter;
        try {
            HttpResponse<InputStream> response = client.send(request.header("Accept", "application/json").build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            status = response.statusCode();
            retryAfter = response.headers().firstValue("Retry-After").orElse(null);
            byte[] bytes;
            try (InputStream in = response.body()) {
                bytes = in.readNBytes(MAX_BODY + 1);
            }
            if (bytes.length > MAX_BODY) {
                throw new Failure(uri + " answered more than " + MAX_BODY + " bytes");
            }
            body = new String(bytes, StandardCharsets.UTF_8);
        } catch (HttpConnectTimeoutException e) {
            throw new Failure("cannot reach the server at " + uri + ": no connection within "
                    + Math.min(timeoutSeconds, CONNECT.toSeconds()) + " s");
        } catch (HttpTimeoutException e) {
            throw new Failure("the server at " + uri + " did not answer within " + timeoutSeconds
                    + " s (--timeout)");
        } catch (IOException e) {
            throw new Failure("cannot reach the server at " + uri + ": " + reason(e));
        }
        JsonNode json = null;
        try {
            json = body.isBlank() ? null : Json.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            // not JSON: said below
        }
        Reply reply = new Reply(status, body, json != null && json.isObject() ? json : null, retryAfter);
        if (status < 200 || status > 299) {
            StringBuilder sb = new StringBuilder(uri + " answered HTTP " + status);
            // our error record says what is wrong in "error"; other servers of the seed's API may use "message"
            JsonNode message = reply.json == null ? null
                    : reply.json.has("error") ? reply.json.get("error") : reply.json.get("message");
            if (message != null && message.isTextual()) {
                sb.append(": ").append(message.asText());
                JsonNode field = reply.json.get("field");
                if (field != null && field.isTextual()) {
                    sb.append(" (field ").append(field.asText()).append(')');
                }
            } else if (!body.isBlank()) {
                sb.append(": ").append(clip(body));
            }
            if (retryAfter != null) {
                sb.append("; retry after ").append(retryAfter).append(" s");
            }
            throw new HttpError(sb.toString(), reply);
        }
        if (reply.json == null) {
            throw new Failure(uri + (json == null ? " answered something that is not JSON: "
                    : " answered JSON that is not an object: ") + (body.isBlank() ? "(nothing)" : clip(body)));
        }
        return reply;
    }

    /** Why a connection failed, in words (the JDK's messages are often empty). */
    private static String reason(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
                return "unknown host";
            }
        }
        String message = e.getMessage();
        if (e instanceof ConnectException && (message == null || message.isBlank())) {
            return "connection refused";
        }
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    /** The first 200 characters of a text, on one line. */
    static String clip(String text) {
        String oneLine = text.strip().replaceAll("\\s+", " ");
        return oneLine.length() <= 200 ? "\"" + oneLine + "\"" : "\"" + oneLine.substring(0, 200) + "\"...";
    }
}
