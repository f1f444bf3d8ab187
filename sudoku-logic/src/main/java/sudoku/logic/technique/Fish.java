package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.FishEvidence;
import sudoku.logic.internal.DigitFinder;
import sudoku.logic.Step;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by the fish (X-Wing, Swordfish, Jellyfish, Squirmbag, Whale, Leviathan: two to
 * seven lines) and their finned and sashimi forms.
 *
 * <pre>
 *   base lines : {@code size} rows (or columns) where the digit fits only in {@code size} columns
 *                (the cover lines), apart from the fins
 *   basic      : no fins; the digit goes from the rest of the cover lines
 *   finned     : extra base candidates (fins) all in one box; only cover cells in that box, seeing
 *                every fin, lose the digit. Sashimi: a base line has at most one candidate left
 *                in the cover lines without its fins. On a variant board the fins may lie in a
 *                diagonal, a window or a jigsaw region instead ({@link VariantFins}).
 * </pre>
 * A basic fish of n lines, among the m lines still holding the digit, mirrors a basic fish of m - n
 * lines the other way (the digit's other lines against its other cross lines) with the same
 * removals, as a hidden subset mirrors a naked one: from five lines up the mirror is of four lines or
 * fewer and is found first. Fins break the mirror, so the finned and sashimi fish of five to seven
 * lines find what no smaller fish does. Positions of a line come from {@link Candidates#positions}: for a row, bit k is column k.
 */
final class Fish {
    /**
     * The finder of the basic, finned or sashimi fish of one size (2 X-Wing, 3 Swordfish, 4 Jellyfish,
     * 5 Squirmbag, 6 Whale, 7 Leviathan).
     */
    record Finder(Technique technique, int size, Kind kind) implements DigitFinder {
        @Override
        public boolean searches(Candidates state) {
            return kind == Kind.BASIC || state.geometry().hasBoxes() || state.geometry().isVariant();
        }

        @Override
        public boolean findDigit(Candidates state, int digit, StepSink sink) {
            return searchDigit(state, digit, size, kind, technique, sink);
        }
    }

    /** Which fish are wanted. */
    enum Kind { BASIC, FINNED, SASHIMI }

    private Fish() {
    }

    /** Offers each fish of {@code size} base lines of the given kind; returns false when the sink stopped. */
    static boolean search(Candidates state, int size, Kind kind, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        if (kind != Kind.BASIC && !g.hasBoxes() && !g.isVariant()) {
            return true;
        }
        for (int d = 1; d <= n; d++) {
            if (!searchDigit(state, d, size, kind, technique, sink)) {
                return false;
            }
        }
        return true;
    }

    /** Offers each fish of digit {@code d} of {@code size} base lines of the given kind; false when the sink stopped. */
    static boolean searchDigit(Candidates state, int d, int size, Kind kind, Technique technique, StepSink sink) {
        boolean basic = kind == Kind.BASIC;
        for (int orientation = 0; orientation < 2; orientation++) {
            int o = orientation;
            boolean more = eachBase(state, d, orientation, size, basic ? 2 : 1, basic ? size : size + 3,
                    (base, union, pos) -> {
                        int u = DigitSet.size(union);
                        if (basic) {
                            return u != size || offer(state, d, o, base, union, 0, kind, technique, sink, -1);
                        }
                        return u <= size || u > size + 3
                                || finned(state, d, o, base, union, pos, size, kind, technique, sink)
                                && VariantFins.search(state, d, o, base, union, size, (cover, finLines, area) ->
                                        offer(state, d, o, base, cover, finLines, kind, technique, sink, area));
                    });
            if (!more) {
                return false;
            }
        }
        return true;
    }

    /** Looks at one choice of base lines (see {@link #eachBase}); returns false to stop. */
    interface BaseLines {
        boolean visit(int base, int union, int[] pos);
    }

    /**
     * Visits every set of {@code size} lines (rows when {@code orientation} is 0, else columns) in
     * each of which digit {@code d} has {@code least} to {@code most} places: the lines as a bit
     * mask, the union of their places, and the places of every line (index line); false once the
     * visitor stops.
     */
    static boolean eachBase(Candidates state, int d, int orientation, int size, int least, int most,
                            BaseLines visitor) {
        int n = state.geometry().side();
        int baseFirst = orientation == 0 ? 0 : n;
        int[] pos = new int[n];
        int eligible = 0;
        for (int i = 0; i < n; i++) {
            pos[i] = state.positions(baseFirst + i, d);
            int c = DigitSet.size(pos[i]);
            if (c >= least && c <= most) {
                eligible |= 1 << i;
            }
        }
        int[] lines = DigitSet.indexes(eligible);
        if (lines.length < size) {
            return true;
        }
        for (int pick = (1 << size) - 1; pick < (1 << lines.length); pick = DigitSet.nextSameSize(pick)) {
            int base = 0;
            int union = 0;
            for (int m = pick; m != 0; m = DigitSet.withoutLowest(m)) {
                int i = DigitSet.lowestIndex(m);
                base |= 1 << lines[i];
                union |= pos[lines[i]];
            }
            if (!visitor.visit(base, union, pos)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tries each box as the fins' box: the base candidates outside the box's lines must all be
     * covered, and the cover is completed with some of the box's lines; the rest are fin lines.
     */
    private static boolean finned(Candidates state, int d, int orientation, int base, int union, int[] pos,
                                  int size, Kind kind, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes()) {
            return true;
        }
        int n = g.side();
        int across = orientation == 0 ? g.boxCols() : g.boxRows();
        int along = orientation == 0 ? g.boxRows() : g.boxCols();
        for (int bandStart = 0; bandStart < n; bandStart += along) {
            int band = ((1 << along) - 1) << bandStart;
            if ((band & base) == 0) {
                continue;
            }
            for (int stackStart = 0; stackStart < n; stackStart += across) {
                int stack = ((1 << across) - 1) << stackStart;
                int outside = union & ~stack;
                int inside = union & stack;
                int need = size - DigitSet.size(outside);
                if (need < 0 || inside == 0) {
                    continue;
                }
                for (int s = inside; ; s = (s - 1) & inside) {
                    if (DigitSet.size(s) == need && s != inside && isFinnedFish(pos, base, band, outside | s, inside & ~s)
                            && !offer(state, d, orientation, base, outside | s, inside & ~s, kind, technique, sink, -1)) {
                        return false;
                    }
                    if (s == 0) {
                        break;
                    }
                }
            }
        }
        return true;
    }

    /** Whether {@code cell} lies in the fins' unit (their box when {@code finArea} is -1). */
    private static boolean inFinUnit(Geometry g, int finArea, int finUnit, int cell) {
        return finArea < 0 ? 2 * g.side() + g.box(cell) == finUnit : UnitTables.holds(g, finUnit, cell);
    }

    /** Whether every base line meets the cover and keeps its fin-line candidates inside the band. */
    private static boolean isFinnedFish(int[] pos, int base, int band, int cover, int finLines) {
        for (int b : DigitSet.indexes(base)) {
            if ((pos[b] & cover) == 0) {
                return false;
            }
            if ((pos[b] & finLines) != 0 && (band >> b & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks one base/cover choice and offers its step if it is a fish of the wanted kind: its fins
     * all in one box ({@code finArea} -1), or all in unit {@code finArea}, whose cover cells lose
     * the digit.
     */
    private static boolean offer(Candidates state, int d, int orientation, int base, int cover, int finLines,
                                 Kind kind, Technique technique, StepSink sink, int finArea) {
        Geometry g = state.geometry();
        int n = g.side();
        int baseFirst = orientation == 0 ? 0 : n;
        int coverFirst = orientation == 0 ? n : 0;
        List<Integer> baseCells = new ArrayList<>();
        List<Integer> fins = new ArrayList<>();
        boolean sashimi = false;
        // bit by bit, without index arrays: this runs for every choice of base and cover lines
        for (int bm = base; bm != 0; bm = DigitSet.withoutLowest(bm)) {
            int b = DigitSet.lowestIndex(bm);
            int p = state.positions(baseFirst + b, d);
            int inCover = DigitSet.size(p & cover);
            if (inCover == 0) {
                return true;
            }
            sashimi |= inCover < 2;
            for (int km = p; km != 0; km = DigitSet.withoutLowest(km)) {
                int k = DigitSet.lowestIndex(km);
                int cell = PickedLines.cell(g, orientation, b, k);
                ((cover >> k & 1) != 0 ? baseCells : fins).add(cell);
            }
        }
        if ((kind == Kind.SASHIMI) != sashimi && kind != Kind.BASIC) {
            return true;
        }
        int finUnit = -1; // the unit holding every fin, -1 without fins
        for (int f : fins) {
            int unit = finArea >= 0 ? finArea : 2 * n + g.box(f);
            if (finUnit >= 0 && unit != finUnit || finArea >= 0 && !UnitTables.holds(g, unit, f)) {
                return true;
            }
            finUnit = unit;
        }
        List<Candidate> elims = new ArrayList<>();
        for (int cm = cover; cm != 0; cm = DigitSet.withoutLowest(cm)) {
            for (int cell : UnitTables.unit(g, coverFirst + DigitSet.lowestIndex(cm))) {
                int line = orientation == 0 ? g.row(cell) : g.col(cell);
                if ((base >> line & 1) == 0 && state.has(cell, d) && (finUnit < 0 || inFinUnit(g, finArea, finUnit, cell))) {
                    elims.add(new Candidate(cell, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return true;
        }
        List<Integer> units = new ArrayList<>();
        List<Integer> baseUnits = new ArrayList<>();
        List<Integer> coverUnits = new ArrayList<>();
        for (int b : DigitSet.indexes(base)) {
            baseUnits.add(baseFirst + b);
        }
        for (int c : DigitSet.indexes(cover)) {
            coverUnits.add(coverFirst + c);
        }
        units.addAll(baseUnits);
        units.addAll(coverUnits);
        Evidence fish = new FishEvidence.Fish(baseUnits, coverUnits, finUnit);
        return sink.accept(Step.eliminating(technique, elims, units, baseCells, fins, DigitSet.of(d), fish));
    }
}
