package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.SeChaining;

/**
 * SE's count of a chain's facts ({@link SeChaining}) on states Sudoku Explainer reached while rating
 * calibration puzzles, each with the count SE gave its step there; and the same counts in every
 * orientation and labelling of the state.
 */
class SeChainingTest {
    // Candidate states as SE held them: per cell a digit mask (bit d-1 for digit d) or the digit placed, negated.
    private static final String NISHIO_STATE = "-5,384,384,-6,-1,-3,72,74,66,33,-2,33,24,72,88,-9,-8,-3,-3,72,72,384,-2,"
            + "384,-1,-6,-5,160,-1,188,152,-9,248,212,66,194,386,408,410,-3,72,217,208,257,-6,-7,436,436,147,48,179,148,"
            + "257,-4,289,356,357,265,-8,297,-2,-5,321,-4,432,435,-7,48,307,160,-3,385,419,496,499,275,-3,307,232,72,449";
    private static final String CELL_STATE = "-5,384,384,-6,-1,-3,72,74,66,33,-2,33,24,72,88,-9,-8,-3,-3,72,72,384,-2,384,"
            + "-1,-6,-5,160,-1,188,152,-9,216,212,66,194,386,408,410,-3,72,217,208,257,-6,-7,404,404,147,-6,147,148,257,-4,"
            + "257,356,325,265,-8,41,-2,-5,321,-4,416,387,-7,-5,291,160,-3,385,387,496,467,259,-3,291,232,72,449";
    private static final String CONTRADICTION_STATE = "-5,384,384,-6,-1,-3,72,74,66,33,-2,33,24,72,88,-9,-8,-3,-3,72,72,"
            + "384,-2,384,-1,-6,-5,160,-1,188,152,-9,216,84,66,194,386,408,410,-3,72,217,208,257,-6,-7,404,404,147,-6,147,"
            + "148,257,-4,257,100,69,265,-8,41,-2,-5,321,-4,416,387,-7,-5,259,160,-3,385,387,496,467,259,-3,291,232,72,449";
    private static final String UNIT_STATE = "-3,288,288,-8,-4,-1,-2,80,80,136,-5,136,-2,68,68,-6,-1,-9,65,67,3,288,-5,"
            + "288,-4,-3,-8,-5,295,295,-7,7,266,260,-8,40,448,-4,390,272,-6,406,340,336,-1,481,357,421,281,133,412,340,-2,"
            + "40,-2,417,313,-3,193,232,448,296,80,40,132,20,56,-9,194,-1,120,6,297,421,-7,57,130,186,400,296,6";

    // A cell chain SE rated 8.9: r8c2's 9 reaches r8c3's 8 through r5c3's 2, a box's single met before r9c1's 2 in a column.
    private static final String BOX_FIRST_STATE = "-5,384,384,-6,-1,-3,72,74,66,33,-2,33,24,72,88,-9,-8,-3,-3,72,72,384,-2,"
            + "384,-1,-6,-5,160,-1,188,152,-9,216,84,66,194,386,408,410,-3,72,217,208,257,-6,-7,404,404,131,-6,147,148,"
            + "257,-4,257,100,69,265,-8,41,-2,-5,321,-4,416,387,-7,-5,259,160,-3,385,387,496,211,259,-3,291,232,72,449";

    static Stream<Arguments> cases() {
        return Stream.of(
                // a Nishio: 6 in r8c3 (cell 65) leads to 6 both in and out of r6c5; SE counts 9
                Arguments.of("nishio", NISHIO_STATE, 9),
                // a contradiction: 9 in r9c3 (cell 74) leads to 2 both in and out of r8c3; SE counts 16
                Arguments.of("contradiction", CONTRADICTION_STATE, 16),
                // a cell forcing chain: each of 4, 5, 8 in r4c4 (cell 30) removes 9 from r7c2 (cell 55); SE counts 22
                Arguments.of("cell", CELL_STATE, 22),
                // a unit forcing chain: 7 in row 8 at r8c6 or r8c8 removes 7 from r7c7 (cell 60); SE counts 15
                Arguments.of("unit", UNIT_STATE, 15),
                // each of 6, 8, 9 in r8c2 (cell 64) removes 8 from r8c9 (cell 71); SE counts 4 + 2 + 12
                Arguments.of("cell, a box's single before a column's", BOX_FIRST_STATE, 18));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void countsAsSudokuExplainerCountedThisStep(String kind, String state, int seCount) {
        assertThat(count(kind, parse(state), null)).isEqualTo(seCount);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void countsTheSameInEveryOrientationAndLabelling(String kind, String state, int seCount) {
        int[] cells = parse(state);
        SplittableRandom rnd = new SplittableRandom(kind.hashCode());
        for (int i = 0; i < 12; i++) {
            Transforms.Transform t = Transforms.Transform.random(rnd);
            assertThat(count(kind, moved(cells, t), t)).as("transform %d", i).isEqualTo(seCount);
        }
    }

    /** The count of the step named by {@code kind}, its cells and digits moved by {@code t} (none when null). */
    private static int count(String kind, int[] cells, Transforms.Transform t) {
        Candidates s = state(cells);
        return switch (kind) {
            case "nishio" -> SeChaining.assume(s, at(t, 65), label(t, 6), Propagation.Rules.ONE_DIGIT).contradiction();
            case "contradiction" -> SeChaining.assume(s, at(t, 74), label(t, 9), Propagation.Rules.SINGLES).contradiction();
            case "cell" -> {
                int sum = 0;
                for (int d : new int[] {4, 5, 8}) {
                    sum += SeChaining.assume(s, at(t, 30), label(t, d), Propagation.Rules.SINGLES).removed(at(t, 55), label(t, 9));
                }
                yield sum;
            }
            case "cell, a box's single before a column's" -> {
                int sum = 0;
                for (int d : new int[] {6, 8, 9}) {
                    sum += SeChaining.assume(s, at(t, 64), label(t, d), Propagation.Rules.SINGLES).removed(at(t, 71), label(t, 8));
                }
                yield sum;
            }
            default -> SeChaining.assume(s, at(t, 68), label(t, 7), Propagation.Rules.SINGLES).removed(at(t, 60), label(t, 7))
                    + SeChaining.assume(s, at(t, 70), label(t, 7), Propagation.Rules.SINGLES).removed(at(t, 60), label(t, 7));
        };
    }

    private static int at(Transforms.Transform t, int cell) {
        return t == null ? cell : t.cells()[cell];
    }

    private static int label(Transforms.Transform t, int digit) {
        return t == null ? digit : t.digits()[digit];
    }

    /** The state with every cell moved and every digit relabelled by {@code t}. */
    private static int[] moved(int[] state, Transforms.Transform t) {
        int[] out = new int[81];
        for (int c = 0; c < 81; c++) {
            int v = state[c];
            int m = 0;
            for (int d = 1; d <= 9; d++) {
                m |= (v & (1 << (d - 1))) != 0 ? 1 << (t.digits()[d] - 1) : 0;
            }
            out[t.cells()[c]] = v < 0 ? -t.digits()[-v] : m;
        }
        return out;
    }

    private static int[] parse(String state) {
        return Stream.of(state.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    private static Candidates state(int[] cells) {
        StringBuilder digits = new StringBuilder();
        int[] marks = new int[81];
        for (int c = 0; c < 81; c++) {
            digits.append(cells[c] < 0 ? (char) ('0' - cells[c]) : '.');
            marks[c] = Math.max(0, cells[c]);
        }
        return Candidates.of(Grid.parse(digits.toString()), marks);
    }
}
