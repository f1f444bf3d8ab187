package sudoku.core.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import sudoku.core.Geometry;

/**
 * The shared tables of a {@link Geometry} (units, peers, a cell's units) for the project's own
 * hot loops, without a copy. Outside code gets copies from {@code Geometry}'s public methods;
 * this package is exported only to the project's modules, and the arrays must not be modified.
 *
 * <p>{@code Geometry} knows nothing of this class: the tables are read from its private final
 * fields through a private lookup, which Java grants to code of the same module. The handles are
 * constants, so the hot loops pay one field read, as with a getter.
 */
public final class UnitTables {
    private static final VarHandle UNITS = field("units", int[][].class);
    private static final VarHandle PEERS = field("peers", int[][].class);
    private static final VarHandle UNIT_IDS_OF_CELL = field("unitIdsOfCell", int[][].class);
    private static final VarHandle UNITS_OF_CELL = field("unitsOfCell", int[][][].class);

    private UnitTables() {
    }

    /**
     * The handle on one of {@code Geometry}'s tables.
     * @throws ExceptionInInitializerError when {@code Geometry} has no such field (renamed)
     */
    private static VarHandle field(String name, Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(Geometry.class, MethodHandles.lookup())
                    .findVarHandle(Geometry.class, name, type);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Every unit's cells. */
    public static int[][] units(Geometry g) {
        return (int[][]) UNITS.get(g);
    }

    /** One unit's cells in reading order. */
    public static int[] unit(Geometry g, int unitId) {
        return ((int[][]) UNITS.get(g))[unitId];
    }

    /** The peers of a cell in increasing order. */
    public static int[] peers(Geometry g, int cell) {
        return ((int[][]) PEERS.get(g))[cell];
    }

    /** The unit ids of a cell. */
    public static int[] unitIdsOf(Geometry g, int cell) {
        return ((int[][]) UNIT_IDS_OF_CELL.get(g))[cell];
    }

    /** The units of a cell. */
    public static int[][] unitsOf(Geometry g, int cell) {
        return ((int[][][]) UNITS_OF_CELL.get(g))[cell];
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
