package sudoku.solve.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.SearchStats;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;

/**
 * The seeds' engine, for any board shape: <em>eliminate</em> (a solved cell's digit leaves its
 * peers) and <em>only choice</em> (a digit with one place in a unit goes there), repeated until
 * stalled ({@code reduce_puzzle}), then <em>search</em> on an unfilled cell with the fewest
 * candidates. The search keeps an explicit stack, one preallocated candidate array per depth,
 * so no board size can overflow the call stack. To bound a search in time, pass a
 * {@link Cancellation} ({@link #solve(Grid, long, Cancellation)}): it is polled every few hundred
 * guesses. A listener may also stop a search by throwing, but the cancellation is the way to do it.
 */
public final class TeachingSolver implements Solver {
    private final SolveListener listener;

    /** An engine with no tracing. */
    public TeachingSolver() {
        this(null);
    }

    /** An engine that reports every round, guess and backtrack to {@code listener} (may be null). */
    public TeachingSolver(SolveListener listener) {
        this.listener = listener;
    }

    @Override
    public String name() {
        return "teaching";
    }

    @Override
    public boolean supports(Geometry geometry) {
        return geometry.side() <= 31 && geometry.cages().isEmpty();
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit) {
        return solve(puzzle, limit, Cancellation.NONE);
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit, Cancellation cancellation) {
        List<Grid> kept = new ArrayList<>(2);
        Search s = new Search(puzzle.geometry(), listener, cancellation);
        long count = s.run(puzzle, limit, g -> {
            if (kept.size() < 2) {
                kept.add(g);
            }
            return true;
        });
        return new SolveResult(count, limit, List.copyOf(kept),
                new SearchStats(s.guesses, s.backtracks, s.branchNodes), count == 0 ? s.firstReason : null);
    }

    @Override
    public long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor) {
        return enumerate(puzzle, limit, visitor, Cancellation.NONE);
    }

    @Override
    public long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor, Cancellation cancellation) {
        return new Search(puzzle.geometry(), listener, cancellation).run(puzzle, limit, visitor);
    }

    /** The state of one search: the stack and its statistics. */
    private static final class Search {
        /** Guesses between two polls of the cancellation (a power of two). */
        private static final int CHECK_EVERY = 256;
        private final Geometry g;
        private final Cancellation cancellation;
        private final SolveListener listener;
        private final int n;
        private final int all;
        private final int[][] stack;
        private final int[] stackCell;
        private final int[] stackLeft;
        private final int[] stackTried;
        private final Singles singles;
        private long guesses;
        private long backtracks;
        private long branchNodes;
        private String firstReason;
        private String reason;

        Search(Geometry g, SolveListener listener, Cancellation cancellation) {
            this.g = g;
            this.cancellation = cancellation;
            this.listener = listener;
            this.n = g.cellCount();
            this.all = g.allDigits();
            int depth = n + 1;
            this.stack = new int[depth][n];
            this.stackCell = new int[depth];
            this.stackLeft = new int[depth];
            this.stackTried = new int[depth];
            this.singles = new Singles(g);
        }

        long run(Grid puzzle, long limit, Predicate<Grid> visitor) {
            cancellation.check();
            int[] root = stack[0];
            for (int c = 0; c < n; c++) {
                int d = puzzle.get(c);
                root[c] = d == 0 ? all : DigitSet.of(d);
            }
            if (!reduce(root, 0, -1)) {
                firstReason = reason;
                return 0;
            }
            long count = 0;
            int depth = 0;
            boolean descend = true;
            while (depth >= 0) {
                int[] masks = stack[depth];
                if (descend) {
                    int cell = fewestCandidates(masks);
                    if (cell < 0) {
                        count++;
                        if (listener != null) {
                            listener.solution(masks.clone(), count);
                        }
                        if (!visitor.test(toGrid(masks)) || count >= limit) {
                            return count;
                        }
                        depth--;
                        descend = false;
                        continue;
                    }
                    stackCell[depth] = cell;
                    stackLeft[depth] = masks[cell];
                    branchNodes += Math.max(0, Integer.bitCount(masks[cell]) - 1);
                }
                // try the next candidate of this depth's cell
                int cell = stackCell[depth];
                int left = stackLeft[depth];
                if (left == 0) {
                    depth--;
                    descend = false;
                    if (depth >= 0 && listener != null) {
                        listener.backtrack(depth, stackCell[depth], DigitSet.lowestDigit(stackTried[depth]));
                    }
                    continue;
                }
                int bit = left & -left;
                stackLeft[depth] = left & ~bit;
                stackTried[depth] = bit;
                if ((++guesses & (CHECK_EVERY - 1)) == 0) {
                    cancellation.check();
                }
                int[] child = stack[depth + 1];
                System.arraycopy(masks, 0, child, 0, n);
                child[cell] = bit;
                if (listener != null) {
                    listener.guess(depth + 1, cell, DigitSet.lowestDigit(bit), left & ~bit);
                }
                if (reduce(child, depth + 1, cell)) {
                    depth++;
                    descend = true;
                } else {
                    backtracks++;
                    descend = false;
                }
            }
            if (count == 0) {
                firstReason = "no candidate of " + g.cellName(stackCell[0])
                        + " leads to a solution: every guess ends in a contradiction";
            }
            return count;
        }

        /** An unsolved cell with the fewest candidates, or -1 when every cell is solved. */
        private int fewestCandidates(int[] masks) {
            int best = -1;
            int bestSize = Integer.MAX_VALUE;
            for (int c = 0; c < n; c++) {
                int size = Integer.bitCount(masks[c]);
                if (size > 1 && size < bestSize) {
                    best = c;
                    bestSize = size;
                    if (size == 2) {
                        break;
                    }
                }
            }
            return best;
        }

        private Grid toGrid(int[] masks) {
            int[] digits = new int[n];
            for (int c = 0; c < n; c++) {
                digits[c] = DigitSet.lowestDigit(masks[c]);
            }
            return Grid.of(g, digits);
        }

        /**
         * reduce_puzzle: rounds of eliminate then only choice ({@link Singles}) until no new cell
         * is solved, each round reported to the listener.
         * @return false on a contradiction, with {@link #reason} set
         */
        boolean reduce(int[] masks, int depth, int guessedCell) {
            singles.start(masks, guessedCell);
            List<SolveListener.Removal> removed = listener == null ? null : new ArrayList<>();
            List<SolveListener.Placement> placed = listener == null ? null : new ArrayList<>();
            int round = 0;
            while (singles.hasWork()) {
                round++;
                boolean ok = singles.round(masks, removed, placed);
                reason = singles.reason();
                if (listener != null && (!ok || !placed.isEmpty() || !removed.isEmpty())) {
                    report(depth, round, removed, placed, masks);
                }
                if (!ok) {
                    return false;
                }
            }
            return true;
        }

        private void report(int depth, int round, List<SolveListener.Removal> removed,
                            List<SolveListener.Placement> placed, int[] masks) {
            listener.round(depth, round, List.copyOf(removed), List.copyOf(placed), masks.clone());
            removed.clear();
            placed.clear();
            if (reason != null) {
                listener.contradiction(depth, reason);
            }
        }
    }
}
