package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.PuzzleFormatException;

/**
 * LZ-string's Base64 form against vectors made by the JavaScript library itself (lz-string 1.5.0,
 * {@code compressToBase64}, in {@code lzstring-vectors.jsonl}: text, then its compressed form),
 * and round trips over fixed-seed random texts.
 */
class LzStringTest {
    static List<String[]> vectors() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String[]> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                LzStringTest.class.getResourceAsStream("lzstring-vectors.jsonl"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                JsonNode pair = json.readTree(line);
                out.add(new String[] {pair.get(0).textValue(), pair.get(1).textValue()});
            }
        }
        assertThat(out).hasSizeGreaterThanOrEqualTo(8);
        return out;
    }

    @ParameterizedTest
    @MethodSource("vectors")
    void compressesAsTheJavaScriptLibraryDoesAndBack(String text, String compressed) {
        assertThat(LzString.compressToBase64(text)).isEqualTo(compressed);
        if (!text.isEmpty()) {
            assertThat(LzString.decompressFromBase64(compressed)).isEqualTo(text);
        }
    }

    static Stream<Long> seeds() {
        return IntStream.range(0, 40).mapToObj(i -> 1000L + i);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void randomTextsRoundTrip(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int length = 1 + random.nextInt(random.nextBoolean() ? 30 : 3000);
        int alphabet = 1 + random.nextInt(random.nextBoolean() ? 4 : 400);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append((char) (32 + random.nextInt(alphabet)));
        }
        String text = sb.toString();
        String packed = LzString.compressToBase64(text);
        assertThat(packed.length() % 4).as("seed " + seed).isZero();
        assertThat(LzString.decompressFromBase64(packed)).as("seed " + seed).isEqualTo(text);
        assertThat(LzString.decompressFromBase64(packed.replace('+', ' ').replace("=", ""))).isEqualTo(text);
    }

    @Test
    void badDataSaysWhereAndWhat() {
        assertThatThrownBy(() -> LzString.decompressFromBase64("N4Ig!zglg"))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("character 5 ('!')");
        String packed = LzString.compressToBase64("{\"size\":9,\"grid\":[[{\"value\":5}]]}");
        assertThatThrownBy(() -> LzString.decompressFromBase64(packed.substring(0, 6)))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("ends early");
        assertThatThrownBy(() -> LzString.decompressFromBase64("===="))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("no compressed data");
    }
}
