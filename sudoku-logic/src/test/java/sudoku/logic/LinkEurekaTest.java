package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;

/**
 * How a chain through an almost locked set is written: the set is named with all its cells, on
 * the side of the link that is the set's digit, whichever way the link runs.
 */
class LinkEurekaTest {
    private static final Geometry G = Geometry.CLASSIC;

    private static int cell(String name) {
        return G.parseCell(name);
    }

    private static Candidate c(String name, int digit) {
        return new Candidate(cell(name), digit);
    }

    private static List<Integer> cells(String... names) {
        return java.util.Arrays.stream(names).map(LinkEurekaTest::cell).toList();
    }

    @Test
    void aSetLackingTheDigitLeavesTheCellOnlyThatDigit() {
        List<Link> chain = List.of(
                new Link(c("E6", 7), c("E5", 7), true),
                new Link(c("E5", 7), c("C5", 7), false, cells("E5"), cells("C5", "G5"), 0),
                new Link(c("C5", 7), c("B4", 7), true, cells("C5", "G5"), cells("B4"), 0, List.of(), cells("A5", "C5", "G5")),
                new Link(c("B4", 7), c("B3", 7), false));
        assertThat(Link.eureka(G, chain)).isEqualTo("(7)E6=(7)E5-(7)ALS:A5,C5,G5=(7)B4-(7)B3");
    }

    @Test
    void aCellLackingTheDigitLeavesItToTheSet() {
        List<Link> chain = List.of(
                new Link(c("C1", 3), c("C2", 3), false),
                new Link(c("C2", 3), c("B1", 3), true, cells("C2"), cells("B1", "B3"), 0, List.of(), cells("B1", "B3", "B7")),
                new Link(c("B1", 3), c("E1", 3), false, cells("B1", "B3"), cells("E1"), 0));
        assertThat(Link.eureka(G, chain)).isEqualTo("(3)C1-(3)C2=(3)ALS:B1,B3,B7-(3)E1");
    }

    @Test
    void aGroupIsNoSet() {
        List<Link> chain = List.of(
                new Link(c("E5", 7), c("C5", 7), false, cells("E5"), cells("C5", "G5"), 0),
                new Link(c("C5", 7), c("C1", 7), true, cells("C5", "G5"), cells("C1"), 0));
        assertThat(Link.eureka(G, chain)).isEqualTo("(7)E5-(7)C5,G5=(7)C1");
    }
}
