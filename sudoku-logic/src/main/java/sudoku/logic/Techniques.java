package sudoku.logic;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import sudoku.logic.technique.AlignedPairExclusion;
import sudoku.logic.technique.AvoidableRectangle1;
import sudoku.logic.technique.AvoidableRectangle2;
import sudoku.logic.technique.BugPlusOne;
import sudoku.logic.technique.BugType2;
import sudoku.logic.technique.BugType3;
import sudoku.logic.technique.BugType4;
import sudoku.logic.technique.Aic;
import sudoku.logic.technique.AlsXyWing;
import sudoku.logic.technique.AlsXz;
import sudoku.logic.technique.AlsXyChain;
import sudoku.logic.technique.CellForcingChain;
import sudoku.logic.technique.Claiming;
import sudoku.logic.technique.EmptyRectangle;
import sudoku.logic.technique.FinnedFrankenJellyfish;
import sudoku.logic.technique.FinnedFrankenSwordfish;
import sudoku.logic.technique.FinnedFrankenXWing;
import sudoku.logic.technique.FinnedJellyfish;
import sudoku.logic.technique.FinnedMutantJellyfish;
import sudoku.logic.technique.FinnedMutantSquirmbag;
import sudoku.logic.technique.FinnedMutantSwordfish;
import sudoku.logic.technique.FinnedMutantWhale;
import sudoku.logic.technique.FinnedMutantXWing;
import sudoku.logic.technique.FinnedSwordfish;
import sudoku.logic.technique.FinnedXWing;
import sudoku.logic.technique.DeathBlossom;
import sudoku.logic.technique.DirectClaiming;
import sudoku.logic.technique.DirectHiddenPair;
import sudoku.logic.technique.DirectHiddenTriple;
import sudoku.logic.technique.DirectPointing;
import sudoku.logic.technique.DiscontinuousNiceLoop;
import sudoku.logic.technique.DualEmptyRectangle;
import sudoku.logic.technique.DualTwoStringKite;
import sudoku.logic.technique.ForcingChainContradiction;
import sudoku.logic.technique.FrankenJellyfish;
import sudoku.logic.technique.FrankenSwordfish;
import sudoku.logic.technique.FrankenXWing;
import sudoku.logic.technique.FullHouse;
import sudoku.logic.technique.GroupedAic;
import sudoku.logic.technique.HiddenPair;
import sudoku.logic.technique.HiddenQuad;
import sudoku.logic.technique.HiddenRectangle;
import sudoku.logic.technique.HiddenSingle;
import sudoku.logic.technique.HiddenTriple;
import sudoku.logic.technique.Jellyfish;
import sudoku.logic.technique.LockedPair;
import sudoku.logic.technique.LockedTriple;
import sudoku.logic.technique.Medusa;
import sudoku.logic.technique.MultiColors;
import sudoku.logic.technique.MutantJellyfish;
import sudoku.logic.technique.MutantSwordfish;
import sudoku.logic.technique.MutantXWing;
import sudoku.logic.technique.NakedPair;
import sudoku.logic.technique.NakedQuad;
import sudoku.logic.technique.NakedSingle;
import sudoku.logic.technique.NakedTriple;
import sudoku.logic.technique.NestedForcingChain;
import sudoku.logic.technique.Pointing;
import sudoku.logic.technique.RemotePair;
import sudoku.logic.technique.SashimiJellyfish;
import sudoku.logic.technique.SashimiSwordfish;
import sudoku.logic.technique.SashimiXWing;
import sudoku.logic.technique.SiameseFish;
import sudoku.logic.technique.SiameseFrankenFish;
import sudoku.logic.technique.SiameseMutantFish;
import sudoku.logic.technique.SimpleColorsTrap;
import sudoku.logic.technique.SimpleColorsWrap;
import sudoku.logic.technique.Skyscraper;
import sudoku.logic.technique.SueDeCoq;
import sudoku.logic.technique.Swordfish;
import sudoku.logic.technique.TemplateDelete;
import sudoku.logic.technique.TemplateSet;
import sudoku.logic.technique.TwoStringKite;
import sudoku.logic.technique.WWing;
import sudoku.logic.technique.WXYZWing;
import sudoku.logic.technique.XChain;
import sudoku.logic.technique.XCycle;
import sudoku.logic.technique.ContinuousNiceLoop;
import sudoku.logic.technique.XWing;
import sudoku.logic.technique.XYChain;
import sudoku.logic.technique.XYWing;
import sudoku.logic.technique.XYZWing;
import sudoku.logic.technique.UniqueRectangle1;
import sudoku.logic.technique.UniqueRectangle2;
import sudoku.logic.technique.UniqueRectangle3;
import sudoku.logic.technique.UniqueRectangle4;
import sudoku.logic.technique.UniqueRectangle5;
import sudoku.logic.technique.UniqueRectangle6;
import sudoku.logic.technique.UnitForcingChain;

