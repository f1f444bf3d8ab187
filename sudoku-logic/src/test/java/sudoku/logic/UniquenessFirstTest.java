package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.solve.internal.Rater;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;

/** Explain, rate and hint say first whether a puzzle has no, one or several solutions. */
class UniquenessFirstTest {
    /** Several solutions (from the issue: it was rated 9.5 with nothing said). */
    static final Grid MULTIPLE = Grid.parse(
            ".9....1....7.26.4...8..59..3.......5..6..3.8..5....6...8..37......2.9...1........");
    static final Grid NONE = Grid.parse("12345678." + "........9" + ".".repeat(63));

    @Test
    void explanationOfASeveralSolutionPuzzleSaysMultipleAndUsesNoUniquenessTechnique() {
        Explanation e = new Explainer().explain(MULTIPLE);
        assertThat(e.status()).isEqualTo("multiple");
        assertThat(e.steps()).noneMatch(s -> s.technique().uniqueness());
        assertThat(e.rating().counts().keySet()).noneMatch(Technique::uniqueness);
        assertThat(Solution.of(MULTIPLE).status()).isEqualTo("multiple");
    }

    @Test
    void noSolutionIsUnsolvableAndClashesAreInvalid() {
        assertThatThrownBy(() -> new Explainer().explain(NONE)).isInstanceOfSatisfying(PuzzleException.class,
                e -> assertThat(e.status()).isEqualTo("unsolvable"));
        assertThatThrownBy(() -> new Rater().rate(NONE)).isInstanceOf(PuzzleException.class);
        Grid clash = sudoku.core.GridFormat.parseUnchecked("11" + ".".repeat(79));
        assertThatThrownBy(() -> new Hinter().hint(clash, clash, null, 1))
                .isInstanceOfSatisfying(PuzzleException.class, e -> assertThat(e.status()).isEqualTo("invalid"));
    }

    @Test
    void aDigitOfAnotherSolutionIsNotCalledWrong() {
        SolveResult r = Solvers.best(MULTIPLE.geometry()).solve(MULTIPLE, 2);
        Grid first = r.solutions().get(0);
        Grid second = r.solutions().get(1);
        int cell = 0;
        while (first.get(cell) == second.get(cell)) {
            cell++;
        }
        for (Grid other : new Grid[] {first, second}) {
            Grid current = MULTIPLE.with(cell, other.get(cell));
            for (int level = 1; level <= 3; level++) {
                Hint h = new Hinter().hint(MULTIPLE, current, null, level);
                assertThat(h.kind()).isNotEqualTo(Hint.Kind.MISTAKE);
                assertThat(h.status()).isEqualTo("multiple");
                if (h.step() != null) {
                    assertThat(h.step().technique().uniqueness()).isFalse();
                }
            }
        }
    }

    @Test
    void aDigitOfNoSolutionIsCalledWrongWithTheDigitsThatFit() {
        Solvers.best(MULTIPLE.geometry());
        for (int cell = 0; cell < 81; cell++) {
            if (MULTIPLE.get(cell) != 0) {
                continue;
            }
            for (int d = 1; d <= 9; d++) {
                Grid current = MULTIPLE.with(cell, d);
                if (!current.conflicts().isEmpty()
                        || Solvers.best(current.geometry()).solve(current, 1).count() > 0) {
                    continue;
                }
                Hint one = new Hinter().hint(MULTIPLE, current, null, 1);
                Hint two = new Hinter().hint(MULTIPLE, current, null, 2);
                Hint three = new Hinter().hint(MULTIPLE, current, null, 3);
                assertThat(one.kind()).isEqualTo(Hint.Kind.MISTAKE);
                assertThat(one.cells()).as("level 1 names the unit only").isEmpty();
                assertThat(one.text()).startsWith("Something is wrong in");
                assertThat(two.cells()).containsExactly(cell);
                String name = MULTIPLE.geometry().cellName(cell);
                assertThat(two.text()).containsIgnoringCase("the " + d + " in " + name + " is wrong");
                assertThat(three.text()).contains("no solution").contains("the solutions have");
                return;
            }
        }
        throw new AssertionError("no digit without a solution found");
    }
}
