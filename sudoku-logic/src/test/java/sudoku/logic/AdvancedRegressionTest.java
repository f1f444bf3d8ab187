package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The hand-checked cases of the advanced techniques ({@code reglib-advanced.txt}), one line each. */
class AdvancedRegressionTest {
    static Stream<String> lines() throws IOException {
        try (InputStream in = AdvancedRegressionTest.class.getResourceAsStream("/reglib-advanced.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList().stream();
        }
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("lines")
    void theTechniqueFindsTheStep(String line) {
        RegressionCase c = RegressionCase.parse(line);
        StepFinder finder = Techniques.all().stream().filter(f -> f.technique() == c.technique()).findFirst()
                .orElseThrow(() -> new AssertionError("no finder for " + c.technique()));
        List<Step> steps = finder.all(c.state());
        assertThat(steps).as("steps of %s", c.technique()).isNotEmpty();
        assertThat(steps).as("a step with exactly the expected effect")
                .anySatisfy(s -> {
                    assertThat(s.eliminations()).isEqualTo(c.eliminations());
                    assertThat(s.placements()).isEqualTo(c.placements());
                });
        Candidates before = c.state().copy();
        for (Step s : steps) {
            assertThat(s.technique()).isEqualTo(c.technique());
            assertThat(s.changes(c.state())).as(s.text()).isTrue();
            assertThat(s.text()).isNotBlank();
        }
        assertThat(c.state()).as("finders never change the state").isEqualTo(before);
    }
}
