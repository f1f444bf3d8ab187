package sudoku.logic.technique;

import static sudoku.logic.Technique.*;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainGraph;

/**
 * The registry of finders: each technique's search, made once, in one exhaustive switch (a
 * constant added to {@link Technique} without its line here does not compile). The one class
 * that names every finder, and the only way the solver, lister, rater, hinter and explainer reach
 * them; the finders themselves are package-private. Finders are stateless and shared between
 * threads.
 */
public final class Finders {
    private static final Map<Technique, StepFinder> FINDERS = new EnumMap<>(Technique.class);

    static {
        for (Technique t : Technique.values()) {
            StepFinder f = make(t);
            if (f != null) {
                if (f.technique() != t) {
                    throw new ExceptionInInitializerError(t + "'s finder reports " + f.technique());
                }
                FINDERS.put(t, f);
            }
        }
    }

    private Finders() {
    }

    /**
     * The finder of technique {@code t}.
     * @throws UnsupportedOperationException for the guess, which no search finds
     */
    public static StepFinder of(Technique t) {
        StepFinder f = FINDERS.get(t);
        if (f == null) {
            throw new UnsupportedOperationException(t.displayName() + " is not searched for");
        }
        return f;
    }

    /** Whether technique {@code t} has a finder (every technique {@linkplain Technique#searchable() searched for}). */
    public static boolean has(Technique t) {
        return FINDERS.containsKey(t);
    }

    /**
     * The uniqueness techniques whose finders, on a variant board, take only the patterns that stay
     * deadly there ({@link DeadlyPatterns}; the graves only without cages, {@link Bug#holds}).
     */
    private static final Set<Technique> DEADLY_ON_VARIANTS = EnumSet.of(UNIQUE_RECTANGLE_1, UNIQUE_RECTANGLE_2,
            UNIQUE_RECTANGLE_3, UNIQUE_RECTANGLE_4, UNIQUE_RECTANGLE_5, UNIQUE_RECTANGLE_6, AVOIDABLE_RECTANGLE_1,
            AVOIDABLE_RECTANGLE_2, HIDDEN_RECTANGLE, UNIQUE_LOOP_1, UNIQUE_LOOP_2, EXTENDED_UNIQUE_RECTANGLE,
            BUG_PLUS_1, BUG_TYPE_2, BUG_TYPE_3, BUG_TYPE_4);

    /**
     * Whether technique {@code t}'s steps are sound on a variant board: every technique resting on
     * the rules alone, and the uniqueness techniques whose finders check that a pattern stays
     * deadly with the variant's own units and cages.
     */
    public static boolean soundOnVariants(Technique t) {
        return !t.uniqueness() || DEADLY_ON_VARIANTS.contains(t);
    }

