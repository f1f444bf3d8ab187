package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.SingleEvidence;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.technique.Finders;

/**
 * Solves like a person: tries the enabled techniques easiest first and applies the steps of the
 * easiest one found together ({@link #nextSteps}), round after round, until the grid is full.
 * When nothing applies it guesses (a digit of the solution, in a cell with the fewest candidates)
 * if the options allow, else it stops.
 * Stateless apart from its options: one solver may serve many threads.
 *
 * <p>Each method has a form taking a {@link Cancellation}: it is set on the state (see
 * {@link Candidates#cancelWith}), polled before each technique is tried and inside the costly
 * searches, and stops the work with a {@link sudoku.core.CancelledException}. The forms without
 * one use the cancellation the state already carries ({@link Cancellation#NONE} by default).
 */
public final class LogicSolver {
    private final List<Technique> techniques;
    private final LogicOptions options;
    /** Whether every technique used carries Sudoku Explainer's scale, so that a rating round takes SE's step. */
    private final boolean seScale;

    /** A solver using the enabled techniques of {@code options}. */
    public LogicSolver(LogicOptions options) {
        this.options = options;
        this.techniques = Technique.implemented().stream().filter(options.enabled()::contains).toList();
        this.seScale = techniques.stream().allMatch(Technique::rates);
    }

    /** The options this solver runs with. */
    public LogicOptions options() {
        return options;
    }

    /**
     * Whether a finder may run on this board: on a variant, a uniqueness technique only when its
     * finder checks that each pattern stays deadly with the variant's units (a diagonal, a
     * window, a region or a cage can tell the two fillings of a pattern apart).
     */
    static boolean appliesTo(Technique t, Candidates state) {
        return !state.geometry().isVariant() || Finders.soundOnVariants(t);
    }

    /** The techniques tried, easiest first. */
    public List<Technique> techniques() {
        return techniques;
    }

    /** The first step of {@link #nextSteps}: the one a hint gives, without guessing. */
    public Optional<Step> nextStep(Candidates state) {
        return nextStep(state, state.cancellation());
    }

    /**
     * Like {@link #nextStep(Candidates)}, stopping when {@code cancellation} triggers.
     * @throws sudoku.core.CancelledException when it does
     */
    public Optional<Step> nextStep(Candidates state, Cancellation cancellation) {
        return nextStep(state, new SearchContext(), cancellation);
    }

    /**
     * Like {@link #nextStep(Candidates, Cancellation)}, the searches sharing what they build in
     * {@code context} (keep one per thread for a whole solve).
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers
     */
    public Optional<Step> nextStep(Candidates state, SearchContext context, Cancellation cancellation) {
        return nextSteps(state, context, cancellation).stream().findFirst();
    }

    /**
     * The steps the path takes next, together, without guessing; empty when no technique applies.
     * They are the round's steps ({@link #nextRound}) in their easiest form; of forcing chains,
     * only those that do most (see {@link #mostProductive}). Which steps are taken does not depend
     * on cell order, digit labels or layout, so neither does the path: a puzzle and its transpose,
     * rotations or relabellings are explained with the same steps, cells mapped. They are listed
     * easiest technique first, then those that do most first, then in reading order.
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers
     */
    public List<Step> nextSteps(Candidates state, SearchContext context, Cancellation cancellation) {
        // the searches may leave out the proofs of their steps: those kept get them below
        boolean deferred = context.proofsDeferred();
        context.proofsDeferred(context.proofs());
        List<Step> found;
        try {
            found = nextRound(state, context, cancellation);
        } finally {
            context.proofsDeferred(deferred);
        }
        List<Step> round = easiestForm(state.geometry(), found);
        if (round.stream().anyMatch(s -> s.technique().difficulty() >= Technique.CELL_FORCING_CHAIN.difficulty())) {
            round = mostProductive(state, context, round);
        }
        List<Step> ordered = new ArrayList<>(round.size());
        for (Step s : round) {
            ordered.add(Finders.of(s.technique()).proved(state, context, s));
        }
        ordered.sort(LISTING);
        return ordered;
    }

    /** The order of a round's steps: technique, then most placed and eliminated, then reading order. */
    private static final Comparator<Step> LISTING = Comparator.<Step>comparingInt(s -> s.technique().ordinal())
            .thenComparingInt(s -> -(s.placements().size() + s.eliminations().size()))
            .thenComparing(s -> s.placements(), LogicSolver::readingOrder)
            .thenComparing(s -> s.eliminations(), LogicSolver::readingOrder);

