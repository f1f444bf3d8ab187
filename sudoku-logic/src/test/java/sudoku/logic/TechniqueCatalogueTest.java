package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.logic.technique.Finders;
import sudoku.logic.internal.HodokuCodes;

/**
 * A technique lives in one place: its constant, its finder in the registry, its regression case,
 * and its name in every language (see {@link MessagesTest}). A constant that lacks one fails here.
 */
class TechniqueCatalogueTest {
    @ParameterizedTest
    @EnumSource(Technique.class)
    void everyTechniqueSearchedForHasAFinderOfItsOwnInTheRegistry(Technique t) {
        if (t.searchable()) {
            assertThat(Finders.of(t).technique()).isEqualTo(t);
        } else {
            assertThat(Finders.has(t)).isFalse();
            assertThatThrownBy(() -> Finders.of(t)).isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining(t.displayName());
        }
    }

    @Test
    void everyTechniqueSearchedForHasARegressionCase() throws IOException {
        Set<Technique> covered = EnumSet.noneOf(Technique.class);
        ReglibTest.cases().forEach(c -> covered.add(c.technique()));
        Set<Technique> missing = EnumSet.copyOf(Technique.implemented());
        missing.removeAll(covered);
        assertThat(missing).as("techniques without a line in " + ReglibTest.FILES).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Technique.class)
    void everyHodokuCodeOfATechniqueIsHodokusAndLeadsBackToIt(Technique t) {
        for (String code : t.hodokuCodes()) {
            HodokuCodes.Code c = HodokuCodes.parse(code);
            assertThat(c.code()).isEqualTo(code);
            if (t.searchable()) {
                assertThat(c.techniques()).as(code).contains(t);
            }
        }
    }

    @Test
    void theUsesAndUniquenessAreTheCataloguesOwn() {
        assertThat(Technique.forRating()).allMatch(t -> t.use() == Technique.Use.RATING);
        assertThat(Technique.byDefault()).noneMatch(Technique::onRequestOnly).doesNotContain(Technique.GUESS);
        assertThat(Technique.UNIQUE_RECTANGLE_1.uniqueness()).isTrue();
        assertThat(Technique.X_WING.uniqueness()).isFalse();
        assertThat(Technique.KRAKEN_FISH.onRequestOnly()).isTrue();
        assertThat(Technique.WXYZ_WING.rates()).isFalse();
        assertThat(Technique.implemented()).doesNotContain(Technique.GUESS).hasSize(Technique.values().length - 1);
    }
}
