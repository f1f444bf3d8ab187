package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;

/**
 * The steps a person finds from units alone, found here from the rules only (no finder of the
 * logic module): locked candidates between any two units, naked and hidden subsets of 2 to 4 in
 * any unit, and fish of 2 or 3 base units of any kind against as many cover units. A board's
 * units are its rows, columns and boxes (or regions) and the diagonals and windows its variant
 * adds; a killer's cages are not units (a digit need not be in a cage).
 */
final class UnitPatterns {
    private UnitPatterns() {
    }

    /** The first unit pattern of the state that removes a candidate, said, or null when there is none. */
    static String first(Candidates state) {
        String s = locking(state);
        if (s == null) {
            s = subset(state);
        }
        if (s == null) {
            s = fish(state);
        }
        return s;
    }

    /** Cells of unit {@code u} where {@code d} may still go, as a 128-bit set. */
    private static long[] places(Candidates state, int u, int d) {
        long[] out = new long[2];
        for (int c : state.geometry().unit(u)) {
            if (state.digit(c) == 0 && state.has(c, d)) {
                out[c >> 6] |= 1L << (c & 63);
            }
        }
        return out;
    }

    private static boolean within(long[] a, long[] b) {
        return (a[0] & ~b[0]) == 0 && (a[1] & ~b[1]) == 0;
    }

    private static int count(long[] a) {
        return Long.bitCount(a[0]) + Long.bitCount(a[1]);
    }

    /** A digit whose places in one unit all lie in another unit that has it elsewhere. */
    static String locking(Candidates state) {
        Geometry g = state.geometry();
        for (int d = 1; d <= g.side(); d++) {
            for (int u = 0; u < g.unitCount(); u++) {
                long[] inU = places(state, u, d);
                if (count(inU) < 2) {
                    continue;
                }
                for (int w = 0; w < g.unitCount(); w++) {
                    long[] inW = places(state, w, d);
                    if (w != u && within(inU, inW) && count(inW) > count(inU)) {
                        return d + " of " + g.unitName(u) + " locked in " + g.unitName(w);
                    }
                }
            }
        }
        return null;
    }

    /** Naked or hidden subset of 2 to 4 in one unit that removes a candidate. */
    static String subset(Candidates state) {
        Geometry g = state.geometry();
        for (int u = 0; u < g.unitCount(); u++) {
            List<Integer> empty = new ArrayList<>();
            for (int c : g.unit(u)) {
                if (state.digit(c) == 0) {
                    empty.add(c);
                }
            }
            int n = empty.size();
            for (int pick = 1; pick < 1 << n; pick++) {
                int size = Integer.bitCount(pick);
                if (size < 2 || size > 4 || size >= n) {
                    continue;
                }
                int inside = 0;
                int outside = 0;
                for (int i = 0; i < n; i++) {
                    int mask = state.candidates(empty.get(i));
                    if ((pick >> i & 1) != 0) {
                        inside |= mask;
                    } else {
                        outside |= mask;
                    }
                }
                if (Integer.bitCount(inside) == size && (outside & inside) != 0) {
                    return "naked subset of " + size + " in " + g.unitName(u);
                }
                // hidden: size digits found only in the picked cells, which hold other digits too
                int only = inside & ~outside;
                if (Integer.bitCount(only) == size && inside != only) {
                    return "hidden subset of " + size + " in " + g.unitName(u);
                }
            }
        }
        return null;
    }

    /**
     * Fish: 2 or 3 base units whose places of a digit do not overlap, all inside as many cover
     * units, one of which has the digit outside the base, with rows and columns kept apart (no
     * Mutant fish). Only fish with a diagonal or window among their units are reported: the others
     * are the classic and Franken fish of a plain board.
     */
    static String fish(Candidates state) {
        Geometry g = state.geometry();
        int units = g.unitCount();
        for (int d = 1; d <= g.side(); d++) {
            long[][] at = new long[units][];
            for (int u = 0; u < units; u++) {
                at[u] = places(state, u, d);
            }
            for (int size = 2; size <= 3; size++) {
                String s = bases(g, at, size, new int[size], 0, 0, new long[2], d);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    private static String bases(Geometry g, long[][] at, int size, int[] base, int k, int from, long[] union, int d) {
        if (k == size) {
            return covers(g, at, size, base, new int[size], 0, union, new long[2], d);
        }
        for (int u = from; u < at.length; u++) {
            if (count(at[u]) < 2 || (at[u][0] & union[0]) != 0 || (at[u][1] & union[1]) != 0) {
                continue;
            }
            base[k] = u;
            String s = bases(g, at, size, base, k + 1, u + 1,
                    new long[] {union[0] | at[u][0], union[1] | at[u][1]}, d);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /**
     * Chooses the cover units one by one: each new one holds the first base place not yet covered
     * (every fish's covers hold every base place, so none is missed), or, once all are covered,
     * any unit that meets the base. Far fewer choices than every set of units.
     */
    private static String covers(Geometry g, long[][] at, int size, int[] base, int[] cover, int k,
            long[] bases, long[] covered, int d) {
        if (k == size) {
            if (!within(bases, covered) || within(covered, bases) || !variantUnit(g, base, cover)
                    || !franken(g, base, cover)) {
                return null;
            }
            StringBuilder s = new StringBuilder("fish on " + d + ": base");
            for (int u : base) {
                s.append(' ').append(g.unitName(u));
            }
            s.append(", cover");
            for (int u : cover) {
                s.append(' ').append(g.unitName(u));
            }
            return s.toString();
        }
        long open0 = bases[0] & ~covered[0];
        long open1 = bases[1] & ~covered[1];
        int word = open0 != 0 ? 0 : open1 != 0 ? 1 : -1;
        long first = word < 0 ? 0 : Long.lowestOneBit(word == 0 ? open0 : open1);
        for (int u = 0; u < at.length; u++) {
            boolean meets = word >= 0 ? (at[u][word] & first) != 0
                    : (at[u][0] & bases[0]) != 0 || (at[u][1] & bases[1]) != 0;
            if (!meets || contains(base, base.length, u) || contains(cover, k, u)) {
                continue;
            }
            cover[k] = u;
            String s = covers(g, at, size, base, cover, k + 1, bases,
                    new long[] {covered[0] | at[u][0], covered[1] | at[u][1]}, d);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** Whether {@code u} is among the first {@code k} of {@code units}. */
    private static boolean contains(int[] units, int k, int u) {
        for (int i = 0; i < k; i++) {
            if (units[i] == u) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether rows and columns stay apart: no column among the base units and no row among the
     * covers, or the other way round (a fish that mixes them, a Mutant fish, is rated above the
     * chains, as on a classic board).
     */
    private static boolean franken(Geometry g, int[] base, int[] cover) {
        return !has(g, base, Geometry.UnitKind.COLUMN) && !has(g, cover, Geometry.UnitKind.ROW)
                || !has(g, base, Geometry.UnitKind.ROW) && !has(g, cover, Geometry.UnitKind.COLUMN);
    }

    private static boolean has(Geometry g, int[] units, Geometry.UnitKind kind) {
        for (int u : units) {
            if (g.kind(u) == kind) {
                return true;
            }
        }
        return false;
    }

    private static boolean variantUnit(Geometry g, int[] base, int[] cover) {
        for (int[] units : new int[][] {base, cover}) {
            for (int u : units) {
                Geometry.UnitKind kind = g.kind(u);
                if (kind == Geometry.UnitKind.DIAGONAL || kind == Geometry.UnitKind.WINDOW) {
                    return true;
                }
            }
        }
        return false;
    }
}