    /** A new finder of technique {@code t}; null for the guess. */
    private static StepFinder make(Technique t) {
        return switch (t) {
            case FULL_HOUSE -> new FullHouse();
            case HIDDEN_SINGLE -> new HiddenSingle();
            case DIRECT_POINTING -> new Direct.Finder(t, make(POINTING));
            case DIRECT_CLAIMING -> new Direct.Finder(t, make(CLAIMING));
            case DIRECT_HIDDEN_PAIR -> new Direct.Finder(t, make(HIDDEN_PAIR));
            case NAKED_SINGLE -> new NakedSingle();
            case CAGE_COMBINATIONS -> new CageCombinations();
            case DIRECT_HIDDEN_TRIPLE -> new Direct.Finder(t, make(HIDDEN_TRIPLE));
            case POINTING -> new LockedCandidates.Finder(t, true);
            case INNIES_OUTIES -> new InniesOuties();
            case CLAIMING -> new LockedCandidates.Finder(t, false);
            case LOCKED_PAIR -> new Subsets.Finder(t, Subsets.Kind.LOCKED, 2);
            case NAKED_PAIR -> new Subsets.Finder(t, Subsets.Kind.NAKED, 2);
            case X_WING -> new Fish.Finder(t, 2, Fish.Kind.BASIC);
            case CAGE_COMBINATION_ELIMINATION -> new CageCombinationElimination();
            case HIDDEN_PAIR -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 2);
            case LOCKED_TRIPLE -> new Subsets.Finder(t, Subsets.Kind.LOCKED, 3);
            case NAKED_TRIPLE -> new Subsets.Finder(t, Subsets.Kind.NAKED, 3);
            case SWORDFISH -> new Fish.Finder(t, 3, Fish.Kind.BASIC);
            case HIDDEN_TRIPLE -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 3);
            case XY_WING -> new XYWing();
            case XYZ_WING -> new XYZWing();
            case UNIQUE_RECTANGLE_1 -> new UniqueRectangle1();
            case AVOIDABLE_RECTANGLE_1 -> new Avoidable.Finder(t, 1);
            case UNIQUE_RECTANGLE_2 -> new UniqueRectangle2();
            case AVOIDABLE_RECTANGLE_2 -> new Avoidable.Finder(t, 2);
            case UNIQUE_RECTANGLE_4 -> new UniqueRectangle4();
            case WXYZ_WING -> new WXYZWing();
            case UNIQUE_RECTANGLE_3 -> new UniqueRectangle3();
            case UNIQUE_RECTANGLE_5 -> new UniqueRectangle5();
            case UNIQUE_RECTANGLE_6 -> new UniqueRectangle6();
            case UNIQUE_LOOP_1 -> new UniqueLoop.Finder(t, 1);
            case HIDDEN_RECTANGLE -> new HiddenRectangle();
            case UNIQUE_LOOP_2 -> new UniqueLoop.Finder(t, 2);
            case EXTENDED_UNIQUE_RECTANGLE -> new ExtendedRectangle();
            case NAKED_QUAD -> new Subsets.Finder(t, Subsets.Kind.NAKED, 4);
            case JELLYFISH -> new Fish.Finder(t, 4, Fish.Kind.BASIC);
            case HIDDEN_QUAD -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 4);
            case SQUIRMBAG -> new Fish.Finder(t, 5, Fish.Kind.BASIC);
            case WHALE -> new Fish.Finder(t, 6, Fish.Kind.BASIC);
            case LEVIATHAN -> new Fish.Finder(t, 7, Fish.Kind.BASIC);
            case BUG_PLUS_1 -> new BugPlusOne();
            case BUG_TYPE_2 -> new BugType2();
            case BUG_TYPE_4 -> new BugType4();
            case SKYSCRAPER -> new Skyscraper();
            case DUAL_TWO_STRING_KITE -> new DualTwoStringKite();
            case TWO_STRING_KITE -> new TwoStringKite();
            case TURBOT_FISH -> new TurbotFish();
            case BUG_TYPE_3 -> new BugType3();
            case SIAMESE_FISH -> new SiameseFish();
            case FINNED_X_WING -> new Fish.Finder(t, 2, Fish.Kind.FINNED);
            case SASHIMI_X_WING -> new Fish.Finder(t, 2, Fish.Kind.SASHIMI);
            case EMPTY_RECTANGLE -> new EmptyRectangle();
            case DUAL_EMPTY_RECTANGLE -> new DualEmptyRectangle(make(EMPTY_RECTANGLE));
            case FRANKEN_X_WING -> new GeneralFish.Finder(t, 2, FishSearch.Shape.FRANKEN, false);
            case W_WING -> new WWing();
            case REMOTE_PAIR -> new RemotePair();
            case ALIGNED_PAIR_EXCLUSION -> new AlignedExclusion(t, 2);
            case FINNED_SWORDFISH -> new Fish.Finder(t, 3, Fish.Kind.FINNED);
            case SASHIMI_SWORDFISH -> new Fish.Finder(t, 3, Fish.Kind.SASHIMI);
            case FRANKEN_SWORDFISH -> new GeneralFish.Finder(t, 3, FishSearch.Shape.FRANKEN, false);
            case FINNED_FRANKEN_X_WING -> new GeneralFish.Finder(t, 2, FishSearch.Shape.FRANKEN, true);
            case SIMPLE_COLORS_TRAP -> new SimpleColors.Finder(t, false);
            case SIMPLE_COLORS_WRAP -> new SimpleColors.Finder(t, true);
            case X_CYCLE -> new ChainSearch.Finder(t, ChainGraph.Kind.X_CHAIN, ChainSearch.Conclusion.LOOPS);
            case Y_CYCLE, BIDIRECTIONAL_CYCLE -> new SeCycles(t);
            case X_CHAIN -> new ChainSearch.Finder(t, ChainGraph.Kind.X_CHAIN, ChainSearch.Conclusion.ELIMINATIONS);
            case FINNED_JELLYFISH -> new Fish.Finder(t, 4, Fish.Kind.FINNED);
            case MULTI_COLORS -> new MultiColors();
            case SASHIMI_JELLYFISH -> new Fish.Finder(t, 4, Fish.Kind.SASHIMI);
            case THREE_D_MEDUSA -> new Medusa();
            case SUE_DE_COQ -> new SueDeCoq();
            case FRANKEN_JELLYFISH -> new GeneralFish.Finder(t, 4, FishSearch.Shape.FRANKEN, false);
            case FINNED_FRANKEN_SWORDFISH -> new GeneralFish.Finder(t, 3, FishSearch.Shape.FRANKEN, true);
            case FINNED_SQUIRMBAG -> new Fish.Finder(t, 5, Fish.Kind.FINNED);
            case SASHIMI_SQUIRMBAG -> new Fish.Finder(t, 5, Fish.Kind.SASHIMI);
            case FRANKEN_SQUIRMBAG -> new GeneralFish.Finder(t, 5, FishSearch.Shape.FRANKEN, false);
            case XY_CHAIN -> new ChainSearch.Finder(t, ChainGraph.Kind.XY_CHAIN, ChainSearch.Conclusion.ELIMINATIONS);
            case AIC -> new ChainSearch.Finder(t, ChainGraph.Kind.AIC, ChainSearch.Conclusion.ELIMINATIONS);
            case FINNED_WHALE -> new Fish.Finder(t, 6, Fish.Kind.FINNED);
            case FRANKEN_WHALE -> new GeneralFish.Finder(t, 6, FishSearch.Shape.FRANKEN, false);
            case SASHIMI_WHALE -> new Fish.Finder(t, 6, Fish.Kind.SASHIMI);
            case FRANKEN_LEVIATHAN -> new GeneralFish.Finder(t, 7, FishSearch.Shape.FRANKEN, false);
            case FINNED_FRANKEN_JELLYFISH -> new GeneralFish.Finder(t, 4, FishSearch.Shape.FRANKEN, true);
            case SIAMESE_FRANKEN_FISH -> new SiameseFish.General(t, FishSearch.Shape.FRANKEN);
            case ALS_XZ -> new AlsXz();
            case ALIGNED_PAIR_EXCLUSION_ALS -> new AlignedPairExclusionAls();
            case FINNED_LEVIATHAN -> new Fish.Finder(t, 7, Fish.Kind.FINNED);
            case FINNED_FRANKEN_SQUIRMBAG -> new GeneralFish.Finder(t, 5, FishSearch.Shape.FRANKEN, true);
            case SASHIMI_LEVIATHAN -> new Fish.Finder(t, 7, Fish.Kind.SASHIMI);
            case FINNED_FRANKEN_WHALE -> new GeneralFish.Finder(t, 6, FishSearch.Shape.FRANKEN, true);
            case FINNED_FRANKEN_LEVIATHAN -> new GeneralFish.Finder(t, 7, FishSearch.Shape.FRANKEN, true);
            case ALS_XY_WING -> new AlsXyWing();
            case GROUPED_AIC -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.ELIMINATIONS);
            case DEATH_BLOSSOM -> new DeathBlossom();
            case ALIGNED_TRIPLE_EXCLUSION -> new AlignedExclusion(t, 3);
            case NISHIO_FORCING_CHAIN -> ForcingChainContradiction.nishio();
            case DISCONTINUOUS_NICE_LOOP -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.DISCONTINUOUS);
            case CONTINUOUS_NICE_LOOP -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.LOOPS);
            case ALS_XY_CHAIN -> new AlsXyChain();
            case MUTANT_X_WING -> new GeneralFish.Finder(t, 2, FishSearch.Shape.MUTANT, false);
            case FINNED_MUTANT_X_WING -> new GeneralFish.Finder(t, 2, FishSearch.Shape.MUTANT, true);
            case MUTANT_SWORDFISH -> new GeneralFish.Finder(t, 3, FishSearch.Shape.MUTANT, false);
            case JUNIOR_EXOCET -> new JuniorExocet();
            case SENIOR_EXOCET -> new SeniorExocet();
            case DOUBLE_EXOCET -> new DoubleExocet();
            case FINNED_MUTANT_SWORDFISH -> new GeneralFish.Finder(t, 3, FishSearch.Shape.MUTANT, true);
            case CELL_FORCING_CHAIN -> new CellForcingChain();
            case UNIT_FORCING_CHAIN -> new UnitForcingChain();
            case MUTANT_JELLYFISH -> new GeneralFish.Finder(t, 4, FishSearch.Shape.MUTANT, false);
            case SIAMESE_MUTANT_FISH -> new SiameseFish.General(t, FishSearch.Shape.MUTANT);
            case TEMPLATE_SET -> new Templates.Finder(t, true);
            case TEMPLATE_DELETE -> new Templates.Finder(t, false);
            case MULTI_SECTOR_LOCKED_SET -> new MultiSectorLockedSet();
            case FINNED_MUTANT_JELLYFISH -> new GeneralFish.Finder(t, 4, FishSearch.Shape.MUTANT, true);
            case KRAKEN_FISH -> new KrakenFish(t, 2, 4);
            case KRAKEN_FISH_5_TO_7 -> new KrakenFish(t, 5, 7);
            case MUTANT_SQUIRMBAG -> new GeneralFish.Finder(t, 5, FishSearch.Shape.MUTANT, false);
            case FINNED_MUTANT_SQUIRMBAG -> new GeneralFish.Finder(t, 5, FishSearch.Shape.MUTANT, true);
            case FORCING_CHAIN_CONTRADICTION -> new ForcingChainContradiction();
            case BOWMANS_BINGO -> ForcingChainContradiction.bowmansBingo();
            case DOUBLE_FORCING_CHAIN -> new DoubleForcingChain();
            case MUTANT_WHALE -> new GeneralFish.Finder(t, 6, FishSearch.Shape.MUTANT, false);
            case FINNED_MUTANT_WHALE -> new GeneralFish.Finder(t, 6, FishSearch.Shape.MUTANT, true);
            case MUTANT_LEVIATHAN -> new GeneralFish.Finder(t, 7, FishSearch.Shape.MUTANT, false);
            case FINNED_MUTANT_LEVIATHAN -> new GeneralFish.Finder(t, 7, FishSearch.Shape.MUTANT, true);
            case NESTED_FORCING_CHAIN -> new NestedForcingChain();
            case GUESS -> null;
        };
    }
}
