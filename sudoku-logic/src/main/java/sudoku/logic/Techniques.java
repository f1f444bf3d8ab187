package sudoku.logic;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import sudoku.logic.technique.Claiming;
import sudoku.logic.technique.FullHouse;
import sudoku.logic.technique.HiddenPair;
import sudoku.logic.technique.HiddenQuad;
import sudoku.logic.technique.HiddenSingle;
import sudoku.logic.technique.HiddenTriple;
import sudoku.logic.technique.NakedPair;
import sudoku.logic.technique.NakedQuad;
import sudoku.logic.technique.NakedSingle;
import sudoku.logic.technique.NakedTriple;
import sudoku.logic.technique.Pointing;

/** The finders of every implemented technique, in the order of {@link Technique} (easiest first). */
public final class Techniques {
    private static final List<StepFinder> ALL = List.<StepFinder>of(
            new FullHouse(),
            new HiddenSingle(),
            new NakedSingle(),
            new Pointing(),
            new Claiming(),
            new NakedPair(),
            new HiddenPair(),
            new NakedTriple(),
            new HiddenTriple(),
            new NakedQuad(),
            new HiddenQuad()
    ).stream().sorted(Comparator.comparing(StepFinder::technique)).toList();

    private Techniques() {
    }

    /** Every finder, easiest technique first. Finders are stateless and may be shared. */
    public static List<StepFinder> all() {
        return ALL;
    }

    /** The techniques that have a finder (the guess is not one of them). */
    public static Set<Technique> implemented() {
        return ALL.stream().map(StepFinder::technique)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Technique.class)));
    }
}
