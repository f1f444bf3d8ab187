package sudoku.logic;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import sudoku.logic.internal.Difficulty;

/**
 * The catalogue of techniques: every kind of step, easiest first, with the Sudoku community's name
 * (as HoDoKu prints it), a difficulty on the Sudoku Explainer scale (1.0 for a full house to about
 * 11 for the hardest puzzles), what its logic rests on ({@link Basis}), when it is used
 * ({@link Use}) and HoDoKu's codes for it. The solver tries techniques in this order. Uniqueness
 * techniques (resting on {@link Basis#UNIQUENESS}) assume the puzzle has exactly one solution and
 * are switched off for puzzles that do not. What a step of a technique rests on, and how it is
 * said, is its {@link Evidence}.
 *
 * <p>A plain catalogue: it names no search. Each technique's finder is made by the registry
 * {@code sudoku.logic.technique.Finders}. To add a technique: its constant here, in difficulty
 * order; its finder in {@code sudoku.logic.technique}; its line in the registry's switch; its
 * case in the test resource {@code reglib.txt}; and its name under {@code technique.NAME} in
 * each {@code messages_*.properties} (the English text is the display name below).
 * {@code TechniqueCatalogueTest} fails while any of these is missing.
 */
public enum Technique {
    /** Full House: the last empty cell of a unit takes the one digit the unit still misses. */
    FULL_HOUSE("Full House", 1.0, Basis.RULES, Use.RATING, "0000"),
    /** Hidden Single: a digit that fits in only one cell of a unit goes there. */
    HIDDEN_SINGLE("Hidden Single", 1.5, Basis.RULES, Use.RATING, "0002"),
    /** Direct Pointing: a pointing whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_POINTING("Direct Pointing", 1.7, Basis.RULES, Use.RATING),
    /** Direct Claiming: a claiming whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_CLAIMING("Direct Claiming", 1.9, Basis.RULES, Use.RATING),
    /** Direct Hidden Pair: a hidden pair whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_HIDDEN_PAIR("Direct Hidden Pair", 2.0, Basis.RULES, Use.RATING),
    /** Naked Single: a cell with one candidate left takes it. */
    NAKED_SINGLE("Naked Single", 2.3, Basis.RULES, Use.RATING, "0003"),
    /** Killer: the digit sets that make a cage's sum with its cells' candidates. */
    CAGE_COMBINATIONS("Cage Combinations", 2.4, Basis.RULES, Use.RATING),
    /** Direct Hidden Triple: a hidden triple whose eliminations leave a digit one place in a unit, which is placed. */
    DIRECT_HIDDEN_TRIPLE("Direct Hidden Triple", 2.5, Basis.RULES, Use.RATING),
    /** Locked Candidates Type 1 (Pointing): a digit confined to one row or column inside a box is removed from the rest of that row or column. */
    POINTING("Locked Candidates Type 1 (Pointing)", 2.6, Basis.RULES, Use.RATING, "0100"),
    /**
     * Killer: the rule of 45 over a unit or a group of adjacent units gives the sum of the
     * innies or the outies (a step over two or three units is harder, see its finder).
     */
    INNIES_OUTIES("Innies and Outies", 2.7, Basis.RULES, Use.RATING),
    /** Locked Candidates Type 2 (Claiming): a digit confined to one box inside a row or column is removed from the rest of that box. */
    CLAIMING("Locked Candidates Type 2 (Claiming)", 2.8, Basis.RULES, Use.RATING, "0101"),
    /** Locked Pair: two cells of a box, in one row or column, holding the same two candidates remove them from the rest of both units. */
    LOCKED_PAIR("Locked Pair", 2.9, Basis.RULES, Use.SOLVING, "0110"),
    /** Naked Pair: two cells of a unit holding the same two candidates remove them from the rest of the unit. */
    NAKED_PAIR("Naked Pair", 3.0, Basis.RULES, Use.RATING, "0200"),
    /** X-Wing: a digit confined to the same two columns in two rows (or rows in two columns) leaves the rest of those lines. */
    X_WING("X-Wing", 3.2, Basis.RULES, Use.RATING, "0300"),
    /**
     * Killer: combinations of two cages (or a cage and the innies or outies of a unit group) that
     * see each other, ruled out when they would need a digit twice.
     */
    CAGE_COMBINATION_ELIMINATION("Cage Combination Elimination", 3.3, Basis.RULES, Use.RATING),
    /** Hidden Pair: two digits that fit only in the same two cells of a unit clear those cells of other candidates. */
    HIDDEN_PAIR("Hidden Pair", 3.4, Basis.RULES, Use.RATING, "0210"),
    /** Locked Triple: three cells of a box, in one row or column, holding only three digits remove them from the rest of both units. */
    LOCKED_TRIPLE("Locked Triple", 3.5, Basis.RULES, Use.SOLVING, "0111"),
    /** Naked Triple: three cells of a unit holding only three digits remove them from the rest of the unit. */
    NAKED_TRIPLE("Naked Triple", 3.6, Basis.RULES, Use.RATING, "0201"),
    /** Swordfish: the X-Wing with three rows and three columns. */
    SWORDFISH("Swordfish", 3.8, Basis.RULES, Use.RATING, "0301"),
    /** Hidden Triple: three digits that fit only in three cells of a unit clear those cells of other candidates. */
    HIDDEN_TRIPLE("Hidden Triple", 4.0, Basis.RULES, Use.RATING, "0211"),
    /** XY-Wing: a bivalue pivot and two bivalue pincers sharing a digit remove it from the cells both pincers see. */
    XY_WING("XY-Wing", 4.2, Basis.RULES, Use.RATING, "0800"),
    /** XYZ-Wing: an XY-Wing whose pivot also holds the shared digit; the cells all three see lose it. */
    XYZ_WING("XYZ-Wing", 4.4, Basis.RULES, Use.RATING, "0801"),
    /** Uniqueness Test 1: three corners of a rectangle hold only the same pair, so the fourth loses it. */
    UNIQUE_RECTANGLE_1("Uniqueness Test 1", 4.5, Basis.UNIQUENESS, Use.RATING, "0600"),
    /** Avoidable Rectangle Type 1: three corners placed while solving; the fourth loses the digit that would make the rectangle swappable. */
    AVOIDABLE_RECTANGLE_1("Avoidable Rectangle Type 1", 4.5, Basis.UNIQUENESS, Use.SOLVING, "0607"),
    /** Uniqueness Test 2; HoDoKu's type 5 (0604) includes two diagonal corners with the extra digit, which is this type. */
    UNIQUE_RECTANGLE_2("Uniqueness Test 2", 4.5, Basis.UNIQUENESS, Use.RATING, "0601", "0604"),
    /** Uniqueness Test 4: one digit of the pair confined to the roof in a unit removes the other from the roof. */
    UNIQUE_RECTANGLE_4("Uniqueness Test 4", 4.5, Basis.UNIQUENESS, Use.RATING, "0603"),
    /** Avoidable Rectangle Type 2: two corners placed while solving, the other two hold their completing digit and one same extra digit, which cells seeing both lose. */
    AVOIDABLE_RECTANGLE_2("Avoidable Rectangle Type 2", 4.6, Basis.UNIQUENESS, Use.SOLVING, "0608"),
    /** WXYZ-Wing: four cells holding four digits, one digit not restricted, removed where all its cells see. */
    WXYZ_WING("WXYZ-Wing", 4.6, Basis.RULES, Use.SOLVING),
    /** Uniqueness Test 3: the roof's extra digits form a naked subset with other cells of a unit. */
    UNIQUE_RECTANGLE_3("Uniqueness Test 3", 4.7, Basis.UNIQUENESS, Use.RATING, "0602"),
    /** Uniqueness Test 5: one extra digit on two or three corners leaves the cells that see them all. */
    UNIQUE_RECTANGLE_5("Uniqueness Test 5", 4.7, Basis.UNIQUENESS, Use.SOLVING, "0604"),
    /** Uniqueness Test 6: a digit of the pair forming an X-Wing on the rectangle leaves the two other corners. */
    UNIQUE_RECTANGLE_6("Uniqueness Test 6", 4.7, Basis.UNIQUENESS, Use.SOLVING, "0605"),
    /**
     * Unique Loop Type 1: six cells or more holding a pair, two in every row, column and box they
     * touch; the one cell with other candidates cannot be either digit of the pair.
     */
    UNIQUE_LOOP_1("Unique Loop Type 1", 4.7, Basis.UNIQUENESS, Use.SOLVING),
    /** Hidden Rectangle: a rectangle whose pair is confined along two sides removes a digit from the opposite corner. */
    HIDDEN_RECTANGLE("Hidden Rectangle", 4.8, Basis.UNIQUENESS, Use.SOLVING, "0606"),
    /** Unique Loop Type 2: the loop's cells with other candidates share one, which cells seeing them all lose. */
    UNIQUE_LOOP_2("Unique Loop Type 2", 4.8, Basis.UNIQUENESS, Use.SOLVING),
    /**
     * Extended Unique Rectangle: two rows and three columns (or the other way) with three digits,
     * each column's two cells in one box; the one cell with other candidates cannot be any of them.
     */
    EXTENDED_UNIQUE_RECTANGLE("Extended Unique Rectangle", 4.8, Basis.UNIQUENESS, Use.SOLVING),
    /** Naked Quadruple: four cells of a unit holding only four digits remove them from the rest of the unit. */
    NAKED_QUAD("Naked Quadruple", 5.0, Basis.RULES, Use.RATING, "0202"),
    /** Jellyfish: the X-Wing with four rows and four columns. */
    JELLYFISH("Jellyfish", 5.2, Basis.RULES, Use.RATING, "0302"),
    /** Hidden Quadruple: four digits that fit only in four cells of a unit clear those cells of other candidates. */
    HIDDEN_QUAD("Hidden Quadruple", 5.4, Basis.RULES, Use.RATING, "0212"),
    /*
     * Fish of five to seven lines (Squirmbag, Whale, Leviathan). Sudoku Explainer's scale stops at
     * the Jellyfish; these sit beside theirs of four lines, ordered by size. A basic one of n lines
     * among m lines still holding the digit is the basic fish of m - n <= 4 lines the other way
     * (hidden against naked), found first, so it is never the first found and runs only when named;
     * its finned, sashimi and Franken forms are not so mirrored and find what smaller fish cannot.
     */
    /** Squirmbag: the X-Wing with five rows and five columns (never before its mirror fish of four lines or fewer). */
    SQUIRMBAG("Squirmbag", 5.4, Basis.RULES, Use.REQUEST, "0303"),
    /** Whale: the X-Wing with six rows and six columns (never before its mirror fish of three lines or fewer). */
    WHALE("Whale", 5.5, Basis.RULES, Use.REQUEST, "0304"),
    /** Leviathan: the X-Wing with seven rows and seven columns (never before its mirror fish of two lines or fewer). */
    LEVIATHAN("Leviathan", 5.6, Basis.RULES, Use.REQUEST, "0305"),
    /** Bivalue Universal Grave + 1: every empty cell but one is bivalue; that one takes the digit that would break the grave. */
    BUG_PLUS_1("Bivalue Universal Grave + 1", 5.6, Basis.UNIQUENESS, Use.RATING, "0610"),
    /** Bivalue Universal Grave Type 2: the extra digit of the grave's cells leaves the cells that see them all. */
    BUG_TYPE_2("Bivalue Universal Grave Type 2", 5.7, Basis.UNIQUENESS, Use.RATING),
    /** Bivalue Universal Grave Type 4: two extra cells in a unit; a digit confined to them in that unit removes the other. */
    BUG_TYPE_4("Bivalue Universal Grave Type 4", 5.7, Basis.UNIQUENESS, Use.RATING),
    /** Skyscraper: two conjugate pairs of a digit with one end on a shared line; the cells both other ends see lose it. */
    SKYSCRAPER("Skyscraper", 5.8, Basis.RULES, Use.SOLVING, "0400", "0403"),
    /** Dual 2-String Kite: two 2-String Kites sharing their box, eliminating together. */
    DUAL_TWO_STRING_KITE("Dual 2-String Kite", 5.8, Basis.RULES, Use.SOLVING, "0404"),
    /** 2-String Kite: a row and a column conjugate pair of a digit joined in a box; the cell both free ends see loses it. */
    TWO_STRING_KITE("2-String Kite", 5.8, Basis.RULES, Use.SOLVING, "0401", "0403"),
    /** Turbot Fish: two conjugate pairs of a digit in any two units, one end of each sharing a unit a variant adds or joined through one; cells seeing both other ends lose it. */
    TURBOT_FISH("Turbot Fish", 5.8, Basis.RULES, Use.SOLVING),
    /** Bivalue Universal Grave Type 3: the extra digits of the grave's cells form a naked subset with other cells of a unit. */
    BUG_TYPE_3("Bivalue Universal Grave Type 3", 5.8, Basis.UNIQUENESS, Use.RATING),
    /** Each step is as hard as the harder of its two fish (a Siamese Swordfish is 6.3 or 6.4). */
    SIAMESE_FISH("Siamese Fish", 5.9, Basis.RULES, Use.SOLVING, siamese(0, 2)),
    /** Finned X-Wing: an X-Wing with extra candidates (fins) in one box; only cells seeing the fins lose the digit. */
    FINNED_X_WING("Finned X-Wing", 5.9, Basis.RULES, Use.SOLVING, "0310"),
    /** Sashimi X-Wing: a finned X-Wing that would be incomplete without its fins. */
    SASHIMI_X_WING("Sashimi X-Wing", 6.0, Basis.RULES, Use.SOLVING, "0320"),
    /** Empty Rectangle: a digit confined to a row and a column of a box, with a conjugate pair, removes it where they cross. */
    EMPTY_RECTANGLE("Empty Rectangle", 6.0, Basis.RULES, Use.SOLVING, "0402", "0403"),
    /** Dual Empty Rectangle: two Empty Rectangles in one box, each removing the digit from a cell of its own. */
    DUAL_EMPTY_RECTANGLE("Dual Empty Rectangle", 6.0, Basis.RULES, Use.SOLVING, "0405"),
    /** Franken X-Wing: an X-Wing whose base or cover sets include a box. */
    FRANKEN_X_WING("Franken X-Wing", 6.0, Basis.RULES, Use.SOLVING, "0330"),
    /** W-Wing: two equal bivalue cells joined by a conjugate pair of one digit remove the other from cells seeing both. */
    W_WING("W-Wing", 6.1, Basis.RULES, Use.SOLVING, "0803"),
    /** Remote Pair: a chain of equal bivalue cells; cells seeing two ends of opposite parity lose both digits. */
    REMOTE_PAIR("Remote Pair", 6.2, Basis.RULES, Use.SOLVING, "0703"),
    /**
     * Aligned Pair Exclusion, as Sudoku Explainer has it: of two cells (which need not see each
     * other), the pairs of digits that repeat a digit in the same unit or take both candidates of
     * a bivalue cell seeing both are ruled out; a digit no pair left uses goes.
     */
    ALIGNED_PAIR_EXCLUSION("Aligned Pair Exclusion", 6.2, Basis.RULES, Use.RATING),
    /** Finned Swordfish: a Swordfish with fins in one box. */
    FINNED_SWORDFISH("Finned Swordfish", 6.3, Basis.RULES, Use.SOLVING, "0311"),
    /** Sashimi Swordfish: a finned Swordfish that would be incomplete without its fins. */
    SASHIMI_SWORDFISH("Sashimi Swordfish", 6.4, Basis.RULES, Use.SOLVING, "0321"),
    /** Franken Swordfish: a Swordfish whose base or cover sets include boxes. */
    FRANKEN_SWORDFISH("Franken Swordfish", 6.4, Basis.RULES, Use.SOLVING, "0331"),
    /** Finned Franken X-Wing: a Franken X-Wing with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_X_WING("Finned Franken X-Wing", 6.4, Basis.RULES, Use.SOLVING, "0340"),
    /** Simple Colors Trap: a cell seeing both colours of a digit's conjugate-pair chain loses the digit. */
    SIMPLE_COLORS_TRAP("Simple Colors Trap", 6.5, Basis.RULES, Use.SOLVING, "0500"),
    /** Simple Colors Wrap: a colour seen twice in one unit is false, so its cells lose the digit. */
    SIMPLE_COLORS_WRAP("Simple Colors Wrap", 6.5, Basis.RULES, Use.SOLVING, "0501"),
    /** X-Cycle: an X-Chain whose ends cannot both hold the digit closes into a loop; each link then holds exactly one of its two ends, so a cell seeing both ends of a link loses the digit. */
    X_CYCLE("X-Cycle", 6.5, Basis.RULES, Use.RATING, "0706"),
    /** Y-Cycle: a closed loop through bivalue cells only, each link holding exactly one of its ends, so a cell off the loop seeing both ends of a link loses that digit; Sudoku Explainer's bidirectional Y-cycle, rated from its base. */
    Y_CYCLE("Y-Cycle", 6.5, Basis.RULES, Use.RATING),
    /** X-Chain: a chain of one digit through its conjugate pairs; either end holds the digit, so no cell seeing both ends can. */
    X_CHAIN("X-Chain", 6.6, Basis.RULES, Use.RATING, "0403", "0701"),
    /** Finned Jellyfish: a Jellyfish with fins in one box. */
    FINNED_JELLYFISH("Finned Jellyfish", 6.6, Basis.RULES, Use.SOLVING, "0312"),
    /** Multi Colors: two colourings of one digit whose colours see each other; the colour seeing both of the other is false. */
    MULTI_COLORS("Multi Colors", 6.6, Basis.RULES, Use.SOLVING, "0502", "0503"),
    /** Sashimi Jellyfish: a finned Jellyfish that would be incomplete without its fins. */
    SASHIMI_JELLYFISH("Sashimi Jellyfish", 6.7, Basis.RULES, Use.SOLVING, "0322"),
    /** 3D Medusa: colouring of candidates across digits through bivalue cells and conjugate pairs. */
    THREE_D_MEDUSA("3D Medusa", 6.7, Basis.RULES, Use.SOLVING),
    /** Sue de Coq: the cells where a box and a line cross, with two almost locked sets, lock their digits. */
    SUE_DE_COQ("Sue de Coq", 6.8, Basis.RULES, Use.SOLVING, "1101"),
    /** Franken Jellyfish: a Jellyfish whose base or cover sets include boxes. */
    FRANKEN_JELLYFISH("Franken Jellyfish", 6.8, Basis.RULES, Use.SOLVING, "0332"),
    /** Finned Franken Swordfish: a Franken Swordfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_SWORDFISH("Finned Franken Swordfish", 6.8, Basis.RULES, Use.SOLVING, "0341"),
    /** Finned Squirmbag: a Squirmbag with fins in one box (beside the Finned Jellyfish, one size up). */
    FINNED_SQUIRMBAG("Finned Squirmbag", 6.8, Basis.RULES, Use.SOLVING, "0313"),
    /** Sashimi Squirmbag: a finned Squirmbag that would be incomplete without its fins. */
    SASHIMI_SQUIRMBAG("Sashimi Squirmbag", 6.9, Basis.RULES, Use.SOLVING, "0323"),
    /** Franken Squirmbag: a Squirmbag whose base or cover sets include boxes. */
    FRANKEN_SQUIRMBAG("Franken Squirmbag", 6.9, Basis.RULES, Use.REQUEST, "0333"),
    /** XY-Chain: a chain of bivalue cells; one end or the other holds the shared digit, so no cell seeing both ends can. */
    XY_CHAIN("XY-Chain", 7.0, Basis.RULES, Use.RATING, "0702"),
    /** Alternating Inference Chain: strong and weak links between candidates, in cells and units; one end or the other is true, so a candidate weakly linked to both ends is false. */
    AIC("Alternating Inference Chain", 7.0, Basis.RULES, Use.RATING, "0707", "0708"),
    /** Bidirectional Cycle: a closed loop of conjugate pairs and bivalue cells, each link holding exactly one of its ends, so a cell off the loop seeing both ends of a link loses that digit; Sudoku Explainer's bidirectional cycle, rated from its base. */
    BIDIRECTIONAL_CYCLE("Bidirectional Cycle", 7.0, Basis.RULES, Use.RATING),
    /** Finned Whale: a Whale with fins in one box. */
    FINNED_WHALE("Finned Whale", 7.0, Basis.RULES, Use.SOLVING, "0314"),
    /** Franken Whale: a Whale whose base or cover sets include boxes. */
    FRANKEN_WHALE("Franken Whale", 7.0, Basis.RULES, Use.REQUEST, "0334"),
    /** Sashimi Whale: a finned Whale that would be incomplete without its fins. */
    SASHIMI_WHALE("Sashimi Whale", 7.1, Basis.RULES, Use.SOLVING, "0324"),
    /** Franken Leviathan: a Leviathan whose base or cover sets include boxes. */
    FRANKEN_LEVIATHAN("Franken Leviathan", 7.1, Basis.RULES, Use.REQUEST, "0335"),
    /** Finned Franken Jellyfish: a Franken Jellyfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_JELLYFISH("Finned Franken Jellyfish", 7.1, Basis.RULES, Use.SOLVING, "0342"),
    /** Two finned Franken fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_FRANKEN_FISH("Siamese Franken Fish", 7.1, Basis.RULES, Use.REQUEST, siamese(3, 4)),
    /** Almost Locked Set XZ-Rule: two almost locked sets joined by a restricted common digit remove another common digit. */
    ALS_XZ("Almost Locked Set XZ-Rule", 7.2, Basis.RULES, Use.SOLVING, "0901"),
    /**
     * Aligned Pair Exclusion of two cells that see each other, ruling out the pairs of digits that
     * would leave a larger almost locked set seeing them one digit short; as hard as the ALS-XZ rule.
     */
    ALIGNED_PAIR_EXCLUSION_ALS("Aligned Pair Exclusion (ALS)", 7.2, Basis.RULES, Use.SOLVING),
    /** Finned Leviathan: a Leviathan with fins in one box. */
    FINNED_LEVIATHAN("Finned Leviathan", 7.2, Basis.RULES, Use.SOLVING, "0315"),
    /** Finned Franken Squirmbag: a Franken Squirmbag with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_SQUIRMBAG("Finned Franken Squirmbag", 7.2, Basis.RULES, Use.REQUEST, "0343"),
    /** Sashimi Leviathan: a finned Leviathan that would be incomplete without its fins. */
    SASHIMI_LEVIATHAN("Sashimi Leviathan", 7.3, Basis.RULES, Use.SOLVING, "0325"),
    /** Finned Franken Whale: a Franken Whale with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_WHALE("Finned Franken Whale", 7.3, Basis.RULES, Use.REQUEST, "0344"),
    /** Finned Franken Leviathan: a Franken Leviathan with fins; only cover cells seeing every fin lose the digit. */
    FINNED_FRANKEN_LEVIATHAN("Finned Franken Leviathan", 7.4, Basis.RULES, Use.REQUEST, "0345"),
    /** Almost Locked Set XY-Wing: three almost locked sets, a pivot joined to two others by restricted common digits. */
    ALS_XY_WING("Almost Locked Set XY-Wing", 7.4, Basis.RULES, Use.SOLVING, "0902"),
    /** Grouped Alternating Inference Chain: as an AIC, with groups (a digit's places in one box and one line) as nodes. */
    GROUPED_AIC("Grouped Alternating Inference Chain", 7.5, Basis.RULES, Use.SOLVING, "0710", "0711"),
    /** Death Blossom: a stem cell whose every candidate is joined to an almost locked set; their common digit is removed. */
    DEATH_BLOSSOM("Death Blossom", 7.5, Basis.RULES, Use.SOLVING, "0904"),
    /**
     * Aligned Triple Exclusion, as Sudoku Explainer has it: Aligned Pair Exclusion with three
     * cells (one of them, with at most three candidates, seeing another), whose combinations may
     * not empty a cell of two or three candidates seeing all three.
     */
    ALIGNED_TRIPLE_EXCLUSION("Aligned Triple Exclusion", 7.5, Basis.RULES, Use.RATING),
    /**
     * Nishio Forcing Chain: a digit assumed in a cell leads, by that digit's hidden singles alone, to
     * a contradiction, so it is removed (or, assumed not there, so it is placed).
     */
    NISHIO_FORCING_CHAIN("Nishio Forcing Chain", 7.5, Basis.RULES, Use.RATING),
    /**
     * Discontinuous Nice Loop: a (grouped) loop broken at one candidate, in HoDoKu's three kinds: the
     * candidate false makes it true (both links at the break strong), so it is placed; the candidate
     * true makes it false (both weak, or one weak and one strong link of another digit of its cell),
     * so it goes; and a loop through two digits of one cell (one false makes the other true) keeps
     * the cell to those two.
     */
    DISCONTINUOUS_NICE_LOOP("Discontinuous Nice Loop", 7.6, Basis.RULES, Use.SOLVING, "0707", "0710"),
    /** Continuous Nice Loop: an alternating chain (candidates, cells, units and groups) whose ends cannot both be true closes into a loop; exactly one end of every link then holds, so a candidate that cannot be true with either end of a link is false. */
    CONTINUOUS_NICE_LOOP("Continuous Nice Loop", 7.6, Basis.RULES, Use.SOLVING, "0706", "0709"),
    /** Almost Locked Set XY-Chain: a chain of almost locked sets joined by restricted common digits. */
    ALS_XY_CHAIN("Almost Locked Set XY-Chain", 7.7, Basis.RULES, Use.SOLVING, "0903"),
    /* Mutant fish mix rows, columns and boxes: the hardest fish to spot, and the costliest to search. */
    /** Mutant X-Wing: an X-Wing whose base or cover sets mix rows and columns (and boxes). */
    MUTANT_X_WING("Mutant X-Wing", 7.7, Basis.RULES, Use.SOLVING, "0350"),
    /** Finned Mutant X-Wing: a Mutant X-Wing with fins; only cover cells seeing every fin lose the digit. */
    FINNED_MUTANT_X_WING("Finned Mutant X-Wing", 7.8, Basis.RULES, Use.SOLVING, "0360"),
    /** Mutant Swordfish: a Swordfish whose base or cover sets mix rows and columns (and boxes). */
    MUTANT_SWORDFISH("Mutant Swordfish", 7.9, Basis.RULES, Use.SOLVING, "0351"),
    /**
     * Junior Exocet: two cells of a box-line crossing holding three or four digits send their two
     * digits to two target cells of the band's other boxes, proven by counting where those digits
     * can go outside the band. Neither Sudoku Explainer nor HoDoKu has it; found only when named.
     */
    JUNIOR_EXOCET("Junior Exocet", 7.9, Basis.RULES, Use.SOLVING),
    /* ---- the Exocet family beyond the Junior Exocet: patterns a person can check, in explanations and hints, never in ratings. */
    /**
     * Senior Exocet: the Junior Exocet's base cells and cross lines with a target outside the
     * base's band, proven by counting where the base digits can go in the cross lines' cells off
     * the base line and box. Neither Sudoku Explainer nor HoDoKu has it.
     */
    SENIOR_EXOCET("Senior Exocet", 7.9, Basis.RULES, Use.SOLVING),
    /**
     * Double Exocet: two Junior Exocets of one band with the same four base digits and their base
     * pairs in different boxes; the pairs share no digit, so the four base cells, and the four
     * targets, hold the four digits once each. Neither Sudoku Explainer nor HoDoKu has it.
     */
    DOUBLE_EXOCET("Double Exocet", 7.9, Basis.RULES, Use.SOLVING),
    /* ---- end of the Exocet family */
    /** Finned Mutant Swordfish: a Mutant Swordfish with fins; only cover cells seeing every fin lose the digit. */
    FINNED_MUTANT_SWORDFISH("Finned Mutant Swordfish", 8.0, Basis.RULES, Use.SOLVING, "0361"),
    /**
     * Each candidate of a cell leads to the same conclusion. 8.0 through static links (Sudoku
     * Explainer's multiple forcing chains); a chain that needs singles its own removals create is
     * graded as a contradiction is, and half a point more with locked candidates inside. Static
     * links make HoDoKu's Forcing Chain Verity; singles, where a digit is placed because several
     * removals of its branch left it alone, make its Forcing Net Verity, so this is both.
     */
    CELL_FORCING_CHAIN("Forcing Chain/Net Verity (cell)", 8.0, Basis.RULES, Use.RATING, "1302", "1304"),
    /**
     * Each place of a digit in a unit leads to the same conclusion; graded as the cell forcing
     * chain, and as it a chain or a net in HoDoKu's terms.
     */
    UNIT_FORCING_CHAIN("Forcing Chain/Net Verity (unit)", 8.0, Basis.RULES, Use.RATING, "1302", "1304"),
    /** Mutant Jellyfish: a four-line fish whose bases and covers mix rows, columns and boxes. */
    MUTANT_JELLYFISH("Mutant Jellyfish", 8.1, Basis.RULES, Use.REQUEST, "0352"),
    /** Two finned Mutant fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_MUTANT_FISH("Siamese Mutant Fish", 8.1, Basis.RULES, Use.REQUEST, siamese(5, 6)),
    /* Templates try every placement of one digit at once: a computer's technique more than a person's. */
    /** Template Set: a digit goes in the cells every one of its templates that fit the grid takes. */
    TEMPLATE_SET("Template Set", 8.1, Basis.RULES, Use.REQUEST, "1201"),
    /** Template Delete: a digit leaves the cells none of its templates that fit the grid takes. */
    TEMPLATE_DELETE("Template Delete", 8.1, Basis.RULES, Use.REQUEST, "1202"),
    /**
     * Multi-Sector Locked Set: the cells where some rows cross some columns are exactly as many as
     * the places their row digits and column digits have there, so each digit is locked inside.
     * A search of every set of rows with every set of columns; found only when named.
     */
    MULTI_SECTOR_LOCKED_SET("Multi-Sector Locked Set", 8.1, Basis.RULES, Use.SOLVING),
    /** Finned Mutant Jellyfish: a mutant jellyfish with fins. */
    FINNED_MUTANT_JELLYFISH("Finned Mutant Jellyfish", 8.2, Basis.RULES, Use.REQUEST, "0362"),
    /**
     * Kraken Fish (HoDoKu's types 1 and 2): a row or column fish with fins anywhere; a cover-line
     * candidate every fin rules out by a chain goes, since either no fin holds the digit and the
     * fish is whole, or one does; and so does any candidate that every fin and each of one cover
     * line's base cells rule out. Found only when named.
     */
    KRAKEN_FISH("Kraken Fish", 8.2, Basis.RULES, Use.REQUEST, "0371", "0372"),
    /* ---- Kraken fish of five to seven lines */
    /**
     * Kraken Squirmbag, Whale and Leviathan: the Kraken Fish's reasoning on five to seven base
     * lines. Found only when named: each search tries every set of base lines of the size.
     */
    KRAKEN_FISH_5_TO_7("Kraken Fish (5 to 7 lines)", 8.2, Basis.RULES, Use.REQUEST),
    /* ---- end of the Kraken fish of five to seven lines */
    /** Mutant Squirmbag: a five-line fish whose bases and covers mix rows, columns and boxes. */
    MUTANT_SQUIRMBAG("Mutant Squirmbag", 8.3, Basis.RULES, Use.REQUEST, "0353"),
    /** Finned Mutant Squirmbag: a five-line mutant fish with fins. */
    FINNED_MUTANT_SQUIRMBAG("Finned Mutant Squirmbag", 8.4, Basis.RULES, Use.REQUEST, "0363"),
    /**
     * A candidate assumed true leads by singles to a contradiction: 8.5, Sudoku Explainer's dynamic
     * forcing chains; half a point more when locked candidates are needed (SE's "plus"). A branch
     * whose singles each follow from one link is HoDoKu's Forcing Chain Contradiction; one with a
     * digit placed because several of its removals left it alone is its Forcing Net Contradiction.
     */
    FORCING_CHAIN_CONTRADICTION("Forcing Chain/Net Contradiction", 8.5, Basis.RULES, Use.RATING, "1301", "1303"),
    /**
     * Bowman's Bingo: a candidate assumed true leads by singles alone (naked and hidden) to a cell
     * or unit with nothing left, so it is false. The forcing chain contradiction's first tier under
     * the name SudokuWiki and the forums give it; found only when named.
     */
    BOWMANS_BINGO("Bowman's Bingo", 8.5, Basis.RULES, Use.REQUEST),
    /**
     * Double Forcing Chain, as Sudoku Explainer has it: a candidate of a cell of three or more,
     * assumed true and then false, leads both times by singles to the same placement or removal,
     * which therefore holds. Graded as a forcing chain contradiction of the same rules and length;
     * in explanations and hints, not in ratings.
     */
    DOUBLE_FORCING_CHAIN("Double Forcing Chain", 8.5, Basis.RULES, Use.SOLVING),
    /** Mutant Whale: a six-line fish whose bases and covers mix rows, columns and boxes. */
    MUTANT_WHALE("Mutant Whale", 8.5, Basis.RULES, Use.REQUEST, "0354"),
    /** Finned Mutant Whale: a six-line mutant fish with fins. */
    FINNED_MUTANT_WHALE("Finned Mutant Whale", 8.6, Basis.RULES, Use.REQUEST, "0364"),
    /** Mutant Leviathan: a seven-line fish whose bases and covers mix rows, columns and boxes. */
    MUTANT_LEVIATHAN("Mutant Leviathan", 8.7, Basis.RULES, Use.REQUEST, "0355"),
    /** Finned Mutant Leviathan: a seven-line mutant fish with fins. */
    FINNED_MUTANT_LEVIATHAN("Finned Mutant Leviathan", 8.8, Basis.RULES, Use.REQUEST, "0365"),
    /**
     * A candidate assumed true leads to a contradiction by singles and locked candidates with
     * forcing chains inside the assumption: 9.5 with static forcing chains inside, 10.0 with
     * multiple forcing chains, 10.5 with dynamic ones and 11.0 with dynamic ones using locked
     * candidates (Sudoku Explainer's nesting levels), plus length.
     */
    NESTED_FORCING_CHAIN("Nested Forcing Chain", 9.5, Basis.RULES, Use.RATING),
    /**
     * Not a technique: a digit taken from the solution when nothing else applies. Above every
     * step, chains graded by length included (they stop at 11.9, see {@link Difficulty}).
     */
    GUESS("Guess", 12.0, Basis.RULES, Use.NONE);

