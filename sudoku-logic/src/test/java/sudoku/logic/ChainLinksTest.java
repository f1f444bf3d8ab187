package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;

/**
 * Chains a person can check: every chain and forcing step lists its links (cells, digit, strong or
 * weak), groups with all their cells, a link from one digit to another within one cell or one
 * almost locked set (all its cells, in one unit), and the text never elides a part of the chain.
 */
class ChainLinksTest {
    static final List<String> HARD = List.of(
            "98.7..6..5...8..7...7..6...4....3..2..8.9.7.....4......1.2...3...5.6.9..........1",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....");
    static final Set<Technique> CHAINS = EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC,
            Technique.GROUPED_AIC, Technique.DISCONTINUOUS_NICE_LOOP, Technique.CELL_FORCING_CHAIN,
            Technique.UNIT_FORCING_CHAIN, Technique.FORCING_CHAIN_CONTRADICTION, Technique.NESTED_FORCING_CHAIN);

    @Test
    void everyChainStepListsCheckableLinksAndElidesNothing() {
        int chainSteps = 0;
        for (String line : HARD) {
            Grid puzzle = Grid.parse(line);
            Geometry g = puzzle.geometry();
            for (Step s : new Explainer().explain(puzzle).steps()) {
                assertThat(Said.english(s)).as(() -> Said.english(s)).doesNotContain("…").doesNotContain("...")
                        .doesNotContainPattern("\\d+ more");
                if (!CHAINS.contains(s.technique())) {
                    continue;
                }
                chainSteps++;
                if (s.technique() != Technique.NESTED_FORCING_CHAIN) {
                    assertThat(s.links()).as(() -> Said.english(s)).isNotEmpty();
                    assertThat(Said.english(s)).as(() -> Said.english(s)).containsPattern("\\(\\d\\)[A-I]\\d[=-]\\(\\d\\)");
                }
                for (Link l : s.links()) {
                    assertThat(l.fromCells()).contains(l.from().cell());
                    assertThat(l.toCells()).contains(l.to().cell());
                    if (l.fromCells().equals(l.toCells())) {
                        assertThat(l.from().digit()).as(() -> Said.english(s)).isNotEqualTo(l.to().digit());
                        assertThat(shareAUnit(g, l.fromCells(), l.toCells())).as(() -> Said.english(s) + " " + l).isTrue();
                    } else if (!setLink(l)) {
                        assertThat(l.from().digit()).as(() -> Said.english(s)).isEqualTo(l.to().digit());
                        assertThat(shareAUnit(g, l.fromCells(), l.toCells())).as(() -> Said.english(s) + " " + l).isTrue();
                    } else {
                        // through a named set, (2)B3=(9)ALS:D3,F3,G3: the digits may differ
                        assertThat(Said.english(s)).contains("ALS:");
                        assertThat(shareAUnit(g, l.fromCells(), l.toCells())).as(() -> Said.english(s) + " " + l).isTrue();
                    }
                }
            }
        }
        assertThat(chainSteps).isPositive();
    }

    /** A strong link between a digit of an almost locked set and another digit of one cell outside it. */
    private static boolean setLink(Link l) {
        return l.strong() && l.from().digit() != l.to().digit()
                && (l.fromCells().size() == 1) != (l.toCells().size() == 1);
    }

    private static boolean shareAUnit(Geometry g, List<Integer> a, List<Integer> b) {
        for (int[] unit : g.units()) {
            boolean all = true;
            for (int c : a) {
                all &= contains(unit, c);
            }
            for (int c : b) {
                all &= contains(unit, c);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] unit, int cell) {
        for (int c : unit) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
