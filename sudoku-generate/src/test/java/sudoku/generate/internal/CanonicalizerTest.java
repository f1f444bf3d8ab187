package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.generate.GeneratorOptions;

class CanonicalizerTest {
    private static List<Grid> top95() throws IOException {
        Path file = Stream.of(Path.of("data/top95.txt"), Path.of("../data/top95.txt"))
                .filter(Files::exists).findFirst().orElseThrow();
        return Files.readAllLines(file).stream().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).map(Grid::parse).toList();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomlyTransformedPuzzlesShareTheirCanonicalForm(long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        List<Grid> puzzles = top95();
        for (int i = 0; i < 6; i++) {
            Grid puzzle = puzzles.get(random.nextInt(puzzles.size()));
            Grid canon = Canonicalizer.canonical(puzzle);
            Grid moved = Equivalence.randomlyTransformed(puzzle, random);
            assertThat(Canonicalizer.canonical(moved)).as("seed %d, %s", seed, puzzle).isEqualTo(canon);
            assertThat(canon.clueCount()).isEqualTo(puzzle.clueCount());
            assertThat(Canonicalizer.canonical(canon)).isEqualTo(canon);
        }
    }

    @Test
    void theCanonicalFormIsNoLargerThanAnyEquivalent() throws IOException {
        SplittableRandom random = new SplittableRandom(99);
        Grid puzzle = top95().get(0);
        String canon = Canonicalizer.canonical(puzzle).toLine();
        for (int i = 0; i < 2000; i++) {
            String other = firstAppearance(Equivalence.randomlyTransformed(puzzle, random));
            assertThat(canon.compareTo(other)).isLessThanOrEqualTo(0);
        }
    }

    /** The grid with digits numbered in order of first appearance, '.' sorting below digits. */
    private static String firstAppearance(Grid grid) {
        int[] map = new int[10];
        int next = 1;
        StringBuilder sb = new StringBuilder();
        for (int d : grid.digits()) {
            if (d != 0 && map[d] == 0) {
                map[d] = next++;
            }
            sb.append(d == 0 ? '.' : (char) ('0' + map[d]));
        }
        return sb.toString();
    }

    @Test
    void differentPuzzlesGiveDifferentForms() throws IOException {
        List<Grid> puzzles = top95();
        Set<Grid> forms = new HashSet<>();
        for (Grid p : puzzles) {
            forms.add(Canonicalizer.canonical(p));
        }
        // top95 holds 95 distinct puzzles; a few may be equivalent, far fewer forms would be a bug
        assertThat(forms).hasSizeGreaterThan(90);
    }

    @ParameterizedTest(name = "side {0}")
    @ValueSource(ints = {4, 6, 9})
    void fullGridsAndOtherSizes(int side) {
        Geometry g = Geometry.ofSide(side);
        SplittableRandom random = new SplittableRandom(side);
        for (int i = 0; i < 5; i++) {
            Grid full = RandomFullGrid.create(g, random);
            Grid canon = Canonicalizer.canonical(full);
            assertThat(canon.isSolved()).isTrue();
            assertThat(Canonicalizer.canonical(Equivalence.randomlyTransformed(full, random))).isEqualTo(canon);
        }
    }

    @ParameterizedTest(name = "side {0}")
    @ValueSource(ints = {4, 6})
    void smallBoardsAgreeWithTryingEveryTransformation(int side) {
        Geometry g = Geometry.ofSide(side);
        SplittableRandom random = new SplittableRandom(side * 31L);
        Generator generator = new Generator();
        for (int i = 0; i < 15; i++) {
            Grid puzzle = generator.generate(GeneratorOptions.builder().geometry(g).build(), random).orElseThrow()
                    .puzzle();
            assertThat(Canonicalizer.canonical(puzzle).toLine()).as(puzzle.toLine()).isEqualTo(bruteForce(puzzle));
        }
    }

    /** The smallest first-appearance form over every line order and transposition, tried one by one. */
    private static String bruteForce(Grid puzzle) {
        Geometry g = puzzle.geometry();
        int n = g.side();
        List<int[]> rowOrders = lineOrders(n, g.boxRows());
        List<int[]> colOrders = lineOrders(n, g.boxCols());
        String best = null;
        for (int t = 0; t < (g.boxRows() == g.boxCols() ? 2 : 1); t++) {
            for (int[] rows : rowOrders) {
                for (int[] cols : colOrders) {
                    int[] out = new int[n * n];
                    for (int r = 0; r < n; r++) {
                        for (int c = 0; c < n; c++) {
                            out[r * n + c] = t == 0 ? puzzle.get(g.cell(rows[r], cols[c]))
                                    : puzzle.get(g.cell(cols[c], rows[r]));
                        }
                    }
                    String s = firstAppearance(Grid.of(g, out));
                    if (best == null || s.compareTo(best) < 0) {
                        best = s;
                    }
                }
            }
        }
        return best;
    }

    /** Every order of n lines keeping blocks of {@code height} together. */
    private static List<int[]> lineOrders(int n, int height) {
        List<int[]> out = new java.util.ArrayList<>();
        for (int[] blocks : Permutations.of(n / height)) {
            List<int[]> partial = List.of(new int[0]);
            for (int b : blocks) {
                List<int[]> grown = new java.util.ArrayList<>();
                for (int[] prefix : partial) {
                    for (int[] inside : Permutations.of(height)) {
                        int[] next = java.util.Arrays.copyOf(prefix, prefix.length + height);
                        for (int k = 0; k < height; k++) {
                            next[prefix.length + k] = b * height + inside[k];
                        }
                        grown.add(next);
                    }
                }
                partial = grown;
            }
            out.addAll(partial);
        }
        return out;
    }

    @Test
    void emptyAndUnsupportedBoards() {
        assertThat(Canonicalizer.canonical(Grid.empty(Geometry.CLASSIC))).isEqualTo(Grid.empty(Geometry.CLASSIC));
        Grid one = Grid.empty(Geometry.CLASSIC).with(40, 7);
        assertThat(Canonicalizer.canonical(one).toLine()).isEqualTo(".".repeat(80) + "1");
        assertThatThrownBy(() -> Canonicalizer.canonical(Grid.empty(Geometry.ofSide(16))))
                .hasMessageContaining("16x16");
    }
}
