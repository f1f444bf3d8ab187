package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.FishEvidence;
import sudoku.logic.Step;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.CellWords;

/**
 * One Franken or Mutant fish search of {@link GeneralFish}, digit by digit: base sets of
 * {@code size} units, cover sets holding their places but the fins, and the steps they give.
 * Units are sorted into rows, columns and boxes (a jigsaw region counts as a box).
 */
final class FishSearch {
    /** Which units a fish may use. */
    enum Shape { FRANKEN, MUTANT }

    /**
     * The smallest fish whose search looks at the time budget as it goes (every
     * {@value #NODES_PER_CHECK} nodes), not only digit by digit: a Mutant Leviathan chooses among
     * millions of bases. The smaller fish keep their one look per digit, so the work budgets that
     * count looks stop them where they always did.
     */
    static final int BOUNDED_SIZE = 5;
    /** How many nodes a large fish's search visits between two looks at the budget. */
    static final int NODES_PER_CHECK = 1 << 12;

    private static final int ROWS = 1;
    private static final int COLUMNS = 2;
    private static final int BOXES = 4;

    final Candidates state;
    final Geometry g;
    final int size;
    final Shape shape;
    final boolean finned;
    final int maxFins;
    /** Whether base units may overlap (endo fins): a Franken fish's may, a Mutant fish's when asked. */
    boolean endoFins;
    final Technique technique;
    final StepSink sink;
    final long[] unitLo;
    final long[] unitHi;
    final long[] peerLo;
    final long[] peerHi;
    /** Per unit, its {@link #kindOf kind}. */
    final int[] kinds;
    /** The current base's units, one bit each. */
    long baseMask;
    int digit;
    long candLo;
    long candHi;
    int coverKinds;
    final int[] base;
    final int[] cover;
    /** The current base's endo fins: places of the digit in two of its units. */
    long endoLo;
    long endoHi;
    /** Nodes searched since the last look at the budget (fish of {@value #BOUNDED_SIZE} units and up). */
    private int nodes;
    /** The covers (unit masks) already offered for the current base. */
    final java.util.Set<Long> offered = new java.util.HashSet<>();
    /** Per cell, the units of the cover's kinds holding it, one bit each (set by {@link #run}). */
    final long[] coverUnitsOf;
    /** Whether branches that cannot be covered are cut off ({@link #coverable}); off only to check that bound. */
    boolean bounded = true;

    FishSearch(Candidates state, int size, Shape shape, boolean finned, int maxFins, Technique technique,
           StepSink sink) {
        this.maxFins = maxFins;
        this.endoFins = shape == Shape.FRANKEN;
        this.state = state;
        this.g = state.geometry();
        this.size = size;
        this.shape = shape;
        this.finned = finned;
        this.technique = technique;
        this.sink = sink;
        this.base = new int[size];
        this.cover = new int[size];
        long[][] units = CellWords.units(g);
        unitLo = units[0];
        unitHi = units[1];
        long[][] peers = CellWords.peers(g);
        peerLo = peers[0];
        peerHi = peers[1];
        kinds = new int[g.unitCount()];
        for (int u = 0; u < kinds.length; u++) {
            kinds[u] = kindOf(u);
        }
        coverUnitsOf = new long[g.cellCount()];
    }

    /**
     * Counts one node of the search and, for a fish of {@value #BOUNDED_SIZE} units or more, looks at
     * the time budget every {@value #NODES_PER_CHECK} nodes.
     * @throws sudoku.core.CancelledException when the budget is spent
     */
    private void tick() {
        if (size >= BOUNDED_SIZE && ++nodes == NODES_PER_CHECK) {
            nodes = 0;
            state.checkCancelled();
        }
    }

    /** The unit's kind as a fish sees it (see {@link #kindOf}), looked up. */
    int kind(int u) {
        return kinds[u];
    }

    /**
     * The unit's kind as a fish sees it: a variant's own units (a jigsaw region, an X-Sudoku
     * diagonal, a Windoku window) play the part of boxes, neither row nor column, so a fish with
     * one is a Franken fish (or Mutant, when rows and columns mix) as one with a box is.
     */
    int kindOf(int u) {
        return switch (g.kind(u)) {
            case ROW -> ROWS;
            case COLUMN -> COLUMNS;
            case BOX, REGION, DIAGONAL, WINDOW -> BOXES;
        };
    }

