package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;
import sudoku.input.PuzzleRecord;
import sudoku.testdata.TestData;

/**
 * Puzzles of every data file, written in each community format that can hold them and read
 * back through the project's own puzzle reading ({@link PuzzleRecord#of}), come back the same;
 * a format that cannot hold one says why when asked to write it. Here a sample of each file;
 * {@link CommunityRoundTripIT} takes every puzzle in {@code mvn verify}.
 */
class CommunityRoundTripTest {
    /** Puzzles taken from each file: every kind of board it holds, in a second or two. */
    private static final int SAMPLE = 25;

    static Stream<String> dataFiles() throws IOException {
        try (Stream<Path> files = Files.list(TestData.file("easy50.txt").getParent())) {
            // jigsaw_janko_solutions.txt holds the jigsaws' solutions without their regions: not puzzles
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".txt") && !n.equals("jigsaw_janko_solutions.txt")).sorted().toList().stream();
        }
    }

    /** The puzzles of a file; serate lines (se_hardest.txt) without their ratings. */
    static List<Grid> puzzles(String file) throws IOException {
        if (!file.equals("se_hardest.txt")) {
            return TestData.puzzles(file);
        }
        try (Stream<String> lines = Files.lines(TestData.file(file))) {
            return lines.filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> Grid.parse(l.split(" ")[0])).toList();
        }
    }

    @ParameterizedTest
    @MethodSource("dataFiles")
    void sampledPuzzlesOfTheFileRoundTripThroughEveryFormatThatHoldsThem(String file) throws IOException {
        List<Grid> all = puzzles(file);
        // evenly spread over the file, whose parts may hold different kinds of board
        List<Grid> sample = new ArrayList<>();
        for (int i = 0; i < Math.min(SAMPLE, all.size()); i++) {
            sample.add(all.get((int) ((long) i * all.size() / Math.min(SAMPLE, all.size()))));
        }
        assertRoundTrips(file, sample, sample.size());
    }

    /**
     * Writes each puzzle in every format and reads it back; the links (f-puzzles and SudokuPad:
     * the JSON below compressed, slow) for files up to {@code linkedInFull} puzzles, one puzzle in
     * ten (fixed seed) of larger ones.
     */
    static void assertRoundTrips(String file, List<Grid> puzzles, int linkedInFull) {
        assertThat(puzzles).isNotEmpty();
        int written = 0;
        SplittableRandom linked = new SplittableRandom(file.hashCode());
        for (int i = 0; i < puzzles.size(); i++) {
            Grid p = puzzles.get(i);
            boolean links = puzzles.size() <= linkedInFull || linked.nextInt(10) == 0;
            for (CommunityFormat f : CommunityFormat.values()) {
                if (!links && (f == CommunityFormat.FPUZZLES || f == CommunityFormat.SUDOKUPAD)) {
                    continue;
                }
                String where = file + " puzzle " + (i + 1) + " as " + f.word();
                if (!holds(f, p)) {
                    assertThatThrownBy(() -> f.write(PuzzleState.of(p))).as(where)
                            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(" ");
                    continue;
                }
                String text = f.write(PuzzleState.of(p));
                PuzzleRecord back = PuzzleRecord.of(1, text);
                assertThat(back.error()).as(where + ": " + text).isNull();
                if (f == CommunityFormat.HODOKU) {
                    assertSameMarks(p, back.grid(), where);
                } else {
                    assertThat(VariantFormat.write(back.grid())).as(where).isEqualTo(VariantFormat.write(p));
                }
                written++;
            }
        }
        assertThat(written).isGreaterThanOrEqualTo(puzzles.size());
    }

    /**
     * A pencil-mark grid reads back with the same clues, plus, as HoDoKu reads it, a digit in each
     * cell whose one candidate no peer shares: that cell's only candidate in the grid written.
     */
    private static void assertSameMarks(Grid p, Grid back, String where) {
        PuzzleState written = PuzzleState.of(p);
        for (int c = 0; c < p.geometry().cellCount(); c++) {
            if (p.get(c) != 0) {
                assertThat(back.get(c)).as(where + " cell " + c).isEqualTo(p.get(c));
            } else if (back.get(c) != 0) {
                assertThat(written.candidatesOf(c)).as(where + " cell " + c).isEqualTo(1 << (back.get(c) - 1));
            }
        }
    }

    /** Which puzzles each format can carry, as its definition says. */
    static boolean holds(CommunityFormat f, Grid p) {
        Geometry g = p.geometry();
        String variant = g.variant().name();
        return switch (f) {
            case SUDOKUWIKI -> g.side() == 9 && List.of("classic", "x", "windoku", "jigsaw", "killer").contains(variant);
            case FPUZZLES, FPUZZLES_JSON, SUDOKUPAD -> g.hasBoxes() || g.variant().hasRegions();
            default -> g.equals(Geometry.CLASSIC);
        };
    }
}
