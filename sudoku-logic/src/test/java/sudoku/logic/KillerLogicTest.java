package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.Solution;

/**
 * The logic solver on killer puzzles (killer, killer-x): cage combinations, innies and outies
 * and combination elimination across cages, with the classic techniques over the units, explain
 * the collections' killers (the project's generated ones and published ones) step by step,
 * every step agreeing with the solution, and nearly all without a guess.
 */
class KillerLogicTest {
    /** The killer puzzles of a collection in {@code data/}. */
    static List<String> killers(String file) throws IOException {
        return Files.readAllLines(DataSets.dir().resolve(file)).stream().filter(l -> l.startsWith("killer")).toList();
    }

    static Stream<String> examples() throws IOException {
        return killers("variants.txt").stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void theExamplesAreExplainedWithoutAGuessAndEveryStepAndRoundAgreesWithTheSolution(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Solution s = Solution.of(puzzle);
        assertThat(s.unique()).isTrue();
        List<Step> path = PathChecker.check(new LogicSolver(LogicOptions.defaults()), puzzle, s);
        assertThat(path).noneMatch(step -> step.technique() == Technique.GUESS);
        assertThat(path).anyMatch(step -> step.technique() == Technique.CAGE_COMBINATIONS);
        assertThat(path).noneMatch(step -> step.technique().uniqueness());
    }

    @Test
    void atLeast95PercentOfTheCollectionsKillersNeedNoGuessAndNoStepIsWrong() throws IOException {
        List<String> all = new ArrayList<>(killers("variants.txt"));
        all.addAll(killers("variant_sets.txt"));
        all.addAll(killers("killer_krazydad.txt"));
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        int withoutGuess = 0;
        for (String line : all) {
            Grid puzzle = VariantFormat.parse(line, Variant.NONE);
            if (PathChecker.solvedWithoutGuess(solver, puzzle, Solution.of(puzzle))) {
                withoutGuess++;
            }
        }
        assertThat(all).hasSizeGreaterThanOrEqualTo(165);
        assertThat(withoutGuess).as("killers explained without a guess, of " + all.size())
                .isGreaterThanOrEqualTo((int) Math.ceil(0.95 * all.size()));
    }

    /**
     * A way to make a sum with one digit twice is written out in every language (the outies add
     * up to 18: 5+5+8), never "5+8 with a digit twice", which leaves the reader to work out which.
     */
    @Test
    void aWayWithOneDigitTwiceIsWrittenOut() {
        Grid puzzle = VariantFormat.parse("killer:aabcdefgghabbdiiighhbjjkkkglhhjjmnnnlooopmmnqrsspppmqqrsspttuqqrrvvttuuurvv"
                + "wxxyyu a=9,b=19,c=9,d=13,e=4,f=7,g=18,h=35,i=15,j=22,k=8,l=7,m=30,n=15,o=16,p=24,q=29,r=26,s=16,t=18,"
                + "u=25,v=16,w=7,x=13,y=4", Variant.NONE);
        int written = 0;
        for (Step step : new sudoku.logic.solve.internal.Explainer().explain(puzzle).steps()) {
            if (!(step.evidence() instanceof KillerEvidence.CageCombinations e)) {
                continue;
            }
            for (int way : e.combinations()) {
                int[] digits = sudoku.core.bits.DigitSet.digits(way);
                int repeated = e.sum().left() - java.util.Arrays.stream(digits).sum();
                if (e.combinations().size() > 6 || e.sum().empty().size() != digits.length + 1
                        || !sudoku.core.bits.DigitSet.contains(way, repeated)) {
                    continue;
                }
                List<String> full = new ArrayList<>();
                java.util.Arrays.stream(digits).forEach(d -> full.add(String.valueOf(d)));
                full.add(java.util.Arrays.binarySearch(digits, repeated), String.valueOf(repeated));
                for (sudoku.logic.internal.Lang lang : sudoku.logic.internal.Lang.values()) {
                    String text = sudoku.logic.text.StepTexts.of(puzzle.geometry(), step, lang);
                    assertThat(text).contains(String.join("+", full)).doesNotContain("with a digit twice")
                            .doesNotContain("con un número repetido").doesNotContain("有一个数重复");
                }
                written++;
            }
        }
        assertThat(written).isPositive();
    }

    @Test
    void classicPuzzlesNeverGetAKillerStep() {
        Grid puzzle = Grid.parse(FrameworkTest.EASY);
        List<Step> path = new LogicSolver(LogicOptions.defaults()).solve(Candidates.of(puzzle), null);
        assertThat(path).noneMatch(step -> step.technique() == Technique.CAGE_COMBINATIONS
                || step.technique() == Technique.INNIES_OUTIES
                || step.technique() == Technique.CAGE_COMBINATION_ELIMINATION);
    }
}
