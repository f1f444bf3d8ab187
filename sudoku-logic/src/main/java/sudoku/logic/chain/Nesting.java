package sudoku.logic.chain;

/**
 * Sudoku Explainer's nesting levels: what an assumption may use inside itself once its singles
 * and locked candidates stall, cheapest first. Each level keeps the inner chains of the levels
 * before it.
 */
public enum Nesting {
    /** Forcing chains through static links (bivalue cells and conjugate pairs) that contradict themselves: SE's 9.5. */
    FORCING_CHAINS(9.5, null, false, "forcing chains"),
    /** And multiple forcing chains: what every candidate of a cell, or every place of a digit in a unit, removes through static links: SE's 10.0. */
    MULTIPLE_FORCING_CHAINS(10.0, null, true, "multiple forcing chains"),
    /** And dynamic forcing chains: a candidate whose singles, its own removals' included, contradict: SE's 10.5. */
    DYNAMIC_FORCING_CHAINS(10.5, Propagation.Rules.SINGLES, true, "dynamic forcing chains"),
    /**
     * And dynamic forcing chains with locked candidates inside: SE's 11.0, whose inner chains
     * are themselves nested (SE's "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+))").
     */
    DYNAMIC_FORCING_CHAINS_PLUS(11.0, Propagation.Rules.LOCKED, true,
            "dynamic forcing chains with locked candidates");

    private final double base;
    private final Propagation.Rules dynamic;
    private final boolean verities;
    private final String words;

    Nesting(double base, Propagation.Rules dynamic, boolean verities, String words) {
        this.base = base;
        this.dynamic = dynamic;
        this.verities = verities;
        this.words = words;
    }

    /** The difficulty before length. */
    public double base() {
        return base;
    }

    /** The rules of the inner dynamic chains, or null for static chains only. */
    public Propagation.Rules dynamic() {
        return dynamic;
    }

    /** Whether inner verities (a cell's or a unit's candidates all removing the same) are used. */
    public boolean verities() {
        return verities;
    }

    /** The inner chains, in words. */
    public String words() {
        return words;
    }
}