    /** When a technique is used. */
    public enum Use {
        /** In every solve and in ratings (Sudoku Explainer has it, or it is a killer technique). */
        RATING,
        /** In solves, explanations and hints by default, but not in ratings. */
        SOLVING,
        /** Only when asked for by name (or listed by {@code steps}). */
        REQUEST,
        /** Never searched for: the guess. */
        NONE
    }

    /** What a technique's logic rests on. */
    public enum Basis {
        /** The rules alone: every unit holds each digit once. */
        RULES,
        /** The rules and the puzzle's having one solution: a pattern that would allow two is avoided. */
        UNIQUENESS
    }

    private final String displayName;
    private final double difficulty;
    private final Basis basis;
    private final Use use;
    private final List<String> hodokuCodes;

    Technique(String displayName, double difficulty, Basis basis, Use use, String... hodokuCodes) {
        this.displayName = displayName;
        this.difficulty = difficulty;
        this.basis = basis;
        this.use = use;
        this.hodokuCodes = List.of(hodokuCodes);
    }

    /** HoDoKu's codes of the Siamese fish of its kinds {@code from} to {@code to}: the fish's code and a {@code 1}. */
    private static String[] siamese(int from, int to) {
        String[] codes = new String[(to - from + 1) * 6];
        for (int k = from, i = 0; k <= to; k++) {
            for (int size = 0; size < 6; size++) {
                codes[i++] = "03" + k + size + "1";
            }
        }
        return codes;
    }

