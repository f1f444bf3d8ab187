package sudoku.logic.technique;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * 3D Medusa: colouring candidates of every digit at once, through conjugate pairs (a digit's only
 * two places in a unit) and bivalue cells (a cell's only two digits). Each link holds exactly one
 * of its ends, so in a connected group one colour is all true and the other all false. A colour is
 * false when it would put two digits in one cell, one digit twice in a unit, or leave a cell with
 * no candidate; its candidates go. Otherwise a candidate outside the group that one colour would
 * remove (a peer with its digit, or another digit in its cell) and the other colour too goes.
 */
final class Medusa implements StepFinder {
    /** Why a colour cannot be true: the reason, its cell (and peer), its digits. */
    private record Clash(ColouringEvidence.Medusa.Reason reason, int cell, int peer, int digits) {
    }

    @Override
    public Technique technique() {
        return Technique.THREE_D_MEDUSA;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        int n = g.side();
        int size = g.cellCount() * n;
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < size; v++) {
            adj.add(null);
        }
        for (int c = 0; c < g.cellCount(); c++) {
            int m = state.candidates(c);
            if (DigitSet.size(m) == 2) {
                int[] ds = DigitSet.digits(m);
                link(adj, c * n + ds[0] - 1, c * n + ds[1] - 1);
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            for (int d = 1; d <= n; d++) {
                int[] pair = Patterns.conjugatePair(state, u, d);
                if (pair != null) {
                    link(adj, pair[0] * n + d - 1, pair[1] * n + d - 1);
                }
            }
        }
        int[] color = new int[size];
        Arrays.fill(color, -1);
        for (int start = 0; start < size; start++) {
            state.checkCancelled();
            if (color[start] >= 0 || adj.get(start) == null) {
                continue;
            }
            List<Integer> group = new ArrayList<>();
            boolean odd = false;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            color[start] = 0;
            queue.add(start);
            while (!queue.isEmpty()) {
                int v = queue.poll();
                group.add(v);
                for (int w : adj.get(v)) {
                    if (color[w] < 0) {
                        color[w] = 1 - color[v];
                        queue.add(w);
                    } else if (color[w] == color[v]) {
                        odd = true;
                    }
                }
            }
            if (odd || group.size() < 4) {
                continue;
            }
            Step s = group(state, group, color);
            if (s != null && !sink.accept(s)) {
                return;
            }
        }
    }

    private Step group(Candidates state, List<Integer> group, int[] color) {
        Geometry g = state.geometry();
        int n = g.side();
        int[][] masks = new int[2][g.cellCount()];
        for (int v : group) {
            masks[color[v]][v / n] |= DigitSet.of(v % n + 1);
        }
        for (int x = 0; x < 2; x++) {
            Clash why = falseColour(state, masks[x]);
            if (why != null) {
                List<Candidate> elims = new ArrayList<>();
                for (int c = 0; c < g.cellCount(); c++) {
                    for (int d : DigitSet.digits(masks[x][c])) {
                        elims.add(new Candidate(c, d));
                    }
                }
                return step(state, group, color, x, elims, why);
            }
        }
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            int rest = state.candidates(c) & ~masks[0][c] & ~masks[1][c];
            for (int d : DigitSet.digits(rest)) {
                if (removes(state, masks[0], c, d) && removes(state, masks[1], c, d)) {
                    elims.add(new Candidate(c, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        return step(state, group, color, -1, elims, new Clash(ColouringEvidence.Medusa.Reason.EITHER_COLOUR, -1, -1, 0));
    }

    /** Whether the colour with candidate masks {@code m} removes {@code d} from {@code c}: another of its digits there, or {@code d} in a peer. */
    private static boolean removes(Candidates state, int[] m, int c, int d) {
        if ((m[c] & ~DigitSet.of(d)) != 0) {
            return true;
        }
        for (int p : UnitTables.peers(state.geometry(), c)) {
            if ((m[p] & DigitSet.of(d)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Why a colour cannot be true, or null when it can. */
    private static Clash falseColour(Candidates state, int[] m) {
        Geometry g = state.geometry();
        for (int c = 0; c < g.cellCount(); c++) {
            if (DigitSet.size(m[c]) > 1) {
                return new Clash(ColouringEvidence.Medusa.Reason.TWO_DIGITS_IN_CELL, c, -1, m[c]);
            }
            for (int p : UnitTables.peers(g, c)) {
                if (p > c && (m[c] & m[p]) != 0) {
                    return new Clash(ColouringEvidence.Medusa.Reason.SAME_DIGIT_IN_PEERS, c, p,
                            DigitSet.of(DigitSet.lowestDigit(m[c] & m[p])));
                }
            }
        }
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0 || m[c] != 0) {
                continue;
            }
            boolean empty = true;
            for (int d : DigitSet.digits(state.candidates(c))) {
                empty &= removes(state, m, c, d);
            }
            if (empty) {
                return new Clash(ColouringEvidence.Medusa.Reason.NO_CANDIDATE_LEFT, c, -1, 0);
            }
        }
        return null;
    }

    private Step step(Candidates state, List<Integer> group, int[] color, int falseColour, List<Candidate> elims,
                      Clash why) {
        Geometry g = state.geometry();
        int n = g.side();
        List<Candidate> first = new ArrayList<>();
        List<Candidate> second = new ArrayList<>();
        List<Integer> cellsFirst = new ArrayList<>();
        List<Integer> cellsSecond = new ArrayList<>();
        int digits = 0;
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(null);
        for (int v : sorted) {
            boolean isFirst = falseColour < 0 ? color[v] == 0 : color[v] == falseColour;
            (isFirst ? first : second).add(new Candidate(v / n, v % n + 1));
            List<Integer> cells = isFirst ? cellsFirst : cellsSecond;
            if (!cells.contains(v / n)) {
                cells.add(v / n);
            }
            digits |= DigitSet.of(v % n + 1);
        }
        return Step.eliminating(technique(), elims, List.of(), cellsFirst, cellsSecond, digits,
                new ColouringEvidence.Medusa(first, second, why.reason(), why.cell(), why.peer(), why.digits()));
    }

    private static void link(List<List<Integer>> adj, int a, int b) {
        if (adj.get(a) == null) {
            adj.set(a, new ArrayList<>());
        }
        if (adj.get(b) == null) {
            adj.set(b, new ArrayList<>());
        }
        adj.get(a).add(b);
        adj.get(b).add(a);
    }
}
