package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.StepLister;

/**
 * Locked subsets, the single-digit patterns and Sue de Coq start from the units a variant adds,
 * on new variant puzzles (made here from seeds no data file and no other test draws): at the start of every
 * round of the explained path, every locked pair or triple, Turbot Fish, 2-String Kite, Empty
 * Rectangle (and its dual) and Sue de Coq found that rests on a diagonal, a window or a jigsaw
 * region keeps the solution, and the sweep meets such steps of the techniques named (so a
 * finder gone back to boxes alone fails here).
 * Each case makes and explains its own puzzles, so the cases run side by side on two threads.
 */
@Execution(ExecutionMode.CONCURRENT)
class VariantPatternsTest {
    /** Seeds from here on are held out: no data file and no other test draws them. */
    static final long FIRST_SEED = 390_000;

    static final List<Technique> PATTERNS = List.of(Technique.LOCKED_PAIR, Technique.LOCKED_TRIPLE,
            Technique.TURBOT_FISH, Technique.TWO_STRING_KITE, Technique.EMPTY_RECTANGLE,
            Technique.DUAL_EMPTY_RECTANGLE, Technique.SUE_DE_COQ);

    @ParameterizedTest
    @CsvSource({"x, 2, TURBOT_FISH TWO_STRING_KITE SUE_DE_COQ",
            "windoku, 2, LOCKED_PAIR TURBOT_FISH TWO_STRING_KITE EMPTY_RECTANGLE",
            "jigsaw, 2, LOCKED_PAIR TURBOT_FISH TWO_STRING_KITE EMPTY_RECTANGLE SUE_DE_COQ"})
    void patternsFromTheVariantsUnitsKeepTheSolution(String variant, int puzzles, String expected) {
        Map<Technique, Integer> met = sweep(variant, FIRST_SEED, puzzles);
        System.out.println(variant + ": " + puzzles + " puzzles, steps on a variant's unit met at round starts " + met);
        for (String name : expected.split(" ")) {
            assertThat(met.getOrDefault(Technique.valueOf(name), 0)).as("%s steps on a %s unit in %s", name,
                    "variant's own", met).isPositive();
        }
    }

    /**
     * Uniqueness steps (taken on a variant only when the pattern stays deadly there), dual kites and
     * finned fish, on new puzzles from other held-out seeds: every one found at a round start
     * keeps the solution, and uniqueness steps are met.
     */
    @ParameterizedTest
    @CsvSource({"x", "windoku", "jigsaw"})
    void uniquenessDualKitesAndFinsOnNewVariantPuzzlesKeepTheSolution(String variant) {
        List<Technique> techniques = new java.util.ArrayList<>(Technique.implemented().stream()
                .filter(Technique::uniqueness).toList());
        techniques.addAll(List.of(Technique.DUAL_TWO_STRING_KITE, Technique.FINNED_X_WING, Technique.SASHIMI_X_WING,
                Technique.FINNED_SWORDFISH, Technique.SASHIMI_SWORDFISH));
        Map<Technique, Integer> met = sweep(variant, FIRST_SEED + 1_000, 3, techniques, (g, p) -> true);
        System.out.println(variant + ": 3 new puzzles, uniqueness, dual kite and finned fish steps at round starts " + met);
        assertThat(met.keySet()).as("uniqueness steps in %s", met).anyMatch(Technique::uniqueness);
    }

    /** The steps met per technique that rest on a variant's own unit, each checked against the solution. */
    static Map<Technique, Integer> sweep(String variant, long firstSeed, int count) {
        return sweep(variant, firstSeed, count, PATTERNS, (g, p) -> p.units().stream().anyMatch(u -> isVariants(g.kind(u))));
    }

    /**
     * The steps of {@code techniques} met per technique at the round starts of the explained paths
     * of {@code count} new puzzles from {@code firstSeed}, those {@code counted} takes, each checked
     * against the solution.
     */
    static Map<Technique, Integer> sweep(String variant, long firstSeed, int count, List<Technique> techniques,
                                         BiPredicate<Geometry, Step> counted) {
        Map<Technique, Integer> met = new EnumMap<>(Technique.class);
        VariantGenerator generator = new VariantGenerator();
        for (long seed = firstSeed; seed < firstSeed + count; seed++) {
            Grid grid = generator.generate(VariantFormat.named(variant), GeneratorOptions.defaults(),
                    new SplittableRandom(seed), Cancellation.NONE).orElseThrow().puzzle();
            Solution solution = Solution.of(grid);
            Geometry g = grid.geometry();
            Candidates state = Candidates.of(grid);
            Step previous = null;
            for (Step s : new Explainer().explain(grid).steps()) {
                if (previous == null || previous.difficulty() != s.difficulty()) {
                    for (Step p : StepLister.every(state, techniques, StepLister.ANY_LENGTH)) {
                        if (counted.test(g, p)) {
                            for (Candidate e : p.eliminations()) {
                                assertThat(solution.digit(e.cell())).as("%s in %s", p, VariantFormat.write(grid))
                                        .isNotEqualTo(e.digit());
                            }
                            for (Candidate e : p.placements()) {
                                assertThat(solution.digit(e.cell())).as("%s in %s", p, VariantFormat.write(grid))
                                        .isEqualTo(e.digit());
                            }
                            met.merge(p.technique(), 1, Integer::sum);
                        }
                    }
                }
                previous = s;
                s.applyTo(state);
            }
        }
        return met;
    }

    private static boolean isVariants(Geometry.UnitKind kind) {
        return kind == Geometry.UnitKind.DIAGONAL || kind == Geometry.UnitKind.WINDOW
                || kind == Geometry.UnitKind.REGION;
    }
}