    /**
     * The community's name, e.g. {@code Hidden Single}.
     * @return the community's name, e.g
     */
    public String displayName() {
        return displayName;
    }

    /**
     * The difficulty on the Sudoku Explainer scale.
     * @return the difficulty on the Sudoku Explainer scale
     */
    public double difficulty() {
        return difficulty;
    }

    /**
     * What this technique's logic rests on.
     * @return the rules alone, or the rules and uniqueness
     */
    public Basis basis() {
        return basis;
    }

    /**
     * When this technique is used.
     * @return when this technique is used
     */
    public Use use() {
        return use;
    }

    /**
     * HoDoKu's codes for what this technique finds ({@code 0603}); empty when HoDoKu has none.
     * @return HoDoKu's codes, empty when it has none
     */
    public List<String> hodokuCodes() {
        return hodokuCodes;
    }

    /**
     * Whether the technique is valid only for puzzles with exactly one solution.
     * @return whether the technique is valid only for puzzles with exactly one solution
     */
    public boolean uniqueness() {
        return basis == Basis.UNIQUENESS;
    }

    /**
     * Whether steps of this technique are searched for (every technique but the guess).
     * @return whether steps of this technique are searched for (every technique but the guess)
     */
    public boolean searchable() {
        return use != Use.NONE;
    }

