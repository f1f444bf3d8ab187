package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

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
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;

/**
 * Independent and related puzzles of a batch are unique and minimal, checked puzzle by puzzle
 * with a solution counter the generator does not use, and come out the same on any number of threads.
 */
class PuzzlePoolTest {
    private final Generator generator = new Generator();

    static Stream<Arguments> modesAndSeeds() {
        List<Arguments> out = new ArrayList<>();
        for (boolean related : new boolean[] {false, true}) {
            for (long seed = 1; seed <= 3; seed++) {
                out.add(Arguments.of(related, seed));
            }
        }
        return out.stream();
    }

    private static List<GeneratedPuzzle> batch(GeneratorOptions options, boolean related, int count, long seed,
                                               int threads) {
        List<GeneratedPuzzle> out = new ArrayList<>();
        BatchGenerator b = new BatchGenerator(new Generator(), threads);
        BatchGenerator.Summary s = related ? b.runRelated(options, count, seed, i -> out.add(i.result()))
                : b.run(options, count, seed, i -> out.add(i.result()));
        assertThat(s.generated()).isEqualTo(count);
        return out;
    }

    /** Whether the puzzle has one solution and loses it without any one of its clues (by the independent counter). */
    private static boolean uniqueAndMinimal(Grid puzzle) {
        return IndependentCounter.count(puzzle, 2) == 1 && IndependentCounter.minimal(puzzle);
    }

    @ParameterizedTest(name = "related {0}, seed {1}")
    @MethodSource("modesAndSeeds")
    void everyPuzzleIsUniqueAndMinimal(boolean related, long seed) {
        for (GeneratedPuzzle p : batch(GeneratorOptions.defaults(), related, 12, seed, 1)) {
            assertThat(uniqueAndMinimal(p.puzzle())).as(p.puzzle().toLine()).isTrue();
            assertThat(p.solution().isSolutionOf(p.puzzle())).isTrue();
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {4, 5})
    void relatedPuzzlesKeepSymmetryAndMinimality(long seed) {
        GeneratorOptions options = GeneratorOptions.builder().symmetry(Symmetry.ROT180).minimal(true).build();
        List<GeneratedPuzzle> puzzles = batch(options, true, 8, seed, 1);
        for (GeneratedPuzzle p : puzzles) {
            assertThat(Symmetry.ROT180.holds(p.puzzle())).isTrue();
            assertThat(uniqueAndMinimal(p.puzzle())).as(p.puzzle().toLine()).isTrue();
        }
        assertThat(puzzles.stream().map(GeneratedPuzzle::puzzle)).doesNotHaveDuplicates();
    }

    @Test
    void relatedPuzzlesAreTheSameOnOneOrTwoThreadsAndNeverRepeat() {
        int count = 2 * BatchGenerator.GROUP + 1;
        List<String> one = batch(GeneratorOptions.defaults(), true, count, 9, 1).stream()
                .map(p -> p.puzzle().toLine()).toList();
        List<String> two = batch(GeneratorOptions.defaults(), true, count, 9, 2).stream()
                .map(p -> p.puzzle().toLine()).toList();
        assertThat(one).hasSize(count).doesNotHaveDuplicates().isEqualTo(two);
    }

    @ParameterizedTest(name = "related {0}")
    @ValueSource(booleans = {false, true})
    void workersTurnTheirPuzzlesIntoResultsHandedOutInIndexOrder(boolean related) {
        int count = BatchGenerator.GROUP + 7;
        List<String> expected = batch(GeneratorOptions.defaults(), related, count, 11, 1).stream()
                .map(p -> p.puzzle().toLine()).toList();
        Thread caller = Thread.currentThread();
        List<String> lines = new ArrayList<>();
        List<Integer> indexes = new ArrayList<>();
        BatchGenerator.Summary s = new BatchGenerator(new Generator(), 2).run(GeneratorOptions.defaults(), count, 11,
                related, items -> {
                    assertThat(Thread.currentThread()).isNotSameAs(caller);
                    return items;
                }, items -> {
                    assertThat(Thread.currentThread()).isSameAs(caller);
                    items.forEach(i -> {
                        lines.add(i.result().puzzle().toLine());
                        indexes.add(i.index());
                    });
                });
        assertThat(lines).isEqualTo(expected);
        assertThat(indexes).isEqualTo(java.util.stream.IntStream.range(0, count).boxed().toList());
        assertThat(s.workerCpuNanos()).hasSizeBetween(1, 2);
        assertThat(s.cpuNanos()).isEqualTo(java.util.Arrays.stream(s.workerCpuNanos()).sum());
    }

    @Test
    void aPoolStartsWithTheIndependentPuzzleOfItsSeed() {
        GeneratorOptions options = GeneratorOptions.defaults();
        PuzzlePool pool = new PuzzlePool(generator, options, new SplittableRandom(21));
        Grid first = pool.next(Cancellation.NONE).puzzle().orElseThrow().puzzle();
        Grid second = pool.next(Cancellation.NONE).puzzle().orElseThrow().puzzle();
        assertThat(first).isEqualTo(generator.generate(options, new SplittableRandom(21)).orElseThrow().puzzle());
        assertThat(second).isNotEqualTo(first);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void aPuzzleMissingAKnownUnavoidableSetHasSeveralSolutions(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] solution = RandomFullGrid.create(Geometry.CLASSIC, random).digits();
        int checked = 0;
        for (int round = 0; round < 200 && checked < 20; round++) {
            int[] digits = solution.clone();
            for (int cell = 0; cell < 81; cell++) {
                if (random.nextInt(100) < 45) {
                    digits[cell] = 0;
                }
            }
            UnavoidableSets sets = new UnavoidableSets(Geometry.CLASSIC, digits);
            sets.addSwaps(solution);
            if (sets.anyEmpty()) {
                checked++;
                assertThat(IndependentCounter.count(Grid.of(Geometry.CLASSIC, digits), 2)).isEqualTo(2);
            }
        }
        assertThat(checked).isEqualTo(20);
    }
}
