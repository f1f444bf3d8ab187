package sudoku.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import sudoku.core.Grid;
import sudoku.core.GridFormat;

/**
 * Puzzles from the collections shipped with the server (easy50, top95, hardest), one collection
 * per level. Every puzzle there has a unique solution.
 */
public final class BuiltInPuzzles implements PuzzleSource {
    private static final Map<String, String> FILES = Map.of(
            "easy", "puzzles/easy50.txt", "hard", "puzzles/top95.txt", "expert", "puzzles/hardest.txt");
    private static final List<String> LEVELS = List.of("easy", "hard", "expert");

    private final Map<String, List<Grid>> byLevel = new ConcurrentHashMap<>();

    @Override
    public List<String> levels() {
        return LEVELS;
    }

    /** A puzzle of the level's collection, read from the class path on first use. */
    @Override
    public Grid next(String level, RandomGenerator random) {
        String key = level.toLowerCase(Locale.ROOT);
        List<Grid> list = FILES.containsKey(key) ? byLevel.computeIfAbsent(key, k -> load(FILES.get(k))) : null;
        if (list == null) {
            throw PuzzleSource.unknownLevel(level, levels());
        }
        return list.get(random.nextInt(list.size()));
    }

    private static List<Grid> load(String resource) {
        List<Grid> out = new ArrayList<>();
        try (InputStream in = BuiltInPuzzles.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    out.add(GridFormat.parse(t));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }
}
