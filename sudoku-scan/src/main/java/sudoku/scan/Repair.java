package sudoku.scan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * Repairs a read that has no solution or several: tries the next most likely values of the least
 * certain cells, the likeliest changes first (best-first over sets of up to {@value #MAX_CHANGES}
 * changes, each set's cost the log-probability it gives up), and keeps the first set that leaves
 * exactly one solution. When another set nearly as likely also works, the cells where they differ
 * stay in doubt: the repair never picks between near-equal readings silently.
 */
final class Repair {
    static final int MAX_CHANGES = 3;
    /** Changes considered: the cheapest ones over all cells. */
    private static final int MAX_ALTERNATIVES = 40;
    private static final int MAX_TRIES = 4000;
    /** A second repair within this much log-probability of the best one makes the choice doubtful. */
    private static final double CLOSE = Math.log(20);
    /** A digit read with less confidence than this, and not confirmed by a repair, is doubtful. */
    static final double DOUBT = 0.8;
    /** Ink in a cell read as no digit with less confidence than this is doubtful (a digit may be missed). */
    static final double DOUBT_EMPTY = 0.95;

    /** One possible change: a cell given another value, at a cost in log-probability. */
    private record Change(int cell, int digit, double cost) {
    }

    /** A set of changes being tried. */
    private record Attempt(int[] changes, double cost, int last) {
    }

    /** The outcome: the repaired digits, the changed cells, the doubtful cells and the solution count. */
    record Outcome(int[] digits, Set<Integer> changed, Set<Integer> doubtful, long solutions, String status) {
    }

    private Repair() {
    }

    /** Repairs the read whose probabilities per cell are {@code p[cell][value]} (value 0: empty). */
    static Outcome of(double[][] p, Cancellation cancellation) {
        int[] read = new int[81];
        for (int c = 0; c < 81; c++) {
            read[c] = best(p[c]);
        }
        Solver solver = Solvers.best(Geometry.CLASSIC);
        long count = count(solver, read, cancellation);
        if (count == 1) {
            return new Outcome(read, Set.of(), unsure(p, read, Set.of()), 1, "unique");
        }
        List<Change> changes = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            double here = Math.log(Math.max(1e-9, p[c][read[c]]));
            for (int d = 0; d <= 9; d++) {
                if (d != read[c] && p[c][d] > 1e-4) {
                    changes.add(new Change(c, d, here - Math.log(p[c][d])));
                }
            }
        }
        changes.sort(Comparator.comparingDouble(Change::cost));
        List<Change> options = changes.subList(0, Math.min(MAX_ALTERNATIVES, changes.size()));
        PriorityQueue<Attempt> queue = new PriorityQueue<>(Comparator.comparingDouble(Attempt::cost));
        for (int i = 0; i < options.size(); i++) {
            queue.add(new Attempt(new int[]{i}, options.get(i).cost(), i));
        }
        int[] found = null;
        double foundCost = 0;
        Set<Integer> doubtful = new HashSet<>();
        int tries = 0;
        while (!queue.isEmpty() && tries < MAX_TRIES && !cancellation.isCancelled()) {
            Attempt a = queue.poll();
            if (found != null && a.cost() > foundCost + CLOSE) {
                break;
            }
            int[] digits = read.clone();
            boolean clash = false;
            for (int i : a.changes()) {
                Change ch = options.get(i);
                clash |= digits[ch.cell()] != read[ch.cell()];
                digits[ch.cell()] = ch.digit();
            }
            if (clash) {
                continue;
            }
            tries++;
            if (count(solver, digits, cancellation) == 1) {
                if (found == null) {
                    found = digits;
                    foundCost = a.cost();
                } else if (!Arrays.equals(found, digits)) {
                    for (int c = 0; c < 81; c++) {
                        if (found[c] != digits[c]) {
                            doubtful.add(c);
                        }
                    }
                }
                continue;
            }
            if (a.changes().length < MAX_CHANGES) {
                for (int j = a.last() + 1; j < options.size(); j++) {
                    int[] next = Arrays.copyOf(a.changes(), a.changes().length + 1);
                    next[next.length - 1] = j;
                    queue.add(new Attempt(next, a.cost() + options.get(j).cost(), j));
                }
            }
        }
        if (found == null) {
            Set<Integer> unsure = unsure(p, read, Set.of());
            return new Outcome(read, Set.of(), unsure, count, count == 0 ? "no_solution" : "several_solutions");
        }
        Set<Integer> changed = new HashSet<>();
        for (int c = 0; c < 81; c++) {
            if (found[c] != read[c]) {
                changed.add(c);
            }
        }
        doubtful.addAll(unsure(p, found, changed));
        return new Outcome(found, changed, doubtful, 1, "repaired");
    }

    /** The cells less likely than {@link #DOUBT} ({@link #DOUBT_EMPTY} when empty), unless a repair settled them. */
    private static Set<Integer> unsure(double[][] p, int[] digits, Set<Integer> settled) {
        Set<Integer> out = new HashSet<>();
        for (int c = 0; c < 81; c++) {
            if (!settled.contains(c) && p[c][digits[c]] < (digits[c] == 0 ? DOUBT_EMPTY : DOUBT)) {
                out.add(c);
            }
        }
        return out;
    }

    private static long count(Solver solver, int[] digits, Cancellation cancellation) {
        Grid g = Grid.of(Geometry.CLASSIC, digits);
        if (g.hasConflicts()) {
            return 0;
        }
        try {
            return solver.countSolutions(g, 2, cancellation);
        } catch (sudoku.core.CancelledException e) {
            return -1;
        }
    }

    static int best(double[] p) {
        int b = 0;
        for (int d = 1; d < p.length; d++) {
            if (p[d] > p[b]) {
                b = d;
            }
        }
        return b;
    }
}
