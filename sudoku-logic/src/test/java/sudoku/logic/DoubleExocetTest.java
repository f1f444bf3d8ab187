package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Double Exocet on the states a solver without forcing chains reaches in a sample of the hardest
 * puzzles: every step keeps the solution, turns with the grid, has the pattern's shape (four base
 * cells in two boxes of one band or stack, four different targets, four digits), and reads in
 * English, Spanish and Chinese with every cell, digit and house it rests on (the long sweep is
 * {@link DoubleExocetIT}).
 */
class DoubleExocetTest {
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|the|and|targets?|so)\\b");

    @Test
    void everyStepOfASampleKeepsTheSolutionHasTheShapeAndTurnsWithTheGrid() {
        LogicOptions upToExocets = LogicOptions.defaults()
                .only(Technique.byDefault().stream().filter(x -> x.difficulty() <= 7.9).toList()).guessing(false);
        LogicSolver solver = new LogicSolver(upToExocets);
        List<Step> found = new ArrayList<>();
        for (Grid puzzle : DataSets.sample("forum_hardest_1106.txt", 40)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                List<Step> steps = Finders.of(Technique.DOUBLE_EXOCET).all(state);
                for (Step step : steps) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertShape(state.geometry(), step);
                    found.add(step);
                }
                assertThat(TurnedStates.removals(Finders.of(Technique.DOUBLE_EXOCET).all(TurnedStates.turned(state))))
                        .as("the turned state's steps").isEqualTo(TurnedStates.turnedRemovals(steps));
            });
        }
        assertThat(found).as("Double Exocet steps in the sample").isNotEmpty();
        for (Step step : found.subList(0, Math.min(5, found.size()))) {
            assertSaid(step);
        }
        assertThat(Technique.byDefault()).as("in explanations and hints").contains(Technique.DOUBLE_EXOCET);
        assertThat(Technique.forRating()).as("not in ratings").doesNotContain(Technique.DOUBLE_EXOCET);
    }

    @Test
    void noDoubleExocetOnBoardsItsProofDoesNotHold() {
        Grid sixBySix = Grid.parse("1.....\n..3...\n......\n......\n...4..\n.....2".replace("\n", ""));
        assertThat(Finders.of(Technique.DOUBLE_EXOCET).all(Candidates.of(sixBySix))).isEmpty();
    }

    /** Four base cells, two by two in two boxes of one band or stack, on one line each; four other targets; four digits. */
    private static void assertShape(Geometry g, Step step) {
        List<Integer> b = step.cells();
        assertThat(b).hasSize(4);
        assertThat(DigitSet.size(step.digits())).isEqualTo(4);
        assertThat(g.box(b.get(0))).isEqualTo(g.box(b.get(1))).isNotEqualTo(g.box(b.get(2)));
        assertThat(g.box(b.get(2))).isEqualTo(g.box(b.get(3)));
        boolean rows = g.row(b.get(0)) == g.row(b.get(1));
        int band = rows ? g.row(b.get(0)) / 3 : g.col(b.get(0)) / 3;
        for (int c : b) {
            assertThat(rows ? g.row(c) / 3 : g.col(c) / 3).as("one band").isEqualTo(band);
        }
        assertThat(new HashSet<>(step.secondary())).hasSize(4).doesNotContainAnyElementsOf(b);
        for (int t : step.secondary()) {
            assertThat(rows ? g.row(t) / 3 : g.col(t) / 3).as("targets in the band").isEqualTo(band);
        }
    }

    /** Every language names the base cells, targets, digits, cross lines, covers, seeing cells and removals. */
    private static void assertSaid(Step s) {
        assertThat(Said.english(s)).contains("share the base digits", "the pairs share none");
        ExocetEvidence.DoubleExocet e = (ExocetEvidence.DoubleExocet) s.evidence();
        for (Lang lang : List.of(Lang.EN, Lang.ES, Lang.ZH)) {
            for (Notation notation : Notation.values()) {
                String text = StepTexts.of(Geometry.CLASSIC, s, lang, notation);
                Names n = Names.of(Geometry.CLASSIC, lang, notation);
                List<String> parts = new ArrayList<>(List.of(n.cells(s.cells().subList(0, 2)),
                        n.cells(s.cells().subList(2, 4)), n.cells(s.secondary().subList(0, 2)),
                        n.cells(s.secondary().subList(2, 4)), n.digits(s.digits()), n.units(s.units()),
                        n.eliminations(s.eliminations())));
                e.firstCovers().stream().filter(c -> !c.isEmpty()).forEach(c -> parts.add(n.units(c)));
                e.secondCovers().stream().filter(c -> !c.isEmpty()).forEach(c -> parts.add(n.units(c)));
                if (!e.seeBases().isEmpty()) {
                    parts.add(n.cells(e.seeBases()));
                }
                if (!e.seeTargets().isEmpty()) {
                    parts.add(n.cells(e.seeTargets()));
                }
                for (String part : parts) {
                    assertThat(text).as(lang + " " + notation).contains(part);
                }
                if (lang == Lang.ES) {
                    assertThat(ENGLISH.matcher(text).find()).as("English words in " + text).isFalse();
                }
            }
        }
    }
}
