package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;

/**
 * Grouped chains on variants: a group may be a digit's places where a diagonal, a window or a
 * jigsaw region meets another unit. Along the solver's path of published and generated X, Windoku,
 * jigsaw and X-jigsaw puzzles, every grouped AIC and nice loop found at the
 * start of a round keeps the solution ({@link VariantUniquenessTest#sweep}), and every one with
 * such a group reads true link by link ({@link PrintedChains}, which knows the board's units).
 * The build walks the first published Windoku and jigsaw with grouped AICs and discontinuous nice
 * loops; {@code -Dsudoku.variantChains.all=true} walks every puzzle of the published and generated
 * X, Windoku, jigsaw and X-jigsaw sets, continuous nice loops too.
 */
class VariantGroupedChainsIT {
    /** The build's sample: the techniques whose listing is quick (every continuous loop is many). */
    private static final List<Technique> QUICK = List.of(Technique.GROUPED_AIC, Technique.DISCONTINUOUS_NICE_LOOP);
    private static final List<Technique> GROUPED = List.of(Technique.GROUPED_AIC,
            Technique.DISCONTINUOUS_NICE_LOOP, Technique.CONTINUOUS_NICE_LOOP);

    /** The build's sets (their first puzzle); with the property, every puzzle of these and of the generated sets. */
    static Stream<Arguments> sets() {
        List<Arguments> out = new ArrayList<>(List.of(Arguments.of("windoku_sudoq.txt", "windoku"),
                Arguments.of("jigsaw_janko.txt", "jigsaw")));
        if (Boolean.getBoolean("sudoku.variantChains.all")) {
            out.addAll(List.of(Arguments.of("x_sudoq.txt", "x"), Arguments.of("variant_sets.txt", "x"),
                    Arguments.of("variant_sets.txt", "windoku"), Arguments.of("variant_sets.txt", "jigsaw"),
                    Arguments.of("variant_sets.txt", "x-jigsaw"), Arguments.of("variants.txt", "x-jigsaw")));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("sets")
    void groupedChainsOnAVariantsUnitsKeepTheSolutionAndReadTrue(String file, String variant) {
        boolean all = Boolean.getBoolean("sudoku.variantChains.all");
        List<Grid> puzzles = DataSets.sample(file, 1).stream()
                .filter(g -> g.geometry().variant().name().equals(variant)).limit(all ? Long.MAX_VALUE : 1).toList();
        List<Technique> techniques = all ? GROUPED : QUICK;
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        Map<Technique, Integer> onVariantUnits = new EnumMap<>(Technique.class);
        List<String> problems = new ArrayList<>();
        int wrong = 0;
        int[] saidWhere = {0};
        for (Grid puzzle : puzzles) {
            wrong += VariantUniquenessTest.sweep(puzzle, techniques, (state, st) -> {
                if (VariantGroups.usesOne(state.geometry(), st)) {
                    onVariantUnits.merge(st.technique(), 1, Integer::sum);
                    String text = StepTexts.of(state.geometry(), st, Lang.EN);
                    PrintedChains.problems(state, text).forEach(p -> problems.add(p + " in " + text));
                    saidWhere[0] += text.contains(" (in ") ? 1 : 0;
                }
                return true;
            }, met);
        }
        System.out.printf("%s %s: %d puzzles, grouped chains at round starts %s, with a group on a variant's"
                + " units %s (%d sentences naming its units), %d wrong, %d printed problems%n", file, variant,
                puzzles.size(), met, onVariantUnits, saidWhere[0], wrong, problems.size());
        assertThat(wrong).as("grouped chains removing a digit of the solution, of %s", met).isZero();
        assertThat(problems).isEmpty();
        assertThat(onVariantUnits).as("chains with a group of a variant's units").isNotEmpty();
        assertThat(saidWhere[0]).as("sentences naming a group's units").isPositive();
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
            if (st.evidence() instanceof ChainEvidence.Chain c && c.lockedSet() != null) {
                return false;
            }
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
