package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.FishEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Siamese Fish: two finned (or sashimi) fish of one digit on the same base lines with different
 * covers and different eliminations (as HoDoKu pairs them, one may remove all the other does);
 * the step takes both. Its difficulty is the harder fish's, and smaller fish are offered first
 * (rows and columns: X-Wing to Leviathan). {@link General} pairs the Franken and Mutant fish, whose
 * units may be boxes, the same way, X-Wing to Jellyfish only (their fish of five lines and more,
 * with the Siamese search's extra fin, cost seconds a board); its Mutant fish, searched only on
 * request, may have endo fins as the Franken fish do.
 *
 * <p>The finned and sashimi fish paired are those their own finders offer, digit by digit, so a
 * digit whose places an earlier search in the same context saw is not searched again
 * ({@link sudoku.logic.internal.DigitFinder}).
 */
final class SiameseFish implements StepFinder {
    /** The finned and sashimi techniques per size, 2 to 7. */
    private static final Technique[][] KINDS = {
            {Technique.FINNED_X_WING, Technique.SASHIMI_X_WING},
            {Technique.FINNED_SWORDFISH, Technique.SASHIMI_SWORDFISH},
            {Technique.FINNED_JELLYFISH, Technique.SASHIMI_JELLYFISH},
            {Technique.FINNED_SQUIRMBAG, Technique.SASHIMI_SQUIRMBAG},
            {Technique.FINNED_WHALE, Technique.SASHIMI_WHALE},
            {Technique.FINNED_LEVIATHAN, Technique.SASHIMI_LEVIATHAN}};

    @Override
    public Technique technique() {
        return Technique.SIAMESE_FISH;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        for (int size = 2; size < 2 + KINDS.length; size++) {
            List<Step> fish = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                // the finned and sashimi fish finders' own search, whose per-digit results the context keeps
                new Fish.Finder(KINDS[size - 2][k], size, k == 0 ? Fish.Kind.FINNED : Fish.Kind.SASHIMI)
                        .find(state, context, fish::add);
            }
            if (!offerPairs(fish, size, technique(), sink)) {
                return;
            }
        }
    }

    /** The finder of the Siamese Franken or Mutant fish: pairs of finned fish of that shape, sizes 2 to 4. */
    record General(Technique technique, FishSearch.Shape shape) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            Technique[] kinds = shape == FishSearch.Shape.FRANKEN
                    ? new Technique[] {Technique.FINNED_FRANKEN_X_WING, Technique.FINNED_FRANKEN_SWORDFISH,
                            Technique.FINNED_FRANKEN_JELLYFISH}
                    : new Technique[] {Technique.FINNED_MUTANT_X_WING, Technique.FINNED_MUTANT_SWORDFISH,
                            Technique.FINNED_MUTANT_JELLYFISH};
            findGeneral(state, shape, kinds, technique, sink);
        }
    }

    /**
     * Offers, as steps of {@code technique}, the Siamese pairs of the finned fish of {@code shape},
     * sizes 2 to 4, whose techniques are {@code kinds}; the Franken and Mutant counterparts of this finder.
     */
    static void findGeneral(Candidates state, FishSearch.Shape shape, Technique[] kinds, Technique technique,
                            StepSink sink) {
        for (int size = 2; size <= 4; size++) {
            List<Step> fish = new ArrayList<>();
            GeneralFish.search(state, size, shape, true, GeneralFish.SIAMESE_MAX_FINS, true, kinds[size - 2], fish::add);
            if (!offerPairs(fish, size, technique, sink)) {
                return;
            }
        }
    }

    /**
     * Offers, as steps of {@code technique}, each pair of the finned fish of one size (their steps,
     * base units then cover units) on the same base and digit, with different covers and
     * eliminations; false when the sink stopped.
     */
    static boolean offerPairs(List<Step> fish, int size, Technique technique, StepSink sink) {
        Map<List<Integer>, List<Step>> byBase = new LinkedHashMap<>();
        for (Step s : fish) {
            List<Integer> key = new ArrayList<>(s.units().subList(0, size));
            key.add(s.digits());
            byBase.computeIfAbsent(key, x -> new ArrayList<>()).add(s);
        }
        for (List<Step> group : byBase.values()) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    Step s = pair(group.get(i), group.get(j), size, technique);
                    if (s != null && !sink.accept(s)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static Step pair(Step a, Step b, int size, Technique technique) {
        Set<Candidate> ea = new HashSet<>(a.eliminations());
        Set<Candidate> eb = new HashSet<>(b.eliminations());
        if (ea.equals(eb)
                || a.units().subList(size, a.units().size()).equals(b.units().subList(size, b.units().size()))) {
            return null;
        }
        TreeSet<Candidate> elims = new TreeSet<>(ea);
        elims.addAll(eb);
        List<Integer> units = new ArrayList<>(a.units());
        for (int u : b.units().subList(size, b.units().size())) {
            if (!units.contains(u)) {
                units.add(u);
            }
        }
        TreeSet<Integer> cells = new TreeSet<>(a.cells());
        cells.addAll(b.cells());
        TreeSet<Integer> fins = new TreeSet<>(a.secondary());
        fins.addAll(b.secondary());
        double difficulty = Math.max(a.technique().difficulty(), b.technique().difficulty());
        return Step.eliminating(technique, new ArrayList<>(elims), units, new ArrayList<>(cells),
                new ArrayList<>(fins), a.digits(), new FishEvidence.SiameseFish(Parts.of(a), Parts.of(b)))
                .withDifficulty(difficulty);
    }
}
