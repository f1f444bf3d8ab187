package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Sue de Coq: two or three empty cells where a line crosses a box hold at least two digits more
 * than they are cells. Cells of the rest of the line ({@code L}, digits {@code dl}) and of the rest
 * of the box ({@code B}, digits {@code db}, sharing none with {@code dl}) make, with the crossing,
 * as many cells as digits. No digit can fill two of those cells (a digit of {@code dl} lies in the
 * line, one of {@code db} in the box, any other in the crossing), so each digit fills exactly one:
 * the rest of the line loses every digit but {@code db}'s, the rest of the box every digit but
 * {@code dl}'s.
 *
 * <p>Nothing in that count needs a line and a box: any two units that cross in two cells or more
 * will do, since it asks of each only that a digit goes in it once. On a variant the search also
 * takes the crossings the variant adds: a diagonal with a box, a window with a line or a box, a
 * diagonal with a window, a jigsaw region with a line or a diagonal (the step names the unit that
 * is not an area as its line, as a box is named with a line on a plain board).
 */
final class SueDeCoq implements StepFinder {
    /** The most cells taken from the rest of the line or of the box. */
    private static final int MAX_SIDE_CELLS = 3;
    /** The most empty cells of a crossing searched (a jigsaw region may cross a line in many). */
    private static final int MAX_CROSSING = 4;

    @Override
    public Technique technique() {
        return Technique.SUE_DE_COQ;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        int n = g.side();
        for (int box = 2 * n; g.hasBoxes() && box < 3 * n; box++) {
            for (int line = 0; line < 2 * n; line++) {
                if (!crossing(state, sink, line, box)) {
                    return;
                }
            }
        }
        for (int box = 2 * n; g.isVariant() && box < g.unitCount(); box++) {
            for (int line = 0; line < g.unitCount(); line++) {
                if (variantCrossing(g, line, box) && !crossing(state, sink, line, box)) {
                    return;
                }
            }
        }
    }

    /**
     * Whether a variant's units {@code line} and {@code box} make a crossing the plain search
     * (rows and columns with boxes) has not taken: one of them is a diagonal, a window or a jigsaw
     * region, the box's part goes to an area (box, window, region) when there is one, and each
     * pair is taken once.
     */
    private static boolean variantCrossing(Geometry g, int line, int box) {
        Geometry.UnitKind lk = g.kind(line);
        Geometry.UnitKind bk = g.kind(box);
        boolean lineArea = lk == Geometry.UnitKind.BOX || lk == Geometry.UnitKind.WINDOW || lk == Geometry.UnitKind.REGION;
        boolean boxArea = bk == Geometry.UnitKind.BOX || bk == Geometry.UnitKind.WINDOW || bk == Geometry.UnitKind.REGION;
        boolean plain = lk != Geometry.UnitKind.DIAGONAL && lk != Geometry.UnitKind.WINDOW && lk != Geometry.UnitKind.REGION
                && bk != Geometry.UnitKind.DIAGONAL && bk != Geometry.UnitKind.WINDOW && bk != Geometry.UnitKind.REGION;
        if (line == box || plain) {
            return false;
        }
        if (lineArea != boxArea) {
            return boxArea;
        }
        return line < box;
    }

