package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Grouped chains on variants: a group may be a digit's places where a diagonal, a window or a
 * jigsaw region meets another unit. Along the solver's path of samples of the published and
 * generated X, Windoku, jigsaw and X-jigsaw puzzles, every grouped AIC and nice loop found at the
 * start of a round keeps the solution ({@link VariantUniquenessTest#sweep}), and every one with
 * such a group reads true link by link ({@link PrintedChains}, which knows the board's units).
 * The sample is every {@code every}-th puzzle of each set, to keep the build short;
 * {@code -Dsudoku.variantChains.all=true} walks every one.
 */
class VariantGroupedChainsIT {
    private static final List<Technique> GROUPED = List.of(Technique.GROUPED_AIC,
            Technique.DISCONTINUOUS_NICE_LOOP, Technique.CONTINUOUS_NICE_LOOP);

    @ParameterizedTest(name = "{0} {1}, every {2}")
    @CsvSource({
        "x_sudoq.txt, x, 40",
        "windoku_sudoq.txt, windoku, 40",
        "jigsaw_janko.txt, jigsaw, 40",
        "variant_sets.txt, x, 20",
        "variant_sets.txt, windoku, 20",
        "variant_sets.txt, jigsaw, 20",
        "variant_sets.txt, x-jigsaw, 20"})
    void groupedChainsOnAVariantsUnitsKeepTheSolutionAndReadTrue(String file, String variant, int every) {
        int step = Boolean.getBoolean("sudoku.variantChains.all") ? 1 : every;
        List<Grid> all = DataSets.sample(file, 1).stream()
                .filter(g -> g.geometry().variant().name().equals(variant)).toList();
        List<Grid> puzzles = new ArrayList<>();
        for (int i = 0; i < all.size(); i += step) {
            puzzles.add(all.get(i));
        }
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        Map<Technique, Integer> onVariantUnits = new EnumMap<>(Technique.class);
        List<String> problems = new ArrayList<>();
        int wrong = 0;
        for (Grid puzzle : puzzles) {
            wrong += VariantUniquenessTest.sweep(puzzle, GROUPED, (state, st) -> {
                if (VariantGroups.usesOne(state.geometry(), st)) {
                    onVariantUnits.merge(st.technique(), 1, Integer::sum);
                    PrintedChains.problems(state, Said.english(st))
                            .forEach(p -> problems.add(p + " in " + Said.english(st)));
                }
                return true;
            }, met);
        }
        System.out.printf("%s %s: %d puzzles, grouped chains at round starts %s, with a group on a variant's"
                + " units %s, %d wrong, %d printed problems%n", file, variant, puzzles.size(), met, onVariantUnits,
                wrong, problems.size());
        assertThat(wrong).as("grouped chains removing a digit of the solution, of %s", met).isZero();
        assertThat(problems).isEmpty();
    }

    /** Which chain steps use a group of a variant's units. */
    static final class VariantGroups {
        private VariantGroups() {
        }

        /**
         * Whether {@code st} uses no almost locked set and one of its nodes is a group (two cells
         * or more) lying in no box and line together: a group only a diagonal, a window or a
         * region makes.
         */
        static boolean usesOne(Geometry g, Step st) {
            boolean group = false;
            for (Link l : st.links()) {
                if (!l.viaSet().isEmpty() || l.from().digit() != l.to().digit()
                        && (l.fromCells().size() > 1 || l.toCells().size() > 1)) {
                    return false;
                }
                group |= variantOnly(g, l.fromCells()) || variantOnly(g, l.toCells());
            }
            return group;
        }

        private static boolean variantOnly(Geometry g, List<Integer> cells) {
            if (cells.size() < 2) {
                return false;
            }
            boolean oneBox = g.hasBoxes() && cells.stream().allMatch(c -> g.box(c) == g.box(cells.get(0)));
            boolean oneRow = cells.stream().allMatch(c -> g.row(c) == g.row(cells.get(0)));
            boolean oneCol = cells.stream().allMatch(c -> g.col(c) == g.col(cells.get(0)));
            return !(oneBox && (oneRow || oneCol));
        }
    }
}
