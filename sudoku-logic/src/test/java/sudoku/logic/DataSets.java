package sudoku.logic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import sudoku.core.Grid;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

/** The project's puzzle collections, read from {@code data/} at the repository root. */
final class DataSets {
    private DataSets() {
    }

    /** The directory of the collections. */
    static Path dir() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("data/top95.txt"))) {
                return p.resolve("data");
            }
        }
        throw new IllegalStateException("data/ not found above " + Path.of("").toAbsolutePath());
    }

    /** Every {@code step}-th valid puzzle of a collection, starting with the first. */
    static List<Grid> sample(String file, int step) {
        List<Grid> out = new ArrayList<>();
        try (PuzzleReader r = new PuzzleReader(Files.newBufferedReader(dir().resolve(file)))) {
            int i = 0;
            while (r.hasNext()) {
                PuzzleRecord rec = r.next();
                if (rec.isValid() && i++ % step == 0) {
                    out.add(rec.grid());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
