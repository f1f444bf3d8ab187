package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by the avoidable rectangles: four cells at the corners of a rectangle in two
 * rows, two columns and two boxes, none of them a clue. If they ended up {@code a b / b a} the two
 * digits could be swapped among them, giving a second solution; digits placed while solving
 * (never clues) say which of the corners would complete that pattern. On a variant board only
 * rectangles whose swap keeps every unit the variant adds are taken ({@link DeadlyPatterns}); on a
 * jigsaw the regions play the boxes' part.
 *
 * <pre>
 *   corners 0 1     0 and 3 would hold a, 1 and 2 would hold b
 *           2 3
 *   type 1: three corners placed; the fourth loses the digit that would complete the pattern
 *   type 2: two corners of one side placed; the other two hold only their completing digit and
 *           the same extra digit x, so one of them is x: cells seeing both lose x
 * </pre>
 */
final class Avoidable {
    /** The finder of avoidable rectangles of one type (1 or 2). */
    record Finder(Technique technique, int type) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            search(state, type, technique, sink);
        }
    }

    private Avoidable() {
    }

    /** Offers each avoidable rectangle of the type (1 or 2); returns false when the sink stopped. */
    static boolean search(Candidates state, int type, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes() && !g.variant().hasRegions()) {
            return true;
        }
        int n = g.side();
        for (int r1 = 0; r1 < n; r1++) {
            for (int r2 = r1 + 1; r2 < n; r2++) {
                state.checkCancelled();
                for (int c1 = 0; c1 < n; c1++) {
                    for (int c2 = c1 + 1; c2 < n; c2++) {
                        int[] cells = {g.cell(r1, c1), g.cell(r1, c2), g.cell(r2, c1), g.cell(r2, c2)};
                        Step s = rectangle(state, cells, type, technique);
                        if (s != null && !sink.accept(s)) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static Step rectangle(Candidates state, int[] cells, int type, Technique technique) {
        Geometry g = state.geometry();
        if (g.hasBoxes() && (g.box(cells[0]) == g.box(cells[3])
                || (g.box(cells[0]) != g.box(cells[1]) && g.box(cells[0]) != g.box(cells[2])))) {
            return null;
        }
        if (g.isVariant() && !Rectangles.deadlyOnVariant(g, cells)) {
            return null;
        }
        int[] need = new int[4];
        int placed = 0;
        List<Integer> unsolved = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int c = cells[i];
            if (state.isGiven(c)) {
                return null;
            }
            if (state.digit(c) == 0) {
                unsolved.add(i);
                continue;
            }
            placed++;
            for (int j : new int[] {i, 3 - i}) {
                if (need[j] != 0 && need[j] != state.digit(c)) {
                    return null;
                }
                need[j] = state.digit(c);
            }
        }
        for (int i = 0; i < 4; i++) {
            int j = i == 0 || i == 3 ? 1 : 0;
            if (need[i] != 0 && need[i] == need[j]) {
                return null;
            }
        }
        if (type == 1 && placed == 3) {
            int u = cells[unsolved.get(0)];
            int d = need[unsolved.get(0)];
            if (!state.has(u, d)) {
                return null;
            }
            return step(state, cells, technique, List.of(new Candidate(u, d)), List.of(new Candidate(u, d)), 0);
        }
        if (type != 2 || placed != 2 || need[unsolved.get(0)] == 0 || need[unsolved.get(1)] == 0) {
            return null;
        }
        int u1 = cells[unsolved.get(0)];
        int u2 = cells[unsolved.get(1)];
        int x1 = state.candidates(u1) & ~DigitSet.of(need[unsolved.get(0)]);
        int x2 = state.candidates(u2) & ~DigitSet.of(need[unsolved.get(1)]);
        if (x1 != x2 || DigitSet.size(x1) != 1 || DigitSet.size(state.candidates(u1)) != 2
                || DigitSet.size(state.candidates(u2)) != 2) {
            return null;
        }
        int x = DigitSet.digits(x1)[0];
        List<Candidate> elims = Patterns.seenByAll(state, x, u1, u2);
        if (elims.isEmpty()) {
            return null;
        }
        return step(state, cells, technique, elims, List.of(new Candidate(u1, need[unsolved.get(0)]),
                new Candidate(u2, need[unsolved.get(1)])), DigitSet.of(x));
    }

    /**
     * The step of a rectangle whose open corners would complete the pattern with {@code completing};
     * {@code extra} is type 2's other candidate of the open corners (0 for type 1).
     */
    private static Step step(Candidates state, int[] cells, Technique technique, List<Candidate> elims,
                             List<Candidate> completing, int extra) {
        Geometry g = state.geometry();
        List<Integer> corners = List.of(cells[0], cells[1], cells[2], cells[3]);
        List<Candidate> placed = new ArrayList<>();
        int digits = 0;
        for (int c : cells) {
            if (state.digit(c) != 0) {
                placed.add(new Candidate(c, state.digit(c)));
                digits |= DigitSet.of(state.digit(c));
            }
        }
        List<Integer> open = completing.stream().map(Candidate::cell).toList();
        List<Integer> units = List.of(g.row(cells[0]), g.row(cells[3]), g.side() + g.col(cells[0]),
                g.side() + g.col(cells[3]));
        return Step.eliminating(technique, elims, units, corners, open, digits,
                new UniquenessEvidence.AvoidableRectangle(placed, completing, extra));
    }
}
