package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.internal.Correlation;

/**
 * The rater: the same rating for equivalent puzzles, reproducible, ordered, and close to Sudoku
 * Explainer's. Two seeds of the plain equivalence, one with forcing chains and a small
 * calibration sample here; {@link RaterIT} takes more seeds, the hardest puzzle and larger
 * samples of the calibration sets.
 */
class RaterTest {
    static final Rater RATER = new Rater();

    static LongStream seeds() {
        return LongStream.range(1, 3);
    }

    /** Forcing chains are slow to rate: one seed here. */
    static LongStream forcingSeeds() {
        return LongStream.of(1);
    }

    /** Each seed picks a puzzle from top95 and rates it against three random equivalents of it. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void equivalentPuzzlesGetTheSameRating(long seed) {
        assertEquivalentPuzzlesGetTheSameRating(seed);
    }

    static void assertEquivalentPuzzlesGetTheSameRating(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Grid> top95 = DataSets.sample("top95.txt", 1);
        assertSameRatings(top95.get(rnd.nextInt(top95.size())), rnd, 3);
    }

    /**
     * The same for puzzles whose hardest steps are forcing chains graded by length (Sudoku
     * Explainer 8.5 and above): the lengths, and so the ratings, do not depend on orientation.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("forcingSeeds")
    void equivalentPuzzlesWithForcingChainsGetTheSameRating(long seed) throws IOException {
        assertEquivalentPuzzlesWithForcingChainsGetTheSameRating(seed);
    }

    static void assertEquivalentPuzzlesWithForcingChainsGetTheSameRating(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<String> hard = Files.readAllLines(DataSets.dir().resolve("se_calibration.csv")).stream()
                .skip(1).filter(l -> Double.parseDouble(l.split(",")[1]) >= 8.5).toList();
        assertSameRatings(Grid.parse(hard.get(rnd.nextInt(hard.size())).split(",")[0]), rnd, 2);
    }

    static Rating assertSameRatings(Grid puzzle, SplittableRandom rnd, int twins) {
        Rating original = RATER.rate(puzzle);
        for (int i = 0; i < twins; i++) {
            Grid twin = Transforms.random(puzzle, rnd);
            Rating r = RATER.rate(twin);
            assertThat(r.value()).as("%s vs %s", puzzle, twin).isEqualTo(original.value());
            assertThat(r.hardest()).isEqualTo(original.hardest());
            assertThat(r.counts()).as("steps per technique").isEqualTo(original.counts());
            assertThat(r.serate()).isEqualTo(original.serate());
        }
        return original;
    }

    @Test
    void ratingIsReproducibleAndOrdered() {
        Grid easy = DataSets.sample("easy50.txt", 1).get(0);
        Rating a = RATER.rate(easy);
        assertThat(RATER.rate(easy)).isEqualTo(a);
        assertThat(a.level()).isIn(Level.EASY, Level.MEDIUM);
        assertThat(a.guessed()).isFalse();
        Grid hard = DataSets.sample("forum_hardest_1106.txt", 1).get(0);
        Rating h = RATER.rate(hard);
        assertThat(h.value()).isGreaterThan(a.value());
        assertThat(h.level()).isEqualTo(Level.EXTREME);
    }

    /**
     * Ratings follow Sudoku Explainer's own on every 12th puzzle of the calibration set (SE 2.6 to
     * 9.4): a mean absolute error and a rank correlation a change of rating breaks.
     * {@link SeCalibrationIT} checks every puzzle, {@link RaterIT} the hardest set.
     */
    @Test
    void ratingsFollowSudokuExplainerOnASample() throws IOException {
        List<double[]> pairs = calibrationPairs(12);
        assertThat(pairs).hasSizeGreaterThan(12);
        assertThat(pairs.stream().mapToDouble(p -> Math.abs(p[0] - p[1])).average().orElseThrow())
                .as("mean absolute error").isLessThan(0.2);
        assertThat(spearman(pairs)).as("rank correlation").isGreaterThan(0.95);
    }

    /** Our rating and Sudoku Explainer's for every {@code step}-th puzzle of the calibration set. */
    static List<double[]> calibrationPairs(int step) throws IOException {
        List<String> lines = Files.readAllLines(DataSets.dir().resolve("se_calibration.csv"));
        List<double[]> pairs = new java.util.ArrayList<>();
        for (int i = 1; i < lines.size(); i += step) {
            String[] f = lines.get(i).split(",");
            pairs.add(new double[] {RATER.rate(Grid.parse(f[0])).value(), Double.parseDouble(f[1])});
        }
        return pairs;
    }

    static double spearman(List<double[]> pairs) {
        return Correlation.spearman(pairs.stream().mapToDouble(p -> p[0]).toArray(),
                pairs.stream().mapToDouble(p -> p[1]).toArray());
    }
}
