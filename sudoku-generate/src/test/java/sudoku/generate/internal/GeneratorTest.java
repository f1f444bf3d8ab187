package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.solve.internal.TeachingSolver;

/** Properties of generated puzzles over fixed seeds, checked with a counter the generator does not use. */
class GeneratorTest {
    private final Generator generator = new Generator();

    static Stream<Arguments> seedsAndSymmetries() {
        List<Arguments> out = new ArrayList<>();
        for (Symmetry s : Symmetry.values()) {
            for (long seed = 1; seed <= 4; seed++) {
                out.add(Arguments.of(seed * 1000 + s.ordinal(), s));
            }
        }
        return out.stream();
    }

    private static void assertUniqueWithItsSolution(GeneratedPuzzle p) {
        assertThat(IndependentCounter.count(p.puzzle(), 2)).isEqualTo(1);
        assertThat(p.solution().isSolutionOf(p.puzzle())).isTrue();
    }

    @ParameterizedTest(name = "seed {0}, {1}")
    @MethodSource("seedsAndSymmetries")
    void symmetricPuzzlesAreUniqueAndSymmetric(long seed, Symmetry symmetry) {
        GeneratorOptions options = GeneratorOptions.builder().symmetry(symmetry).build();
        GeneratedPuzzle p = generator.generate(options, new SplittableRandom(seed)).orElseThrow();
        assertUniqueWithItsSolution(p);
        assertThat(symmetry.holds(p.puzzle())).as(p.puzzle().toLine()).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void minimalMeansEveryClueIsNeeded(long seed) {
        Symmetry symmetry = seed % 2 == 0 ? Symmetry.ROT180 : Symmetry.NONE;
        GeneratorOptions options = GeneratorOptions.builder().minimal(true).symmetry(symmetry).build();
        GeneratedPuzzle p = generator.generate(options, new SplittableRandom(seed)).orElseThrow();
        assertUniqueWithItsSolution(p);
        assertThat(symmetry.holds(p.puzzle())).isTrue();
        assertThat(IndependentCounter.minimal(p.puzzle())).as(p.puzzle().toLine()).isTrue();
    }

    @ParameterizedTest(name = "side {0}")
    @ValueSource(ints = {4, 6, 9, 12})
    void everySizeGetsUniquePuzzles(int side) {
        Geometry geometry = Geometry.ofSide(side);
        GeneratorOptions options = GeneratorOptions.builder().geometry(geometry).build();
        for (long seed = 1; seed <= (side < 12 ? 3 : 1); seed++) {
            GeneratedPuzzle p = generator.generate(options, new SplittableRandom(seed)).orElseThrow();
            assertThat(p.puzzle().geometry()).isEqualTo(geometry);
            assertThat(new Minimizer().isUnique(p.puzzle())).isTrue();
            if (side <= 9) {
                assertUniqueWithItsSolution(p);
            }
        }
    }

    @Test
    void largeBoardsAreReducedBySinglesAndStayUnique() {
        Geometry geometry = Geometry.ofSide(25);
        GeneratorOptions options = GeneratorOptions.builder().geometry(geometry).symmetry(Symmetry.ROT180).build();
        GeneratedPuzzle p = generator.generate(options, new SplittableRandom(25)).orElseThrow();
        assertThat(p.clues()).isLessThan(geometry.cellCount() / 2);
        assertThat(Symmetry.ROT180.holds(p.puzzle())).isTrue();
        assertThat(new TeachingSolver().countSolutions(p.puzzle(), 2)).isEqualTo(1);
        assertThat(p.solution().isSolutionOf(p.puzzle())).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 22, 23})
    void clueCountStaysInTheAskedRange(long seed) {
        GeneratorOptions options = GeneratorOptions.builder().clues(30, 32).symmetry(Symmetry.NONE).build();
        GeneratedPuzzle p = generator.generate(options, new SplittableRandom(seed)).orElseThrow();
        assertThat(p.clues()).isBetween(30, 32);
        assertUniqueWithItsSolution(p);
    }

    @Test
    void sameSeedGivesSamePuzzleAndOtherSeedsOthers() {
        GeneratorOptions options = GeneratorOptions.builder().symmetry(Symmetry.ROT90).build();
        Grid a = generator.generate(options, new SplittableRandom(42)).orElseThrow().puzzle();
        Grid b = generator.generate(options, new SplittableRandom(42)).orElseThrow().puzzle();
        Grid c = generator.generate(options, new SplittableRandom(43)).orElseThrow().puzzle();
        assertThat(a).isEqualTo(b).isNotEqualTo(c);
    }

    @Test
    void impossibleTargetGivesUpAtTheTimeout() {
        GeneratorOptions options = GeneratorOptions.builder().clues(5, 10).timeout(Duration.ofMillis(300)).build();
        long start = System.nanoTime();
        assertThat(generator.generate(options, new SplittableRandom(1))).isEmpty();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void batchesAreTheSameOnOneOrTwoThreads() {
        GeneratorOptions options = GeneratorOptions.builder().symmetry(Symmetry.ROT180).build();
        List<String> one = new ArrayList<>();
        List<String> two = new ArrayList<>();
        BatchGenerator.Summary s1 = new BatchGenerator(generator, 1).run(options, 20, 7,
                i -> one.add(i.index() + " " + i.seed() + " " + i.result().puzzle()));
        new BatchGenerator(generator, 2).run(options, 20, 7, i -> two.add(i.index() + " " + i.seed() + " "
                + i.result().puzzle()));
        assertThat(s1.generated()).isEqualTo(20);
        assertThat(one).hasSize(20).doesNotHaveDuplicates().isEqualTo(two);
        // each puzzle's seed regenerates it alone
        String third = one.get(3);
        long seed = Long.parseLong(third.split(" ")[1]);
        assertThat(generator.generate(options, new SplittableRandom(seed)).orElseThrow().puzzle().toLine())
                .isEqualTo(third.split(" ")[2]);
    }

    @Test
    void batchStopsAtTheTimeoutWithWhatItHas() {
        GeneratorOptions options = GeneratorOptions.builder().clues(5, 10).timeout(Duration.ofMillis(200)).build();
        BatchGenerator.Summary s = new BatchGenerator(generator, 2).run(options, 5, 1, i -> { });
        assertThat(s.timedOut()).isTrue();
        assertThat(s.generated()).isZero();
    }
}
