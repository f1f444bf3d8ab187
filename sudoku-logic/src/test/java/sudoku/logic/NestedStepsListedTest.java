package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.technique.NestedVeritiesTest;

/**
 * Listing every nested forcing chain of a state ({@code sudoku steps}) gives its nested verities
 * beside its nested contradictions, and no step that uses no inner chain (that is a dynamic
 * forcing chain, found as such): each nested contradiction removes something inside its
 * assumption, and some branch of each nested verity does.
 */
class NestedStepsListedTest {
    @Test
    void aListingHasNestedVeritiesAndEveryNestedStepUsesAnInnerChain() {
        Candidates state = Candidates.of(Grid.parse(NestedVeritiesTest.PUZZLE));
        List<Step> steps = StepLister.every(state, Set.of(Technique.NESTED_FORCING_CHAIN), StepLister.ANY_LENGTH);
        assertThat(steps).anyMatch(s -> s.evidence() instanceof ForcingEvidence.NestedContradiction)
                .anyMatch(s -> s.evidence() instanceof ForcingEvidence.NestedVerity);
        for (Step s : steps) {
            if (s.evidence() instanceof ForcingEvidence.NestedContradiction e) {
                assertThat(e.removed()).as(() -> Said.english(s)).isNotEmpty();
            } else if (s.evidence() instanceof ForcingEvidence.NestedVerity e) {
                assertThat(e.removed()).as(() -> Said.english(s)).anyMatch(r -> !r.isEmpty());
            }
        }
    }
}
