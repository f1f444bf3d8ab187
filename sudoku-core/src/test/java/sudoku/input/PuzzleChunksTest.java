package sudoku.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.Variant;

/**
 * Chunks read apart give the records one reader of the whole input gives, wherever they are cut
 * (at a sample of the sizes; {@link PuzzleChunksIT} cuts them at every size).
 */
class PuzzleChunksTest {
    private static final String P1 = PuzzleReaderTest.P1;
    private static final String P2 = PuzzleReaderTest.P2;

    private static List<PuzzleRecord> whole(String text) {
        List<PuzzleRecord> out = new ArrayList<>();
        new PuzzleReader(new StringReader(text)).forEachRemaining(out::add);
        return out;
    }

    private static List<PuzzleChunks.Chunk> chunks(byte[] bytes, int size) throws IOException {
        PuzzleChunks chunks = new PuzzleChunks(new ByteArrayInputStream(bytes), size);
        List<PuzzleChunks.Chunk> all = new ArrayList<>();
        for (PuzzleChunks.Chunk c = chunks.next(); c != null; c = chunks.next()) {
            all.add(c);
        }
        return all;
    }

    private static List<PuzzleRecord> chunked(String text, int size) throws IOException {
        return chunked(text.getBytes(StandardCharsets.UTF_8), size);
    }

    private static List<PuzzleRecord> chunked(byte[] bytes, int size) throws IOException {
        List<PuzzleRecord> out = new ArrayList<>();
        for (PuzzleChunks.Chunk c : chunks(bytes, size)) {
            new PuzzleReader(new InputStreamReader(new ByteArrayInputStream(c.bytes(), 0, c.length()),
                    StandardCharsets.UTF_8.newDecoder()), Variant.NONE, PuzzleReader.JsonLines.NONE, c.firstLine())
                    .forEachRemaining(out::add);
        }
        return out;
    }

    /** The records of each chunk, one-line puzzles read from the bytes, other lines by a reader. */
    private static List<PuzzleRecord> chunkRecords(String text, int size) throws IOException {
        List<PuzzleRecord> out = new ArrayList<>();
        for (PuzzleChunks.Chunk c : chunks(text.getBytes(StandardCharsets.UTF_8), size)) {
            c.records(Variant.NONE, (bytes, from, to, first) -> new PuzzleReader(new InputStreamReader(
                    new ByteArrayInputStream(bytes, from, to - from), StandardCharsets.UTF_8.newDecoder()),
                    Variant.NONE, PuzzleReader.JsonLines.NONE, first)).forEachRemaining(out::add);
        }
        return out;
    }

    /**
     * The chunk sizes tried on a text of {@code max - 2} bytes: every size up to 100 bytes (a
     * chunk ends anywhere in the first lines), then every 13th and the whole text plus one and two.
     * {@link PuzzleChunksIT} tries every size.
     */
    IntStream chunkSizes(int max) {
        return IntStream.rangeClosed(1, max).filter(size -> size <= 100 || size % 13 == 0 || size >= max - 1);
    }

    private void sameRecordsAtEveryChunkSize(String text) throws IOException {
        List<PuzzleRecord> expected = whole(text);
        int max = text.getBytes(StandardCharsets.UTF_8).length + 2;
        for (int size : chunkSizes(max).toArray()) {
            assertThat(chunked(text, size)).as("chunks of %d bytes", size).isEqualTo(expected);
            assertThat(chunkRecords(text, size)).as("records of chunks of %d bytes", size).isEqualTo(expected);
        }
    }

