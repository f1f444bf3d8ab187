package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Premise;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.SeChaining;

/**
 * The dynamic cell and unit forcing chains (verities) Sudoku Explainer keeps although one of their
 * branches contradicts itself, for ratings only. Read from SE's chaining engine
 * ({@code Chaining.getMultipleChainsHintList} and {@code doRegionChainings}), in our words:
 * <ul>
 * <li>SE follows each candidate of a cell (each place of a digit in a unit) assumed true with
 * its own queue and keeps the sets of facts met ("on" and "off"). When the queue meets a clash it
 * stops there, but the facts met so far stay in the sets.</li>
 * <li>The verity's conclusions are the facts in every branch's set. SE does not set a branch
 * that ended in a clash aside: it takes part with the facts it met before the clash. This is
 * sound, since a branch that contradicts itself cannot be the one that holds, so the other
 * branches alone prove the fact; but a fact the clashing branch did not reach is not
 * concluded.</li>
 * <li>Each conclusion is one step, counted as every other dynamic verity is: the facts behind
 * it, added over the branches, the clashing one included.</li>
 * </ul>
 * The explanations leave these out: there, a branch that contradicts is a contradiction step of
 * its own ({@link sudoku.logic.chain.Forcing#verity}). Counting them needs SE's queue, so here they
 * are made from {@link SeChaining}'s branches, for the cells and units that hold a candidate
 * found to contradict under singles. Like the rest of the count, they are free of cell order and
 * labels: a branch's facts met before its clash are those of the levels of its queue before the
 * clash and the placements of that level.
 */
final class SeVerities {
    private SeVerities() {
    }

    /**
     * The verities of one fact each, under singles, of the cells and units holding one of
     * {@code wrong} (candidates that lead to a contradiction under singles), whose branches do
     * not all run to the end: each with at least one branch that clashes and one that does not.
     */
    static List<Step> withClashingBranch(Candidates state, Map<Integer, SeChaining> chains, Set<Candidate> wrong) {
        Geometry g = state.geometry();
        // the cells' sets first, then the units', as the finders come: of a cell and a unit verity
        // with the same effect, the round keeps the cell's whatever the grid's orientation
        Set<List<Candidate>> sets = new LinkedHashSet<>();
        Set<List<Candidate>> units = new LinkedHashSet<>();
        for (Candidate w : wrong) {
            List<Candidate> cell = new ArrayList<>();
            for (int d : DigitSet.digits(state.candidates(w.cell()))) {
                cell.add(new Candidate(w.cell(), d));
            }
            sets.add(cell);
            for (int u : UnitTables.unitIdsOf(g, w.cell())) {
                List<Candidate> unit = new ArrayList<>();
                for (int c : UnitTables.unit(g, u)) {
                    if (state.has(c, w.digit())) {
                        unit.add(new Candidate(c, w.digit()));
                    }
                }
                units.add(unit);
            }
        }
        sets.addAll(units);
        List<Step> out = new ArrayList<>();
        for (List<Candidate> set : sets) {
            state.checkCancelled();
            if (set.size() >= 2) {
                out.addAll(verity(state, chains, set));
            }
        }
        return out;
    }

    /** The one-fact steps of the verity of {@code set}, when one branch clashes and one does not. */
    private static List<Step> verity(Candidates state, Map<Integer, SeChaining> chains, List<Candidate> set) {
        List<SeChaining> branches = new ArrayList<>();
        int clashing = 0;
        for (Candidate a : set) {
            SeChaining b = SeQueues.of(state, chains, a, true, Propagation.Rules.SINGLES);
            branches.add(b);
            clashing += b.contradiction() == Integer.MAX_VALUE ? 0 : 1;
        }
        if (clashing == 0 || clashing == set.size()) {
            return List.of();
        }
        boolean cell = set.get(0).cell() == set.get(1).cell();
        Technique t = cell ? Technique.CELL_FORCING_CHAIN : Technique.UNIT_FORCING_CHAIN;
        double tier = Forcing.tier(t, Propagation.Rules.SINGLES);
        Premise premise = cell ? new Premise.CellHolds(set.get(0).cell(), state.candidates(set.get(0).cell()))
                : unitHolds(state, set);
        List<Step> out = new ArrayList<>();
        Geometry g = state.geometry();
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.digit(c) != 0 ? 0 : state.candidates(c))) {
                for (boolean placed : new boolean[] {true, false}) {
                    long sum = 0;
                    for (int b = 0; b < branches.size() && sum < Integer.MAX_VALUE; b++) {
                        sum += placed ? branches.get(b).placed(c, d) : branches.get(b).removed(c, d);
                    }
                    if (sum < Integer.MAX_VALUE) {
                        Candidate fact = new Candidate(c, d);
                        Step one = new Step(t, placed ? List.of(fact) : List.of(), placed ? List.of() : List.of(fact),
                                List.of(), List.of(set.get(0).cell()), List.of(), DigitSet.of(d), List.of(),
                                new ForcingEvidence.Verity(premise, set, Forcing.said(Propagation.Rules.SINGLES), fact, placed,
                                        List.of(fact)),
                                Forcing.difficulty(tier, (int) Math.max(0, sum - 2)));
                        out.add(one);
                    }
                }
            }
        }
        return out;
    }

    private static Premise unitHolds(Candidates state, List<Candidate> set) {
        Geometry g = state.geometry();
        List<Integer> cells = set.stream().map(Candidate::cell).toList();
        for (int u : UnitTables.unitIdsOf(g, cells.get(0))) {
            if (cells.stream().allMatch(c -> UnitTables.holds(g, u, c))) {
                return new Premise.UnitHolds(u, set.get(0).digit(), cells);
            }
        }
        throw new IllegalArgumentException("not the places of a digit in one unit: " + set);
    }
}
