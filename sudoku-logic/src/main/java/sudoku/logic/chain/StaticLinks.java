package sudoku.logic.chain;

import java.util.Arrays;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * The static links of one state, as a {@link StaticClosure} follows them: per fact (2 * number
 * when a candidate is true, 2 * number + 1 when false) the facts one link leads to. A true
 * candidate makes its cell's other candidates and its digit's copies in its peers false; a false
 * one makes true the other candidate of a cell that has two, and the other place of a unit where
 * its digit has two. Built for one state after another into the same buffers, grown when a
 * bigger board asks for more.
 */
public final class StaticLinks {
    /** Per fact, where its links start in {@link #targets}; one more entry ends the last. */
    public int[] first = new int[0];
    /**
     * Per fact, where its links to falsehoods leading nowhere start (after those to facts that
     * lead on): those are only bits of its reach, never steps of the search for parts.
     */
    public int[] loose = new int[0];
    /** The facts the links lead to, a fact's from {@link #first}. */
    public int[] targets = new int[0];
    /** Per unit and digit ({@code unit * side + digit - 1}): how many places, and the two of a conjugate pair. */
    private int[] places = new int[0];
    private int[] firstPlace = new int[0];
    private int[] secondPlace = new int[0];

    /** The board whose peers {@link #peerCells} holds, or null. */
    private Geometry peersOf;
    /** The longs of a set of cells. */
    private int cellWords;
    /** Per cell, from {@code cell * cellWords}: its peers, as a set of cells. */
    private long[] peerCells;
    /** The most links one candidate's truth and falsehood may have on this board. */
    private int mostLinks;
    /** Per digit, from {@code (digit - 1) * cellWords}: the empty cells it is a candidate of. */
    private long[] digitCells = new long[0];
    /**
     * Per digit, from {@code (digit - 1) * cellWords}: the cells where its falsehood leads on
     * (the cell has two candidates, or one of its units two places for the digit).
     */
    private long[] leadCells = new long[0];
    /** Per cell: the digits whose falsehood leads on there. */
    private int[] leadDigits = new int[0];
    /** Per unit, from {@code unit * cellWords}: its cells. */
    private long[] unitCells;

    /**
     * Per truth k, from {@code k * words}: the falsehoods leading nowhere it links to (by
     * candidate number), when {@link #build} keeps them as bits, not links.
     */
    public long[] looseBits = new long[0];
    /** Per unit and digit, from {@code (unit * side + digit - 1) * words}: the falsehoods there leading nowhere. */
    private long[] unitDeadEnds = new long[0];