    /**
     * The techniques found only when asked for by name (or listed by {@code steps}), never in a
     * default solve or rating: the mutant fish above Swordfish and the Franken fish above
     * Jellyfish, whose search grows with every unit a fish may use, the basic fish of five lines
     * and more (their mirror fish of four lines or fewer is found first), the Siamese Franken and Mutant fish (a second search of every finned
     * fish of their kind), the templates, a computer's technique that would replace the chains
     * the ratings are graded on, and the patterns Sudoku Explainer lacks (Kraken Fish, which
     * HoDoKu has but does not use by default, and Bowman's Bingo), which would otherwise take the
     * place of the steps those programs show. (Junior Exocet and Multi-Sector Locked Sets, which
     * neither program has, are in explanations and hints by default: they replace the nested
     * forcing chains of the hardest puzzles by patterns a person can check.)
     * @return the techniques found only when asked for by name (or listed by {@code steps}), never in a
     *         default solve or rating: the mutant fish above Swordfish and the Franken fish above Jellyfish,
     *         whose search grows with every unit a fish may use, the basic fish of five lines and more, the Siamese Franken and Mutant fish (a second search of every finned fish of
     *         their kind), the templates, a computer's technique that would replace the chains the ratings
     *         are graded on, and the patterns Sudoku Explainer lacks (Kraken Fish, which HoDoKu has but does
     *         not use by default, and Bowman's Bingo), which would otherwise take the place of the steps
     *         those programs show
     */
    public boolean onRequestOnly() {
        return use == Use.REQUEST;
    }

