package sudoku.logic;

/**
 * Every kind of step, easiest first, with the Sudoku community's name (as HoDoKu prints it) and
 * a difficulty on the Sudoku Explainer scale (1.0 for a full house to about 11 for the hardest
 * puzzles). The solver tries techniques in this order. Uniqueness techniques assume the puzzle
 * has exactly one solution and are switched off for puzzles that do not.
 * Entries without a finder in {@link Techniques#all()} are reserved names (not yet searched for).
 */
public enum Technique {
    FULL_HOUSE("Full House", 1.0),
    HIDDEN_SINGLE("Hidden Single", 1.5),
    DIRECT_POINTING("Direct Pointing", 1.7),
    DIRECT_CLAIMING("Direct Claiming", 1.9),
    DIRECT_HIDDEN_PAIR("Direct Hidden Pair", 2.0),
    NAKED_SINGLE("Naked Single", 2.3),
    DIRECT_HIDDEN_TRIPLE("Direct Hidden Triple", 2.5),
    POINTING("Locked Candidates Type 1 (Pointing)", 2.6),
    CLAIMING("Locked Candidates Type 2 (Claiming)", 2.8),
    LOCKED_PAIR("Locked Pair", 2.9),
    NAKED_PAIR("Naked Pair", 3.0),
    X_WING("X-Wing", 3.2),
    HIDDEN_PAIR("Hidden Pair", 3.4),
    LOCKED_TRIPLE("Locked Triple", 3.5),
    NAKED_TRIPLE("Naked Triple", 3.6),
    SWORDFISH("Swordfish", 3.8),
    HIDDEN_TRIPLE("Hidden Triple", 4.0),
    XY_WING("XY-Wing", 4.2),
    XYZ_WING("XYZ-Wing", 4.4),
    UNIQUE_RECTANGLE_1("Uniqueness Test 1", 4.5, true),
    AVOIDABLE_RECTANGLE_1("Avoidable Rectangle Type 1", 4.5, true),
    UNIQUE_RECTANGLE_2("Uniqueness Test 2", 4.6, true),
    AVOIDABLE_RECTANGLE_2("Avoidable Rectangle Type 2", 4.6, true),
    UNIQUE_RECTANGLE_4("Uniqueness Test 4", 4.6, true),
    WXYZ_WING("WXYZ-Wing", 4.6),
    UNIQUE_RECTANGLE_3("Uniqueness Test 3", 4.7, true),
    UNIQUE_RECTANGLE_5("Uniqueness Test 5", 4.7, true),
    UNIQUE_RECTANGLE_6("Uniqueness Test 6", 4.7, true),
    HIDDEN_RECTANGLE("Hidden Rectangle", 4.8, true),
    NAKED_QUAD("Naked Quadruple", 5.0),
    JELLYFISH("Jellyfish", 5.2),
    HIDDEN_QUAD("Hidden Quadruple", 5.4),
    BUG_PLUS_1("Bivalue Universal Grave + 1", 5.6, true),
    BUG_TYPE_2("Bivalue Universal Grave Type 2", 5.7, true),
    BUG_TYPE_4("Bivalue Universal Grave Type 4", 5.7, true),
    SKYSCRAPER("Skyscraper", 5.8),
    DUAL_TWO_STRING_KITE("Dual 2-String Kite", 5.8),
    TWO_STRING_KITE("2-String Kite", 5.8),
    BUG_TYPE_3("Bivalue Universal Grave Type 3", 5.8, true),
    /** Each step is as hard as the harder of its two fish (a Siamese Swordfish is 6.3 or 6.4). */
    SIAMESE_FISH("Siamese Fish", 5.9),
    FINNED_X_WING("Finned X-Wing", 5.9),
    SASHIMI_X_WING("Sashimi X-Wing", 6.0),
    EMPTY_RECTANGLE("Empty Rectangle", 6.0),
    DUAL_EMPTY_RECTANGLE("Dual Empty Rectangle", 6.0),
    FRANKEN_X_WING("Franken X-Wing", 6.0),
    W_WING("W-Wing", 6.1),
    REMOTE_PAIR("Remote Pair", 6.2),
    ALIGNED_PAIR_EXCLUSION("Aligned Pair Exclusion", 6.2),
    FINNED_SWORDFISH("Finned Swordfish", 6.3),
    SASHIMI_SWORDFISH("Sashimi Swordfish", 6.4),
    FRANKEN_SWORDFISH("Franken Swordfish", 6.4),
    FINNED_FRANKEN_X_WING("Finned Franken X-Wing", 6.4),
    SIMPLE_COLORS_TRAP("Simple Colors Trap", 6.5),
    SIMPLE_COLORS_WRAP("Simple Colors Wrap", 6.5),
    FINNED_JELLYFISH("Finned Jellyfish", 6.6),
    MULTI_COLORS("Multi Colors", 6.6),
    SASHIMI_JELLYFISH("Sashimi Jellyfish", 6.7),
    THREE_D_MEDUSA("3D Medusa", 6.7),
    X_CHAIN("X-Chain", 6.8),
    SUE_DE_COQ("Sue de Coq", 6.8),
    FRANKEN_JELLYFISH("Franken Jellyfish", 6.8),
    FINNED_FRANKEN_SWORDFISH("Finned Franken Swordfish", 6.8),
    X_CYCLE("X-Cycle", 6.9),
    XY_CHAIN("XY-Chain", 7.0),
    FINNED_FRANKEN_JELLYFISH("Finned Franken Jellyfish", 7.1),
    /** Two finned Franken fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_FRANKEN_FISH("Siamese Franken Fish", 7.1),
    ALS_XZ("Almost Locked Set XZ-Rule", 7.2),
    AIC("Alternating Inference Chain", 7.3),
    ALS_XY_WING("Almost Locked Set XY-Wing", 7.4),
    GROUPED_AIC("Grouped Alternating Inference Chain", 7.5),
    DEATH_BLOSSOM("Death Blossom", 7.5),
    DISCONTINUOUS_NICE_LOOP("Discontinuous Nice Loop", 7.6),
    CONTINUOUS_NICE_LOOP("Continuous Nice Loop", 7.6),
    ALS_XY_CHAIN("Almost Locked Set XY-Chain", 7.7),
    /* Mutant fish mix rows, columns and boxes: the hardest fish to spot, and the costliest to search. */
    MUTANT_X_WING("Mutant X-Wing", 7.7),
    FINNED_MUTANT_X_WING("Finned Mutant X-Wing", 7.8),
    MUTANT_SWORDFISH("Mutant Swordfish", 7.9),
    FINNED_MUTANT_SWORDFISH("Finned Mutant Swordfish", 8.0),
    MUTANT_JELLYFISH("Mutant Jellyfish", 8.1),
    /** Two finned Mutant fish on the same base; each step is as hard as the harder of the two. */
    SIAMESE_MUTANT_FISH("Siamese Mutant Fish", 8.1),
    /* Templates try every placement of one digit at once: a computer's technique more than a person's. */
    TEMPLATE_SET("Template Set", 8.1),
    TEMPLATE_DELETE("Template Delete", 8.1),
    FINNED_MUTANT_JELLYFISH("Finned Mutant Jellyfish", 8.2),
    CELL_FORCING_CHAIN("Forcing Chain Verity (cell)", 8.3),
    UNIT_FORCING_CHAIN("Forcing Chain Verity (unit)", 8.4),
    FINNED_MUTANT_SQUIRMBAG("Finned Mutant Squirmbag", 8.4),
    FORCING_CHAIN_CONTRADICTION("Forcing Chain Contradiction", 8.6),
    FINNED_MUTANT_WHALE("Finned Mutant Whale", 8.6),
    NESTED_FORCING_CHAIN("Nested Forcing Chain", 10.0),
    /**
     * Not a technique: a digit taken from the solution when nothing else applies. Above every
     * step, chains graded by length included (they stop at 11.9, see {@link Difficulty}).
     */
    GUESS("Guess", 12.0);

    private final String displayName;
    private final double difficulty;
    private final boolean uniqueness;

    Technique(String displayName, double difficulty) {
        this(displayName, difficulty, false);
    }

    Technique(String displayName, double difficulty, boolean uniqueness) {
        this.displayName = displayName;
        this.difficulty = difficulty;
        this.uniqueness = uniqueness;
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
