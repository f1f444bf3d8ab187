package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Grid;

/**
 * Along the solver's path of every third published X, Windoku and jigsaw puzzle, and of samples of
 * the generated variant sets (X, Windoku, jigsaw, X-jigsaw, killer: the generated X-Sudokus and
 * X-jigsaws need slow chains) and of the published killers, every uniqueness step found at
 * the start of each round keeps the solution ({@link VariantUniquenessTest#sweep}); and the
 * rectangles, which stay deadly off the variant's units, are met.
 */
class VariantUniquenessIT {
    @ParameterizedTest(name = "{0} {1}, every {2}")
    @CsvSource({
        "x_sudoq.txt, x, 3, UNIQUE_RECTANGLE_1",
        "windoku_sudoq.txt, windoku, 3, UNIQUE_RECTANGLE_1",
        "jigsaw_janko.txt, jigsaw, 3, UNIQUE_RECTANGLE_1",
        "variant_sets.txt, x, 8, UNIQUE_RECTANGLE_1",
        "variant_sets.txt, windoku, 4, UNIQUE_RECTANGLE_1",
        "variant_sets.txt, jigsaw, 4, UNIQUE_RECTANGLE_1",
        "variant_sets.txt, x-jigsaw, 20, ",
        "variant_sets.txt, killer, 8, ",
        "killer_krazydad.txt, killer, 8, "})
    void everyUniquenessStepAlongTheVariantsPathsKeepsTheSolution(String file, String variant, int every,
                                                                   String expected) {
        List<Grid> all = DataSets.sample(file, 1).stream()
                .filter(g -> g.geometry().variant().name().equals(variant)).toList();
        List<Grid> puzzles = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            puzzles.add(all.get(i));
        }
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(2);
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        int wrong = 0;
        for (Grid puzzle : puzzles) {
            wrong += VariantUniquenessTest.sweep(puzzle, met);
        }
        System.out.printf("%s %s: %d puzzles, uniqueness steps at round starts %s, %d wrong%n", file, variant,
                puzzles.size(), met, wrong);
        assertThat(wrong).as("uniqueness steps removing a digit of the solution, of %s", met).isZero();
        if (expected != null) {
            assertThat(met.getOrDefault(Technique.valueOf(expected), 0)).as("%s met in %s", expected, met).isPositive();
        }
    }
}