/** The finders of every implemented technique, in the order of {@link Technique} (easiest first). */
public final class Techniques {
    private static final List<StepFinder> ALL = List.<StepFinder>of(
            new FullHouse(),
            new HiddenSingle(),
            new NakedSingle(),
            new Pointing(),
            new Claiming(),
            new LockedPair(),
            new LockedTriple(),
            new NakedPair(),
            new HiddenPair(),
            new NakedTriple(),
            new HiddenTriple(),
            new NakedQuad(),
            new HiddenQuad(),
            new XWing(),
            new Swordfish(),
            new Jellyfish(),
            new XYWing(),
            new XYZWing(),
            new BugPlusOne(),
            new Skyscraper(),
            new TwoStringKite(),
            new FinnedXWing(),
            new SashimiXWing(),
            new EmptyRectangle(),
            new WWing(),
            new RemotePair(),
            new FinnedSwordfish(),
            new SashimiSwordfish(),
            new SimpleColorsTrap(),
            new SimpleColorsWrap(),
            new FinnedJellyfish(),
            new SashimiJellyfish(),
            new UniqueRectangle1(),
            new UniqueRectangle2(),
            new UniqueRectangle3(),
            new UniqueRectangle4(),
            new HiddenRectangle(),
            new XChain(),
            new XYChain(),
            new AlsXz(),
            new Aic(),
            new AlsXyWing(),
            new GroupedAic(),
            new DiscontinuousNiceLoop(),
            new CellForcingChain(),
            new UnitForcingChain(),
            new ForcingChainContradiction(),
            new NestedForcingChain(),
            new WXYZWing(),
            new BugType2(),
            new BugType3(),
            new BugType4(),
            new XCycle(),
            new ContinuousNiceLoop(),
            new SueDeCoq(),
            new MultiColors(),
            new Medusa(),
            new AlignedPairExclusion(),
            new DeathBlossom(),
            new UniqueRectangle5(),
            new UniqueRectangle6(),
            new AlsXyChain(),
            new DirectPointing(),
            new DirectClaiming(),
            new DirectHiddenPair(),
            new DirectHiddenTriple(),
            new FrankenXWing(),
            new FinnedFrankenXWing(),
            new FrankenSwordfish(),
            new FinnedFrankenSwordfish(),
            new FrankenJellyfish(),
            new FinnedFrankenJellyfish(),
            new MutantXWing(),
            new FinnedMutantXWing(),
            new MutantSwordfish(),
            new FinnedMutantSwordfish(),
            new DualTwoStringKite(),
            new AvoidableRectangle1(),
            new AvoidableRectangle2(),
            new SiameseFish(),
            new DualEmptyRectangle(),
            new TemplateSet(),
            new TemplateDelete(),
            new MutantJellyfish(),
            new FinnedMutantJellyfish(),
            new FinnedMutantSquirmbag(),
            new FinnedMutantWhale(),
            new SiameseFrankenFish(),
            new SiameseMutantFish()
    ).stream().sorted(Comparator.comparing(StepFinder::technique)).toList();

    /**
     * The techniques found only when asked for by name (or listed by {@code steps}), never in a
     * default solve or rating: the mutant fish above Swordfish, whose search grows with every
     * unit a fish may use, the Siamese Franken and Mutant fish (a second search of every finned
     * fish of their kind), and the templates, a computer's technique that would replace the chains
     * the ratings are graded on.
     */
    private static final Set<Technique> ON_REQUEST = EnumSet.of(Technique.MUTANT_JELLYFISH,
            Technique.FINNED_MUTANT_JELLYFISH, Technique.FINNED_MUTANT_SQUIRMBAG, Technique.FINNED_MUTANT_WHALE,
            Technique.SIAMESE_FRANKEN_FISH, Technique.SIAMESE_MUTANT_FISH, Technique.TEMPLATE_SET,
            Technique.TEMPLATE_DELETE);

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

    /** The techniques a solve or rating uses unless told otherwise: the implemented ones but those found only on request. */
    public static Set<Technique> byDefault() {
        Set<Technique> out = implemented();
        out.removeAll(ON_REQUEST);
        return out;
    }
}
