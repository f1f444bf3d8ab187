package sudoku.logic;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;


/**
 * Almost locked sets that share cells, combined by {@code sudoku steps} (as HoDoKu does when
 * asked to), and ALS-XY-Chains of up to 7 sets, left out of the rating. The states are top95 puzzles 1, 2 and 3 part way
 * through the explainer's path; every step is checked against the solution.
 */
class OverlappingAlmostLockedSetsTest {
    static final String TOP95_2 = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
    static final String TOP95_2_STATE = "....5.....2..........4..7.91.3.....91..4..789.....6.....34....9..34...89..34...89...4...89.....6.89"
            + "...4.6..9.23.5...9.2.45..89.2345..89......7....34.6.891..........3......1....6789...4.67.912..5...9"
            + "12.45.78912.45.789.2.456..9...4.6.89.2.456.8912....7.91.3.5.7.9.23.5.7.9...4.....12..567.9123.5.7.9"
            + ".......8.1.3..67.9.23..67.9.....6...1.3...789.234..7.9123.....912....789123...7891234....9....5...."
            + ".234..7.912.4..7891.3.5.789.2345.7.9123.56..912..56789123.5.7891234.6..91.34.67.9.234.67.9.2....7.9"
            + "...4.....1...............8..2..56..9.2..5...9..3.56..9..3..67.9..3.567.9......7.9....567.9....567.9"
            + "1...56..9..3......1..45...91..456..9.2..........456789.2......9..3.56..9.......8.......7..12.456..9"
            + "12.45...91.3456..91.34.6..9..3456..9";
    static final String TOP95_3 = "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....";
    static final String TOP95_3_STATE = ".....6...1...5.7.912..5.7.91..4....9.2.45...912..5...9.......8.12.4....9..3.......2..5..89...4....."
            + "123.5..89......7...23.56..9123.56.8912..5...912...6..912..56..9.2..5.7891.3.5.789123.5.7891.34.6.89"
            + ".23456..9123.56.8912.45.7.912.4.6..912.4567.9.2.....89.......89.2.....89....5......3..6..9...4....."
            + "123.....9......7..12...6.89..3..........5.789...45.789.2............67.91....67891..45...91..4.6.89"
            + "1..456.891............5.789.....6.....3....89..3...7.9..3...789.2345...9.234...89.2.45..89...4..789"
            + ".2.......1.34..789..34.6..9..34.67.9..3..67.91.34..7.9....5....1..4..789...45.7.91.3.5.7.91.345.7.9"
            + "..34....9.......8..23.5.7.9.....6...1234....912.4..7.9...45.789..3.56789..345.789..34.6..91........"
            + ".23.567.9.234..7.9.234...89.2.4..789";

    @Test
    void anAlsXyWingWhoseWingsShareCellsIsListedButNotRated() {
        assertListedOnlyWithOverlaps(TOP95_2, TOP95_2_STATE, Technique.ALS_XY_WING, "8:B5 B6");
    }

    @Test
    void anAlsXyChainWhoseSetsShareCellsIsListedButNotRated() {
        assertListedOnlyWithOverlaps(LargerAlmostLockedSetsTest.PUZZLE, LargerAlmostLockedSetsTest.STATE,
                Technique.ALS_XY_CHAIN, "6:A2");
    }

    @Test
    void anAlsXyChainOfSevenSetsIsListedButNotRated() {
        assertListedOnlyWithOverlaps(LargerAlmostLockedSetsTest.PUZZLE, LargerAlmostLockedSetsTest.STATE,
                Technique.ALS_XY_CHAIN, "1:A3", "2:A3", "6:A3", "9:A3");
    }

    @Test
    void aDeathBlossomWithOneSetForEveryStemDigitIsListedButNotRated() {
        assertListedOnlyWithOverlaps(TOP95_2, TOP95_2_STATE, Technique.DEATH_BLOSSOM, "1:C4 C5 C6");
    }

    @Test
    void aDeathBlossomRemovesEveryDigitItsPetalsLock() {
        assertListedOnlyWithOverlaps(TOP95_3, TOP95_3_STATE, Technique.DEATH_BLOSSOM, "5:A2 C2 E3 H2 I2", "7:A2 C2 E3 H2 I2");
    }

    /** {@code removed} as {@code "digit:cells"}: the step eliminating exactly those is listed, not rated, and right. */
    private static void assertListedOnlyWithOverlaps(String puzzle, String pencilMarks, Technique t, String... removed) {
        Candidates state = PencilMarkState.parse(pencilMarks).state();
        Geometry g = state.geometry();
        List<Candidate> elims = java.util.Arrays.stream(removed).flatMap(r -> java.util.Arrays.stream(r.substring(2).split(" "))
                .map(cell -> new Candidate(g.parseCell(cell), r.charAt(0) - '0'))).sorted().toList();
        assertThat(StepLister.every(state, Set.of(t), StepLister.ANY_LENGTH))
                .anyMatch(s -> s.eliminations().stream().sorted().toList().equals(elims));
        assertThat(Finders.of(t).all(state, new SearchContext(SearchContext.LISTING_ALS_CELLS)))
                .noneMatch(s -> s.eliminations().stream().sorted().toList().equals(elims));
        Solution solution = Solution.of(Grid.parse(puzzle));
        assertThat(elims).allMatch(e -> solution.digit(e.cell()) != e.digit());
    }
}