    /** Searches the crossing of {@code line} and {@code box}; false when the sink wants no more. */
    private boolean crossing(Candidates state, StepSink sink, int line, int box) {
        Geometry g = state.geometry();
        state.checkCancelled();
        // a box crosses a line in at most max(boxRows, boxCols) cells; other crossings are capped
        int most = Math.max(MAX_CROSSING, Math.max(g.boxRows(), g.boxCols()));
        List<Integer> cross = new ArrayList<>();
        List<Integer> lineRest = new ArrayList<>();
        List<Integer> boxRest = new ArrayList<>();
        for (int c : UnitTables.unit(g, line)) {
            if (state.digit(c) == 0) {
                (UnitTables.holds(g, box, c) ? cross : lineRest).add(c);
            }
        }
        if (cross.size() < 2 || cross.size() > most) {
            return true;
        }
        for (int c : UnitTables.unit(g, box)) {
            if (state.digit(c) == 0 && !cross.contains(c)) {
                boxRest.add(c);
            }
        }
        for (int pick = 1; pick < 1 << cross.size(); pick++) {
            if (DigitSet.size(pick) < 2) {
                continue;
            }
            List<Integer> core = new ArrayList<>();
            int v = 0;
            for (int i : DigitSet.indexes(pick)) {
                core.add(cross.get(i));
                v |= state.candidates(cross.get(i));
            }
            if (DigitSet.size(v) < core.size() + 2) {
                continue;
            }
            if (!search(state, sink, line, box, core, v, lineRest, boxRest)) {
                return false;
            }
        }
        return true;
    }

    private boolean search(Candidates state, StepSink sink, int line, int box, List<Integer> core, int v,
                           List<Integer> lineRest, List<Integer> boxRest) {
        List<Integer> ls = related(state, lineRest, v);
        List<Integer> bs = related(state, boxRest, v);
        List<Integer> bPicks = picks(bs.size());
        for (int lp : picks(ls.size())) {
            int dl = union(state, ls, lp);
            if ((dl & v) == 0) {
                continue;
            }
            for (int bp : bPicks) {
                int db = union(state, bs, bp);
                if ((db & dl) != 0 || (db & v) == 0) {
                    continue;
                }
                int all = v | dl | db;
                int cells = core.size() + DigitSet.size(lp) + DigitSet.size(bp);
                if (DigitSet.size(all) != cells) {
                    continue;
                }
                Step s = step(state, line, box, core, v, pickOf(ls, lp), dl, pickOf(bs, bp), db, all);
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The non-empty subsets of {@code size} items with at most {@link #MAX_SIDE_CELLS} of them, as bit masks. */
    private static List<Integer> picks(int size) {
        List<Integer> out = new ArrayList<>();
        for (int k = 1; k <= MAX_SIDE_CELLS && k <= size; k++) {
            for (int p = (1 << k) - 1; p < 1 << size; p = DigitSet.nextSameSize(p)) {
                out.add(p);
            }
        }
        return out;
    }

    private Step step(Candidates state, int line, int box, List<Integer> core, int v, List<Integer> lineCells, int dl,
                      List<Integer> boxCells, int db, int all) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0 || core.contains(c)) {
                continue;
            }
            int lose = 0;
            if (UnitTables.holds(g, line, c) && !lineCells.contains(c)) {
                lose |= all & ~db;
            }
            if (UnitTables.holds(g, box, c) && !boxCells.contains(c)) {
                lose |= all & ~dl;
            }
            for (int d : DigitSet.digits(state.candidates(c) & lose)) {
                elims.add(new Candidate(c, d));
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> others = new ArrayList<>(lineCells);
        others.addAll(boxCells);
        return Step.eliminating(technique(), elims, List.of(line, box), core, others, all, new AlsEvidence.SueDeCoq(line, box,
                v, new AlsEvidence.CellGroup(lineCells, dl), new AlsEvidence.CellGroup(boxCells, db)));
    }

    /** The cells of {@code from} with at least one candidate in {@code v}. */
    private static List<Integer> related(Candidates state, List<Integer> from, int v) {
        List<Integer> out = new ArrayList<>();
        for (int c : from) {
            if ((state.candidates(c) & v) != 0) {
                out.add(c);
            }
        }
        return out;
    }

    private static int union(Candidates state, List<Integer> cells, int pick) {
        int m = 0;
        for (int i : DigitSet.indexes(pick)) {
            m |= state.candidates(cells.get(i));
        }
        return m;
    }

    private static List<Integer> pickOf(List<Integer> cells, int pick) {
        List<Integer> out = new ArrayList<>();
        for (int i : DigitSet.indexes(pick)) {
            out.add(cells.get(i));
        }
        return out;
    }
}
