package sudoku.solve;

import java.util.List;
import java.util.Locale;
import sudoku.core.Geometry;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.FastSolver;
import sudoku.solve.internal.KillerSolver;
import sudoku.solve.internal.TeachingSolver;

/** The engines, by name, and the best one for each board shape. */
public final class Solvers {
    private static final List<Solver> ENGINES = List.of(new FastSolver(), new BitsetSolver(), new KillerSolver(),
            new TeachingSolver());

    private Solvers() {
    }

    /**
     * Every engine, fastest first.
     * @return every engine, fastest first
     */
    public static List<Solver> all() {
        return ENGINES;
    }

    /**
     * The names accepted by {@link #byName}.
     * @return the names accepted by {@link #byName}
     */
    public static List<String> names() {
        return ENGINES.stream().map(Solver::name).toList();
    }

    /**
     * The engine called {@code name}.
     * @param name the name
     * @return the engine called {@code name}
     * @throws IllegalArgumentException listing the known names when there is none
     */
    public static Solver byName(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        return ENGINES.stream().filter(s -> s.name().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown engine '" + name + "' (known: "
                        + String.join(", ", names()) + ")"));
    }

    /**
     * The fastest engine that supports boards of this shape.
     * @param geometry the board's shape
     * @return the fastest engine that supports boards of this shape
     */
    public static Solver best(Geometry geometry) {
        // a plain loop: batches ask once per puzzle, and a stream would be built each time
        for (Solver s : ENGINES) {
            if (s.supports(geometry)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no engine supports " + geometry);
    }
}
