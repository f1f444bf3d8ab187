package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;

/** The printed chains of the explained paths of several hundred hard puzzles hold, link by link (see {@link PrintedChains}). */
class PrintedChainCheckIT {
    @Test
    void everyPrintedLinkAndConclusionHolds() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 1));
        puzzles.addAll(DataSets.sample("forum_hardest_1106.txt", 3));
        PrintedChainCheckTest.Counts c = PrintedChainCheckTest.check(puzzles);
        System.out.println(c.summary(puzzles.size()));
        assertThat(c.problems).isEmpty();
        assertThat(c.checked).isGreaterThan(500);
        assertThat(c.rejectedWithout).isEqualTo(c.withPremises);
        assertThat(c.untiedRejected).isEqualTo(c.verityManyConclusions);
    }
}
