package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code sudoku hint} on an X-Sudoku whose player went wrong on a diagonal: the wrong digit is
 * said by its diagonal, then its cell, then with the right digit; a pencil mark that a digit on
 * the diagonal rules out comes before any technique; in each language. The diagonal cells are
 * worked out here; the solution comes from {@code sudoku solve}.
 */
class HintMistakesCommandTest {
    /** An X-Sudoku of the README. */
    static final String X = "..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";

    @TempDir
    Path dir;

    private static final Map<String, List<String>> WORDS = Map.of(
            "en", List.of("diagonal", "the solution has %c there"),
            "es", List.of("la diagonal", "la solución tiene ahí un %c"),
            "zh", List.of("对角线", "解在那里是%c"));

    private static String cellName(int cell) {
        return "" + (char) ('A' + cell / 9) + (cell % 9 + 1);
    }

    private static boolean onDiagonal(int cell) {
        return cell / 9 == cell % 9 || cell / 9 + cell % 9 == 8;
    }

    private static boolean sameRowColumnOrBox(int a, int b) {
        return a / 9 == b / 9 || a % 9 == b % 9 || a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
    }

    /**
     * A clue {@code p} on a diagonal and an empty cell {@code c} on the same diagonal, sharing no
     * other unit, whose row, column and box hold no clue of {@code p}'s digit: {p, c}.
     */
    private static int[] pair() {
        for (int p = 0; p < 81; p++) {
            for (int c = 0; c < 81; c++) {
                if (X.charAt(p) == '.' || X.charAt(c) != '.' || !onDiagonal(p) || !onDiagonal(c)
                        || (p / 9 == p % 9) != (c / 9 == c % 9) || sameRowColumnOrBox(p, c)) {
                    continue;
                }
                boolean free = true;
                for (int o = 0; o < 81; o++) {
                    free &= o == c || !sameRowColumnOrBox(o, c) || X.charAt(o) != X.charAt(p);
                }
                if (free) {
                    return new int[] {p, c};
                }
            }
        }
        throw new AssertionError("no two cells sharing only a diagonal");
    }

    private static String solution() {
        String[] r = ExplainCommandTest.run("solve", "--variant", "x", "--format", "line", X);
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        return r[1].strip().replaceAll("^x:", "");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "es", "zh"})
    void aWrongDigitOnADiagonalIsSaidInThreeLevels(String lang) {
        int[] pc = pair();
        int c = pc[1];
        char d = X.charAt(pc[0]);
        String grid = X.substring(0, c) + d + X.substring(c + 1);
        String right = String.format(WORDS.get(lang).get(1), solution().charAt(c));
        String[] one = ExplainCommandTest.run("hint", "--variant", "x", "--lang", lang, "--grid", grid, X);
        assertThat(one[0]).as(one[2]).isEqualTo("0");
        assertThat(one[1]).contains(WORDS.get(lang).get(0)).doesNotContain(cellName(c));
        String[] two = ExplainCommandTest.run("hint", "--variant", "x", "--lang", lang, "--level", "2", "--grid",
                grid, X);
        assertThat(two[1]).contains(cellName(c)).contains(cellName(pc[0])).doesNotContain(right);
        String[] three = ExplainCommandTest.run("hint", "--variant", "x", "--lang", lang, "--level", "3",
                "--grid", grid, X);
        assertThat(three[1]).contains(cellName(c)).contains(right);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "es", "zh"})
    void aMarkThatADigitOnTheDiagonalRulesOutComesBeforeAnyTechnique(String lang) throws Exception {
        int[] pc = pair();
        int c = pc[1];
        char d = X.charAt(pc[0]);
        char own = solution().charAt(c);
        StringBuilder marks = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            marks.append(cell == c ? "" + d + own : ".").append(cell % 9 == 8 ? "\n" : " ");
        }
        Path file = dir.resolve("marks.txt");
        Files.writeString(file, marks);
        String[] one = ExplainCommandTest.run("hint", "--variant", "x", "--lang", lang, "--marks", file.toString(),
                "--format", "json", X);
        assertThat(one[0]).as(one[2]).isEqualTo("0");
        assertThat(one[1]).contains("\"clashing_mark\"").contains(WORDS.get(lang).get(0));
        String[] three = ExplainCommandTest.run("hint", "--variant", "x", "--lang", lang, "--level", "3",
                "--marks", file.toString(), X);
        assertThat(three[1]).contains(cellName(c)).contains(cellName(pc[0])).contains(String.valueOf(d));
    }
}
