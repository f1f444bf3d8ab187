package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Grid#hasConflicts()} says what {@link Grid#conflicts()} finds, {@link Grid#firstConflict()}
 * describes the first of them, and
 * {@link Grid#distinctDigits()} counts what a set of the digits holds, and
 * {@link Grid#filledCells(int)} marks the cells {@link Grid#get(int)} finds filled (and
 * {@link Grid#clueCount()} counts them), on every board shape.
 */
class GridCountsTest {
    static Stream<Arguments> boards() {
        return Stream.of(
                Arguments.of("9x9", Geometry.CLASSIC),
                Arguments.of("4x4", Geometry.ofSide(4)),
                Arguments.of("2x3", Geometry.boxed(2, 3)),
                Arguments.of("16x16", Geometry.ofSide(16)),
                Arguments.of("25x25", Geometry.ofSide(25)),
                Arguments.of("latin 7", Geometry.latin(7)),
                Arguments.of("X-Sudoku", Variant.NONE.withDiagonals().geometry(9)),
                Arguments.of("windoku", Variant.NONE.withWindows().geometry(9)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void agreesWithTheListOfConflicts(String name, Geometry g) {
        Random random = new Random(20261127L + g.side());
        int clashing = 0;
        for (int round = 0; round < 400; round++) {
            // sparse to dense boards, so that both answers come up often
            int[] digits = new int[g.cellCount()];
            int percent = 2 + round % 40;
            for (int cell = 0; cell < digits.length; cell++) {
                if (random.nextInt(100) < percent) {
                    digits[cell] = 1 + random.nextInt(g.side());
                }
            }
            Grid grid = Grid.of(g, digits);
            assertThat(grid.hasConflicts()).as("%s", grid).isEqualTo(!grid.conflicts().isEmpty());
            assertThat(grid.firstConflict()).as("%s", grid)
                    .isEqualTo(grid.conflicts().stream().findFirst().map(c -> c.describe(g)));
            clashing += grid.hasConflicts() ? 1 : 0;
        }
        assertThat(clashing).as("boards with a clash among 400").isBetween(20, 380);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void countsTheDistinctDigits(String name, Geometry g) {
        Random random = new Random(11272026L + g.side());
        for (int round = 0; round < 200; round++) {
            int[] digits = new int[g.cellCount()];
            Set<Integer> seen = new HashSet<>();
            // from a clue or two up to most cells filled, so small and full counts both come up
            int percent = round % 50;
            for (int cell = 0; cell < digits.length; cell++) {
                if (random.nextInt(100) < percent) {
                    digits[cell] = 1 + random.nextInt(g.side());
                    seen.add(digits[cell]);
                }
            }
            assertThat(Grid.of(g, digits).distinctDigits()).isEqualTo(seen.size());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void marksTheFilledCellsFromAnyCell(String name, Geometry g) {
        Random random = new Random(27112026L + g.side());
        int cells = g.cellCount();
        for (int round = 0; round < 100; round++) {
            int[] digits = withLargestDigits(g, random, round % 101);
            Grid grid = Grid.of(g, digits);
            assertThat(grid.clueCount()).isEqualTo((int) Arrays.stream(digits).filter(d -> d != 0).count());
            // every start, so that each alignment and each short tail at the end comes up
            for (int from = 0; from < cells; from++) {
                long expected = 0;
                for (int i = 0; i < 64 && from + i < cells; i++) {
                    expected |= grid.get(from + i) != 0 ? 1L << i : 0;
                }
                assertThat(grid.filledCells(from)).as("%s from %d", grid, from).isEqualTo(expected);
            }
        }
        Grid any = Grid.empty(g);
        assertThatThrownBy(() -> any.filledCells(cells)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> any.filledCells(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    /**
     * A board with about {@code percent} of its cells filled, half of them with the largest digit
     * (the one nearest a byte's sign bit), the others at random; no care for clashes.
     */
    static int[] withLargestDigits(Geometry g, Random random, int percent) {
        int[] digits = new int[g.cellCount()];
        for (int cell = 0; cell < digits.length; cell++) {
            if (random.nextInt(100) < percent) {
                digits[cell] = random.nextBoolean() ? g.side() : 1 + random.nextInt(g.side());
            }
        }
        return digits;
    }
}
