package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Grid#of(Geometry, byte[])} makes the grid {@link Grid#of(Geometry, int[])} makes from the
 * same digits, refuses what it refuses with the same message, and keeps a copy, on every board shape;
 * {@link Grid#of(Geometry, byte[], int)} does the same with the digits inside a larger array.
 */
class GridOfTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("sudoku.core.GridCountsTest#boards")
    void agreesWithTheIntFactory(String name, Geometry g) {
        Random random = new Random(1127L + g.side());
        for (int round = 0; round < 200; round++) {
            int[] digits = GridCountsTest.withLargestDigits(g, random, round % 101);
            byte[] bytes = asBytes(digits, new byte[digits.length], 0);
            Grid grid = Grid.of(g, bytes);
            assertThat(grid).isEqualTo(Grid.of(g, digits));
            bytes[random.nextInt(bytes.length)] ^= 1;
            assertThat(grid).as("a copy, not the array itself").isEqualTo(Grid.of(g, digits));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sudoku.core.GridCountsTest#boards")
    void refusesEveryDigitOutOfRangeWhereverItIs(String name, Geometry g) {
        int side = g.side();
        // just over the side, the largest a byte holds, and negative ones (bytes 128 to 255 unsigned)
        int[] wrong = {side + 1, side + 2, 127, -1, -128, -side};
        Random random = new Random(2711L + side);
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int bad = wrong[cell % wrong.length];
            int[] digits = new int[g.cellCount()];
            for (int other = 0; other < digits.length; other++) {
                digits[other] = random.nextInt(side + 1);
            }
            digits[cell] = bad;
            byte[] bytes = asBytes(digits, new byte[digits.length], 0);
            String expected = "digit " + bad + " at " + g.cellName(cell) + " is not between 0 and " + side;
            assertThatThrownBy(() -> Grid.of(g, bytes)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(expected);
            assertThatThrownBy(() -> Grid.of(g, digits)).hasMessage(expected);
        }
        assertThatThrownBy(() -> Grid.of(g, new byte[g.cellCount() + 1]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(g.cellCount() + " cells, got " + (g.cellCount() + 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sudoku.core.GridCountsTest#boards")
    void readsTheDigitsAtAnOffsetOfALargerArray(String name, Geometry g) {
        Random random = new Random(4211L + g.side());
        int n = g.cellCount();
        for (int round = 0; round < 100; round++) {
            int[] digits = GridCountsTest.withLargestDigits(g, random, round % 101);
            int from = random.nextInt(70);
            // bytes around the digits that are no digits at all: they must not be read
            byte[] buffer = new byte[from + n + random.nextInt(70)];
            random.nextBytes(buffer);
            asBytes(digits, buffer, from);
            Grid grid = Grid.of(g, buffer, from);
            assertThat(grid).isEqualTo(Grid.of(g, digits));
            buffer[from + random.nextInt(n)] ^= 1;
            assertThat(grid).as("a copy, not the array itself").isEqualTo(Grid.of(g, digits));

            asBytes(digits, buffer, from);
            int cell = random.nextInt(n);
            buffer[from + cell] = (byte) (g.side() + 1);
            assertThatThrownBy(() -> Grid.of(g, buffer, from)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("digit " + (g.side() + 1) + " at " + g.cellName(cell) + " is not between 0 and " + g.side());
            assertThatThrownBy(() -> Grid.of(g, buffer, buffer.length - n + 1))
                    .isInstanceOf(IndexOutOfBoundsException.class);
            assertThatThrownBy(() -> Grid.of(g, buffer, -1)).isInstanceOf(IndexOutOfBoundsException.class);
        }
    }

    /** {@code digits} written as bytes into {@code bytes} from {@code from} on; the array itself. */
    private static byte[] asBytes(int[] digits, byte[] bytes, int from) {
        for (int cell = 0; cell < digits.length; cell++) {
            bytes[from + cell] = (byte) digits[cell];
        }
        return bytes;
    }
}
