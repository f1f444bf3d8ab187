package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.logic.Level;
import sudoku.solve.Solvers;

/**
 * Properties of generated variant puzzles over fixed seeds: unique, minimal, with valid regions
 * and cages. One seed per variant here; {@link VariantGeneratorIT} takes more seeds, the
 * dihedral symmetry and the costly killer layout.
 */
class VariantGeneratorTest {
    static final VariantGenerator generator = new VariantGenerator();

    /** Every variant with the seeds {@code from} to {@code to}. */
    static Stream<Arguments> variantsAndSeeds(long from, long to) {
        List<Arguments> out = new ArrayList<>();
        for (String name : List.of("x", "windoku", "jigsaw", "x-jigsaw", "killer", "killer-x")) {
            for (long seed = from; seed <= to; seed++) {
                out.add(Arguments.of(name, seed));
            }
        }
        return out.stream();
    }

    static Stream<Arguments> variantsAndSeeds() {
        return variantsAndSeeds(1, 1);
    }

    static GeneratedPuzzle generate(String name, GeneratorOptions options, long seed) {
        return generator.generate(VariantFormat.named(name), options, new SplittableRandom(seed), Cancellation.NONE)
                .orElseThrow();
    }

    /** Unique by the variant's engine and, without cages, by the plain counter too; every clue needed. */
    static void assertUniqueAndMinimal(GeneratedPuzzle p) {
        Grid puzzle = p.puzzle();
        var engine = Solvers.best(puzzle.geometry());
        assertThat(engine.countSolutions(puzzle, 2)).as(VariantFormat.write(puzzle)).isEqualTo(1);
        if (puzzle.geometry().cages().isEmpty()) {
            assertThat(IndependentCounter.count(puzzle, 2)).isEqualTo(1);
        }
        assertThat(p.solution().isSolutionOf(puzzle)).isTrue();
        for (int cell = 0; cell < puzzle.geometry().cellCount(); cell++) {
            if (puzzle.get(cell) != 0) {
                assertThat(engine.countSolutions(puzzle.with(cell, 0), 2)).as("without the clue at %s of %s",
                        puzzle.geometry().cellName(cell), VariantFormat.write(puzzle)).isEqualTo(2);
            }
        }
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("variantsAndSeeds")
    void puzzlesAreUniqueMinimalAndOfTheirVariant(String name, long seed) {
        assertUniqueMinimalAndOfItsVariant(name, seed);
    }

    static void assertUniqueMinimalAndOfItsVariant(String name, long seed) {
        GeneratedPuzzle p = generate(name, GeneratorOptions.defaults(), seed);
        Geometry g = p.puzzle().geometry();
        assertThat(g.variant().name()).isEqualTo(name);
        assertUniqueAndMinimal(p);
        if (g.variant().hasRegions()) {
            Variant.checkRegions(9, g.variant().regions(), r -> "region " + r);
            assertThat(g.variant().regions()).as("not the boxes").isNotEqualTo(Variant.NONE.withRegions(
                    java.util.stream.IntStream.range(0, 81).map(Geometry.CLASSIC::box).toArray()).regions());
        }
        if (!g.cages().isEmpty()) {
            Variant.checkCages(9, g.cages(), i -> "cage " + i);
            assertThat(g.cages()).allSatisfy(c -> assertThat(c.size()).isBetween(1, VariantGenerator.MAX_CAGE));
            assertThat(g.cages()).allSatisfy(c -> assertThat(c.holds(p.solution())).isTrue());
            assertThat(p.clues()).isZero();
        }
        String line = VariantFormat.write(p.puzzle());
        assertThat(VariantFormat.write(VariantFormat.parse(line, Variant.NONE))).isEqualTo(line);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {4, 5, 6})
    void killerWithAFewGivens(long seed) {
        GeneratedPuzzle p = generate("killer", GeneratorOptions.builder().clues(1, 81).build(), seed);
        assertUniqueAndMinimal(p);
        assertThat(p.clues()).isBetween(1, 20);
        Variant.checkCages(9, p.puzzle().geometry().cages(), i -> "cage " + i);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"rot180", "diagonal"})
    void symmetricXAndWindokuPuzzles(String symmetry) {
        assertSymmetricXAndWindoku(symmetry);
    }

    static void assertSymmetricXAndWindoku(String symmetry) {
        Symmetry s = Symmetry.parse(symmetry);
        for (String name : List.of("x", "windoku")) {
            GeneratedPuzzle p = generate(name, GeneratorOptions.builder().symmetry(s).build(), 7);
            assertThat(s.holds(p.puzzle())).as(VariantFormat.write(p.puzzle())).isTrue();
            assertUniqueAndMinimal(p);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"x", "windoku", "jigsaw"})
    void aLevelIsRatedWithTheVariantsUnits(String name) {
        GeneratedPuzzle p = generate(name, GeneratorOptions.builder().level(Level.EASY).build(), 3);
        assertThat(p.rating().level()).isEqualTo(Level.EASY);
        assertThat(new sudoku.logic.solve.internal.Rater().rate(p.puzzle()).level()).isEqualTo(Level.EASY);
        assertThat(Solvers.best(p.puzzle().geometry()).countSolutions(p.puzzle(), 2)).isEqualTo(1);
    }

    @Test
    void aKillerIsGeneratedAtALevelByItsCageTechniques() {
        GeneratedPuzzle p = generate("killer", GeneratorOptions.builder().level(Level.MEDIUM).build(), 5);
        assertThat(p.puzzle().clueCount()).isZero();
        assertThat(p.rating().level()).isEqualTo(Level.MEDIUM);
        assertThat(new sudoku.logic.solve.internal.Rater().rate(p.puzzle()).level()).isEqualTo(Level.MEDIUM);
    }

    @Test
    void whatCannotBeGeneratedIsRefusedWithTheReason() {
        assertThatThrownBy(() -> VariantGenerator.check(VariantFormat.named("killer"),
                GeneratorOptions.builder().level(Level.EASY).build())).hasMessageContaining("needs cage combinations");
        assertThatThrownBy(() -> VariantGenerator.check(VariantFormat.named("jigsaw"),
                GeneratorOptions.builder().symmetry(Symmetry.ROT180).build())).hasMessageContaining("no symmetry");
        assertThatThrownBy(() -> VariantGenerator.check(VariantFormat.named("x"),
                GeneratorOptions.builder().geometry(Geometry.ofSide(6)).build())).hasMessageContaining("9x9");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomRegionMapsAreValid(long seed) {
        int[] regions = RegionMaps.random(new SplittableRandom(seed));
        Variant.checkRegions(9, regions, r -> "region " + r);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4})
    void splittingACageKeepsTwoConnectedParts(long seed) {
        Grid solution = VariantGenerator.randomSolution(Geometry.CLASSIC, new SplittableRandom(seed), Cancellation.NONE);
        List<List<Integer>> cages = CageLayouts.random(solution, 2, new SplittableRandom(seed));
        List<Integer> big = cages.stream().filter(c -> c.size() >= 3).findFirst().orElseThrow();
        int before = cages.size();
        CageLayouts.split(cages, big.get(big.size() - 1));
        assertThat(cages).hasSize(before + 1);
        Variant.checkCages(9, CageLayouts.sums(cages, solution), i -> "cage " + i);
    }
}