    private static int readingOrder(List<Candidate> a, List<Candidate> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    /**
     * The steps of a round in the easiest form found (hidden singles in boxes before those in rows
     * and columns), as Sudoku Explainer takes the easiest step first. Whether a unit is a box does
     * not change under relabelling or permutations, so neither does the result.
     */
    static List<Step> easiestForm(Geometry g, List<Step> round) {
        double min = Double.MAX_VALUE;
        for (Step s : round) {
            min = Math.min(min, s.difficulty(g));
        }
        double floor = min;
        List<Step> easiest = round.stream().filter(s -> s.difficulty(g) <= floor + 1e-9).toList();
        return easiest.size() == round.size() ? round : easiest;
    }

    /**
     * Of the forcing steps of a round, those that do most: the most placements and eliminations,
     * then the fewest candidates left once the easy techniques (singles, locked candidates, locked
     * and naked pairs) have followed it. These measures are the same for a relabelled, permuted or
     * transposed grid, and every step tied on them is kept, so the choice does not depend on how
     * the puzzle is oriented.
     */
    private static List<Step> mostProductive(Candidates state, SearchContext context, List<Step> steps) {
        List<Step> best = new ArrayList<>();
        long bestScore = Long.MIN_VALUE;
        for (Step s : steps) {
            state.checkCancelled();
            long score = (long) (s.placements().size() + s.eliminations().size()) * 1_000_000L
                    - candidatesAfter(state, context, s);
            if (score > bestScore) {
                best.clear();
                bestScore = score;
            }
            if (score == bestScore) {
                best.add(s);
            }
        }
        return best;
    }

    private static final List<Technique> EASY = Technique.implemented().stream()
            .filter(t -> t.difficulty() <= Technique.NAKED_PAIR.difficulty()).toList();

    /** How many candidates are left after {@code step} and then the easy techniques, on a copy of {@code state}. */
    private static int candidatesAfter(Candidates state, SearchContext context, Step step) {
        Candidates copy = state.copy();
        step.applyTo(copy);
        for (int i = 0; i < 10_000 && !copy.isSolved(); i++) {
            Step next = null;
            for (Technique t : EASY) {
                Optional<Step> s = Finders.of(t).first(copy, context);
                if (s.isPresent()) {
                    next = s.get();
                    break;
                }
            }
            if (next == null) {
                break;
            }
            next.applyTo(copy);
        }
        int left = 0;
        for (int cell = 0; cell < copy.geometry().cellCount(); cell++) {
            left += copy.digit(cell) != 0 ? 0 : Integer.bitCount(copy.candidates(cell));
        }
        return left;
    }

    /**
     * Every step of the easiest difficulty found, or an empty list when no technique applies:
     * techniques are tried easiest first, and after one applies, those whose base difficulty is
     * still below its easiest step are tried too, since a short chain of a harder technique may
     * be easier than a long chain of an easier one, as Sudoku Explainer takes the easiest step.
     * Duplicates with the same effect are removed. The set does not depend on how the grid is
     * labelled or laid out, which makes ratings invariant. In a rating's context
     * ({@link SearchContext#rating()}) with only techniques on SE's scale ({@link Technique#rates()})
     * the round is the step Sudoku Explainer would rate instead (see {@link SeChoice}).
     */
    public List<Step> nextRound(Candidates state) {
        return nextRound(state, state.cancellation());
    }

    /**
     * Like {@link #nextRound(Candidates)}, stopping when {@code cancellation} triggers.
     * @throws sudoku.core.CancelledException when it does
     */
    public List<Step> nextRound(Candidates state, Cancellation cancellation) {
        return nextRound(state, new SearchContext(), cancellation);
    }

    /**
     * Like {@link #nextRound(Candidates, Cancellation)}, the searches sharing what they build in
     * {@code context} (keep one per thread for a whole rating).
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers
     */
    public List<Step> nextRound(Candidates state, SearchContext context, Cancellation cancellation) {
        Cancellation c = state.cancelWith(cancellation).cancellation();
        List<Step> found = new ArrayList<>();
        double easiest = Double.MAX_VALUE;
        FoundNothing known = FoundNothing.of(state, context);
        try {
            for (Technique t : techniques) {
                if (t.difficulty() >= easiest - 1e-9) {
                    break;
                }
                if (!appliesTo(t, state) || known.knows(t, easiest)) {
                    continue;
                }
                c.check();
                // A step harder than the easiest found would not be kept.
                context.ceiling(easiest);
                List<Step> steps = Finders.of(t).all(state, context);
                known.found(t, easiest, steps.isEmpty());
                for (Step s : steps) {
                    found.add(s);
                    easiest = Math.min(easiest, s.difficulty());
                }
            }
        } finally {
            context.ceiling(Double.POSITIVE_INFINITY);
        }
        if (!context.proofs() && seScale) {
            // a rating on SE's scale takes the step Sudoku Explainer would rate
            return SeChoice.choose(state, context, found);
        }
        Map<List<List<Candidate>>, Step> distinct = new LinkedHashMap<>();
        for (Step s : found) {
            if (s.difficulty() <= easiest + 1e-9) {
                distinct.putIfAbsent(List.of(s.placements(), s.eliminations()), s);
            }
        }
        return new ArrayList<>(distinct.values());
    }

    /**
     * Applies steps to {@code state} until it is solved, and returns them in order. With guessing
     * allowed and a {@code solution} given, the path always ends with a full grid; otherwise it may
     * stop early.
     * @throws IllegalStateException if a step changes nothing (a bug in a finder)
     */
    public List<Step> solve(Candidates state, Grid solution) {
        return solve(state, solution, state.cancellation());
    }

    /**
     * Like {@link #solve(Candidates, Grid)}, stopping when {@code cancellation} triggers; the steps
     * applied so far stay applied to {@code state}.
     * @throws sudoku.core.CancelledException when it does
     */
    public List<Step> solve(Candidates state, Grid solution, Cancellation cancellation) {
        return solve(state, solution, false, cancellation);
    }

    /**
     * Like {@link #solve(Candidates, Grid, Cancellation)}; with {@code severalSolutions}, a round
     * in which every candidate lies in some solution ({@link CoveredCandidates}) guesses without
     * trying the techniques, none of which could remove one: the same path, sooner.
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers
     */
    public List<Step> solve(Candidates state, Grid solution, boolean severalSolutions, Cancellation cancellation) {
        return solve(state, solution, severalSolutions, cancellation, null);
    }

    /**
     * Like {@link #solve(Candidates, Grid, boolean, Cancellation)}, the searches sharing what they
     * may with other searches of the same puzzle through {@code shared} (none when null).
     */
    public List<Step> solve(Candidates state, Grid solution, boolean severalSolutions, Cancellation cancellation,
                            SearchContext.Shared shared) {
        List<Step> path = new ArrayList<>();
        SearchContext context = new SearchContext().sharing(shared);
        boolean canGuess = options.allowGuess() && solution != null;
        while (!state.isSolved()) {
            List<Step> next = canGuess && severalSolutions && CoveredCandidates.all(state, cancellation)
                    ? List.of() : nextSteps(state, context, cancellation);
            if (next.isEmpty()) {
                if (!canGuess) {
                    break;
                }
                next = List.of(guess(state, solution));
            }
            if (!next.get(0).changes(state)) {
                throw new IllegalStateException("step changes nothing: " + StepTexts.of(state.geometry(), next.get(0), Lang.EN));
            }
            if (!seScale) {
                // each step shown is true of the grid the steps before it leave; ratings keep whole rounds
                next = FreshSteps.of(state, next);
            }
            boolean changed = false;
            for (Step step : next) {
                if (changed && easierOpened(state, step, cancellation)) {
                    break; // the next round starts with the easier step
                }
                // a step whose work the round's earlier steps have done already is not shown
                if (step.changes(state)) {
                    changed = true;
                    step.applyTo(state);
                    path.add(step);
                }
            }
        }
        return path;
    }

    /**
     * Whether, on a variant board, the round's earlier steps have opened a step easier than the
     * chain {@code step} (a chain, cycle, colouring or harder step), so that the round stops before
     * it: a person would take the locking step, subset or fish that is now there first. Plain
     * boards keep their rounds whole, as they were.
     */
    private boolean easierOpened(Candidates state, Step step, Cancellation cancellation) {
        Geometry g = state.geometry();
        double than = step.difficulty(g);
        if (!g.isVariant() || than < Technique.SIMPLE_COLORS_TRAP.difficulty() - 1e-9) {
            return false;
        }
        SearchContext fresh = new SearchContext();
        fresh.ceiling(than);
        boolean[] found = {false};
        for (Technique t : techniques) {
            if (t.difficulty() >= than - 1e-9 || found[0]) {
                break;
            }
            if (appliesTo(t, state)) {
                cancellation.check();
                Finders.of(t).find(state, fresh, s -> !(found[0] = s.difficulty(g) < than - 1e-9));
            }
        }
        return found[0];
    }

    /**
     * The guess made when no technique applies: the solution's digit in the first cell with the
     * fewest candidates.
     */
    public static Step guess(Candidates state, Grid solution) {
        Geometry g = state.geometry();
        int best = -1;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (state.digit(cell) == 0 && (best < 0
                    || DigitSet.size(state.candidates(cell)) < DigitSet.size(state.candidates(best)))) {
                best = cell;
            }
        }
        int d = solution.get(best);
        return Step.placing(Technique.GUESS, new Candidate(best, d), List.of(), List.of(best),
                new SingleEvidence.Guess(state.candidates(best)));
    }
}
