package sudoku.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;

/**
 * Every puzzle of every data file that SudokuWiki's strings hold, with progress drawn from a
 * fixed seed (placed digits and pencilled candidates in its empty cells), goes out as a link
 * (version B: S9B, X9B, W9B, J9B or L9B) and comes back with the same givens, board, digits and
 * candidates. Files of more than {@value #PER_FILE} puzzles give a fixed-seed sample.
 */
class SudokuWikiProgressTest {
    private static final int PER_FILE = 400;

    static Stream<String> dataFiles() throws IOException {
        return CommunityRoundTripTest.dataFiles();
    }

    @ParameterizedTest
    @MethodSource("dataFiles")
    void progressRoundTripsThroughTheVersionBString(String file) throws IOException {
        List<Grid> puzzles = CommunityRoundTripTest.puzzles(file);
        SplittableRandom r = new SplittableRandom(file.hashCode());
        int written = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            Grid p = puzzles.get(i);
            boolean sampled = puzzles.size() <= PER_FILE || r.nextInt(puzzles.size()) < PER_FILE;
            // a full grid (the solution files) has no room for progress
            if (!sampled || !CommunityRoundTripTest.holds(CommunityFormat.SUDOKUWIKI, p) || p.clueCount() == 81) {
                continue;
            }
            PuzzleState state = withProgress(p, r);
            String link = SudokuWiki.write(state);
            String where = file + " puzzle " + (i + 1) + ": " + link;
            assertThat(link).as(where).containsPattern("bd=[SXWJL]9B");
            PuzzleState back = SudokuWiki.read(link);
            assertThat(VariantFormat.write(back.puzzle())).as(where).isEqualTo(VariantFormat.write(p));
            assertThat(back.placed()).as(where).isEqualTo(state.placed());
            assertThat(back.candidates()).as(where).isEqualTo(state.candidates());
            written++;
        }
        boolean anyHeld = puzzles.stream().anyMatch(p -> CommunityRoundTripTest.holds(CommunityFormat.SUDOKUWIKI, p)
                && p.clueCount() < 81);
        assertThat(written > 0).as(file + ": puzzles written").isEqualTo(anyHeld);
    }

    /** {@code p} with a digit placed in about one empty cell in five and candidates in two of five. */
    static PuzzleState withProgress(Grid p, SplittableRandom r) {
        Geometry g = p.geometry();
        int n = g.cellCount();
        int[] placed = new int[n];
        int[] candidates = new int[n];
        for (int c = 0; c < n; c++) {
            if (p.get(c) != 0) {
                continue;
            }
            double x = r.nextDouble();
            if (x < 0.2) {
                placed[c] = 1 + r.nextInt(9);
            } else if (x < 0.6) {
                candidates[c] = 1 + r.nextInt(511);
            }
        }
        int e = firstEmpty(p);
        if (placed[e] == 0 && candidates[e] == 0) {
            candidates[e] = 0b101; // at least one mark, so that the link always carries progress
        }
        return new PuzzleState(p, placed, candidates);
    }

    private static int firstEmpty(Grid p) {
        for (int c = 0; c < p.geometry().cellCount(); c++) {
            if (p.get(c) == 0) {
                return c;
            }
        }
        throw new IllegalArgumentException("a full grid has no room for progress");
    }
}
