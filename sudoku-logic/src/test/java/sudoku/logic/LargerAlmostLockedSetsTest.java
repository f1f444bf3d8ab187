package sudoku.logic;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;


/**
 * Almost locked sets of more than four cells: listed by {@code sudoku steps} (up to
 * {@link SearchContext#LISTING_ALS_CELLS} cells, as HoDoKu), left out of the rating. The state is
 * top95 puzzle 1 part way through the explainer's path.
 */
class LargerAlmostLockedSetsTest {
    static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String STATE = "...4.....1....67.912...67.91.3.....9.23..6..912...6..9.......8.123.....9....5....."
            + "2...6789..3......12..567891..45..89.2.456..912.456.8912...67.912.4....912.4.67.9.2...6.891...56.891"
            + "2..56.89......7...23456..912.456.89123..6..91234....91234.6..9..3...789.2.......1.3.5.789..345...9.."
            + "345.7.9...45.7.91.3.5.7.9.....6...1.3...789..3..67.91...567.91.3.567.9..3.5...9.......8..2..567.9..."
            + "4.....123.5...9123...7.9..3..6789...456789..3.56789..345...91.........2.4567.9.23.5.7.9.23.5..89.23."
            + "..789.2.....89.......89.2.....89.....6......45...9..3......12..5...9......7..12.4...89....5........."
            + "6789..3..6789.2..........4..7.91..4..7891.3..6..91.34...891.34.6.891.............6789...4.........5."
            + ".89....5.7.9....5.789.23.56..9.23.5..89.23..6.89";

    @Test
    void anAlsXzWithAFiveCellSetIsListedButNotRated() {
        Candidates state = PencilMarkState.parse(STATE).state();
        Candidate a3 = new Candidate(state.geometry().parseCell("A3"), 2);
        assertThat(StepLister.every(state, Set.of(Technique.ALS_XZ), StepLister.ANY_LENGTH))
                .anyMatch(s -> s.eliminations().equals(List.of(a3))
                        && Said.english(s).contains("A = A2, A4, A5, A6 and A8 (1, 2, 3, 6, 7 and 9)"));
        assertThat(Finders.of(Technique.ALS_XZ).all(state, new SearchContext()))
                .noneMatch(s -> s.eliminations().equals(List.of(a3)));
        assertThat(Solution.of(Grid.parse(PUZZLE)).digit(a3.cell())).isNotEqualTo(2);
    }

    @Test
    void anAlsXyWingWithASevenCellSetIsListedButNotRated() {
        Candidates state = PencilMarkState.parse(STATE).state();
        Candidate h6 = new Candidate(state.geometry().parseCell("H6"), 4);
        SearchContext listing = new SearchContext(SearchContext.LISTING_ALS_CELLS);
        assertThat(Finders.of(Technique.ALS_XY_WING).all(state, listing)).anyMatch(s -> s.eliminations().equals(List.of(h6)));
        assertThat(Finders.of(Technique.ALS_XY_WING).all(state, new SearchContext()))
                .noneMatch(s -> s.eliminations().equals(List.of(h6)));
        assertThat(Solution.of(Grid.parse(PUZZLE)).digit(h6.cell())).isNotEqualTo(4);
    }
}
