package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.NodeSet;

/**
 * ALS-XY-Chain: almost locked sets A1, A2, ..., An (n of 4 to {@link #MAX_SETS}, or
 * {@link #LISTING_MAX_SETS} when listing with sets that may share cells; else no two sharing a
 * cell), each neighbour pair sharing a restricted common digit, and the two commons of each inner
 * set different. Either A1 lacks its common with A2 and is locked, or A1 holds it, A2 does not and
 * is locked, so A2 holds its common with A3, and so on until An is locked. So A1 or An is locked:
 * a digit {@code z} of both ends, other than the ends' commons, is in A1 or An, and leaves every
 * cell seeing all of its places in both. (Three sets are an ALS-XY-Wing.)
 */
final class AlsXyChain implements StepFinder {
    /** The most sets in a chain: each more multiplies the search by the links per set. */
    static final int MAX_SETS = 5;
    /** The most sets in a chain when listing every step (HoDoKu lists longer chains than the rating takes). */
    static final int LISTING_MAX_SETS = 7;
    /** The most links the walk looks ahead for a set a chain could end in. */
    private static final int LOOK_AHEAD = 2;

    @Override
    public Technique technique() {
        return Technique.ALS_XY_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        List<Als> sets = Als.all(state, context);
        int n = sets.size();
        List<List<int[]>> linked = Als.links(state, context);
        boolean listing = context.overlappingSets();
        Search s = new Search(state, sets, linked, sink, listing, listing ? LISTING_MAX_SETS : MAX_SETS);
        for (int start = 0; start < n; start++) {
            if (!s.hasTargets(sets.get(start))) {
                continue;
            }
            state.checkCancelled();
            s.start(start);
            for (int[] link : linked.get(start)) {
                for (int rc : DigitSet.digits(link[1])) {
                    s.path[1] = link[0];
                    s.commons[0] = rc;
                    if (!s.extend(2)) {
                        return;
                    }
                }
            }
        }
    }

    /** A depth-first walk over the chains from one start; {@code path} and {@code commons} hold the chain so far. */
    private final class Search {
        final Candidates state;
        final List<Als> sets;
        final List<List<int[]>> linked;
        final StepSink sink;
        /** Whether sets of the chain may share cells (neighbours never share a restricted common's place). */
        final boolean overlapping;
        final int maxSets;
        final int[] path;
        final int[] commons;
        /** Per digit, the cells where it is a candidate. */
        final long[][] places;
        /** Per digit, its candidates seeing all its places in the chain's first set. */
        final long[][] targets;
        /**
         * Per set, the digits it shares with the chain's first set whose places in both are all
         * seen by some candidate of that digit (-1 until asked): a chain ending in the set removes
         * one of them unless it is a common at either end; with none left it removes nothing.
         */
        final int[] removable;
        final int side;
        /**
         * Per number of links less one, first common and common entered by (one slot each, made
         * when first asked), per set: {@link #endsWithin}'s answer in the low bit, above it the
         * {@link #startsMade} it was worked out for (from another first set, it is not known).
         */
        final int[][] reachesEnd;
        /** How many first sets the walk has started from. */
        int startsMade;

        Search(Candidates state, List<Als> sets, List<List<int[]>> linked, StepSink sink, boolean overlapping,
               int maxSets) {
            this.state = state;
            this.sets = sets;
            this.linked = linked;
            this.sink = sink;
            this.overlapping = overlapping;
            this.maxSets = maxSets;
            this.path = new int[maxSets];
            this.commons = new int[maxSets - 1];
            int n = state.geometry().side();
            int words = (state.geometry().cellCount() + 63) >>> 6;
            this.places = new long[n + 1][words];
            for (int c = 0; c < state.geometry().cellCount(); c++) {
                for (int m = state.candidates(c); m != 0; m = DigitSet.withoutLowest(m)) {
                    places[DigitSet.lowestDigit(m)][c >>> 6] |= 1L << c;
                }
            }
            this.targets = new long[n + 1][words];
            this.removable = new int[sets.size()];
            this.side = n;
            this.reachesEnd = new int[LOOK_AHEAD * (n + 1) * (n + 1)][];
        }

        /** Starts the chains from set {@code first}. */
        void start(int first) {
            path[0] = first;
            Als a = sets.get(first);
            for (int z : DigitSet.digits(a.digits())) {
                for (int w = 0; w < targets[z].length; w++) {
                    targets[z][w] = a.seeing()[z][w] & places[z][w];
                }
            }
            Arrays.fill(removable, -1);
            startsMade++;
        }

        /** See {@link #removable}. */
        int removable(int end) {
            int known = removable[end];
            if (known >= 0) {
                return known;
            }
            Als e = sets.get(end);
            int out = 0;
            for (int z : DigitSet.digits(sets.get(path[0]).digits() & e.digits())) {
                long[] seen = e.seeing()[z];
                for (int w = 0; w < targets[z].length; w++) {
                    if ((targets[z][w] & seen[w]) != 0) {
                        out |= DigitSet.of(z);
                        break;
                    }
                }
            }
            removable[end] = out;
            return out;
        }

        /**
         * Whether set {@code end}, reached by the common {@code rc}, may end a chain of four sets
         * or more from the first: it comes after the first, and some digit of both besides the two
         * commons at the ends has a candidate seeing all its places in both.
         */
        boolean ends(int end, int rc) {
            return end > path[0] && (removable(end) & ~DigitSet.of(commons[0]) & ~DigitSet.of(rc)) != 0;
        }