    /** Takes the places of digit {@code d}. */
    void digit(int d) {
        digit = d;
        candLo = 0;
        candHi = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.has(c, d)) {
                if (c < 64) {
                    candLo |= 1L << c;
                } else {
                    candHi |= 1L << (c - 64);
                }
            }
        }
    }

    /** Offers the fish of the digit whose places {@link #digit} took; false when the sink stopped. */
    boolean runDigit() {
        if (shape == Shape.FRANKEN) {
            return run(ROWS | BOXES, COLUMNS | BOXES) && run(COLUMNS | BOXES, ROWS | BOXES);
        }
        return run(ROWS | COLUMNS | BOXES, ROWS | COLUMNS | BOXES);
    }

    boolean run(int baseKinds, int coverKinds) {
        this.coverKinds = coverKinds;
        for (int c = 0; c < coverUnitsOf.length; c++) {
            coverUnitsOf[c] = 0;
            for (int u : UnitTables.unitIdsOf(g, c)) {
                if ((kind(u) & coverKinds) != 0) {
                    coverUnitsOf[c] |= 1L << u;
                }
            }
        }
        List<Integer> pool = new ArrayList<>();
        for (int u = 0; u < g.unitCount(); u++) {
            if ((kind(u) & baseKinds) != 0 && ((unitLo[u] & candLo) | (unitHi[u] & candHi)) != 0) {
                pool.add(u);
            }
        }
        int[] p = pool.stream().mapToInt(Integer::intValue).toArray();
        return chooseBase(p, 0, 0, 0L, 0L, 0L, 0L, -1L, -1L);
    }

    /**
     * Picks the base units; {@code lo, hi} are their places, {@code endoLo, endoHi} the places in
     * two of them (endo fins: a finned Franken fish's base units may overlap, as no plain fish's may),
     * {@code seeLo, seeHi} the cells that see every endo fin (some must hold the digit).
     */
    boolean chooseBase(int[] pool, int from, int depth, long lo, long hi, long endoLo, long endoHi,
                       long seeLo, long seeHi) {
        if (depth == size) {
            return covers(lo, hi, endoLo, endoHi, seeLo, seeHi);
        }
        tick();
        for (int i = from; i <= pool.length - (size - depth); i++) {
            int u = pool[i];
            long ulo = unitLo[u] & candLo;
            long uhi = unitHi[u] & candHi;
            long newLo = ulo & lo & ~endoLo;
            long newHi = uhi & hi & ~endoHi;
            long sLo = seeLo;
            long sHi = seeHi;
            if ((newLo | newHi) != 0) {
                if (!finned || !endoFins
                        || Long.bitCount(endoLo | newLo) + Long.bitCount(endoHi | newHi) > maxFins) {
                    continue;
                }
                for (int word = 0; word < 2; word++) {
                    for (long m = word == 0 ? newLo : newHi; m != 0; m &= m - 1) {
                        int f = 64 * word + Long.numberOfTrailingZeros(m);
                        sLo &= peerLo[f];
                        sHi &= peerHi[f];
                    }
                }
                if (((sLo & candLo) | (sHi & candHi)) == 0) {
                    continue;
                }
            }
            base[depth] = u;
            if (!baseCoverable(depth + 1, lo | ulo, hi | uhi, endoLo | newLo, endoHi | newHi, sLo, sHi)) {
                continue;
            }
            if (!chooseBase(pool, i + 1, depth + 1, lo | ulo, hi | uhi, endoLo | newLo, endoHi | newHi,
                    sLo, sHi)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the first {@code units} base units picked, whose places are {@code lo, hi} (the
     * endo fins among them {@code endoLo, endoHi}), may still be covered: the base's last units
     * only add places to cover and take units from the covers, so a start that {@link #coverable}
     * already rules out holds no fish. A whole base is left to the covers' own first look; fish
     * of {@value #BOUNDED_SIZE} units and up go without the bound, as their covers do.
     */
    private boolean baseCoverable(int units, long lo, long hi, long endoLo, long endoHi, long seeLo, long seeHi) {
        if (!bounded || size >= BOUNDED_SIZE || units < 2 || units == size) {
            return true;
        }
        long used = 0;
        for (int i = 0; i < units; i++) {
            used |= 1L << base[i];
        }
        int endo = Long.bitCount(endoLo) + Long.bitCount(endoHi);
        return coverable(lo & ~endoLo, hi & ~endoHi, used, size, finned ? maxFins - endo : 0, seeLo, seeHi);
    }

    /**
     * Picks the cover for the base whose places are {@code lo, hi}: the lowest base place not yet
     * covered is covered by one of its units or, for a finned fish, is a fin. The endo fins are
     * fins from the start.
     */
    boolean covers(long lo, long hi, long endoLo, long endoHi, long seeLo, long seeHi) {
        offered.clear();
        baseMask = 0;
        for (int b : base) {
            baseMask |= 1L << b;
        }
        this.endoLo = endoLo;
        this.endoHi = endoHi;
        return branch(0, lo, hi, 0L, 0L, endoLo, endoHi, Long.bitCount(endoLo) + Long.bitCount(endoHi),
                seeLo, seeHi, 0L);
    }

    boolean branch(int depth, long lo, long hi, long covLo, long covHi, long finLo, long finHi, int fins,
                   long seeLo, long seeHi, long coverMask) {
        tick();
        long remLo = lo & ~covLo & ~finLo;
        long remHi = hi & ~covHi & ~finHi;
        if ((remLo | remHi) == 0) {
            return depth < size || offer(lo, hi, covLo, covHi, coverMask);
        }
        if (bounded && size < BOUNDED_SIZE && !coverable(remLo, remHi, baseMask | coverMask, size - depth,
                finned ? maxFins - fins : 0, seeLo, seeHi)) {
            return true;
        }
        int c = remLo != 0 ? Long.numberOfTrailingZeros(remLo) : 64 + Long.numberOfTrailingZeros(remHi);
        if (depth < size) {
            // the unused units of the cover's kinds holding the cell, in increasing order
            for (long units = coverUnitsOf[c] & ~(baseMask | coverMask); units != 0; units &= units - 1) {
                int u = Long.numberOfTrailingZeros(units);
                cover[depth] = u;
                if (!branch(depth + 1, lo, hi, covLo | unitLo[u], covHi | unitHi[u], finLo, finHi, fins,
                        seeLo, seeHi, coverMask | 1L << u)) {
                    return false;
                }
            }
        }
        if (finned && fins < maxFins) {
            long sLo = seeLo & peerLo[c];
            long sHi = seeHi & peerHi[c];
            if (((sLo & candLo) | (sHi & candHi)) != 0) {
                return branch(depth, lo, hi, covLo, covHi, c < 64 ? finLo | 1L << c : finLo,
                        c < 64 ? finHi : finHi | 1L << (c - 64), fins + 1, sLo, sHi, coverMask);
            }
        }
        return true;
    }

    /**
     * Whether the places {@code lo, hi} not yet covered may still be, by at most {@code covers}
     * more cover units (none of {@code used}) and {@code fins} more fins: a place no unused cover
     * unit holds needs a fin of its own, and places no two of which share an unused cover unit
     * need a cover or a fin each; and the fins, with those already taken, must all see a place of
     * the digit ({@code seeLo, seeHi}: the cells seeing every fin so far). A bound only, so a
     * branch it cuts off holds no fish: what is offered, and in what order, is the same. Fish of
     * {@value #BOUNDED_SIZE} units and up do without it, so that their looks at the budget come
     * where they always did.
     */
    private boolean coverable(long lo, long hi, long used, int covers, int fins, long seeLo, long seeHi) {
        int finsNeeded = 0;
        int needed = 0;
        long taken = 0;
        for (int word = 0; word < 2; word++) {
            for (long m = word == 0 ? lo : hi; m != 0; m &= m - 1) {
                int cell = 64 * word + Long.numberOfTrailingZeros(m);
                long units = coverUnitsOf[cell] & ~used;
                if (units == 0) {
                    finsNeeded++;
                    needed++;
                    seeLo &= peerLo[cell];
                    seeHi &= peerHi[cell];
                    if (((seeLo & candLo) | (seeHi & candHi)) == 0) {
                        return false;
                    }
                } else if ((units & taken) == 0) {
                    taken |= units;
                    needed++;
                }
                if (finsNeeded > fins || needed > covers + fins) {
                    return false;
                }
            }
        }
        return true;
    }

    int[] cells(long lo, long hi) {
        int[] out = new int[Long.bitCount(lo) + Long.bitCount(hi)];
        int i = 0;
        for (long m = lo; m != 0; m &= m - 1) {
            out[i++] = Long.numberOfTrailingZeros(m);
        }
        for (long m = hi; m != 0; m &= m - 1) {
            out[i++] = 64 + Long.numberOfTrailingZeros(m);
        }
        return out;
    }

    /**
     * Offers the fish of the current base and cover ({@code coverMask}, its units) unless it
     * removes nothing or the same cover, reached in another order, was offered already.
     */
    boolean offer(long lo, long hi, long coveredLo, long coveredHi, long coverMask) {
        long finLo = lo & ~coveredLo | endoLo;
        long finHi = hi & ~coveredHi | endoHi;
        boolean hasFins = (finLo | finHi) != 0;
        if (hasFins != finned || !shapeFits()) {
            return true;
        }
        for (int b : base) {
            if (((unitLo[b] & lo & coveredLo & ~finLo) | (unitHi[b] & hi & coveredHi & ~finHi)) == 0) {
                return true;
            }
        }
        // cover cells outside the base lose the digit, and so do base cells in two cover units
        // (cannibalism: the digit there would fill two covers at once, leaving too few for the base)
        long twiceLo = 0;
        long twiceHi = 0;
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                twiceLo |= unitLo[cover[i]] & unitLo[cover[j]];
                twiceHi |= unitHi[cover[i]] & unitHi[cover[j]];
            }
        }
        long elimLo = coveredLo & candLo & ~lo | twiceLo & lo & ~finLo;
        long elimHi = coveredHi & candHi & ~hi | twiceHi & hi & ~finHi;
        int[] fins = cells(finLo, finHi);
        for (int f : fins) {
            elimLo &= peerLo[f];
            elimHi &= peerHi[f];
        }
        if ((elimLo | elimHi) == 0 || !offered.add(coverMask)) {
            return true;
        }
        List<Candidate> elims = new ArrayList<>();
        for (int c : cells(elimLo, elimHi)) {
            elims.add(new Candidate(c, digit));
        }
        List<Integer> baseUnits = new ArrayList<>();
        List<Integer> coverUnits = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            baseUnits.add(base[i]);
            coverUnits.add(cover[i]);
        }
        // said in the order of the board (rows, then columns, then boxes, each by number), not the search's
        baseUnits.sort(null);
        coverUnits.sort(null);
        List<Integer> units = new ArrayList<>(baseUnits);
        units.addAll(coverUnits);
        List<Integer> baseList = new ArrayList<>();
        for (int c : cells(lo & coveredLo & ~finLo, hi & coveredHi & ~finHi)) {
            baseList.add(c);
        }
        List<Integer> finList = new ArrayList<>();
        for (int f : fins) {
            finList.add(f);
        }
        List<Integer> endo = new ArrayList<>();
        for (int c : cells(endoLo, endoHi)) {
            endo.add(c);
        }
        return sink.accept(Step.eliminating(technique, elims, units, baseList, finList, DigitSet.of(digit),
                new FishEvidence.GeneralFish(baseUnits, coverUnits, endo)));
    }

    /** Whether the base and cover are of this search's shape (never the plain rows-against-columns fish). */
    boolean shapeFits() {
        int b = 0;
        int c = 0;
        for (int i = 0; i < size; i++) {
            b |= kind(base[i]);
            c |= kind(cover[i]);
        }
        boolean basic = (b == ROWS && c == COLUMNS) || (b == COLUMNS && c == ROWS);
        boolean franken = ((b & COLUMNS) == 0 && (c & ROWS) == 0 || (b & ROWS) == 0 && (c & COLUMNS) == 0)
                && ((b | c) & BOXES) != 0;
        return !basic && (shape == Shape.FRANKEN) == franken;
    }
}
