package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.logic.internal.PencilMarkState;

/**
 * Almost locked sets as nodes of grouped chains: a chain enters a set by a weak link on one digit
 * and leaves it on another, the set being locked without the first. The state is top95 puzzle 11
 * ({@code 6..3.2....5.....1..........7.26............543.........8.15........4.2........7..}) after
 * 32 steps of the explainer.
 */
class AlsChainNodesTest {
    static final String STATE = ".....6...1.....7..1..4..789..3......1.....78..2...........5.......4..7.9......."
            + "89...4...89....5......34..789...4..789.....6789...4.6.89..34...8.1.........2.......1..4...89.2......"
            + ".1.34..789....5....1......891..4...89..34...89..3...7.......6.........7.....4......2............6.."
            + ".1.3....89....5....1......89..3.....9..3....891......8.1....6..91....6.8..2....7...23...7........7.9"
            + "..3..6..9....5.......4.......3...........6..9....5.......4...891......891..4...891....6.89.2........"
            + ".....7...2..............8......67.91............5......3..67.9...4....9..34.6..9..3.....9....5...91"
            + ".3..67..1....67.9......789...4.......3..6789.2.........3..6.891...5.......45...91.3..6...1..4.6..9.2"
            + ".....89.2...6.89..3..6.89......7....3..6.891...5....";
    static final String SOLUTION = "614382579953764812827591436742635198168279354395418627286157943579843261431926785";

    @Test
    void aChainThroughAnAlmostLockedSetRemovesOneFromD5() {
        Candidates state = PencilMarkState.parse(STATE).state();
        Geometry g = state.geometry();
        Step step = Finders.of(Technique.GROUPED_AIC).all(state).stream()
                .filter(s -> s.eliminations().equals(List.of(new Candidate(g.parseCell("D5"), 1))))
                .findFirst().orElseThrow();
        List<Integer> set = Stream.of("A5", "C5", "F5").map(g::parseCell).toList();
        assertThat(step.links()).anyMatch(l -> l.strong() && l.fromCells().equals(set) && l.toCells().equals(set)
                && l.from().digit() == 7 && l.to().digit() == 1);
        String text = Said.english(step);
        assertThat(text).contains("the almost locked set A5, C5 and F5 (1, 7, 8 and 9) is locked")
                .endsWith("Chain: (3)D5=(7)ALS:E6,F4,F5,F6-(7)G6=(7)G3-(7)H2=(7)A2-(7=1)A5,C5,F5.");
        // the set that makes D5's strong link is named, so the independent check reads it
        assertThat(PrintedChains.problems(state, text)).isEmpty();
        assertThat(PrintedChains.problems(state, text.replace("ALS:E6,F4,F5,F6", "ALS:E6,F4,F5"))).isNotEmpty();
    }

    @Test
    void everyGroupedChainAndLoopAgreesWithTheSolution() {
        assertThat(groupedChainsAgreeingWith(PencilMarkState.parse(STATE).state(), SOLUTION)).isNotEmpty();
    }

    /** Every grouped chain and loop of {@code state}, each checked against {@code solution}. */
    static List<Step> groupedChainsAgreeingWith(Candidates state, String solution) {
        List<Step> found = new java.util.ArrayList<>();
        for (Technique t : List.of(Technique.GROUPED_AIC, Technique.DISCONTINUOUS_NICE_LOOP,
                Technique.CONTINUOUS_NICE_LOOP)) {
            for (Step s : Finders.of(t).all(state)) {
                found.add(s);
                assertThat(s.eliminations()).as(() -> Said.english(s))
                        .noneMatch(e -> solution.charAt(e.cell()) - '0' == e.digit());
                assertThat(s.placements()).as(() -> Said.english(s))
                        .allMatch(p -> solution.charAt(p.cell()) - '0' == p.digit());
            }
        }
        return found;
    }
}
