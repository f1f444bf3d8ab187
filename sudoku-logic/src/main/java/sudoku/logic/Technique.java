package sudoku.logic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import sudoku.logic.technique.AlignedExclusion;
import sudoku.logic.technique.AlignedPairExclusionAls;
import sudoku.logic.technique.AlsXyChain;
import sudoku.logic.technique.AlsXyWing;
import sudoku.logic.technique.AlsXz;
import sudoku.logic.technique.Avoidable;
import sudoku.logic.technique.BugPlusOne;
import sudoku.logic.technique.BugType2;
import sudoku.logic.technique.BugType3;
import sudoku.logic.technique.BugType4;
import sudoku.logic.technique.CageCombinationElimination;
import sudoku.logic.technique.CageCombinations;
import sudoku.logic.technique.CellForcingChain;
import sudoku.logic.technique.ChainGraph;
import sudoku.logic.technique.ChainSearch;
import sudoku.logic.technique.DeathBlossom;
import sudoku.logic.technique.Direct;
import sudoku.logic.technique.DualEmptyRectangle;
import sudoku.logic.technique.DualTwoStringKite;
import sudoku.logic.technique.EmptyRectangle;
import sudoku.logic.technique.ExtendedRectangle;
import sudoku.logic.technique.Fish;
import sudoku.logic.technique.ForcingChainContradiction;
import sudoku.logic.technique.FullHouse;
import sudoku.logic.technique.GeneralFish;
import sudoku.logic.technique.HiddenRectangle;
import sudoku.logic.technique.HiddenSingle;
import sudoku.logic.technique.InniesOuties;
import sudoku.logic.technique.JuniorExocet;
import sudoku.logic.technique.KrakenFish;
import sudoku.logic.technique.LockedCandidates;
import sudoku.logic.technique.Medusa;
import sudoku.logic.technique.MultiColors;
import sudoku.logic.technique.MultiSectorLockedSet;
import sudoku.logic.technique.NakedSingle;
import sudoku.logic.technique.NestedForcingChain;
import sudoku.logic.technique.RemotePair;
import sudoku.logic.technique.SiameseFish;
import sudoku.logic.technique.SimpleColors;
import sudoku.logic.technique.Skyscraper;
import sudoku.logic.technique.Subsets;
import sudoku.logic.technique.SueDeCoq;
import sudoku.logic.technique.Templates;
import sudoku.logic.technique.TwoStringKite;
import sudoku.logic.technique.UniqueLoop;
import sudoku.logic.technique.UniqueRectangle1;
import sudoku.logic.technique.UniqueRectangle2;
import sudoku.logic.technique.UniqueRectangle3;
import sudoku.logic.technique.UniqueRectangle4;
import sudoku.logic.technique.UniqueRectangle5;
import sudoku.logic.technique.UniqueRectangle6;
import sudoku.logic.technique.UnitForcingChain;
import sudoku.logic.technique.WWing;
import sudoku.logic.technique.WXYZWing;
import sudoku.logic.technique.XYWing;
import sudoku.logic.technique.XYZWing;

/**
 * Every kind of step, easiest first, with the Sudoku community's name (as HoDoKu prints it) and
 * a difficulty on the Sudoku Explainer scale (1.0 for a full house to about 11 for the hardest
 * puzzles). The solver tries techniques in this order. Uniqueness techniques assume the puzzle
 * has exactly one solution and are switched off for puzzles that do not.
 *
 * <p>Each constant carries its finder, the search for its steps. To add a technique: write the
 * finder in {@code sudoku.logic.technique} (a class implementing {@link StepFinder}, or a
 * parameterised family such as the fish), add the constant here in difficulty order, and a line
 * per case to {@code reglib.txt} in the tests.
 */
