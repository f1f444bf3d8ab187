package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * A Dual 2-String Kite may be joined, and the fins of a finned or sashimi fish may lie, in a
 * diagonal, a window or a jigsaw region as in a box: along the solver's path of every published X,
 * Windoku and jigsaw puzzle, every such step found at the start of a round keeps the solution, and
 * dual kites and finned fish (X-Wing to Jellyfish, finned and sashimi) of that kind are met.
 */
class VariantFinsAndKitesIT {
    private static final List<Technique> FINNED = List.of(Technique.FINNED_X_WING, Technique.SASHIMI_X_WING,
            Technique.FINNED_SWORDFISH, Technique.SASHIMI_SWORDFISH, Technique.FINNED_JELLYFISH,
            Technique.SASHIMI_JELLYFISH);

    @ParameterizedTest
    @ValueSource(strings = {"x_sudoq.txt", "windoku_sudoq.txt", "jigsaw_janko.txt"})
    void dualKitesAndFinsInAVariantsUnitKeepTheSolution(String file) {
        List<Technique> techniques = new java.util.ArrayList<>(FINNED);
        techniques.add(Technique.DUAL_TWO_STRING_KITE);
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        int wrong = 0;
        for (Grid puzzle : DataSets.sample(file, 1)) {
            Geometry g = puzzle.geometry();
            wrong += VariantUniquenessTest.sweep(puzzle, techniques, st -> onVariantsUnit(g, st), met);
        }
        System.out.printf("%s: dual kites and finned fish on a variant's unit at round starts %s, %d wrong%n", file,
                met, wrong);
        assertThat(wrong).isZero();
        assertThat(met.getOrDefault(Technique.DUAL_TWO_STRING_KITE, 0)).as("dual kites in %s", met).isPositive();
        assertThat(met.keySet()).as("finned fish in %s", met).anyMatch(FINNED::contains);
    }

    /** Whether a dual kite is joined, or a fish's fins lie, in a diagonal, a window or a region. */
    private static boolean onVariantsUnit(Geometry g, Step st) {
        int unit = st.evidence() instanceof FishEvidence.Fish f ? f.finBox() : st.units().get(st.units().size() - 1);
        return unit >= 0 && g.kind(unit) != Geometry.UnitKind.ROW && g.kind(unit) != Geometry.UnitKind.COLUMN
                && g.kind(unit) != Geometry.UnitKind.BOX;
    }
}
