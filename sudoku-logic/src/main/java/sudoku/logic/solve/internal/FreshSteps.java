package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Link;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.technique.Finders;

/**
 * Which steps of a round an explanation shows, so that none says it does what the steps before it
 * did already: read in order, a step said "which removes 7 from A2 and E2" when an earlier step of
 * its round had removed the 7 from A2.
 *
 * <p>A step is <em>stale</em> once others have done part of its work (filled a cell it places,
 * removed a candidate it removes). Singles are never stale. A stale step waits for the next round,
 * which finds it again, in its current form, if it still does something.
 *
 * <p>The round is listed in groups of equal rank (technique, then how much a step does); only the
 * order inside a group is reading order. So a step is left out when the groups before its own made
 * it stale, or when another step of its own group would (whichever is read first). Should that
 * leave out every step of the round's first group, that group is shown whole, as found: its steps
 * are tied, and which to take first would depend on cell order.
 *
 * <p>A step must also be true as read: "A2 holds only 6 and 9" cannot follow a step that removed
 * the 9 from A2. When the steps read before it changed a cell of its pattern (a candidate of a
 * pattern cell, a chain's candidate or premise), the step's technique looks again, on the grid as
 * it is then, for a step doing exactly the same work, and that one is shown, with its own pattern;
 * if there is none, the step waits for the next round. Which pattern was found first depends on
 * cell order, but whether some pattern of the technique does that work on a grid does not, so
 * neither does the choice. A step waits as well when another step of its own group would change
 * its pattern and leave it no such proof, whichever of the two is read first. Nested forcing chains
 * are shown as found (see {@link #patternKept}).
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
            Map<Step, Step> onWork = new IdentityHashMap<>();
            List<Step> fresh = single(group.get(0)) ? new ArrayList<>(group) : freshOf(state, group, work, onWork);
            if (kept.isEmpty() && fresh.isEmpty()) {
                // every step of the round's first group would wait for another: they are shown
                // together, as found (which of them to take first would depend on cell order)
                fresh.addAll(group);
            } else if (!single(group.get(0))) {
                fresh = trueAsRead(state, fresh, work, onWork);
            }
            fresh.forEach(s -> s.applyTo(work));
            kept.addAll(fresh);
            from = to;
        }
        return kept;
    }

    /**
     * The steps of a group, in order, each in a form true of the grid when it is read: a step whose
     * pattern the steps read before it changed is replaced by its technique's step doing the same
     * work on that grid, or left for the next round when there is none. Until one is shown, the
     * grid read is {@code work}, on which {@code onWork} holds the forms found already.
     */
    private static List<Step> trueAsRead(Candidates roundStart, List<Step> group, Candidates work,
                                         Map<Step, Step> onWork) {
        Candidates read = work.copy();
        List<Step> shown = new ArrayList<>(group.size());
        for (Step s : group) {
            Step now = patternKept(s, roundStart, read) ? s
                    : shown.isEmpty() && onWork.containsKey(s) ? onWork.get(s) : sameWork(s, read);
            if (now != null) {
                now.applyTo(read);
                shown.add(now);
            }
        }
        return shown;
    }

    /**
     * The steps of a group (not singles) that neither the grid {@code work} nor another of the group
     * makes stale, and whose pattern, where those changed it, still holds in some form; the form a
     * step whose pattern {@code work} changed takes on {@code work} goes into {@code onWork}.
     */
    private static List<Step> freshOf(Candidates roundStart, List<Step> group, Candidates work,
                                      Map<Step, Step> onWork) {
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
            if (!stale && !patternKept(b, roundStart, work)) {
                Step current = sameWork(b, work);
                onWork.put(b, current);
                stale = current == null;
            }
            for (int j = 0; j < group.size() && !stale; j++) {
                stale = j != i && (stale(b, after.get(j))
                        || !patternKept(b, work, after.get(j)) && sameWork(b, after.get(j)) == null);
            }
            if (!stale) {
                fresh.add(b);
            }
        }
        return fresh;
    }

    /**
     * Whether {@code step}'s pattern reads the same on {@code now} as on {@code before}: every
     * candidate of its cells, and every candidate its links and their premises name.
     */
    static boolean patternKept(Step step, Candidates before, Candidates now) {
        if (step.technique() == Technique.NESTED_FORCING_CHAIN) {
            // kept as found: looking again costs more than the whole explanation (on every 10th SE
            // 11+ puzzle, 1,703 searches, 47 s). Its contradiction still follows on a grid with
            // fewer candidates; at worst an inner chain then proves what is already so
            return true;
        }
        for (List<Integer> cells : List.of(step.cells(), step.secondary())) {
            for (int cell : cells) {
                if (!sameCell(before, now, cell)) {
                    return false;
                }
            }
        }
        for (Link l : step.links()) {
            if (!sameCandidates(before, now, l.from().digit(), l.fromCells())
                    || !sameCandidates(before, now, l.to().digit(), l.toCells())) {
                return false;
            }
            for (Candidate c : l.premises()) {
                if (before.has(c.cell(), c.digit()) != now.has(c.cell(), c.digit())) {
                    return false;
                }
            }
            for (int cell : l.viaSet()) {
                if (!sameCell(before, now, cell)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean sameCell(Candidates before, Candidates now, int cell) {
        return before.digit(cell) == now.digit(cell) && before.candidates(cell) == now.candidates(cell);
    }

    private static boolean sameCandidates(Candidates before, Candidates now, int digit, List<Integer> cells) {
        for (int cell : cells) {
            if (before.has(cell, digit) != now.has(cell, digit) || before.digit(cell) != now.digit(cell)) {
                return false;
            }
        }
        return true;
    }

    /** The step of {@code step}'s technique doing exactly its work on {@code now}, with its proof; null if none. */
    private static Step sameWork(Step step, Candidates now) {
        Step[] found = {null};
        Finders.of(step.technique()).find(now, new SearchContext(), s -> {
            if (s.technique() == step.technique() && s.placements().equals(step.placements())
                    && s.eliminations().equals(step.eliminations())) {
                found[0] = s;
            }
            return found[0] == null;
        });
        return found[0];
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
