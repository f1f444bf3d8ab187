package sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.generate.internal.GeneratedPuzzle;
import sudoku.generate.internal.Generator;
import sudoku.generate.internal.IndependentCounter;
import sudoku.logic.Level;
import sudoku.logic.LogicOptions;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;
import sudoku.logic.Technique;

/** Difficulty targets over fixed seeds, each result re-rated by a full rater of its own. */
class DifficultyTargetTest {
    private final Generator generator = new Generator();
    private final Rater rater = new Rater();

    /** A level or a rating range means what 'sudoku rate' says; a target naming techniques may name one SE lacks. */
    @Test
    void targetsNamingTechniquesAreJudgedWithEveryTechnique() {
        assertThat(DifficultyTarget.of(Level.EXPERT).techniques()).isEqualTo(LogicOptions.rating());
        assertThat(DifficultyTarget.ANY.withRating(5, 7).techniques()).isEqualTo(LogicOptions.rating());
        assertThat(DifficultyTarget.ANY.withNeeds(Technique.SKYSCRAPER).techniques()).isEqualTo(LogicOptions.defaults());
        assertThat(DifficultyTarget.ANY.withMaxTechnique(Technique.X_WING).techniques()).isEqualTo(LogicOptions.defaults());
    }

    private Rating generateAndRate(GeneratorOptions options, long seed) {
        GeneratedPuzzle p = generator.generate(options, new SplittableRandom(seed)).orElseThrow();
        assertThat(IndependentCounter.count(p.puzzle(), 2)).isEqualTo(1);
        Rating full = new Rater(options.difficulty().techniques()).rate(p.puzzle(), true);
        assertThat(p.rating()).as("the generator's rating is the full rater's").isNotNull();
        assertThat(p.rating().value()).isEqualTo(full.value());
        assertThat(p.rating().hardest()).isEqualTo(full.hardest());
        return full;
    }

    @ParameterizedTest(name = "seed {0}, {1}")
    @CsvSource({"1, EASY", "2, MEDIUM", "3, HARD", "4, HARD", "5, EXPERT", "6, EXTREME"})
    void levelTargetsGiveThatLevel(long seed, Level level) {
        GeneratorOptions options = GeneratorOptions.builder().level(level).symmetry(Symmetry.ROT180).build();
        assertThat(generateAndRate(options, seed).level()).isEqualTo(level);
    }

    @ParameterizedTest(name = "seed {0}, {1}-{2}")
    @CsvSource({"11, 2.0, 3.0", "12, 3.0, 4.5", "13, 5.0, 7.0"})
    void ratingRangesHold(long seed, double min, double max) {
        GeneratorOptions options = GeneratorOptions.builder().rating(min, max).build();
        assertThat(generateAndRate(options, seed).value()).isBetween(min, max);
    }

    @ParameterizedTest(name = "seed {0}, needs {1}, nothing harder than {2}")
    @CsvSource({"21, X_WING, X_WING", "22, XY_WING, XY_WING", "23, NAKED_PAIR, NAKED_PAIR", "24, SKYSCRAPER, W_WING"})
    void techniqueTargetsHold(long seed, Technique needs, Technique max) {
        GeneratorOptions options = GeneratorOptions.builder().needs(needs).maxTechnique(max).build();
        Rating r = generateAndRate(options, seed);
        assertThat(r.counts()).containsKey(needs);
        assertThat(r.guessed()).isFalse();
        assertThat(r.counts().keySet()).allMatch(t -> t.difficulty() <= max.difficulty());
    }

    @Test
    void acceptsChecksEveryPart() {
        Rating r = rater.rate(sudoku.core.Grid.parse(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."), true);
        assertThat(DifficultyTarget.ANY.accepts(r)).isTrue();
        assertThat(DifficultyTarget.of(r.level()).accepts(r)).isTrue();
        assertThat(DifficultyTarget.of(Level.EXTREME).accepts(r)).isFalse();
        assertThat(DifficultyTarget.ANY.withRating(r.value() + 0.1, 11).accepts(r)).isFalse();
        assertThat(DifficultyTarget.ANY.withNeeds(Technique.X_WING).accepts(r)).isFalse();
        assertThat(DifficultyTarget.ANY.withMaxTechnique(r.hardest()).accepts(r)).isTrue();
        assertThatThrownBy(() -> DifficultyTarget.ANY.withRating(5, 4)).hasMessageContaining("5.0-4.0");
        assertThatThrownBy(() -> DifficultyTarget.ANY.withNeeds(Technique.XY_WING).withMaxTechnique(Technique.X_WING))
                .hasMessageContaining("XY-Wing");
        assertThat(DifficultyTarget.of(Level.HARD).withNeeds(Technique.X_WING).describe())
                .isEqualTo("level hard, needing X-Wing");
    }
}
