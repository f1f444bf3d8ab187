package sudoku.server;

import java.util.List;
import java.util.random.RandomGenerator;
import sudoku.core.Grid;

/** Where the challenge's puzzles come from: one 9x9 puzzle with a unique solution per call, at a level. */
public interface PuzzleSource {
    /** The level names accepted by {@link #next}, easiest first; the first is the default. */
    List<String> levels();

    /**
     * A puzzle of {@code level} with exactly one solution, found before {@code deadline}.
     * @throws ApiException 400 naming the known levels when {@code level} is not one; 503 when time runs out
     */
    Grid next(String level, RandomGenerator random, Deadline deadline);

    /** The 400 for an unknown level. */
    static ApiException unknownLevel(String level, List<String> levels) {
        return ApiException.badRequest("unknown level '" + LogSafe.clip(level, 40) + "' (known: "
                + String.join(", ", levels) + ")").with("field", "level");
    }
}
