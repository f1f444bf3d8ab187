package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;

/**
 * The printed chains of the explained paths of several hundred hard puzzles hold, link by link (see
 * {@link PrintedChains}), in English, Spanish and Chinese alike (read by {@link PrintedWords}).
 */
class PrintedChainCheckIT {
    @Test
    void everyPrintedLinkAndConclusionHolds() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 1));
        puzzles.addAll(DataSets.sample("forum_hardest_1106.txt", 3));
        Map<Lang, PrintedChainCheckTest.Counts> all = PrintedChainCheckTest.check(puzzles,
                List.of(Lang.EN, Lang.ES, Lang.ZH));
        all.forEach((l, counts) -> System.out.println(l + " " + counts.summary(puzzles.size())));
        PrintedChainCheckTest.Counts c = all.get(Lang.EN);
        c.unnamed.forEach(System.out::println);
        PrintedChainCheckTest.sameAsEnglish(Lang.ES, all.get(Lang.ES), c);
        PrintedChainCheckTest.sameAsEnglish(Lang.ZH, all.get(Lang.ZH), c);
        assertThat(c.problems).isEmpty();
        assertThat(c.checked).isGreaterThan(500);
        assertThat(c.rejectedWithout).isEqualTo(c.withPremises);
        assertThat(c.untiedRejected).isEqualTo(c.verityManyConclusions);
        assertThat(c.doublesRejectedOn).isEqualTo(c.doubles);
        assertThat(c.nestedVeritiesRejectedUntied).isEqualTo(c.nestedVerities);
        // A contradiction's chains may show a second clash as well (its traces place and remove much),
        // so a clash moved to the next digit or the cell below may still hold: most must not.
        assertThat(c.clashesTamperedRejected).isPositive().isGreaterThanOrEqualTo(c.clashesTampered * 95 / 100);
    }
}
