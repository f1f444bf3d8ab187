package sudoku.server;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * The challenge's puzzles, made ahead: a background thread keeps {@code perLevel} puzzles ready
 * for each level, and four times as many for the seed's default request (the first level, eased
 * for a plain backtracking client), so that {@code getpuzzle} is answered from stock at once. When a
 * level runs dry the caller generates one itself, within a time budget.
 */
final class PuzzleStock implements AutoCloseable {
    /** The key of the seed's default puzzles (no level asked). */
    static final String DEFAULT = "";

    /** A puzzle ready to serve, with its solution and level. */
    record Ready(Grid puzzle, Grid solution, String level) {
    }

    private final PuzzleSource source;
    private final int perLevel;
    private final Map<String, ArrayDeque<Ready>> stock = new LinkedHashMap<>();
    private final Cancellation stop = Cancellation.manual();
    private final Thread filler;

    PuzzleStock(PuzzleSource source, int perLevel) {
        this.source = source;
        this.perLevel = perLevel;
        stock.put(DEFAULT, new ArrayDeque<>());
        for (String level : source.levels()) {
            stock.put(level, new ArrayDeque<>());
        }
        filler = new Thread(this::fill, "sudoku-puzzle-stock");
        filler.setDaemon(true);
        filler.setPriority(Thread.MIN_PRIORITY);
        if (perLevel > 0) {
            filler.start();
        }
    }

    /** A puzzle from stock for {@code key} (a level, or {@link #DEFAULT}), if one is ready. */
    Optional<Ready> take(String key) {
        synchronized (stock) {
            ArrayDeque<Ready> q = stock.get(key);
            Ready r = q == null ? null : q.pollFirst();
            if (r != null) {
                stock.notifyAll();
            }
            return Optional.ofNullable(r);
        }
    }

    /** How many puzzles to keep for a key: four times as many for the seed's default requests, the most common. */
    private int target(String key) {
        return key.equals(DEFAULT) ? 4 * perLevel : perLevel;
    }

    /** Puzzles ready per key, for monitoring. */
    Map<String, Integer> counts() {
        Map<String, Integer> out = new LinkedHashMap<>();
        synchronized (stock) {
            stock.forEach((k, q) -> out.put(k.isEmpty() ? "default" : k, q.size()));
        }
        return out;
    }

    /** Makes a puzzle for {@code key} now, within {@code deadline}. */
    Ready make(String key, Deadline deadline, java.util.random.RandomGenerator random) {
        String level = key.equals(DEFAULT) ? source.levels().get(0) : key;
        Grid generated = source.next(level, random, deadline);
        SolveResult r = Solvers.best(Geometry.CLASSIC).solve(generated, 2);
        if (!r.isUnique()) {
            throw new IllegalStateException("the puzzle source gave a puzzle without a unique solution");
        }
        Grid solution = r.solutions().get(0);
        // the seed's client names no level: its plain backtracking must finish fast
        Grid puzzle = key.equals(DEFAULT)
                ? NaiveSearchCost.easedFor(generated, solution, ChallengeApi.NAIVE_LIMIT) : generated;
        return new Ready(puzzle, solution, level);
    }

    private void fill() {
        SplittableRandom random = new SplittableRandom();
        try {
            // let the server answer its first requests before the generator takes a core
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            return;
        }
        while (!stop.isCancelled()) {
            String next = null;
            synchronized (stock) {
                for (Map.Entry<String, ArrayDeque<Ready>> e : stock.entrySet()) {
                    if (e.getValue().size() < target(e.getKey()) && (next == null
                            || e.getValue().size() < stock.get(next).size())) {
                        next = e.getKey();
                    }
                }
                if (next == null) {
                    try {
                        stock.wait(1000);
                    } catch (InterruptedException e) {
                        return;
                    }
                    continue;
                }
            }
            try {
                Ready r = make(next, new Deadline(stop, 0), random);
                synchronized (stock) {
                    stock.get(next).addLast(r);
                }
            } catch (RuntimeException | LinkageError | StackOverflowError e) {
                // whatever went wrong with one puzzle, the stock goes on (a dead filler would leave it empty)
                if (stop.isCancelled()) {
                    return;
                }
                // a source that cannot make this level now: try again later, others first
                try {
                    Thread.sleep(200);
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }

    /** The levels, as the source names them. */
    List<String> levels() {
        return source.levels();
    }

    @Override
    public void close() {
        stop.cancel();
        filler.interrupt();
    }
}
