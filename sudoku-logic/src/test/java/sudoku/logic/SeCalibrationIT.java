package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Rater;

/**
 * Every puzzle of the two sets Sudoku Explainer rated (data/README.md): the calibration set the
 * rater's SE choices were read against, and a held-out set never looked at while choosing. Each
 * floor sits just under what the rater reaches now, so that a change that loses SE agreement fails.
 */
class SeCalibrationIT {
    private static final Rater RATER = new Rater();

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // file, least share of ER exactly SE's, least Spearman within SE 2-4, 4-7, 7-8, 8-9, 9-10
            "se_calibration.csv, 0.98, 0.99, 0.99, 0.99, 0.96, 0.99",
            "se_heldout.csv,     0.97, 0.95, 0.98, 0.99, 0.99, 0.99"})
    void ratingsAgreeWithSudokuExplainer(String file, double exactShare, double band2, double band4, double band7,
                                         double band8, double band9) throws IOException {
        List<double[]> pairs = new ArrayList<>();
        List<String> lines = Files.readAllLines(DataSets.dir().resolve(file));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            pairs.add(new double[] {RATER.rate(Grid.parse(f[0])).value(), Double.parseDouble(f[1])});
        }
        long exact = pairs.stream().filter(p -> Math.abs(p[0] - p[1]) < 1e-9).count();
        assertThat((double) exact / pairs.size()).as("share of ER exactly SE's").isGreaterThanOrEqualTo(exactShare);
        assertThat(pairs.stream().mapToDouble(p -> Math.abs(p[0] - p[1])).average().orElseThrow())
                .as("mean absolute error").isLessThan(0.05);
        assertThat(RaterTest.spearman(pairs)).as("rank correlation").isGreaterThan(0.98);
        assertThat(RaterTest.spearman(band(pairs, 2, 4))).as("Spearman within SE 2-4").isGreaterThanOrEqualTo(band2);
        assertThat(RaterTest.spearman(band(pairs, 4, 7))).as("Spearman within SE 4-7").isGreaterThanOrEqualTo(band4);
        assertThat(RaterTest.spearman(band(pairs, 7, 8))).as("Spearman within SE 7-8").isGreaterThanOrEqualTo(band7);
        assertThat(RaterTest.spearman(band(pairs, 8, 9))).as("Spearman within SE 8-9").isGreaterThanOrEqualTo(band8);
        assertThat(RaterTest.spearman(band(pairs, 9, 10))).as("Spearman within SE 9-10").isGreaterThanOrEqualTo(band9);
    }

    private static List<double[]> band(List<double[]> pairs, double from, double to) {
        List<double[]> out = pairs.stream().filter(p -> p[1] >= from && p[1] < to).toList();
        assertThat(out).as("puzzles SE rates %s to %s", from, to).hasSizeGreaterThan(10);
        return out;
    }
}
