package sudoku.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import sudoku.core.Grid;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * One solve with limit 2 (solution plus uniqueness proof) per call, cycling through a data
 * file's puzzles in file order. Run from the repository root:
 * {@code java -jar sudoku-bench/target/benchmarks.jar SolverBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverBench {
    /** The data file under {@code data/}. */
    @Param({"17_clue.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"})
    public String file;

    /** The engine's name. */
    @Param({"fast"})
    public String engine;

    private Grid[] puzzles;
    private Solver solver;
    private int next;

    /** Loads the puzzles (at most 20,000) and picks the engine. */
    @Setup
    public void load() throws IOException {
        List<Grid> list = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("data", file))) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#") && list.size() < 20_000) {
                list.add(Grid.parse(t.substring(0, 81)));
            }
        }
        puzzles = list.toArray(new Grid[0]);
        solver = Solvers.byName(engine);
    }

    /** Solves the next puzzle with limit 2; returns the count so the work is not optimised away. */
    @Benchmark
    public long solveWithUniquenessCheck() {
        Grid p = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return solver.solve(p, 2).count();
    }

    /** Counts the solutions of the next puzzle up to 2 without building result grids. */
    @Benchmark
    public long countSolutions() {
        Grid p = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return solver.countSolutions(p, 2);
    }
}
