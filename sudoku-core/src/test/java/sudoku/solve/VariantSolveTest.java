package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.KillerSolver;
import sudoku.solve.internal.TeachingSolver;
import sudoku.testdata.TestData;
import sudoku.testdata.VariantPuzzles;

/** Variant puzzles solved, counted and checked against their rules, read again from the line itself. */
class VariantSolveTest {
    static Stream<String> dataLines() {
        return TestData.variantLines().stream();
    }

    @ParameterizedTest
    @MethodSource("dataLines")
    void everyDataPuzzleHasOneSolutionKeepingEveryRule(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        SolveResult r = Solvers.best(puzzle.geometry()).solve(puzzle, 2);
        assertThat(r.isUnique()).isTrue();
        Grid solution = r.solutions().get(0);
        assertThat(solution.isSolutionOf(puzzle)).isTrue();
        assertThat(brokenRules(line, solution.toLine())).isEmpty();
        if (puzzle.geometry().cages().isEmpty()) {
            assertThat(new KillerSolver().solve(puzzle, 2).solutions()).containsExactly(solution);
            assertThat(new TeachingSolver().solve(puzzle, 2).solutions()).containsExactly(solution);
        }
    }

    @Test
    void theBestEngineForEachVariant() {
        assertThat(Solvers.best(Geometry.CLASSIC).name()).isEqualTo("fast");
        assertThat(Solvers.best(VariantFormat.named("x").geometry(9)).name()).isEqualTo("bitset");
        Grid killer = VariantFormat.parse(dataLines().filter(l -> l.startsWith("killer:")).findFirst().orElseThrow(),
                Variant.NONE);
        assertThat(Solvers.best(killer.geometry()).name()).isEqualTo("killer");
        assertThat(new BitsetSolver().supports(killer.geometry())).isFalse();
        assertThat(new TeachingSolver().supports(killer.geometry())).isFalse();
    }

    @Test
    void aCluelessKillerOfSingleCellCagesIsSolvedByItsSumsWithoutAGuess() {
        Grid full = VariantPuzzles.fullGrid(Geometry.CLASSIC, new SplittableRandom(3));
        List<Cage> cages = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            cages.add(new Cage(List.of(c), full.get(c)));
        }
        Grid puzzle = Grid.empty(Variant.NONE.withCages(cages).geometry(9));
        SolveResult r = new KillerSolver().solve(puzzle, 2);
        assertThat(r.isUnique()).isTrue();
        assertThat(r.solutions().get(0).digits()).isEqualTo(full.digits());
        assertThat(r.stats().guesses()).isZero();
    }

    @ParameterizedTest
    @MethodSource("dataLines")
    void oneClueLessCanMakeSeveralSolutionsAndAWrongClueNone(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Solver solver = Solvers.best(puzzle.geometry());
        Grid solution = solver.solution(puzzle).orElseThrow();
        int cell = IntStream.range(0, 81).filter(c -> puzzle.get(c) == 0).findFirst().orElseThrow();
        int wrong = IntStream.rangeClosed(1, 9)
                .filter(d -> d != solution.get(cell) && puzzle.with(cell, d).conflicts().isEmpty())
                .findFirst().orElseThrow();
        SolveResult none = solver.solve(puzzle.with(cell, wrong), 2);
        assertThat(none.status()).isEqualTo(Verdict.Status.UNSOLVABLE);
        IntStream.range(0, 81).filter(c -> puzzle.get(c) != 0).findFirst().ifPresent(clue -> {
            // minimal puzzles: every clue is needed
            SolveResult more = solver.solve(puzzle.with(clue, 0), 2);
            assertThat(more.status()).isEqualTo(Verdict.Status.MULTIPLE);
            for (Grid g : more.solutions()) {
                assertThat(brokenRules(line, g.toLine())).isEmpty();
            }
        });
    }

    static Stream<Long> seeds() {
        return LongStream.rangeClosed(1, 6).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void randomJigsawsAndKillersHaveTheirFullGridAsOnlySolution(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid full = null;
        while (full == null) {
            full = VariantPuzzles.fullGrid(Variant.NONE.withRegions(VariantPuzzles.jigsawRegions(9, random))
                    .geometry(9), random);
        }
        assertThat(full.isSolved()).isTrue();
        Grid jigsaw = VariantPuzzles.minimal(full, random);
        assertThat(Solvers.best(jigsaw.geometry()).solve(jigsaw, 2).solutions()).containsExactly(full);
        assertThat(brokenRules(VariantFormat.write(jigsaw), full.toLine())).isEmpty();

        Grid killer = VariantPuzzles.killer(VariantPuzzles.fullGrid(Geometry.CLASSIC, random), 5, random);
        SolveResult r = Solvers.best(killer.geometry()).solve(killer, 2);
        assertThat(r.isUnique()).isTrue();
        assertThat(brokenRules(VariantFormat.write(killer), r.solutions().get(0).toLine())).isEmpty();
    }

    /**
     * The rules a 9x9 solution breaks, read from the variant line without the project's parser:
     * rows, columns, boxes or the region map, diagonals ({@code x}), windows ({@code windoku}),
     * cage sums and repeats ({@code killer}).
     */
    static List<String> brokenRules(String line, String solution) {
        int colon = line.indexOf(':');
        List<String> parts = List.of(line.substring(0, colon).split("-"));
        String[] fields = line.substring(colon + 1).split(" ");
        List<String> broken = new ArrayList<>();
        Map<String, List<Integer>> groups = new HashMap<>();
        boolean jigsaw = parts.contains("jigsaw");
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            int k = c % 9;
            groups.computeIfAbsent("row " + r, x -> new ArrayList<>()).add(c);
            groups.computeIfAbsent("column " + k, x -> new ArrayList<>()).add(c);
            String box = jigsaw ? "region " + fields[1].charAt(c) : "box " + (r / 3 * 3 + k / 3);
            groups.computeIfAbsent(box, x -> new ArrayList<>()).add(c);
            if (parts.contains("x") && r == k) {
                groups.computeIfAbsent("diagonal", x -> new ArrayList<>()).add(c);
            }
            if (parts.contains("x") && r + k == 8) {
                groups.computeIfAbsent("anti-diagonal", x -> new ArrayList<>()).add(c);
            }
            if (parts.contains("windoku") && r % 4 != 0 && k % 4 != 0) {
                groups.computeIfAbsent("window " + (r / 4) + (k / 4), x -> new ArrayList<>()).add(c);
            }
        }
        for (var e : groups.entrySet()) {
            if (e.getValue().stream().map(solution::charAt).distinct().count() != 9) {
                broken.add(e.getKey());
            }
        }
        if (parts.contains("killer")) {
            String map = fields[fields.length - 2];
            for (String entry : fields[fields.length - 1].split(",")) {
                char symbol = entry.charAt(0);
                int sum = Integer.parseInt(entry.substring(2));
                List<Character> digits = IntStream.range(0, 81).filter(c -> map.charAt(c) == symbol)
                        .mapToObj(solution::charAt).toList();
                if (digits.stream().distinct().count() != digits.size()
                        || digits.stream().mapToInt(ch -> ch - '0').sum() != sum) {
                    broken.add("cage " + symbol);
                }
            }
        }
        return broken;
    }
}
