package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.logic.internal.PencilMarkState;

/**
 * An almost locked set forcing a cell, as a strong link of grouped chains and loops: without one of
 * its digits the set is locked, its other digits leave every cell seeing all their places in it,
 * and a cell outside it left with one candidate holds that candidate.
 *
 * <p>The state is the puzzle
 * {@code .4..892...652.......9.....44..9.5...95.....17...1.8..56.....9.......174...789..3.}
 * with 4 B5, 9 B9, 1 C5, 4 E4, 4 F7, 9 F8, 4 G3, 9 H2 and 4 I6 placed and a few candidates removed.
 * There, the set A1, B1, C1, F1 and H1 (1, 2, 3, 5, 7 and 8) without 5 removes 1 from A3 (its 1s,
 * A1 and B1, see A3), which leaves A3 only 3; and the set G8, G9, H9 and I9 (1, 2, 5, 6 and 8)
 * without 5 removes 1 and 6 from A9 (its 1s are in G9 and I9, its 6 in I9), which leaves A9 only
 * 3. So {@code (5)G5=(5)H5-(5)A1,B1,C1,F1,H1=(3)A3-(3)A9=(5)G8,G9,H9,I9-(5)G5} is a continuous
 * loop: exactly one end of each link holds. Its weak link A3-A9 removes 3 from A4 (A1 is in the
 * loop); in the first set either 5 is missing and the set holds 2, or 5 is in it and A3 is 1, so
 * the set lacks 1 and is locked: 2 is in its cells C1, F1 or H1 either way, which removes 2 from I1;
 * likewise the second set lacks 5 or A9 holds 1 or 6 that the set lacks, so 6 is in I9 or A9,
 * which removes 6 from D9. The search shows a loop of the same length and effect through other sets
 * forcing cells: {@code (3)A9} as the one place of 3 in the set A9, G9, H9 and I9 forcing G8 to 5,
 * and the set A1, B1, C1 and F1 forcing H1 to 5.
 */
class AlsForcingInLoopsTest {
    static final String STATE = "1.3...7.....4.....1.3........3.567.........8.........9.2...........567..1.3..6..."
            + "1.3...78......6.......5.....2..........4.......3...7..1.3....8.......78.........9"
            + ".2....78..23...78.........9..3.567..1..........3..67....3.56.8.....5678....4....."
            + "...4.....1.....78.1.3..6.8.........9.....67......5......3..6.8..2...6.8..23..6.8."
            + "........9....5.....23..6.8....4......23..6....23..6.....3..6.8.1..............7.."
            + ".23...7...23...7...23..6...1.........23..67.........8....4.............9....5...."
            + ".....6...123....8....4.......3...7...23.5.....23...7..........9.2..5..8.12.....8."
            + ".23.5..8.........9.23....8...3..6....23.56...1..............7.....4......2.....8."
            + "12..5....12.............7.........8.........9...4.....1...56.....3......12...6...";
    static final String SOLUTION = "741589263865243179239716854416975382958432617372168495684357921593621748127894536";

    @Test
    void aLoopThroughTwoSetsForcingCellsRemovesWhatTheLocksLeaveOut() {
        Candidates state = PencilMarkState.parse(STATE).state();
        Geometry g = state.geometry();
        Set<Candidate> expected = Set.of(new Candidate(g.parseCell("A4"), 3), new Candidate(g.parseCell("D9"), 6),
                new Candidate(g.parseCell("I1"), 2));
        List<Step> loops = Finders.of(Technique.CONTINUOUS_NICE_LOOP).all(state);
        Step step = loops.stream().filter(s -> Set.copyOf(s.eliminations()).equals(expected)).findFirst().orElseThrow();
        assertThat(step.links()).anyMatch(l -> l.strong() && l.from().digit() != l.to().digit()
                && !l.fromCells().equals(l.toCells()));
        assertThat(Said.english(step))
                .contains("without 3, the almost locked set A9, G9, H9 and I9 (1, 2, 3, 6 and 8) is locked, so G8 is 5")
                .contains("the almost locked set A1, B1, C1 and F1 (1, 2, 3, 7 and 8) keeps 1 (else it is locked and H1 is 5)");
    }

    @Test
    void everyGroupedChainAndLoopAgreesWithTheSolution() {
        List<Step> found = AlsChainNodesTest.groupedChainsAgreeingWith(PencilMarkState.parse(STATE).state(), SOLUTION);
        assertThat(found).anyMatch(s -> Said.english(s).contains("(else it is locked and"));
    }
}