    /**
     * Whether ratings use this technique: Sudoku Explainer 1.2.1.3 has it (singles, its direct
     * techniques, subsets, basic fish, XY- and XYZ-Wing, unique rectangles, BUG, aligned pair and
     * triple exclusion, chains, cycles and forcing chains), or it is a killer cage technique, which
     * SE has not but killers cannot do without. A rating found with techniques SE lacks (WXYZ-Wing,
     * finned fish, almost locked sets, aligned pair exclusion with them, Sue de Coq, ...) falls
     * below SE's for the same puzzle, where SE needs a chain to do the same work; rated with SE's
     * techniques, the scale is SE's.
     * @return whether ratings use this technique: Sudoku Explainer 1.2.1.3 has it (singles, its direct
     *         techniques, subsets, basic fish, XY- and XYZ-Wing, unique rectangles, BUG, aligned pair and
     *         triple exclusion, chains, cycles and forcing chains), or it is a killer cage technique, which
     *         SE has not but killers cannot do without
     */
    public boolean rates() {
        return use == Use.RATING;
    }

    /**
     * The techniques a rating uses unless told otherwise: those of {@link #byDefault()} that {@link #rates()}.
     * @return the techniques a rating uses unless told otherwise: those of {@link #byDefault()} that {@link
     *         #rates()}
     */
    public static Set<Technique> forRating() {
        Set<Technique> out = byDefault();
        out.removeIf(t -> !t.rates());
        return out;
    }

