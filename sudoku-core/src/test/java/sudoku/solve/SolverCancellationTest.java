package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Counting and enumerating solutions stop when their cancellation triggers, on any engine; the
 * bounds are generous, for loaded machines.
 */
class SolverCancellationTest {
    /** How long after its deadline the search may still be running, on a machine busy with other work. */
    private static final long SLACK_MILLIS = 1500;

    /** A 16x16 board with only its first row given: astronomically many solutions. */
    private static Grid nearlyEmpty16() {
        Grid g = Grid.empty(Geometry.ofSide(16));
        for (int c = 0; c < 16; c++) {
            g = g.with(c, c + 1);
        }
        return g;
    }

    @Test
    void countingANearlyEmpty16x16StopsAtTheDeadline() {
        for (Solver s : new Solver[] {new BitsetSolver(), new TeachingSolver()}) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> s.countSolutions(nearlyEmpty16(), Long.MAX_VALUE, Cancellation.afterMillis(200)))
                    .as(s.name())
                    .isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.timedOut()).isTrue());
            assertThat(millisSince(start)).as(s.name()).isLessThan(200 + SLACK_MILLIS);
        }
    }

    @Test
    void solvingAndEnumeratingStopAsWell() {
        for (Solver s : new Solver[] {new BitsetSolver(), new TeachingSolver()}) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> s.solve(nearlyEmpty16(), Long.MAX_VALUE, Cancellation.afterMillis(100)))
                    .isInstanceOf(CancelledException.class);
            AtomicLong seen = new AtomicLong();
            assertThatThrownBy(() -> s.enumerate(nearlyEmpty16(), Long.MAX_VALUE, g -> seen.incrementAndGet() > 0,
                    Cancellation.afterMillis(100))).isInstanceOf(CancelledException.class);
            assertThat(seen.get()).isPositive();
            // the empty 25x25 board: a search that may find no solution at all in the time
            assertThatThrownBy(() -> s.enumerate(Grid.empty(Geometry.ofSide(25)), Long.MAX_VALUE, g -> true,
                    Cancellation.afterMillis(100))).isInstanceOf(CancelledException.class);
            assertThat(millisSince(start)).as(s.name()).isLessThan(300 + 3 * SLACK_MILLIS);
        }
    }

    @Test
    void countingTheEmpty9x9StopsAtTheDeadline() {
        Solver fast = new FastSolver();
        long start = System.nanoTime();
        assertThatThrownBy(() -> fast.countSolutions(Grid.empty(Geometry.CLASSIC), Long.MAX_VALUE,
                Cancellation.afterMillis(200))).isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> fast.enumerate(Grid.empty(Geometry.CLASSIC), Long.MAX_VALUE, g -> true,
                Cancellation.afterMillis(200))).isInstanceOf(CancelledException.class);
        assertThat(millisSince(start)).isLessThan(400 + 2 * SLACK_MILLIS);
    }

    @Test
    void aGenerousBudgetCountsTheSame() {
        Grid puzzle = Grid.parse(
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        Cancellation plenty = Cancellation.after(Duration.ofMinutes(5));
        for (Solver s : Solvers.all()) {
            assertThat(s.countSolutions(puzzle, 1000, plenty)).as(s.name()).isEqualTo(s.countSolutions(puzzle, 1000));
            assertThat(s.solve(puzzle, 2, plenty).solutions()).isEqualTo(s.solve(puzzle, 2).solutions());
        }
    }

    @Test
    void aCancelledTokenStopsBeforeTheSearch() {
        Cancellation c = Cancellation.manual();
        c.cancel();
        for (Solver s : Solvers.all()) {
            assertThatThrownBy(() -> s.solve(Grid.empty(Geometry.CLASSIC), 1, c))
                    .isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.timedOut()).isFalse());
        }
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
