package sudoku.solve.internal;

import sudoku.core.Geometry;

/**
 * Locked candidates on {@link BitsetSearch}'s digit boards: a digit whose places in one unit all
 * lie where it meets another unit leaves the rest of that other unit (a jigsaw region and a line,
 * a window and a line or box, on large boards a box and a line). A digit's locked candidates
 * depend on its board alone, so a pass looks only at the digits it is given: those that lost a
 * place since the last pass.
 */
final class LockedCandidates {
    private final int words;
    private final long[][] unitMasks;
    private final int[][] unitWords;
    /**
     * For each unit, the units it meets in two cells or more: per pair, their common cells and
     * the other unit's remaining cells ({@code 2 * words} longs each, common cells first).
     */
    private final long[][] meeting;
    /** Per unit, the most cells it shares with one unit it meets (0 when it meets none). */
    private final int[] mostShared;
    private final boolean any;

    /**
     * The meeting units of a board.
     * @param geometry the board
     * @param unitMasks per unit, its cells as a board of {@code long} words
     * @param unitWords per unit, the words its cells lie in
     */
    LockedCandidates(Geometry geometry, long[][] unitMasks, int[][] unitWords) {
        this.unitMasks = unitMasks;
        this.unitWords = unitWords;
        this.words = (geometry.cellCount() + 63) >>> 6;
        int units = unitMasks.length;
        this.meeting = new long[units][];
        this.mostShared = new int[units];
        for (int u = 0; u < units; u++) {
            long[] pairs = new long[units * 2 * words];
            int n = 0;
            for (int v = 0; v < units; v++) {
                int common = 0;
                boolean rest = false;
                for (int w = 0; w < words; w++) {
                    common += Long.bitCount(unitMasks[u][w] & unitMasks[v][w]);
                    rest |= (unitMasks[v][w] & ~unitMasks[u][w]) != 0;
                }
                if (u != v && common >= 2 && rest && (locking(geometry, u) || locking(geometry, v))) {
                    for (int w = 0; w < words; w++) {
                        pairs[n + w] = unitMasks[u][w] & unitMasks[v][w];
                        pairs[n + words + w] = unitMasks[v][w] & ~unitMasks[u][w];
                    }
                    n += 2 * words;
                    mostShared[u] = Math.max(mostShared[u], common);
                }
            }
            meeting[u] = java.util.Arrays.copyOf(pairs, n);
        }
        this.any = java.util.Arrays.stream(meeting).anyMatch(m -> m.length > 0);
    }

    /**
     * Whether locked candidates are looked for where unit {@code u} meets another: a window or a
     * jigsaw region, whose cells straddle lines and boxes, and every unit of a board of side 16 or
     * more. Between the rows, columns and boxes of smaller boards (and the diagonals, which meet a
     * box in three cells) the pass costs more than the guesses it saves (measured on 9x9
     * X-Sudoku); on 16x16 and 25x25 boards it saves three guesses in four and more, and pays.
     */
    private static boolean locking(Geometry geometry, int u) {
        Geometry.UnitKind kind = geometry.kind(u);
        return kind == Geometry.UnitKind.WINDOW || kind == Geometry.UnitKind.REGION || geometry.side() >= 16;
    }

    /**
     * One pass over the digits of {@code digits}, on the digit boards at {@code base} of
     * {@code f} (digit {@code d}'s board at {@code base + d * words}). A digit with more places in
     * a unit than the unit shares with any other is locked in none of them; otherwise its places
     * are checked against each shared part in the unit's own words, and only a digit locked there
     * is looked for in the rest of the other unit.
     * @param f the search's frames
     * @param base where the frame starts
     * @param digits the digits to look at, one bit each
     * @return the digits that lost a candidate, one bit each (their hidden singles need a look)
     */
    int pass(long[] f, int base, int digits) {
        if (!any) {
            return 0;
        }
        int changed = 0;
        for (int todo = digits; todo != 0; todo &= todo - 1) {
            int d = Integer.numberOfTrailingZeros(todo);
            int own = base + d * words;
            for (int u = 0; u < unitMasks.length; u++) {
                long[] pairs = meeting[u];
                if (pairs.length == 0) {
                    continue;
                }
                int places = placesIn(f, own, u);
                if (places < 2 || places > mostShared[u]) {
                    continue;
                }
                for (int k = 0; k < pairs.length; k += 2 * words) {
                    if (confined(f, own, u, pairs, k)) {
                        for (int w = 0; w < words; w++) {
                            long rest = f[own + w] & pairs[k + words + w];
                            if (rest != 0) {
                                f[own + w] &= ~rest;
                                changed |= 1 << d;
                            }
                        }
                    }
                }
            }
        }
        return changed;
    }

    /** Whether the places of the board at {@code own} in unit {@code u} all lie in the common cells of pair {@code k}. */
    private boolean confined(long[] f, int own, int u, long[] pairs, int k) {
        long[] mask = unitMasks[u];
        for (int w : unitWords[u]) {
            if ((f[own + w] & mask[w] & ~pairs[k + w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The number of places the digit board at {@code own} has in unit {@code u}. */
    private int placesIn(long[] f, int own, int u) {
        long[] mask = unitMasks[u];
        int n = 0;
        for (int w : unitWords[u]) {
            n += Long.bitCount(f[own + w] & mask[w]);
        }
        return n;
    }
}
