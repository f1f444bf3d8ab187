package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.Solution;

/**
 * Which finned fish a Siamese fish pairs: two on the same base with different covers and
 * different eliminations, even when one removes all the other does (as HoDoKu pairs them); and
 * the Siamese Mutant fish, searched only on request, may have endo fins.
 */
class SiameseFishPairsTest {
    static final Grid PUZZLE = Grid.parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    @Test
    void aFishPairsWithOneRemovingMoreOnTheSameBase() {
        List<Step> steps = Finders.of(Technique.SIAMESE_FRANKEN_FISH).all(Candidates.of(PUZZLE));
        assertThat(steps).anyMatch(s -> Said.english(s).contains("apart from the fins G3, I8 and I9")
                && Said.english(s).contains("apart from the fin G3;") && Said.english(s).contains(": 2 from G7.")
                && Said.english(s).endsWith(": 2 from G7 and G9."));
        checkAgainstSolution(PUZZLE, steps);
    }

    @Test
    void siameseMutantFishMayHaveEndoFins() {
        // Row I and column 7 share I7: an endo fin of each fish.
        Candidates state = PencilMarkState.parse(":0000:2:4+1+7+3+6.8+25.3.+1........7......2..+3..6.....8.4...+4..1"
                + ".......6.3.7.5.+32.+1...1.4......:226 236:::").state();
        List<Step> steps = Finders.of(Technique.SIAMESE_MUTANT_FISH).all(state);
        assertThat(steps).anyMatch(s -> Said.english(s).contains("In row I and column 7, which share only the place I7 of 2 (a fin)")
                && s.eliminations().equals(List.of(new Candidate(6 * 9 + 6, 2), new Candidate(6 * 9 + 8, 2))));
        checkAgainstSolution(PUZZLE, steps);
    }

    private static void checkAgainstSolution(Grid puzzle, List<Step> steps) {
        Solution solution = Solution.of(puzzle);
        for (Step s : steps) {
            PathChecker.checkStep(puzzle, solution, s);
        }
    }
}