        /**
         * Whether a chain whose set number {@code count} is {@code set}, reached by the common
         * {@code rc}, may still give a step with at most {@code linksLeft} more links: it ends
         * there, or the links left may reach a set it could end in ({@link #endsWithin}); always
         * when more than {@link #LOOK_AHEAD} are left. A chain of the most sets may only end.
         */
        boolean mayEnd(int set, int rc, int count, int linksLeft) {
            return linksLeft > LOOK_AHEAD || count >= 4 && ends(set, rc)
                    || linksLeft > 0 && endsWithin(set, rc, linksLeft);
        }

        /**
         * Whether, from set {@code from} entered by the common {@code in}, at most {@code links}
         * links (one or two), each by a common other than the one before, reach a set that may
         * {@linkplain #ends end} the chain, through any sets. The answer depends only on the first
         * set and its common besides, and is kept for them.
         */
        boolean endsWithin(int from, int in, int links) {
            int slot = ((links - 1) * (side + 1) + commons[0]) * (side + 1) + in;
            int[] known = reachesEnd[slot];
            if (known == null) {
                known = reachesEnd[slot] = new int[sets.size()];
            }
            if (known[from] >>> 1 == startsMade) {
                return (known[from] & 1) != 0;
            }
            boolean out = false;
            for (int[] link : linked.get(from)) {
                for (int rcs = link[1] & ~DigitSet.of(in); rcs != 0 && !out; rcs = DigitSet.withoutLowest(rcs)) {
                    int rc = DigitSet.lowestDigit(rcs);
                    out = ends(link[0], rc) || links > 1 && endsWithin(link[0], rc, links - 1);
                }
                if (out) {
                    break;
                }
            }
            known[from] = startsMade << 1 | (out ? 1 : 0);
            return out;
        }

        /** Whether some digit of {@code a} has a candidate outside it seeing all its places in {@code a}. */
        boolean hasTargets(Als a) {
            for (int z : DigitSet.digits(a.digits())) {
                long[] seen = a.seeing()[z];
                for (int c = NodeSet.next(seen, 0); c >= 0 && c < state.geometry().cellCount(); c = NodeSet.next(seen, c + 1)) {
                    if (state.has(c, z)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Extends a chain of {@code length} sets; returns false when the sink stopped. */
        boolean extend(int length) {
            int last = path[length - 1];
            for (int i = 0; i < length - 1; i++) {
                if (path[i] == last || !overlapping && sets.get(path[i]).overlaps(sets.get(last))) {
                    return true;
                }
            }
            if (length >= 4 && ends(last, commons[length - 2])) {
                Step step = step(length);
                if (step != null && !sink.accept(step)) {
                    return false;
                }
            }
            if (length == maxSets) {
                return true;
            }
            // A set from which the links left reach no set the chain could end in is not walked.
            int linksLeft = maxSets - length - 1;
            for (int[] link : linked.get(last)) {
                for (int rcs = link[1]; rcs != 0; rcs = DigitSet.withoutLowest(rcs)) {
                    int rc = DigitSet.lowestDigit(rcs);
                    if (rc == commons[length - 2] || !mayEnd(link[0], rc, length + 1, linksLeft)) {
                        continue;
                    }
                    path[length] = link[0];
                    commons[length - 1] = rc;
                    if (!extend(length + 1)) {
                        return false;
                    }
                }
            }
            return true;
        }

        private Step step(int length) {
            Als first = sets.get(path[0]);
            Als end = sets.get(path[length - 1]);
            int zs = first.digits() & end.digits() & ~DigitSet.of(commons[0]) & ~DigitSet.of(commons[length - 2]);
            if (zs == 0) {
                return null;
            }
            Geometry g = state.geometry();
            List<Candidate> elims = new ArrayList<>();
            int used = 0;
            // Most chains remove nothing: the cells seeing both ends are read in place, word by word.
            for (int left = zs; left != 0; left = DigitSet.withoutLowest(left)) {
                int z = DigitSet.lowestDigit(left);
                long[] a = first.seeing()[z];
                long[] b = end.seeing()[z];
                for (int w = 0; w < a.length; w++) {
                    for (long bits = a[w] & b[w]; bits != 0; bits &= bits - 1) {
                        int cell = (w << 6) + Long.numberOfTrailingZeros(bits);
                        if (cell < g.cellCount() && state.has(cell, z)) {
                            elims.add(new Candidate(cell, z));
                            used |= DigitSet.of(z);
                        }
                    }
                }
            }
            if (elims.isEmpty()) {
                return null;
            }
            List<AlsEvidence.CellGroup> named = new ArrayList<>();
            List<Integer> links = new ArrayList<>();
            List<Integer> units = new ArrayList<>();
            List<Integer> inner = new ArrayList<>();
            int digits = 0;
            for (int i = 0; i < length; i++) {
                Als a = sets.get(path[i]);
                named.add(a.group());
                units.add(a.unit());
                digits |= a.digits();
                if (i > 0 && i < length - 1) {
                    inner.addAll(a.cellList());
                }
                if (i > 0) {
                    links.add(commons[i - 1]);
                }
            }
            List<Integer> ends = new ArrayList<>(first.cellList());
            ends.addAll(end.cellList());
            return Step.eliminating(technique(), elims, units, ends, inner, digits,
                    new AlsEvidence.AlsXyChain(named, links, used));
        }
    }
}
