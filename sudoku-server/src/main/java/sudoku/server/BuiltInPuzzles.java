package sudoku.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.random.RandomGenerator;
import sudoku.core.Grid;
import sudoku.core.GridFormat;

/**
 * Puzzles from the collections shipped with the server (easy50, top95, hardest), one collection
 * per level. Every puzzle there has a unique solution.
 */
public final class BuiltInPuzzles implements PuzzleSource {
    private final Map<String, List<Grid>> byLevel = new LinkedHashMap<>();

    /** Loads the collections from the class path. */
    public BuiltInPuzzles() {
        byLevel.put("easy", load("puzzles/easy50.txt"));
        byLevel.put("hard", load("puzzles/top95.txt"));
        byLevel.put("expert", load("puzzles/hardest.txt"));
    }

    @Override
    public List<String> levels() {
        return List.copyOf(byLevel.keySet());
    }

    @Override
    public Grid next(String level, RandomGenerator random) {
        List<Grid> list = byLevel.get(level.toLowerCase(Locale.ROOT));
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
