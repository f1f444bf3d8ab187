package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.core.internal.UnitTables;
import sudoku.logic.internal.DigitFinder;
import sudoku.logic.internal.Solution;
import sudoku.logic.internal.Templates;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;

/**
 * Templates ({@link Templates}): whether every place of a digit lies in some template agrees with
 * listing every template one by one, on plain, X, Windoku and jigsaw boards with places thinned at
 * random; and what the answer promises holds: where every place fits, no single-digit search
 * ({@link DigitFinder}: the fish of every shape and size) finds a step.
 */
class TemplatesTest {
    private static final List<String> FILES = List.of("top95.txt", "x_sudoq.txt", "windoku_sudoq.txt", "jigsaw_janko.txt");

    private static List<Grid> puzzles(String file) throws IOException {
        return Files.readAllLines(DataSets.dir().resolve(file)).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> VariantFormat.parse(l, Variant.NONE)).toList();
    }

    static Stream<Arguments> seeds() {
        return FILES.stream().flatMap(f -> IntStream.rangeClosed(1, 6).mapToObj(seed -> Arguments.of(f, seed)));
    }

    /** Every template of the digit, listed one by one: the places lying in one, or null when there is none. */
    private static int[] placesInSomeTemplate(Candidates state, int digit) {
        Geometry g = state.geometry();
        List<Integer> places = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.has(c, digit)) {
                places.add(c);
            }
        }
        boolean[] waiting = new boolean[g.unitCount()];
        for (int c : places) {
            for (int u : UnitTables.unitIdsOf(g, c)) {
                waiting[u] = true;
            }
        }
        int[] inSome = new int[g.cellCount()];
        boolean[] any = {false};
        list(state, digit, 0, new boolean[g.unitCount()], new ArrayList<>(), waiting, inSome, any);
        return any[0] ? inSome : null;
    }

    private static void list(Candidates state, int digit, int row, boolean[] used, List<Integer> chosen,
                             boolean[] waiting, int[] inSome, boolean[] any) {
        Geometry g = state.geometry();
        if (row == g.side()) {
            for (int u = 0; u < used.length; u++) {
                if (waiting[u] && !used[u]) {
                    return;
                }
            }
            any[0] = true;
            chosen.forEach(c -> inSome[c] = 1);
            return;
        }
        boolean placeInRow = false;
        for (int col = 0; col < g.side(); col++) {
            int cell = g.cell(row, col);
            if (!state.has(cell, digit)) {
                continue;
            }
            placeInRow = true;
            int[] units = UnitTables.unitIdsOf(g, cell);
            if (java.util.Arrays.stream(units).anyMatch(u -> used[u])) {
                continue;
            }
            for (int u : units) {
                used[u] = true;
            }
            chosen.add(cell);
            list(state, digit, row + 1, used, chosen, waiting, inSome, any);
            chosen.remove(chosen.size() - 1);
            for (int u : units) {
                used[u] = false;
            }
        }
        if (!placeInRow) {
            list(state, digit, row + 1, used, chosen, waiting, inSome, any);
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyPlaceFitsAsListingEveryTemplateSays(String file, int seed) throws IOException {
        Random random = new Random(seed);
        List<Grid> all = puzzles(file);
        int[] answers = new int[2];
        for (int i = 0; i < 12; i++) {
            Candidates state = Candidates.of(all.get(random.nextInt(all.size())));
            double thin = 0.04 * random.nextInt(4);
            Geometry g = state.geometry();
            for (int c = 0; c < g.cellCount(); c++) {
                for (int d = 1; d <= g.side(); d++) {
                    if (state.has(c, d) && random.nextDouble() < thin) {
                        state.eliminate(c, d);
                    }
                }
            }
            for (int d = 1; d <= g.side(); d++) {
                int[] inSome = placesInSomeTemplate(state, d);
                boolean expected = inSome != null;
                for (int c = 0; c < g.cellCount() && expected; c++) {
                    expected = !state.has(c, d) || inSome[c] == 1;
                }
                assertThat(Templates.everyPlaceFits(state, d)).as("digit %d of %s", d, state).isEqualTo(expected);
                answers[expected ? 1 : 0]++;
            }
        }
        assertThat(answers[0]).as("digits where some place fits no template").isPositive();
        assertThat(answers[1]).as("digits whose places all fit").isPositive();
    }

    private static final List<Technique> SINGLE_DIGIT = Technique.implemented().stream()
            .filter(t -> Finders.has(t) && Finders.of(t) instanceof DigitFinder).toList();

    /**
     * Along the paths of hard puzzles and of each variant's, a digit whose places all fit gives no
     * single-digit search a step, searched without the shortcut; a digit some search gives a step to
     * has a place that fits no template.
     */
    @ParameterizedTest
    @MethodSource("sampledFiles")
    void whereEveryPlaceFitsNoSingleDigitSearchFindsAStep(String file, int every) throws IOException {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        List<Grid> all = puzzles(file);
        int fitting = 0;
        int found = 0;
        for (int i = 0; i < all.size(); i += every) {
            Grid puzzle = all.get(i);
            Candidates state = Candidates.of(puzzle);
            for (Step step : solver.solve(Candidates.of(puzzle), Solution.of(puzzle).solution())) {
                if (step.technique().difficulty() >= Technique.X_WING.difficulty()) {
                    for (int d = 1; d <= state.geometry().side(); d++) {
                        boolean fits = Templates.everyPlaceFits(state, d);
                        fitting += fits ? 1 : 0;
                        for (Technique t : SINGLE_DIGIT) {
                            List<Step> steps = new ArrayList<>();
                            ((DigitFinder) Finders.of(t)).findDigit(state, d, s -> steps.add(s));
                            found += steps.size();
                            if (fits) {
                                assertThat(steps).as("%s for %d in %s", t, d, state).isEmpty();
                            }
                        }
                    }
                }
                step.applyTo(state);
            }
        }
        assertThat(fitting).as("digits whose places all fit").isGreaterThan(20);
        assertThat(found).as("single-digit steps found where some place does not fit").isPositive();
    }

    static Stream<Arguments> sampledFiles() {
        return Stream.of(Arguments.of("top95.txt", 12), Arguments.of("x_sudoq.txt", 36),
                Arguments.of("windoku_sudoq.txt", 15), Arguments.of("jigsaw_janko.txt", 16));
    }
}
