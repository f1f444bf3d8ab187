package sudoku.core.bits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The bit helper's tricks against the plain loops they stand for, over fixed-seed random masks. */
class DigitSetTest {
    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    /** The bits of a mask, one by one: what every trick is checked against. */
    private static List<Integer> bits(int mask) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            if ((mask >> i & 1) != 0) {
                out.add(i);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void digitsAndIndexesAreTheSetBitsInOrder(long seed) {
        int mask = new SplittableRandom(seed).nextInt(1 << 25);
        List<Integer> bits = bits(mask);
        assertThat(DigitSet.size(mask)).isEqualTo(bits.size());
        assertThat(DigitSet.indexes(mask)).containsExactly(bits.stream().mapToInt(i -> i).toArray());
        assertThat(DigitSet.digits(mask)).containsExactly(bits.stream().mapToInt(i -> i + 1).toArray());
        if (mask != 0) {
            assertThat(DigitSet.lowestIndex(mask)).isEqualTo(bits.get(0));
            assertThat(DigitSet.lowestDigit(mask)).isEqualTo(bits.get(0) + 1);
            assertThat(bits(DigitSet.withoutLowest(mask))).containsExactlyElementsOf(bits.subList(1, bits.size()));
        }
        for (int d = 1; d <= 25; d++) {
            assertThat(DigitSet.contains(mask, d)).isEqualTo(bits.contains(d - 1));
            assertThat(DigitSet.within(DigitSet.of(d), mask)).isEqualTo(bits.contains(d - 1));
        }
        int inner = mask & new SplittableRandom(seed + 1).nextInt(1 << 25);
        assertThat(DigitSet.within(inner, mask)).isTrue();
        assertThat(DigitSet.within(mask | 1 << 25, mask)).isFalse();
    }

    /** Walking k-subsets of n with nextSameSize visits each of the C(n, k) subsets once, in increasing order. */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 4, 9, 12})
    void nextSameSizeWalksEveryKSubsetOnce(int n) {
        for (int k = 1; k <= n; k++) {
            int count = 0;
            int previous = -1;
            for (int pick = (1 << k) - 1; pick < (1 << n); pick = DigitSet.nextSameSize(pick)) {
                assertThat(Integer.bitCount(pick)).isEqualTo(k);
                assertThat(pick).isGreaterThan(previous);
                previous = pick;
                count++;
            }
            assertThat(count).as("C(%d, %d)", n, k).isEqualTo(binomial(n, k));
        }
    }

    private static int binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return (int) r;
    }
}
