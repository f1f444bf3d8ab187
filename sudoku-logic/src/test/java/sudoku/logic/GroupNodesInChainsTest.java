package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.Solution;

/**
 * Groups and almost locked sets found true inside a grouped chain: their digit then leaves every
 * place seeing them, and the chain goes on from there; a group whose falsehood makes it true
 * holds its digit; a set locked by a candidate's falsehood can empty that candidate's cell. The
 * state is the first of data/hardest.txt, line 1, on the explainer's path.
 */
class GroupNodesInChainsTest {
    static final String PUZZLE = "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
    static final String STATE = ".......8.....5....1.3..6..9..3..67.91....67.9.2..........4.....1.3..6...1.3..67........7...2......."
            + "1.3..6.....3456.8.1..456...1.345..8.1.3.56.8.1.3.56.8.........91....6..9..3..6..9...4.......3.56789"
            + "1...567.91.3.5..89123.5678.123.56.8.1.3.5678......6..9.....6.89.....6.891...........456..9......7.."
            + "..3.56.8...3.56.8..2.........3...........678.....5.....2.4.6.8..2.4.6......4...8.........91....6.8."
            + "1..4.678.12...6..9...4.....12...6.89.23.56.89.2..56..9..3.5..891.3.5678.1.3.56.8.1.3.5678..2.456..9"
            + "..3..6..9.23..6..9.2.45...9.......8.1..45...9123.56.........7..1.3.56....2.456..91..............7.."
            + ".2.45...9.2.45...9...45...9.23.56.8..23.56.89..3.56.8..2..5...9.......89.2.....89.2..5.7.9..3......"
            + ".....6...12..5..8....4.....1...5..8.";

    @Test
    void aGroupFoundTrueRemovesItsDigitFromTheGroupsItSees() {
        Step step = find(Technique.GROUPED_AIC, "9:H4 H5 H6");
        assertThat(Said.english(step)).contains("so 9 is in neither G1, G2 nor G3")
                .endsWith("Chain: (9)I4=(9)I1,I2,I3-(9)G1,G2,G3=(9)G4,G6.");
    }

    @Test
    void aGroupWhoseFalsehoodMakesItTrueHoldsItsDigit() {
        Step step = find(Technique.GROUPED_AIC, "9:G1 G2 G3 H1 I4");
        assertThat(Said.english(step)).contains("The assumption contradicts itself, so 9 is in I1, I2 or I3, which removes");
    }

    @Test
    void aSetLockedByACandidatesFalsehoodEmptyingItsCellPlacesIt() {
        Candidates state = PencilMarkState.parse(STATE).state();
        Candidate e8 = new Candidate(state.geometry().parseCell("E8"), 1);
        Step step = Finders.of(Technique.DISCONTINUOUS_NICE_LOOP).all(state).stream()
                .filter(s -> s.placements().equals(List.of(e8))).findFirst().orElseThrow();
        assertThat(Said.english(step)).contains("is locked, which removes 6 and 8 from E8. The assumption contradicts itself, so E8 is 1.");
        assertThat(Solution.of(Grid.parse(PUZZLE)).digit(e8.cell())).isEqualTo(1);
    }

    /** The step of {@code t} removing exactly {@code removed} ({@code "digit:cells"}), checked against the solution. */
    private static Step find(Technique t, String removed) {
        Candidates state = PencilMarkState.parse(STATE).state();
        Geometry g = state.geometry();
        List<Candidate> elims = java.util.Arrays.stream(removed.substring(2).split(" "))
                .map(cell -> new Candidate(g.parseCell(cell), removed.charAt(0) - '0')).sorted().toList();
        Step step = Finders.of(t).all(state).stream().filter(s -> s.eliminations().equals(elims)).findFirst().orElseThrow();
        Solution solution = Solution.of(Grid.parse(PUZZLE));
        assertThat(elims).allMatch(e -> solution.digit(e.cell()) != e.digit());
        return step;
    }
}
