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

/** {@link RaterTest}'s properties over more seeds, the hardest puzzles and the calibration sets: minutes. */
class RaterIT {
    static LongStream moreSeeds() {
        return LongStream.range(3, 13);
    }

    static LongStream moreForcingSeeds() {
        return LongStream.range(2, 13);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("moreSeeds")
    void equivalentPuzzlesGetTheSameRating(long seed) {
        RaterTest.assertEquivalentPuzzlesGetTheSameRating(seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("moreForcingSeeds")
    void equivalentPuzzlesWithForcingChainsGetTheSameRating(long seed) throws IOException {
        RaterTest.assertEquivalentPuzzlesWithForcingChainsGetTheSameRating(seed);
    }

    /** And for one of the hardest puzzles known, rated by nested forcing chains. */
    @Test
    void equivalentHardestPuzzlesGetTheSameRating() {
        Grid hardest = DataSets.sample("forum_hardest_1106.txt", 1).get(0);
        Rating r = RaterTest.assertSameRatings(hardest, new SplittableRandom(7), 1);
        assertThat(r.hardest()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    }

    /**
     * At the hard end (every 10th puzzle of {@code se_hardest.txt}, SE 10.4 to 11.9) the ratings
     * keep Sudoku Explainer's order: nested forcing chains graded by level and length, and a guess
     * only for what they cannot reach, rated above every step (on this sample, none). On the file's 980 puzzles of SE 10
     * and up: rank correlation 0.843, mean absolute error 0.168 (see README.md, "The hard end").
     */
    @Test
    void ratingsSeparateTheHardestPuzzles() throws IOException {
        List<String> lines = Files.readAllLines(DataSets.dir().resolve("se_hardest.txt")).stream()
                .filter(l -> !l.startsWith("#")).toList();
        List<double[]> pairs = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i += 10) {
            String[] f = lines.get(i).split(" ");
            double er = Double.parseDouble(f[1].substring("ED=".length()).split("/")[0]);
            if (er >= 10) {
                pairs.add(new double[] {RaterTest.RATER.rate(Grid.parse(f[0])).value(), er});
            }
        }
        assertThat(pairs).hasSizeGreaterThan(90);
        assertThat(RaterTest.spearman(pairs)).as("rank correlation within SE 10+").isGreaterThan(0.75);
        assertThat(pairs.stream().mapToDouble(p -> Math.abs(p[0] - p[1])).average().orElseThrow())
                .as("mean absolute error").isLessThan(0.4);
        assertThat(pairs.stream().mapToDouble(p -> p[0]).distinct().count()).as("distinct ratings").isGreaterThan(4);
        double low = pairs.stream().filter(p -> p[1] < 11.3).mapToDouble(p -> p[0]).average().orElseThrow();
        double high = pairs.stream().filter(p -> p[1] >= 11.5).mapToDouble(p -> p[0]).average().orElseThrow();
        // SE's own ratings of this sample put the SE 11.5+ puzzles 0.70 above the others.
        assertThat(high - low).as("SE 11.5+ rated above SE 10.4-11.2").isGreaterThan(0.6);
    }
}