    /**
     * Fills {@link #first} and {@link #targets} with the static links of {@code state}, whose
     * {@code count} candidates are numbered by {@code id} (per candidate index, its number or
     * -1) in sets of {@code words} longs; with {@code looseAsBits}, a truth's links to
     * falsehoods leading nowhere go to {@link #looseBits} instead (a closure's reach needs
     * them only as bits).
     */
    public void build(Candidates state, int[] id, int count, int words, boolean looseAsBits) {
        Geometry g = state.geometry();
        int n = g.side();
        int units = g.unitCount();
        if (peersOf != g) {
            cellWords = (g.cellCount() + 63) >>> 6;
            peerCells = new long[g.cellCount() * cellWords];
            for (int c = 0; c < g.cellCount(); c++) {
                for (int p : UnitTables.peers(g, c)) {
                    peerCells[c * cellWords + (p >>> 6)] |= 1L << p;
                }
            }
            digitCells = new long[n * cellWords];
            mostLinks = 0;
            for (int c = 0; c < g.cellCount(); c++) {
                mostLinks = Math.max(mostLinks, n + UnitTables.peers(g, c).length + UnitTables.unitIdsOf(g, c).length);
            }
            leadCells = new long[n * cellWords];
            leadDigits = new int[g.cellCount()];
            unitCells = new long[units * cellWords];
            for (int u = 0; u < units; u++) {
                for (int c : UnitTables.unit(g, u)) {
                    unitCells[u * cellWords + (c >>> 6)] |= 1L << c;
                }
            }
            peersOf = g;
        } else {
            Arrays.fill(digitCells, 0L);
            Arrays.fill(leadCells, 0L);
        }
        int cellWords = this.cellWords;
        long[] peerCells = this.peerCells;
        long[] digitCells = this.digitCells;
        for (int c = 0; c < g.cellCount(); c++) {
            for (int m = state.digit(c) == 0 ? state.candidates(c) : 0; m != 0; m &= m - 1) {
                digitCells[Integer.numberOfTrailingZeros(m) * cellWords + (c >>> 6)] |= 1L << c;
            }
        }
        if (places.length < units * n) {
            places = new int[units * n];
            firstPlace = new int[units * n];
            secondPlace = new int[units * n];
        }
        if (first.length < 2 * count + 1) {
            first = new int[2 * g.cellCount() * n + 1];
            loose = new int[first.length];
        }
        // The buffers as locals, which the compiler keeps in registers.
        int[] first = this.first;
        int[] targets = this.targets;
        int[] places = this.places;
        int[] firstPlace = this.firstPlace;
        int[] secondPlace = this.secondPlace;
        int[] loose = this.loose;
        long[] leadCells = this.leadCells;
        int[] leadDigits = this.leadDigits;
        long[] unitCells = this.unitCells;
        // A cell with two candidates: the falsehood of either leads on to the other.
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int mask = state.digit(cell) == 0 ? state.candidates(cell) : 0;
            int lead = DigitSet.size(mask) == 2 ? mask : 0;
            leadDigits[cell] = lead;
            for (int m = lead; m != 0; m &= m - 1) {
                leadCells[Integer.numberOfTrailingZeros(m) * cellWords + (cell >>> 6)] |= 1L << cell;
            }
        }
        // Per unit and digit: how many places, and the two of a conjugate pair, whose
        // falsehoods lead on to each other.
        for (int u = 0; u < units; u++) {
            for (int d = 0; d < n; d++) {
                int found = 0;
                for (int w = 0; w < cellWords; w++) {
                    found += Long.bitCount(unitCells[u * cellWords + w] & digitCells[d * cellWords + w]);
                }
                int k = u * n + d;
                places[k] = found;
                if (found == 2) {
                    int one = -1;
                    int two = -1;
                    for (int w = 0; w < cellWords; w++) {
                        for (long bits = unitCells[u * cellWords + w] & digitCells[d * cellWords + w]; bits != 0; bits &= bits - 1) {
                            int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                            if (one < 0) {
                                one = c;
                            } else {
                                two = c;
                            }
                        }
                    }
                    firstPlace[k] = one;
                    secondPlace[k] = two;
                    leadDigits[one] |= 1 << d;
                    leadDigits[two] |= 1 << d;
                    leadCells[d * cellWords + (one >>> 6)] |= 1L << one;
                    leadCells[d * cellWords + (two >>> 6)] |= 1L << two;
                }
            }
        }
        if (targets.length < count * mostLinks) {
            targets = new int[count * mostLinks];
            this.targets = targets;
        }
        if (looseBits.length < count * words) {
            looseBits = new long[count * words];
        } else {
            Arrays.fill(looseBits, 0, count * words, 0L);
        }
        long[] looseBits = this.looseBits;
        if (looseAsBits) {
            deadEnds(state, id, words);
        }
        // The candidates in the order of their numbers, by cell and digit; a truth's links to
        // falsehoods that lead on first (its cell's other candidates, then its digit's other
        // places among its peers), then the same to those that do not.
        int size = 0;
        int k = 0;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int mask = state.digit(cell) == 0 ? state.candidates(cell) : 0;
            for (int dm = mask; dm != 0; dm &= dm - 1, k++) {
                int d = Integer.numberOfTrailingZeros(dm) + 1;
                int others = mask & ~DigitSet.of(d);
                first[2 * k] = size;
                for (int pass = 0; pass < 2; pass++) {
                    if (pass == 1 && looseAsBits) {
                        looseFalsehoods(g, id, n, words, cell, d, others & ~leadDigits[cell], looseBits, k * words);
                        continue;
                    }
                    long lead = pass == 0 ? -1L : 0L;
                    for (int m = others & (pass == 0 ? leadDigits[cell] : ~leadDigits[cell]); m != 0; m &= m - 1) {
                        targets[size++] = 2 * id[cell * n + Integer.numberOfTrailingZeros(m)] + 1;
                    }
                    for (int w = 0; w < cellWords; w++) {
                        int at = (d - 1) * cellWords + w;
                        long peers = peerCells[cell * cellWords + w] & digitCells[at] & ~(leadCells[at] ^ lead);
                        for (; peers != 0; peers &= peers - 1) {
                            targets[size++] = 2 * id[((w << 6) + Long.numberOfTrailingZeros(peers)) * n + d - 1] + 1;
                        }
                    }
                    if (pass == 0) {
                        loose[2 * k] = size;
                    }
                }
                first[2 * k + 1] = size;
                if (DigitSet.size(mask) == 2) {
                    targets[size++] = 2 * id[cell * n + DigitSet.lowestDigit(others) - 1];
                }
                for (int u : UnitTables.unitIdsOf(g, cell)) {
                    int ud = u * n + d - 1;
                    if (places[ud] == 2) {
                        int other = firstPlace[ud] == cell ? secondPlace[ud] : firstPlace[ud];
                        targets[size++] = 2 * id[other * n + d - 1];
                    }
                }
                loose[2 * k + 1] = size;
            }
        }
        first[2 * count] = size;
    }

    /**
     * Fills {@link #unitDeadEnds}: per unit and digit, the falsehoods of the digit's candidates
     * there that lead nowhere, by number ({@code id}) in sets of {@code words} longs.
     */
    private void deadEnds(Candidates state, int[] id, int words) {
        Geometry g = state.geometry();
        int n = g.side();
        int size = g.unitCount() * n * words;
        if (unitDeadEnds.length < size) {
            unitDeadEnds = new long[size];
        } else {
            Arrays.fill(unitDeadEnds, 0, size, 0L);
        }
        long[] sets = unitDeadEnds;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int mask = state.digit(cell) == 0 ? state.candidates(cell) & ~leadDigits[cell] : 0;
            for (; mask != 0; mask &= mask - 1) {
                int d = Integer.numberOfTrailingZeros(mask);
                int number = id[cell * n + d];
                for (int u : UnitTables.unitIdsOf(g, cell)) {
                    sets[(u * n + d) * words + (number >>> 6)] |= 1L << number;
                }
            }
        }
    }

    /**
     * Adds to the set at {@code set} in {@code bits} the falsehoods leading nowhere that
     * {@code digit} in {@code cell} makes: {@code others} of its cell's candidates, and its
     * digit in the peers where that leads nowhere (those of its units, itself left out).
     */
    private void looseFalsehoods(Geometry g, int[] id, int n, int words, int cell, int digit, int others,
                                 long[] bits, int set) {
        for (int m = others; m != 0; m &= m - 1) {
            int number = id[cell * n + Integer.numberOfTrailingZeros(m)];
            bits[set + (number >>> 6)] |= 1L << number;
        }
        long[] sets = unitDeadEnds;
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            int from = (u * n + digit - 1) * words;
            for (int x = 0; x < words; x++) {
                bits[set + x] |= sets[from + x];
            }
        }
        int self = id[cell * n + digit - 1];
        bits[set + (self >>> 6)] &= ~(1L << self);
    }
}
