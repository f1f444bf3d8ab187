package sudoku.core.internal;

import sudoku.core.Geometry;

/**
 * The shared tables of a {@link Geometry} (units, peers, a cell's units) for the project's own
 * hot loops, without a copy. Outside code gets copies from {@code Geometry}'s public methods;
 * this package is exported only to the project's modules, and the arrays must not be modified.
 */
public final class UnitTables {
    /** How the tables are read; set once, by {@code Geometry}. */
    public interface Access {
        int[][] units(Geometry g);

        int[][] peers(Geometry g);

        int[][] unitIdsOf(Geometry g);

        int[][][] unitsOf(Geometry g);
    }

    private static Access installed;

    private UnitTables() {
    }

    /** The reader, read once: a constant to the compiler, so the hot loops pay one array access. */
    private static final class Holder {
        static final Access ACCESS = load();

        private static Access load() {
            // loading Geometry installs the reader
            java.util.Objects.requireNonNull(Geometry.CLASSIC);
            synchronized (UnitTables.class) {
                return installed;
            }
        }
    }

    /**
     * Installs the reader of the tables; only {@code Geometry}'s static initializer calls it.
     * @throws IllegalStateException when one is installed already
     */
    public static synchronized void install(Access a) {
        if (installed != null) {
            throw new IllegalStateException("the tables' reader is installed already");
        }
        installed = a;
    }

    private static Access access() {
        return Holder.ACCESS;
    }

    /** Every unit's cells. */
    public static int[][] units(Geometry g) {
        return access().units(g);
    }

    /** One unit's cells in reading order. */
    public static int[] unit(Geometry g, int unitId) {
        return access().units(g)[unitId];
    }

    /** The peers of a cell in increasing order. */
    public static int[] peers(Geometry g, int cell) {
        return access().peers(g)[cell];
    }

    /** The unit ids of a cell. */
    public static int[] unitIdsOf(Geometry g, int cell) {
        return access().unitIdsOf(g)[cell];
    }

    /** The units of a cell. */
    public static int[][] unitsOf(Geometry g, int cell) {
        return access().unitsOf(g)[cell];
    }

    /** Whether unit {@code unitId} holds {@code cell}: a row, column, box or a variant's own unit. */
    public static boolean holds(Geometry g, int unitId, int cell) {
        for (int u : unitIdsOf(g, cell)) {
            if (u == unitId) {
                return true;
            }
        }
        return false;
    }
}
