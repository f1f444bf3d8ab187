package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shape of the page's scripts, read from the files (no browser): no import circle among them;
 * the device's storage touched only in storage.js and the network only in api.js; the views
 * import neither another view nor an input handler (app.js wires the handlers to them).
 */
class PageScriptsTest {
    /** {@code import ... from './x.js'}, over several lines when the names are many. */
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s[^;]*?\\sfrom\\s+'([^']+)'");
    /** The modules that draw: given their handlers, never importing them. */
    private static final Set<String> VIEWS = Set.of("board.js", "chain.js", "print.js", "dialog.js");
    /** The modules that act on input and requests (and app.js, which wires them). */
    private static final Set<String> HANDLERS = Set.of("app.js", "input.js", "play.js", "own.js", "help.js", "steps.js",
            "trainer.js", "share.js", "community.js", "challenge.js", "away.js", "scan.js");

    /** Every script of the page, by its path under static/, with its text. */
    static Map<String, String> scripts() throws IOException, URISyntaxException {
        Path root = Path.of(PageScriptsTest.class.getClassLoader().getResource("static/index.html").toURI()).getParent();
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(p -> p.toString().endsWith(".js")).toList()) {
                out.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    /** The modules each script imports, as paths under static/. */
    static Map<String, List<String>> imports(Map<String, String> scripts) {
        Map<String, List<String>> out = new TreeMap<>();
        scripts.forEach((file, text) -> {
            List<String> targets = new ArrayList<>();
            Matcher m = IMPORT.matcher(text);
            while (m.find()) {
                targets.add(Path.of(file).resolveSibling(m.group(1)).normalize().toString().replace('\\', '/'));
            }
            out.put(file, targets);
        });
        return out;
    }

    /** A circle of imports, as the files along it with the first repeated at the end; empty when there is none. */
    static Optional<List<String>> circle(Map<String, List<String>> graph) {
        Map<String, Integer> state = new HashMap<>(); // absent: not seen; 1: on the path; 2: done
        for (String start : graph.keySet()) {
            Deque<String> path = new ArrayDeque<>();
            Optional<List<String>> found = visit(start, graph, state, path);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<List<String>> visit(String file, Map<String, List<String>> graph, Map<String, Integer> state,
                                                Deque<String> path) {
        Integer seen = state.get(file);
        if (seen != null && seen == 2) {
            return Optional.empty();
        }
        if (seen != null) {
            List<String> along = new ArrayList<>(path);
            List<String> loop = new ArrayList<>(along.subList(along.indexOf(file), along.size()));
            loop.add(file);
            return Optional.of(loop);
        }
        state.put(file, 1);
        path.addLast(file);
        for (String next : graph.getOrDefault(file, List.of())) {
            Optional<List<String>> found = visit(next, graph, state, path);
            if (found.isPresent()) {
                return found;
            }
        }
        path.removeLast();
        state.put(file, 2);
        return Optional.empty();
    }

    @Test
    void thePageScriptsImportNoCircle() throws Exception {
        Map<String, List<String>> graph = imports(scripts());
        assertThat(graph).containsKeys("app.js", "store.js", "storage.js", "api.js", "board.js", "i18n/en.js");
        assertThat(graph.get("app.js")).as("the imports are read").contains("store.js", "board.js", "input.js");
        graph.forEach((file, targets) -> assertThat(graph.keySet()).as(file + " imports scripts of the page").containsAll(targets));
        Optional<List<String>> loop = circle(graph);
        assertThat(loop).as("an import circle: " + loop.map(l -> String.join(" -> ", l)).orElse("")).isEmpty();
    }

    @Test
    void theCircleFinderFindsACircleAndNamesItsFiles() {
        Map<String, List<String>> graph = Map.of("a.js", List.of("b.js"), "b.js", List.of("c.js"), "c.js", List.of("a.js"),
                "d.js", List.of("a.js"));
        assertThat(circle(graph)).hasValueSatisfying(l -> {
            assertThat(l).hasSize(4);
            assertThat(l.get(0)).isEqualTo(l.get(3));
            assertThat(new TreeSet<>(l)).containsExactly("a.js", "b.js", "c.js");
        });
        assertThat(circle(Map.of("a.js", List.of("b.js", "c.js"), "b.js", List.of("c.js"), "c.js", List.of()))).isEmpty();
    }

    @Test
    void theDevicesStorageIsTouchedOnlyInStorageJs() throws Exception {
        Map<String, String> scripts = scripts();
        assertThat(scripts.get("storage.js")).contains("localStorage");
        List<String> others = scripts.entrySet().stream()
                .filter(e -> !e.getKey().equals("storage.js") && e.getValue().contains("localStorage")).map(Map.Entry::getKey).toList();
        assertThat(others).as("scripts naming localStorage besides storage.js").isEmpty();
    }

    @Test
    void requestsAreSentOnlyInApiJs() throws Exception {
        Map<String, String> scripts = scripts();
        Pattern fetch = Pattern.compile("\\bfetch\\(|XMLHttpRequest|sendBeacon");
        assertThat(fetch.matcher(scripts.get("api.js")).find()).isTrue();
        // the service worker runs apart from the page: it answers the page's own requests
        List<String> others = scripts.entrySet().stream()
                .filter(e -> !Set.of("api.js", "sw.js").contains(e.getKey()) && fetch.matcher(e.getValue()).find())
                .map(Map.Entry::getKey).toList();
        assertThat(others).as("scripts sending requests besides api.js").isEmpty();
    }

    @Test
    void viewsImportNoOtherViewAndNoHandler() throws Exception {
        Map<String, List<String>> graph = imports(scripts());
        assertThat(graph.keySet()).containsAll(VIEWS).containsAll(HANDLERS);
        for (String view : VIEWS) {
            assertThat(graph.get(view)).as(view + " imports").doesNotContainAnyElementsOf(VIEWS)
                    .doesNotContainAnyElementsOf(HANDLERS);
        }
    }
}