    /**
     * The techniques a solve or rating uses unless told otherwise: the implemented ones but those {@link #onRequestOnly()}.
     * @return the techniques a solve or rating uses unless told otherwise: the implemented ones but those
     *         {@link #onRequestOnly()}
     */
    public static Set<Technique> byDefault() {
        Set<Technique> out = EnumSet.copyOf(IMPLEMENTED);
        out.removeIf(Technique::onRequestOnly);
        return out;
    }

    private static final Set<Technique> IMPLEMENTED = Collections.unmodifiableSet(
            EnumSet.copyOf(Arrays.stream(values()).filter(Technique::searchable).toList()));

    /**
     * Every technique searched for, easiest first (every one but the guess).
     * @return every technique searched for, easiest first (every one but the guess)
     */
    public static Set<Technique> implemented() {
        return IMPLEMENTED;
    }

    /**
     * The technique named {@code name}: its constant ({@code HIDDEN_SINGLE}, any case, {@code -} for
     * {@code _}) or its display name.
     * @param name the name
     * @return the technique named {@code name}: its constant ({@code HIDDEN_SINGLE}, any case, {@code -} for
     *         {@code _}) or its display name
     * @throws IllegalArgumentException naming the text and listing the known names when no technique has that name
     */
    public static Technique parse(String name) {
        String key = name.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (Technique t : values()) {
            if (t.name().equals(key) || t.displayName.equalsIgnoreCase(name.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown technique '" + name + "' (known: " + words() + ")");
    }

    /**
     * The name used on the command line and in JSON requests, e.g. {@code x-wing}.
     * @return the name used on the command line and in JSON requests, e.g
     */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Every technique's {@link #word()}, easiest first, comma separated, for messages and help.
     * @return every technique's {@link #word()}, easiest first, comma separated, for messages and help
     */
    public static String words() {
        return String.join(", ", Arrays.stream(values()).map(Technique::word).toList());
    }
}
