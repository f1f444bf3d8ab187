package sudoku.logic;

/** A named difficulty band on the Sudoku Explainer scale. */
public enum Level {
    /** Full houses and hidden singles only (up to 1.5). */
    EASY(1.5),
    /** Naked singles and locked candidates (up to 2.8). */
    MEDIUM(2.8),
    /** Pairs and triples, X-Wing, Swordfish, XY- and XYZ-Wings (up to 4.4). */
    HARD(4.4),
    /** Quadruples, Jellyfish, uniqueness, finned fish, single-digit patterns, colouring (up to 6.7). */
    EXPERT(6.7),
    /** Chains, almost locked sets, forcing chains, or guessing (above 6.7). */
    EXTREME(Double.MAX_VALUE);

    private final double upTo;

    Level(double upTo) {
        this.upTo = upTo;
    }

    /**
     * The highest rating of this level.
     * @return the highest rating of this level
     */
    public double upTo() {
        return upTo;
    }

    /**
     * The level of a rating.
     * @param rating the rating
     * @return the level of a rating
     */
    public static Level of(double rating) {
        for (Level l : values()) {
            if (rating <= l.upTo + 1e-9) {
                return l;
            }
        }
        return EXTREME;
    }

    /**
     * The level called {@code name}: its label in any case, spaces around ignored.
     * @param name the name
     * @return the level called {@code name}: its label in any case, spaces around ignored
     * @throws IllegalArgumentException listing the known levels when there is none
     */
    public static Level parse(String name) {
        for (Level l : values()) {
            if (l.label().equalsIgnoreCase(name.trim())) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown level '" + name + "' (known: " + labels() + ")");
    }

    /**
     * Every level's label, easiest first, comma separated, for messages and help.
     * @return every level's label, easiest first, comma separated, for messages and help
     */
    public static String labels() {
        return String.join(", ", java.util.Arrays.stream(values()).map(Level::label).toList());
    }

    /**
     * The level's name in lower case, as printed.
     * @return the level's name in lower case, as printed
     */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
