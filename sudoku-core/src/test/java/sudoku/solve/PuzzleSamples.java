package sudoku.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.core.Grid;

/** Puzzles from the collections in {@code data/}, sampled so tests stay quick. */
final class PuzzleSamples {
    private PuzzleSamples() {
    }

    /** The data directory, found from the module or the repository root. */
    static Path dataDir() {
        for (Path p : List.of(Path.of("data"), Path.of("../data"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("no data/ directory near " + Path.of("").toAbsolutePath());
    }

    /** Every {@code step}-th 9x9 puzzle of a data file (1 = all of them). */
    static List<Grid> every(String file, int step) {
        List<Grid> out = new ArrayList<>();
        try {
            int i = 0;
            for (String line : Files.readAllLines(dataDir().resolve(file))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                if (i++ % step == 0) {
                    out.add(Grid.parse(t.substring(0, 81)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The puzzle with one clue, chosen by {@code random}, removed. */
    static Grid withoutAClue(Grid puzzle, SplittableRandom random) {
        List<Integer> clues = new ArrayList<>();
        for (int c = 0; c < puzzle.geometry().cellCount(); c++) {
            if (puzzle.get(c) != 0) {
                clues.add(c);
            }
        }
        return puzzle.with(clues.get(random.nextInt(clues.size())), 0);
    }

    /** The puzzle with one more clue in an empty cell, any digit (it may clash or kill every solution). */
    static Grid withAnExtraClue(Grid puzzle, SplittableRandom random) {
        int n = puzzle.geometry().cellCount();
        int cell = random.nextInt(n);
        while (puzzle.get(cell) != 0) {
            cell = (cell + 1) % n;
        }
        return puzzle.with(cell, 1 + random.nextInt(puzzle.geometry().side()));
    }
}
