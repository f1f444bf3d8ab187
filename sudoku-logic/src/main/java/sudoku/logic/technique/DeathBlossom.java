package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Death Blossom: a stem cell with two or three candidates and, per candidate, an almost locked set
 * (a petal, none sharing a cell with another) whose places of that digit all see the stem. Whichever digit the stem takes, its petal
 * loses that digit and becomes locked, so it holds every one of its other digits. A digit {@code z}
 * that is not the stem's and lies in every petal is then in each case locked in one petal: a cell
 * seeing every place of {@code z} in every petal loses it.
 */
public final class DeathBlossom implements StepFinder {
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
                if (!grow(state, sink, stem, z, ds, withZ, new ArrayList<>(), targets)) {
                    return;
                }
            }
        }
    }

    /** Picks a petal per stem digit, keeping the cells that see every z so far; false when the sink stopped. */
    private boolean grow(Candidates state, StepSink sink, int stem, int z, int[] ds, List<List<Als>> withZ,
                         List<Als> chosen, long[] targets) {
        if (NodeSet.isEmpty(targets)) {
            return true;
        }
        int i = chosen.size();
        if (i == ds.length) {
            Step s = step(state, stem, z, ds, chosen, targets);
            return s == null || sink.accept(s);
        }
        for (Als a : withZ.get(i)) {
            boolean apart = true;
            for (Als o : chosen) {
                apart &= !a.overlaps(o);
            }
            if (!apart) {
                continue;
            }
            long[] next = targets.clone();
            NodeSet.and(next, a.seeing()[z]);
            chosen.add(a);
            boolean go = grow(state, sink, stem, z, ds, withZ, chosen, next);
            chosen.remove(chosen.size() - 1);
            if (!go) {
                return false;
            }
        }
        return true;
    }

    private Step step(Candidates state, int stem, int z, int[] ds, List<Als> chosen, long[] targets) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int c = NodeSet.next(targets, 0); c >= 0; c = NodeSet.next(targets, c + 1)) {
            boolean inside = false;
            for (Als a : chosen) {
                inside |= NodeSet.has(a.members(), c);
            }
            if (!inside) {
                elims.add(new Candidate(c, z));
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < ds.length; i++) {
            parts.add("if it is " + Geometry.symbol(ds[i]) + ", " + chosen.get(i).describe(g) + " lose it");
            for (int c : chosen.get(i).cells()) {
                if (!cells.contains(c)) {
                    cells.add(c);
                }
            }
        }
        char zc = Geometry.symbol(z);
        String text = "Stem " + g.cellName(stem) + " holds " + Words.digits(state.candidates(stem)) + "; "
                + String.join("; ", parts) + ", and lock their other digits, " + zc + " among them; so " + zc
                + " is in one of those sets, which removes " + Words.eliminations(g, elims) + ".";
        return Step.eliminating(technique(), elims, List.of(), List.of(stem), cells,
                state.candidates(stem) | DigitSet.of(z), text);
    }
}
