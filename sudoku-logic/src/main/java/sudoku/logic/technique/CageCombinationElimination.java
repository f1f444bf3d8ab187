package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.KillerEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Cage Combination Elimination (Killer): two cages whose cells see each other, or a cage and
 * the innies or outies of a unit group (a virtual cage), cannot take combinations that would
 * need a digit twice: when both combinations use a digit and every cell of the one that may hold
 * it sees every cell of the other that may, they clash. A combination that clashes with every
 * combination of the other is ruled out, and with it the candidates only it used.
 */
final class CageCombinationElimination implements StepFinder {
    /**
     * Cells with a sum that hold different digits, and their combinations.
     *
     * @param sum          the cells and what they add up to
     * @param source       how the cells and their sum are known
     * @param combinations their combinations on the state searched
     */
    private record Group(CageSum sum, KillerEvidence.KillerSum source, List<CageSum.Combination> combinations) {
    }

    @Override
    public Technique technique() {
        return Technique.CAGE_COMBINATION_ELIMINATION;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        List<Group> cages = new ArrayList<>();
        for (Cage cage : CageCombinations.inReadingOrder(g)) {
            CageSum left = CageSum.of(state, cage);
            if (left.cells().length >= 2) {
                cages.add(new Group(left, CageCombinations.source(state, cage, left), left.combinations(state)));
            }
        }
        List<Group> virtual = new ArrayList<>();
        for (InniesOuties.Rule45 r : InniesOuties.sums(state)) {
            if (r.sum().cells().length >= 2 && r.sum().distinct(state)) {
                virtual.add(new Group(r.sum(), r.source(), r.sum().combinations(state)));
            }
        }
        for (int i = 0; i < cages.size(); i++) {
            List<Group> others = new ArrayList<>(cages.subList(i + 1, cages.size()));
            others.addAll(virtual);
            for (Group other : others) {
                Step step = clash(state, cages.get(i), other);
                if (step != null && !sink.accept(step)) {
                    return;
                }
            }
        }
    }

    /** The step that rules out the clashing combinations of {@code a} and {@code b}, or null when none is ruled out. */
    private Step clash(Candidates state, Group a, Group b) {
        if (a.combinations().isEmpty() || b.combinations().isEmpty() || overlap(a.sum(), b.sum())
                || !seeEachOther(state, a.sum(), b.sum())) {
            return null;
        }
        List<CageSum.Combination> keptA = kept(state, a, b);
        List<CageSum.Combination> keptB = kept(state, b, a);
        if (keptA.isEmpty() || keptB.isEmpty()) {
            return null;
        }
        List<Candidate> elims = new ArrayList<>(removed(state, a.sum(), keptA));
        elims.addAll(removed(state, b.sum(), keptB));
        if (elims.isEmpty()) {
            return null;
        }
        Geometry g = state.geometry();
        List<Integer> units = sharedUnits(g, a.sum(), b.sum());
        int digits = 0;
        for (CageSum.Combination c : keptA) {
            digits |= c.digits();
        }
        return Step.eliminating(technique(), elims, units, a.sum().cellList(), b.sum().cellList(), digits,
                new KillerEvidence.CageClash(a.source(), b.source(), units, ruledOut(a, keptA), ruledOut(b, keptB)));
    }

    /** The combinations of {@code g} not in {@code kept}, as digit masks. */
    private static List<Integer> ruledOut(Group g, List<CageSum.Combination> kept) {
        List<Integer> out = new ArrayList<>();
        for (CageSum.Combination c : g.combinations()) {
            if (!kept.contains(c)) {
                out.add(c.digits());
            }
        }
        return out;
    }

    /** The combinations of {@code a} that some combination of {@code b} does not clash with. */
    private static List<CageSum.Combination> kept(Candidates state, Group a, Group b) {
        List<CageSum.Combination> out = new ArrayList<>();
        for (CageSum.Combination x : a.combinations()) {
            for (CageSum.Combination y : b.combinations()) {
                if (!clashes(state, a.sum(), x, b.sum(), y)) {
                    out.add(x);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Whether combination {@code x} of {@code a} and {@code y} of {@code b} need a digit twice:
     * both use it, and each cell of {@code a} that may hold it in {@code x} sees each cell of
     * {@code b} that may hold it in {@code y}.
     */
    private static boolean clashes(Candidates state, CageSum a, CageSum.Combination x, CageSum b,
                                   CageSum.Combination y) {
        for (int d : DigitSet.digits(x.digits() & y.digits())) {
            boolean all = true;
            for (int i = 0; i < a.cells().length && all; i++) {
                if (!DigitSet.contains(x.cellDigits()[i], d)) {
                    continue;
                }
                for (int j = 0; j < b.cells().length && all; j++) {
                    all = !DigitSet.contains(y.cellDigits()[j], d) || state.sees(a.cells()[i], b.cells()[j]);
                }
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /** The candidates of {@code s}'s cells that none of {@code kept} uses there. */
    private static List<Candidate> removed(Candidates state, CageSum s, List<CageSum.Combination> kept) {
        int[] possible = s.possible(kept);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < s.cells().length; i++) {
            for (int d : DigitSet.digits(state.candidates(s.cells()[i]) & ~possible[i])) {
                out.add(new Candidate(s.cells()[i], d));
            }
        }
        return out;
    }

    private static boolean overlap(CageSum a, CageSum b) {
        for (int c : a.cells()) {
            if (b.contains(c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean seeEachOther(Candidates state, CageSum a, CageSum b) {
        for (int x : a.cells()) {
            for (int y : b.cells()) {
                if (state.sees(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The units that hold every cell of both. */
    private static List<Integer> sharedUnits(Geometry g, CageSum a, CageSum b) {
        List<Integer> out = new ArrayList<>();
        for (int u = 0; u < g.unitCount(); u++) {
            boolean all = true;
            for (int c : a.cells()) {
                all &= UnitTables.holds(g, u, c);
            }
            for (int c : b.cells()) {
                all &= UnitTables.holds(g, u, c);
            }
            if (all) {
                out.add(u);
            }
        }
        return out;
    }
}