public enum Technique {
    FULL_HOUSE("Full House", 1.0, FullHouse::new),
    HIDDEN_SINGLE("Hidden Single", 1.5, HiddenSingle::new),
    /** Direct Pointing: a pointing whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_POINTING("Direct Pointing", 1.7, Direct.Finder::new),
    /** Direct Claiming: a claiming whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_CLAIMING("Direct Claiming", 1.9, Direct.Finder::new),
    /** Direct Hidden Pair: a hidden pair whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_HIDDEN_PAIR("Direct Hidden Pair", 2.0, Direct.Finder::new),
    NAKED_SINGLE("Naked Single", 2.3, NakedSingle::new),
    /** Killer: the digit sets that make a cage's sum with its cells' candidates. */
    CAGE_COMBINATIONS("Cage Combinations", 2.4, CageCombinations::new),
    /** Direct Hidden Triple: a hidden triple whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_HIDDEN_TRIPLE("Direct Hidden Triple", 2.5, Direct.Finder::new),
    /** Locked Candidates Type 1 (Pointing): a digit confined to one row or column inside a box is removed from the rest of that row or column. */
    POINTING("Locked Candidates Type 1 (Pointing)", 2.6, t -> new LockedCandidates.Finder(t, true)),
    /**
     * Killer: the rule of 45 over a unit or a group of adjacent units gives the sum of the
     * innies or the outies (a step over two or three units is harder, see its finder).
     */
    INNIES_OUTIES("Innies and Outies", 2.7, InniesOuties::new),
    /** Locked Candidates Type 2 (Claiming): a digit confined to one box inside a row or column is removed from the rest of that box. */
    CLAIMING("Locked Candidates Type 2 (Claiming)", 2.8, t -> new LockedCandidates.Finder(t, false)),
    /** Locked Pair: two cells of a box, in one row or column, holding the same two candidates remove them from the rest of both units. */
    LOCKED_PAIR("Locked Pair", 2.9, t -> new Subsets.Finder(t, Subsets.Kind.LOCKED, 2)),
    /** Naked Pair: two cells of a unit holding the same two candidates remove them from the rest of the unit. */
    NAKED_PAIR("Naked Pair", 3.0, t -> new Subsets.Finder(t, Subsets.Kind.NAKED, 2)),
    /** X-Wing: a digit confined to the same two columns in two rows (or rows in two columns) leaves the rest of those lines. */
    X_WING("X-Wing", 3.2, t -> new Fish.Finder(t, 2, Fish.Kind.BASIC)),
    /**
     * Killer: combinations of two cages (or a cage and the innies or outies of a unit group) that
     * see each other, ruled out when they would need a digit twice.
     */
    CAGE_COMBINATION_ELIMINATION("Cage Combination Elimination", 3.3, CageCombinationElimination::new),
    /** Hidden Pair: two digits that fit only in the same two cells of a unit clear those cells of other candidates. */
    HIDDEN_PAIR("Hidden Pair", 3.4, t -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 2)),
    /** Locked Triple: three cells of a box, in one row or column, holding only three digits remove them from the rest of both units. */
    LOCKED_TRIPLE("Locked Triple", 3.5, t -> new Subsets.Finder(t, Subsets.Kind.LOCKED, 3)),
    /** Naked Triple: three cells of a unit holding only three digits remove them from the rest of the unit. */
    NAKED_TRIPLE("Naked Triple", 3.6, t -> new Subsets.Finder(t, Subsets.Kind.NAKED, 3)),
    /** Swordfish: the X-Wing with three rows and three columns. */
    SWORDFISH("Swordfish", 3.8, t -> new Fish.Finder(t, 3, Fish.Kind.BASIC)),
    /** Hidden Triple: three digits that fit only in three cells of a unit clear those cells of other candidates. */
    HIDDEN_TRIPLE("Hidden Triple", 4.0, t -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 3)),
    XY_WING("XY-Wing", 4.2, XYWing::new),
    XYZ_WING("XYZ-Wing", 4.4, XYZWing::new),
    UNIQUE_RECTANGLE_1("Uniqueness Test 1", 4.5, true, UniqueRectangle1::new),
    /** Avoidable Rectangle Type 1: three corners placed while solving; the fourth loses the digit that would make the rectangle swappable. */
    AVOIDABLE_RECTANGLE_1("Avoidable Rectangle Type 1", 4.5, true, t -> new Avoidable.Finder(t, 1)),
    UNIQUE_RECTANGLE_2("Uniqueness Test 2", 4.6, true, UniqueRectangle2::new),
    /** Avoidable Rectangle Type 2: two corners placed while solving, the other two hold their completing digit and one same extra digit, which cells seeing both lose. */
    AVOIDABLE_RECTANGLE_2("Avoidable Rectangle Type 2", 4.6, true, t -> new Avoidable.Finder(t, 2)),
    UNIQUE_RECTANGLE_4("Uniqueness Test 4", 4.6, true, UniqueRectangle4::new),
    WXYZ_WING("WXYZ-Wing", 4.6, WXYZWing::new),
    UNIQUE_RECTANGLE_3("Uniqueness Test 3", 4.7, true, UniqueRectangle3::new),
    UNIQUE_RECTANGLE_5("Uniqueness Test 5", 4.7, true, UniqueRectangle5::new),
    UNIQUE_RECTANGLE_6("Uniqueness Test 6", 4.7, true, UniqueRectangle6::new),
    /**
     * Unique Loop Type 1: six cells or more holding a pair, two in every row, column and box they
     * touch; the one cell with other candidates cannot be either digit of the pair.
     */
    UNIQUE_LOOP_1("Unique Loop Type 1", 4.7, true, t -> new UniqueLoop.Finder(t, 1)),
    HIDDEN_RECTANGLE("Hidden Rectangle", 4.8, true, HiddenRectangle::new),
    /** Unique Loop Type 2: the loop's cells with other candidates share one, which cells seeing them all lose. */
    UNIQUE_LOOP_2("Unique Loop Type 2", 4.8, true, t -> new UniqueLoop.Finder(t, 2)),
    /**
     * Extended Unique Rectangle: two rows and three columns (or the other way) with three digits,
     * each column's two cells in one box; the one cell with other candidates cannot be any of them.
     */
    EXTENDED_UNIQUE_RECTANGLE("Extended Unique Rectangle", 4.8, true, ExtendedRectangle::new),
    /** Naked Quadruple: four cells of a unit holding only four digits remove them from the rest of the unit. */
    NAKED_QUAD("Naked Quadruple", 5.0, t -> new Subsets.Finder(t, Subsets.Kind.NAKED, 4)),
    /** Jellyfish: the X-Wing with four rows and four columns. */
    JELLYFISH("Jellyfish", 5.2, t -> new Fish.Finder(t, 4, Fish.Kind.BASIC)),
    /** Hidden Quadruple: four digits that fit only in four cells of a unit clear those cells of other candidates. */
    HIDDEN_QUAD("Hidden Quadruple", 5.4, t -> new Subsets.Finder(t, Subsets.Kind.HIDDEN, 4)),
    BUG_PLUS_1("Bivalue Universal Grave + 1", 5.6, true, BugPlusOne::new),
    BUG_TYPE_2("Bivalue Universal Grave Type 2", 5.7, true, BugType2::new),
    BUG_TYPE_4("Bivalue Universal Grave Type 4", 5.7, true, BugType4::new),
    SKYSCRAPER("Skyscraper", 5.8, Skyscraper::new),
    DUAL_TWO_STRING_KITE("Dual 2-String Kite", 5.8, DualTwoStringKite::new),
    TWO_STRING_KITE("2-String Kite", 5.8, TwoStringKite::new),
    BUG_TYPE_3("Bivalue Universal Grave Type 3", 5.8, true, BugType3::new),
    /** Each step is as hard as the harder of its two fish (a Siamese Swordfish is 6.3 or 6.4). */
    SIAMESE_FISH("Siamese Fish", 5.9, SiameseFish::new),
    /** Finned X-Wing: an X-Wing with extra candidates (fins) in one box; only cells seeing the fins lose the digit. */
    FINNED_X_WING("Finned X-Wing", 5.9, t -> new Fish.Finder(t, 2, Fish.Kind.FINNED)),
    /** Sashimi X-Wing: a finned X-Wing that would be incomplete without its fins. */
    SASHIMI_X_WING("Sashimi X-Wing", 6.0, t -> new Fish.Finder(t, 2, Fish.Kind.SASHIMI)),
    EMPTY_RECTANGLE("Empty Rectangle", 6.0, EmptyRectangle::new),
    /** Dual Empty Rectangle: two Empty Rectangles in one box, each removing the digit from a cell of its own. */
    DUAL_EMPTY_RECTANGLE("Dual Empty Rectangle", 6.0, DualEmptyRectangle::new),
    /** Franken X-Wing: an X-Wing whose base or cover sets include a box. */
    FRANKEN_X_WING("Franken X-Wing", 6.0, t -> new GeneralFish.Finder(t, 2, GeneralFish.Shape.FRANKEN, false)),
    W_WING("W-Wing", 6.1, WWing::new),
    REMOTE_PAIR("Remote Pair", 6.2, RemotePair::new),
    /**
     * Aligned Pair Exclusion, as Sudoku Explainer has it: of two cells (which need not see each
     * other), the pairs of digits that repeat a digit in the same unit or take both candidates of
     * a bivalue cell seeing both are ruled out; a digit no pair left uses goes.
     */
    ALIGNED_PAIR_EXCLUSION("Aligned Pair Exclusion", 6.2, t -> new AlignedExclusion(t, 2)),
    /** Finned Swordfish: a Swordfish with fins in one box. */
    FINNED_SWORDFISH("Finned Swordfish", 6.3, t -> new Fish.Finder(t, 3, Fish.Kind.FINNED)),
    /** Sashimi Swordfish: a finned Swordfish that would be incomplete without its fins. */
    SASHIMI_SWORDFISH("Sashimi Swordfish", 6.4, t -> new Fish.Finder(t, 3, Fish.Kind.SASHIMI)),
    /** Franken Swordfish: a Swordfish whose base or cover sets include boxes. */
    FRANKEN_SWORDFISH("Franken Swordfish", 6.4, t -> new GeneralFish.Finder(t, 3, GeneralFish.Shape.FRANKEN, false)),
    /** Finned Franken X-Wing: a Franken X-Wing with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_X_WING("Finned Franken X-Wing", 6.4, t -> new GeneralFish.Finder(t, 2, GeneralFish.Shape.FRANKEN, true)),
    /** Simple Colors Trap: a cell seeing both colours of a digit's conjugate-pair chain loses the digit. */
    SIMPLE_COLORS_TRAP("Simple Colors Trap", 6.5, t -> new SimpleColors.Finder(t, false)),
    /** Simple Colors Wrap: a colour seen twice in one unit is false, so its cells lose the digit. */
    SIMPLE_COLORS_WRAP("Simple Colors Wrap", 6.5, t -> new SimpleColors.Finder(t, true)),
    /** X-Cycle: an X-Chain whose ends cannot both hold the digit closes into a loop; each link then holds exactly one of its two ends, so a cell seeing both ends of a link loses the digit. */
    X_CYCLE("X-Cycle", 6.5, t -> new ChainSearch.Finder(t, ChainGraph.Kind.X_CHAIN, ChainSearch.Conclusion.LOOPS)),
    /** X-Chain: a chain of one digit through its conjugate pairs; either end holds the digit, so no cell seeing both ends can. */
    X_CHAIN("X-Chain", 6.6, t -> new ChainSearch.Finder(t, ChainGraph.Kind.X_CHAIN, ChainSearch.Conclusion.ELIMINATIONS)),
    /** Finned Jellyfish: a Jellyfish with fins in one box. */
    FINNED_JELLYFISH("Finned Jellyfish", 6.6, t -> new Fish.Finder(t, 4, Fish.Kind.FINNED)),
    MULTI_COLORS("Multi Colors", 6.6, MultiColors::new),
    /** Sashimi Jellyfish: a finned Jellyfish that would be incomplete without its fins. */
    SASHIMI_JELLYFISH("Sashimi Jellyfish", 6.7, t -> new Fish.Finder(t, 4, Fish.Kind.SASHIMI)),
    THREE_D_MEDUSA("3D Medusa", 6.7, Medusa::new),
    SUE_DE_COQ("Sue de Coq", 6.8, SueDeCoq::new),
    /** Franken Jellyfish: a Jellyfish whose base or cover sets include boxes. */
    FRANKEN_JELLYFISH("Franken Jellyfish", 6.8, t -> new GeneralFish.Finder(t, 4, GeneralFish.Shape.FRANKEN, false)),
    /** Finned Franken Swordfish: a Franken Swordfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_SWORDFISH("Finned Franken Swordfish", 6.8, t -> new GeneralFish.Finder(t, 3, GeneralFish.Shape.FRANKEN, true)),
    /** XY-Chain: a chain of bivalue cells; one end or the other holds the shared digit, so no cell seeing both ends can. */
    XY_CHAIN("XY-Chain", 7.0, t -> new ChainSearch.Finder(t, ChainGraph.Kind.XY_CHAIN, ChainSearch.Conclusion.ELIMINATIONS)),
    /** Alternating Inference Chain: strong and weak links between candidates, in cells and units; one end or the other is true, so a candidate weakly linked to both ends is false. */
    AIC("Alternating Inference Chain", 7.0, t -> new ChainSearch.Finder(t, ChainGraph.Kind.AIC, ChainSearch.Conclusion.ELIMINATIONS)),
    /** Finned Franken Jellyfish: a Franken Jellyfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_JELLYFISH("Finned Franken Jellyfish", 7.1, t -> new GeneralFish.Finder(t, 4, GeneralFish.Shape.FRANKEN, true)),
    /** Two finned Franken fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_FRANKEN_FISH("Siamese Franken Fish", 7.1, t -> new SiameseFish.General(t, GeneralFish.Shape.FRANKEN)),
    ALS_XZ("Almost Locked Set XZ-Rule", 7.2, AlsXz::new),
    /**
     * Aligned Pair Exclusion of two cells that see each other, ruling out the pairs of digits that
     * would leave a larger almost locked set seeing them one digit short; as hard as the ALS-XZ rule.
     */
    ALIGNED_PAIR_EXCLUSION_ALS("Aligned Pair Exclusion (ALS)", 7.2, AlignedPairExclusionAls::new),
    ALS_XY_WING("Almost Locked Set XY-Wing", 7.4, AlsXyWing::new),
    /** Grouped Alternating Inference Chain: as an AIC, with groups (a digit's places in one box and one line) as nodes. */
    GROUPED_AIC("Grouped Alternating Inference Chain", 7.5, t -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.ELIMINATIONS)),
    DEATH_BLOSSOM("Death Blossom", 7.5, DeathBlossom::new),
    /**
     * Aligned Triple Exclusion, as Sudoku Explainer has it: Aligned Pair Exclusion with three
     * cells (one of them, with at most three candidates, seeing another), whose combinations may
     * not empty a cell of two or three candidates seeing all three.
     */
    ALIGNED_TRIPLE_EXCLUSION("Aligned Triple Exclusion", 7.5, t -> new AlignedExclusion(t, 3)),
    /**
     * Nishio Forcing Chain: a digit assumed in a cell leads, by that digit's hidden singles alone, to
     * a contradiction, so it is removed (or, assumed not there, so it is placed).
     */
    NISHIO_FORCING_CHAIN("Nishio Forcing Chain", 7.5, ForcingChainContradiction::nishio),
    /** Discontinuous Nice Loop: a candidate assumed false leads, through a (grouped) chain, to its being true, so it is placed. */
    DISCONTINUOUS_NICE_LOOP("Discontinuous Nice Loop", 7.6, t -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.PLACEMENTS)),
    /** Continuous Nice Loop: an alternating chain (candidates, cells, units and groups) whose ends cannot both be true closes into a loop; exactly one end of every link then holds, so a candidate that cannot be true with either end of a link is false. */
    CONTINUOUS_NICE_LOOP("Continuous Nice Loop", 7.6, t -> new ChainSearch.Finder(t, ChainGraph.Kind.GROUPED, ChainSearch.Conclusion.LOOPS)),
    ALS_XY_CHAIN("Almost Locked Set XY-Chain", 7.7, AlsXyChain::new),
    /* Mutant fish mix rows, columns and boxes: the hardest fish to spot, and the costliest to search. */
    /** Mutant X-Wing: an X-Wing whose base or cover sets mix rows and columns (and boxes). */
    MUTANT_X_WING("Mutant X-Wing", 7.7, t -> new GeneralFish.Finder(t, 2, GeneralFish.Shape.MUTANT, false)),
    /** Finned Mutant X-Wing: a Mutant X-Wing with fins; only cover cells seeing every fin lose the digit. */
    FINNED_MUTANT_X_WING("Finned Mutant X-Wing", 7.8, t -> new GeneralFish.Finder(t, 2, GeneralFish.Shape.MUTANT, true)),
    /** Mutant Swordfish: a Swordfish whose base or cover sets mix rows and columns (and boxes). */
    MUTANT_SWORDFISH("Mutant Swordfish", 7.9, t -> new GeneralFish.Finder(t, 3, GeneralFish.Shape.MUTANT, false)),
    /**
     * Junior Exocet: two cells of a box-line crossing holding three or four digits send their two
     * digits to two target cells of the band's other boxes, proven by counting where those digits
     * can go outside the band. Neither Sudoku Explainer nor HoDoKu has it; found only when named.
     */
    JUNIOR_EXOCET("Junior Exocet", 7.9, JuniorExocet::new),
    /** Finned Mutant Swordfish: a Mutant Swordfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_MUTANT_SWORDFISH("Finned Mutant Swordfish", 8.0, t -> new GeneralFish.Finder(t, 3, GeneralFish.Shape.MUTANT, true)),
    /**
     * Each candidate of a cell leads to the same conclusion. 8.0 through static links (Sudoku
     * Explainer's multiple forcing chains); a chain that needs singles its own removals create is
     * graded as a contradiction is, and half a point more with locked candidates inside.
     */
    CELL_FORCING_CHAIN("Forcing Chain Verity (cell)", 8.0, CellForcingChain::new),
    /** Each place of a digit in a unit leads to the same conclusion; graded as the cell forcing chain. */
    UNIT_FORCING_CHAIN("Forcing Chain Verity (unit)", 8.0, UnitForcingChain::new),
    MUTANT_JELLYFISH("Mutant Jellyfish", 8.1, t -> new GeneralFish.Finder(t, 4, GeneralFish.Shape.MUTANT, false)),
    /** Two finned Mutant fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_MUTANT_FISH("Siamese Mutant Fish", 8.1, t -> new SiameseFish.General(t, GeneralFish.Shape.MUTANT)),
    /* Templates try every placement of one digit at once: a computer's technique more than a person's. */
    /** Template Set: a digit goes in the cells every one of its templates that fit the grid takes. */
    TEMPLATE_SET("Template Set", 8.1, t -> new Templates.Finder(t, true)),
    /** Template Delete: a digit leaves the cells none of its templates that fit the grid takes. */
    TEMPLATE_DELETE("Template Delete", 8.1, t -> new Templates.Finder(t, false)),
    /**
     * Multi-Sector Locked Set: the cells where some rows cross some columns are exactly as many as
     * the places their row digits and column digits have there, so each digit is locked inside.
     * A search of every set of rows with every set of columns; found only when named.
     */
    MULTI_SECTOR_LOCKED_SET("Multi-Sector Locked Set", 8.1, MultiSectorLockedSet::new),
    FINNED_MUTANT_JELLYFISH("Finned Mutant Jellyfish", 8.2, t -> new GeneralFish.Finder(t, 4, GeneralFish.Shape.MUTANT, true)),
    /**
     * Kraken Fish (HoDoKu's types 1 and 2): a row or column fish with fins anywhere; a cover-line
     * candidate every fin rules out by a chain goes, since either no fin holds the digit and the
     * fish is whole, or one does; and so does any candidate that every fin and each of one cover
     * line's base cells rule out. Found only when named.
     */
    KRAKEN_FISH("Kraken Fish", 8.2, KrakenFish::new),
    FINNED_MUTANT_SQUIRMBAG("Finned Mutant Squirmbag", 8.4, t -> new GeneralFish.Finder(t, 5, GeneralFish.Shape.MUTANT, true)),
    /**
     * A candidate assumed true leads by singles to a contradiction: 8.5, Sudoku Explainer's dynamic
     * forcing chains; half a point more when locked candidates are needed (SE's "plus").
     */
    FORCING_CHAIN_CONTRADICTION("Forcing Chain Contradiction", 8.5, ForcingChainContradiction::new),
    /**
     * Bowman's Bingo: a candidate assumed true leads by singles alone (naked and hidden) to a cell
     * or unit with nothing left, so it is false. The forcing chain contradiction's first tier under
     * the name SudokuWiki and the forums give it; found only when named.
     */
    BOWMANS_BINGO("Bowman's Bingo", 8.5, ForcingChainContradiction::bowmansBingo),
    FINNED_MUTANT_WHALE("Finned Mutant Whale", 8.6, t -> new GeneralFish.Finder(t, 6, GeneralFish.Shape.MUTANT, true)),
    /**
     * A candidate assumed true leads to a contradiction by singles and locked candidates with
     * forcing chains inside the assumption: 9.5 with static forcing chains inside, 10.0 with
     * multiple forcing chains, 10.5 with dynamic ones and 11.0 with dynamic ones using locked
     * candidates (Sudoku Explainer's nesting levels), plus length.
     */
    NESTED_FORCING_CHAIN("Nested Forcing Chain", 9.5, NestedForcingChain::new),
    /**
     * Not a technique: a digit taken from the solution when nothing else applies. Above every
     * step, chains graded by length included (they stop at 11.9, see {@link Difficulty}).
     */
    GUESS("Guess", 12.0);

    private final String displayName;
    private final double difficulty;
    private final boolean uniqueness;
    private final Function<Technique, StepFinder> makeFinder;
    /** Made once every constant exists (a finder may name other techniques); null for the guess. */
    private StepFinder finder;

    /** A step no search finds (the guess). */
    Technique(String displayName, double difficulty) {
        this(displayName, difficulty, false, (Function<Technique, StepFinder>) null);
    }

    Technique(String displayName, double difficulty, Function<Technique, StepFinder> makeFinder) {
        this(displayName, difficulty, false, makeFinder);
    }

    Technique(String displayName, double difficulty, Supplier<StepFinder> makeFinder) {
        this(displayName, difficulty, false, t -> makeFinder.get());
    }

    Technique(String displayName, double difficulty, boolean uniqueness, Supplier<StepFinder> makeFinder) {
        this(displayName, difficulty, uniqueness, t -> makeFinder.get());
    }

    Technique(String displayName, double difficulty, boolean uniqueness, Function<Technique, StepFinder> makeFinder) {
        this.displayName = displayName;
        this.difficulty = difficulty;
        this.uniqueness = uniqueness;
        this.makeFinder = makeFinder;
    }

    private static final Set<Technique> IMPLEMENTED = EnumSet.noneOf(Technique.class);

    static {
        for (Technique t : values()) {
            if (t.makeFinder != null) {
                t.finder = t.makeFinder.apply(t);
                if (t.finder.technique() != t) {
                    throw new ExceptionInInitializerError(t + "'s finder reports " + t.finder.technique());
                }
                IMPLEMENTED.add(t);
            }
        }
    }

    /** The community's name, e.g. {@code Hidden Single}. */
    public String displayName() {
        return displayName;
    }

    /** The difficulty on the Sudoku Explainer scale. */
    public double difficulty() {
        return difficulty;
    }

    /** Whether the technique is valid only for puzzles with exactly one solution. */
    public boolean uniqueness() {
        return uniqueness;
    }

    /** Whether steps of this technique are searched for (every technique but the guess). */
    public boolean searchable() {
        return finder != null;
    }

    /**
     * The techniques found only when asked for by name (or listed by {@code steps}), never in a
     * default solve or rating: the mutant fish above Swordfish, whose search grows with every
     * unit a fish may use, the Siamese Franken and Mutant fish (a second search of every finned
     * fish of their kind), the templates, a computer's technique that would replace the chains
     * the ratings are graded on, and the patterns Sudoku Explainer lacks (Kraken Fish, which
     * HoDoKu has but does not use by default, Bowman's Bingo, and Junior Exocet and Multi-Sector
     * Locked Sets, which neither has), which would otherwise take the place of the steps those
     * programs show.
     */
    public boolean onRequestOnly() {
        return switch (this) {
            case MUTANT_JELLYFISH, FINNED_MUTANT_JELLYFISH, FINNED_MUTANT_SQUIRMBAG, FINNED_MUTANT_WHALE,
                 SIAMESE_FRANKEN_FISH, SIAMESE_MUTANT_FISH, TEMPLATE_SET, TEMPLATE_DELETE, BOWMANS_BINGO, KRAKEN_FISH,
                 JUNIOR_EXOCET, MULTI_SECTOR_LOCKED_SET -> true;
            default -> false;
        };
    }

    /**
     * Whether ratings use this technique: Sudoku Explainer 1.2.1.3 has it (singles, its direct
     * techniques, subsets, basic fish, XY- and XYZ-Wing, unique rectangles, BUG, aligned pair and
     * triple exclusion, chains, cycles and forcing chains), or it is a killer cage technique, which
     * SE has not but killers cannot do without. A rating found with techniques SE lacks (WXYZ-Wing,
     * finned fish, almost locked sets, aligned pair exclusion with them, Sue de Coq, ...) falls
     * below SE's for the same puzzle, where SE needs a chain to do the same work; rated with SE's
     * techniques, the scale is SE's.
     */
    public boolean rates() {
        return switch (this) {
            case FULL_HOUSE, HIDDEN_SINGLE, DIRECT_POINTING, DIRECT_CLAIMING, DIRECT_HIDDEN_PAIR, NAKED_SINGLE,
                 CAGE_COMBINATIONS, DIRECT_HIDDEN_TRIPLE, POINTING, INNIES_OUTIES, CLAIMING, NAKED_PAIR, X_WING,
                 CAGE_COMBINATION_ELIMINATION, HIDDEN_PAIR, NAKED_TRIPLE, SWORDFISH, HIDDEN_TRIPLE, XY_WING,
                 XYZ_WING, UNIQUE_RECTANGLE_1, UNIQUE_RECTANGLE_2, UNIQUE_RECTANGLE_3, UNIQUE_RECTANGLE_4,
                 NAKED_QUAD, JELLYFISH, HIDDEN_QUAD, BUG_PLUS_1, BUG_TYPE_2, BUG_TYPE_3, BUG_TYPE_4,
                 ALIGNED_PAIR_EXCLUSION, X_CHAIN, X_CYCLE, XY_CHAIN, AIC, ALIGNED_TRIPLE_EXCLUSION,
                 NISHIO_FORCING_CHAIN, CELL_FORCING_CHAIN, UNIT_FORCING_CHAIN, FORCING_CHAIN_CONTRADICTION,
                 NESTED_FORCING_CHAIN -> true;
            default -> false;
        };
    }

    /** The techniques a rating uses unless told otherwise: those of {@link #byDefault()} that {@link #rates()}. */
    public static Set<Technique> forRating() {
        Set<Technique> out = byDefault();
        out.removeIf(t -> !t.rates());
        return out;
    }

    /** The techniques a solve or rating uses unless told otherwise: the implemented ones but those {@link #onRequestOnly()}. */
    public static Set<Technique> byDefault() {
        Set<Technique> out = EnumSet.copyOf(IMPLEMENTED);
        out.removeIf(Technique::onRequestOnly);
        return out;
    }

    /** Every technique with a finder, easiest first (every one but the guess). */
    public static Set<Technique> implemented() {
        return Collections.unmodifiableSet(IMPLEMENTED);
    }

    /**
     * Offers every step of this technique that changes {@code state}, in a fixed order, until
     * {@code sink} returns false (see {@link StepFinder#find}). The state is not changed.
     * @throws UnsupportedOperationException for the guess, which no search finds
     */
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (finder == null) {
            throw new UnsupportedOperationException(displayName + " is not searched for");
        }
        finder.find(state, context, sink);
    }

    /** The first step found in {@code state}, if any. */
    public Optional<Step> first(Candidates state, SearchContext context) {
        Step[] found = new Step[1];
        find(state, context, step -> {
            found[0] = step;
            return false;
        });
        return Optional.ofNullable(found[0]);
    }

    /** Like {@link #first(Candidates, SearchContext)}, with a context of its own. */
    public Optional<Step> first(Candidates state) {
        return first(state, new SearchContext());
    }

    /** Every step found in {@code state}, in the finder's order. */
    public List<Step> all(Candidates state, SearchContext context) {
        List<Step> out = new ArrayList<>();
        find(state, context, step -> {
            out.add(step);
            return true;
        });
        return out;
    }

    /** Like {@link #all(Candidates, SearchContext)}, with a context of its own. */
    public List<Step> all(Candidates state) {
        return all(state, new SearchContext());
    }

    /**
     * The technique named {@code name}: its constant ({@code HIDDEN_SINGLE}, any case, {@code -} for
     * {@code _}) or its display name.
     * @throws IllegalArgumentException naming the text and listing the known names when no technique has that name
     */
    public static Technique parse(String name) {
        String key = name.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (Technique t : values()) {
            if (t.name().equals(key) || t.displayName.equalsIgnoreCase(name.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown technique '" + name + "' (known: " + words() + ")");
    }

    /** The name used on the command line and in JSON requests, e.g. {@code x-wing}. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** Every technique's {@link #word()}, easiest first, comma separated, for messages and help. */
    public static String words() {
        return String.join(", ", java.util.Arrays.stream(values()).map(Technique::word).toList());
    }
}