    private static String rows(String puzzle, String end) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            sb.append(puzzle, r * 9, r * 9 + 9).append(end);
        }
        return sb.toString();
    }

    @Test
    void oneLinePuzzlesBadLinesCommentsAndBlankLines() throws IOException {
        sameRecordsAtEveryChunkSize("# a comment\n" + P1 + "\nnot a puzzle\n\n" + P2 + "\n" + P1.substring(5)
                + "\n" + P2.replace('4', 'z') + "\n" + P1 + "\n");
    }

    @Test
    void linesOfCellsAreReadFromTheBytesAsTheReaderReadsThem() throws IOException {
        // clashing clues, too few clues (a warning), no clue at all, a dot-and-zero mix, a 6x6 line with a
        // digit over its side, a 16x16 line in digits only, a length that is no board, and 81 cells with a letter
        String clash = "11" + P1.substring(2);
        String fewClues = P1.substring(0, 20) + ".".repeat(61);
        String sixBySixBad = "7" + ".".repeat(35);
        String sixteen = ("123456789" + ".".repeat(7)).repeat(16);
        sameRecordsAtEveryChunkSize(String.join("\n", clash, fewClues, "0".repeat(81), P2.replace('.', '0'),
                sixBySixBad, sixteen, P1.substring(1), P2.substring(0, 80) + "a", P1) + "\n");
    }

    @Test
    void crlfLoneCrAndALastLineWithoutLineEnd() throws IOException {
        sameRecordsAtEveryChunkSize(P1 + "\r\n" + "bad\r\n\r\n" + P2 + "\r" + P1 + "\r\r\n" + P2);
        sameRecordsAtEveryChunkSize(P1 + "\n" + P2);
    }

    @Test
    void gridsOverSeveralLinesAreNeverSplit() throws IOException {
        String shown = GridFormat.display(Grid.parse(P1));
        String incomplete = String.join("\n", shown.lines().limit(5).toList()) + "\n";
        sameRecordsAtEveryChunkSize(P2 + "\n" + shown + P1 + "\n" + rows(P2, "\n") + rows(P1, "\r\n") + incomplete
                + "\n" + shown.replace("\n", "\r\n") + P2 + "\n");
    }

    @Test
    void smallPuzzlesOneALineAreReadInRunsAsTheWholeReaderReadsThem() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            text.append(i % 2 == 0 ? "1..2.3...4...." + (i % 7) + "." : "12..34..........").append('\n');
        }
        sameRecordsAtEveryChunkSize(text.toString());
    }

    @Test
    void aByteOrderMarkIsSkippedOnTheFirstLineOnly() throws IOException {
        sameRecordsAtEveryChunkSize("\uFEFF" + P1 + "\n\uFEFF" + P2 + "\n");
        sameRecordsAtEveryChunkSize("\uFEFF# comment\n" + P2 + "\n");
    }

    @Test
    void jsonLinesAndNonAsciiTextKeepTheirPlace() throws IOException {
        sameRecordsAtEveryChunkSize(P1 + "\n{\"puzzle\": \"" + P2 + "\"}\n" + P2.replace('4', 'é') + "\n" + P1 + "\n");
    }

    @Test
    void anEmptyInputHasNoChunk() throws IOException {
        assertThat(chunks(new byte[0], 16)).isEmpty();
        assertThat(chunked("\n\n", 1)).isEmpty();
    }

    @Test
    void chunksStayNearTheAskedSizeAndNumberTheirLines() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            text.append(i % 2 == 0 ? P1 : P2).append('\n');
        }
        List<PuzzleChunks.Chunk> all = chunks(text.toString().getBytes(StandardCharsets.US_ASCII), 16384);
        assertThat(all).extracting(PuzzleChunks.Chunk::length).startsWith(4096 / 82 * 82, 8192 / 82 * 82,
                16384 / 82 * 82, 16384 / 82 * 82);
        long line = 1;
        for (PuzzleChunks.Chunk c : all) {
            assertThat(c.length()).isLessThanOrEqualTo(16384);
            assertThat(c.firstLine()).isEqualTo(line);
            line += c.length() / 82;
        }
    }

    @Test
    void bytesThatAreNotUtf8AreAnErrorInTheirChunk() {
        byte[] bad = (P1 + "\n" + P2 + "\n").getBytes(StandardCharsets.US_ASCII);
        bad[90] = (byte) 0xFF;
        assertThatThrownBy(() -> chunked(bad, 4096))
                .isInstanceOf(UncheckedIOException.class);
    }
}
