package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * Which steps of a round an explanation shows, so that none says it does what the steps before it
 * did already: read in order, a step said "which removes 7 from A2 and E2" when an earlier step of
 * its round had removed the 7 from A2.
 *
 * <p>A step is <em>stale</em> once others have done part of its work (filled a cell it places,
 * removed a candidate it removes). Singles are never stale. A stale step waits for the next round,
 * which finds it again, in its current form, if it still does something.
 *
 * <p>Only what steps place and remove counts, not the cells of their patterns: a pattern is one
 * proof of its removals among several, found in cell order, so the choice would then depend on how
 * the grid is turned. The round is listed in groups of equal rank (technique, then how much a step
 * does); only the order inside a group is reading order. So a step is left out when the groups
 * before its own made it stale, or when another step of its own group would (whichever is read
 * first). Should that leave out every step of the round's first group, that group is shown whole,
 * as found: its steps are tied, and which to take first would depend on cell order.
 */
final class FreshSteps {
    private FreshSteps() {
    }

    /** The steps of {@code round} (listed by {@link LogicSolver#nextSteps}) to apply, in order. */
    static List<Step> of(Candidates state, List<Step> round) {
        if (round.size() < 2) {
            return round;
        }
        Candidates work = state.copy();
        List<Step> kept = new ArrayList<>(round.size());
        for (int from = 0; from < round.size(); ) {
            int to = from + 1;
            while (to < round.size() && sameRank(round.get(from), round.get(to))) {
                to++;
            }
            List<Step> group = round.subList(from, to);
            // a group is of one technique: singles are never stale, so nothing to try for them
            List<Step> fresh = single(group.get(0)) ? new ArrayList<>(group) : freshOf(group, work);
            if (kept.isEmpty() && fresh.isEmpty()) {
                // every step of the round's first group would wait for another: they are shown
                // together, as found (which of them to take first would depend on cell order)
                fresh.addAll(group);
            }
            fresh.forEach(s -> s.applyTo(work));
            kept.addAll(fresh);
            from = to;
        }
        return kept;
    }

    /** The steps of a group (not singles) that neither the grid {@code work} nor another of the group makes stale. */
    private static List<Step> freshOf(List<Step> group, Candidates work) {
        List<Candidates> after = new ArrayList<>(group.size());
        for (Step a : group) {
            Candidates c = work.copy();
            a.applyTo(c);
            after.add(c);
        }
        List<Step> fresh = new ArrayList<>(group.size());
        for (int i = 0; i < group.size(); i++) {
            Step b = group.get(i);
            boolean stale = stale(b, work);
            for (int j = 0; j < group.size() && !stale; j++) {
                stale = j != i && stale(b, after.get(j));
            }
            if (!stale) {
                fresh.add(b);
            }
        }
        return fresh;
    }

    private static boolean sameRank(Step a, Step b) {
        return a.technique() == b.technique() && a.placements().size() + a.eliminations().size()
                == b.placements().size() + b.eliminations().size();
    }

    private static boolean single(Step s) {
        Technique t = s.technique();
        return t == Technique.FULL_HOUSE || t == Technique.HIDDEN_SINGLE || t == Technique.NAKED_SINGLE;
    }

    /** Whether, on {@code now}, part of {@code step}'s work is done already. */
    private static boolean stale(Step step, Candidates now) {
        for (Candidate p : step.placements()) {
            if (now.digit(p.cell()) != 0) {
                return true;
            }
        }
        for (Candidate e : step.eliminations()) {
            if (!now.has(e.cell(), e.digit())) {
                return true;
            }
        }
        return false;
    }
}
