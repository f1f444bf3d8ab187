package sudoku.logic.technique;

import java.util.ArrayList;
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
 * Death Blossom: a stem cell with two or three candidates and, per candidate, an almost locked set
 * (a petal) whose places of that digit all see the stem; petals share no cell unless the context
 * allows it, and then one set may serve two digits. Whichever digit the stem takes, its petal
 * loses that digit and becomes locked, so it holds every one of its other digits. A digit
 * {@code z} that is not the stem's and lies in every petal is then in each case locked in one
 * petal: a cell seeing every place of {@code z} in every petal loses it. One step takes every such
 * digit of its petals.
 */
final class DeathBlossom implements StepFinder {
    /** The most candidates a stem may have: each adds a petal to combine. */
    private static final int MAX_STEM = 3;

    @Override
    public Technique technique() {
        return Technique.DEATH_BLOSSOM;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        List<Als> sets = null;
        for (int stem = 0; stem < g.cellCount(); stem++) {
            int sm = state.candidates(stem);
            if (state.digit(stem) != 0 || DigitSet.size(sm) < 2 || DigitSet.size(sm) > MAX_STEM) {
                continue;
            }
            state.checkCancelled();
            if (sets == null) {
                sets = Als.all(state, context);
            }
            int[] ds = DigitSet.digits(sm);
            List<List<Als>> petals = new ArrayList<>();
            for (int d : ds) {
                List<Als> p = new ArrayList<>();
                for (Als a : sets) {
                    if (DigitSet.contains(a.digits(), d) && NodeSet.has(a.seeing()[d], stem)) {
                        p.add(a);
                    }
                }
                petals.add(p);
            }
            for (int z = 1; z <= g.side(); z++) {
                if (DigitSet.contains(sm, z)) {
                    continue;
                }
                List<List<Als>> withZ = new ArrayList<>();
                for (List<Als> p : petals) {
                    List<Als> q = new ArrayList<>();
                    for (Als a : p) {
                        if (DigitSet.contains(a.digits(), z)) {
                            q.add(a);
                        }
                    }
                    withZ.add(q);
                }
                long[] targets = NodeSet.create(g.cellCount());
                for (int c = 0; c < g.cellCount(); c++) {
                    if (state.has(c, z) && c != stem) {
                        NodeSet.add(targets, c);
                    }
                }
                if (!grow(state, sink, stem, z, ds, withZ, new ArrayList<>(), targets, context.overlappingSets())) {
                    return;
                }
            }
        }
    }

    /** Picks a petal per stem digit, keeping the cells that see every z so far; false when the sink stopped. */
    private boolean grow(Candidates state, StepSink sink, int stem, int z, int[] ds, List<List<Als>> withZ,
                         List<Als> chosen, long[] targets, boolean overlapping) {
        if (NodeSet.isEmpty(targets)) {
            return true;
        }
        int i = chosen.size();
        if (i == ds.length) {
            Step s = step(state, stem, ds, chosen);
            return s == null || sink.accept(s);
        }
        for (Als a : withZ.get(i)) {
            boolean apart = true;
            for (Als o : chosen) {
                apart &= overlapping || !a.overlaps(o);
            }
            if (!apart) {
                continue;
            }
            long[] next = targets.clone();
            NodeSet.and(next, a.seeing()[z]);
            chosen.add(a);
            boolean go = grow(state, sink, stem, z, ds, withZ, chosen, next, overlapping);
            chosen.remove(chosen.size() - 1);
            if (!go) {
                return false;
            }
        }
        return true;
    }

    /**
     * The step of the petals {@code chosen}: every digit other than the stem's that is in all of
     * them leaves the cells (outside them) seeing all its places in them, not only the digit
     * they were chosen for.
     */
    private Step step(Candidates state, int stem, int[] ds, List<Als> chosen) {
        Geometry g = state.geometry();
        int zs = ~state.candidates(stem);
        for (Als a : chosen) {
            zs &= a.digits();
        }
        List<Candidate> elims = new ArrayList<>();
        int used = 0;
        for (int z : DigitSet.digits(zs)) {
            for (int c = 0; c < g.cellCount(); c++) {
                boolean sees = c != stem && state.has(c, z);
                for (Als a : chosen) {
                    sees &= NodeSet.has(a.seeing()[z], c) && !NodeSet.has(a.members(), c);
                }
                if (sees) {
                    elims.add(new Candidate(c, z));
                    used |= DigitSet.of(z);
                }
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        elims.sort(null);
        List<AlsEvidence.CellGroup> petals = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < ds.length; i++) {
            petals.add(chosen.get(i).group());
            for (int c : chosen.get(i).cells()) {
                if (!cells.contains(c)) {
                    cells.add(c);
                }
            }
        }
        return Step.eliminating(technique(), elims, List.of(), List.of(stem), cells, state.candidates(stem) | used,
                new AlsEvidence.DeathBlossom(stem, state.candidates(stem), petals, used));
    }
}
