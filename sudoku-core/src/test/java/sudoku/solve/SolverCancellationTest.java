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
import sudoku.core.VariantFormat;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.FastSolver;
import sudoku.solve.internal.TeachingSolver;

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

    /**
     * A killer cage layout whose first two solutions take the killer engine some twenty million
     * guesses: a check budget stops it at the same point on every run, without a deadline.
     */
    private static final String COSTLY_KILLER = "killer:aabbbbbcdeaafffccdeeggffcddehiiijjkkehhijjlkkmnnooolll"
            + "mnnoppqlrmmnpppqqrssstttqrr a=21,b=29,c=20,d=16,e=23,f=23,g=15,h=14,i=15,j=21,k=27,l=18,m=23,"
            + "n=23,o=20,p=28,q=21,r=21,s=12,t=15";

    @Test
    void aCheckBudgetStopsAKillerSearchAfterAsMuchWorkOnEveryRun() {
        Grid puzzle = VariantFormat.parse(COSTLY_KILLER, null);
        Solver killer = Solvers.best(puzzle.geometry());
        long[] stoppedAt = new long[2];
        for (int run = 0; run < 2; run++) {
            AtomicLong solutions = new AtomicLong();
            Cancellation budget = Cancellation.NONE.withCheckBudget(20);
            assertThatThrownBy(() -> killer.enumerate(puzzle, 2, g -> solutions.incrementAndGet() > 0, budget))
                    .isInstanceOfSatisfying(CancelledException.class, e -> {
                        assertThat(e.workBudgetSpent()).isTrue();
                        assertThat(e.timedOut()).isFalse();
                    });
            assertThat(budget.isCancelled()).isTrue();
            stoppedAt[run] = solutions.get();
        }
        assertThat(stoppedAt[1]).isEqualTo(stoppedAt[0]);
        assertThat(Cancellation.NONE.isCancelled()).isFalse();
    }

    @Test
    void aCheckBudgetCountsChecksAndHonoursItsParent() {
        Cancellation three = Cancellation.NONE.withCheckBudget(3);
        for (int i = 0; i < 3; i++) {
            three.check();
        }
        assertThat(three.isCancelled()).isTrue();
        assertThatThrownBy(three::check).isInstanceOfSatisfying(CancelledException.class,
                e -> assertThat(e.workBudgetSpent()).isTrue());
        three.cancel();
        assertThat(Cancellation.NONE.isCancelled()).isFalse();

        Cancellation parent = Cancellation.manual();
        Cancellation child = parent.withCheckBudget(1_000);
        child.check();
        parent.cancel();
        assertThatThrownBy(child::check).isInstanceOfSatisfying(CancelledException.class,
                e -> assertThat(e.workBudgetSpent()).isFalse());
        Cancellation late = Cancellation.afterMillis(0).withCheckBudget(1_000);
        assertThatThrownBy(late::check).isInstanceOfSatisfying(CancelledException.class,
                e -> assertThat(e.timedOut()).isTrue());
        assertThatThrownBy(() -> Cancellation.NONE.withCheckBudget(-1)).isInstanceOf(IllegalArgumentException.class);
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
