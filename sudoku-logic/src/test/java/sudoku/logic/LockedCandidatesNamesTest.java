package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Geometry.UnitKind;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Chinese names a block (区块) by the unit the digit is locked in: 宫区块 in a box, 行列区块 in a row
 * or a column. On variant boards the digit may be locked in a diagonal, a window or a jigsaw region,
 * and the step's name says that unit (对角线区块, 窗口区块, 区域区块), never 行列区块 for a diagonal
 * nor 宫区块 for a window. English and Spanish keep the technique's own name, which fits any unit.
 * The English sentence says the digit's places are "both" in the other unit when there are two.
 * The steps are those found on the starting candidates of the X, Windoku and jigsaw puzzles of data/.
 */
class LockedCandidatesNamesTest {
    private static final Map<UnitKind, String> BLOCK = Map.of(UnitKind.BOX, "宫区块", UnitKind.ROW, "行列区块",
            UnitKind.COLUMN, "行列区块", UnitKind.DIAGONAL, "对角线区块", UnitKind.WINDOW, "窗口区块",
            UnitKind.REGION, "区域区块");

    @Test
    void chineseNamesEachBlockByTheUnitTheDigitIsLockedIn() {
        List<Grid> puzzles = new ArrayList<>();
        puzzles.addAll(DataSets.sample("x_sudoq.txt", 1));
        puzzles.addAll(DataSets.sample("windoku_sudoq.txt", 1));
        puzzles.addAll(DataSets.sample("jigsaw_janko.txt", 1));
        Set<UnitKind> met = EnumSet.noneOf(UnitKind.class);
        List<String> wrong = new ArrayList<>();
        for (Grid puzzle : puzzles) {
            Geometry g = puzzle.geometry();
            Candidates state = Candidates.of(puzzle);
            for (Technique t : List.of(Technique.POINTING, Technique.CLAIMING, Technique.DIRECT_POINTING,
                    Technique.DIRECT_CLAIMING)) {
                for (Step s : Finders.of(t).all(state)) {
                    Evidence e = s.evidence() instanceof SubsetEvidence.Direct d ? d.base().evidence() : s.evidence();
                    UnitKind from = g.kind(((SubsetEvidence.LockedCandidates) e).unit());
                    met.add(from);
                    String zh = StepTexts.name(g, s, Lang.ZH);
                    if (!zh.endsWith("（" + BLOCK.get(from) + "）")) {
                        wrong.add(from + ": " + zh + " for " + StepTexts.of(g, s, Lang.ZH));
                    }
                    int places = s.evidence() instanceof SubsetEvidence.Direct d ? d.base().cells().size() : s.cells().size();
                    assertThat(StepTexts.of(g, s, Lang.EN)).contains((places == 2 ? ", both in " : ", all in ")
                            + sudoku.logic.internal.Names.of(g, Lang.EN, sudoku.logic.internal.Notation.CELL).unit(
                                    ((SubsetEvidence.LockedCandidates) e).target()));
                    for (Lang lang : List.of(Lang.EN, Lang.ES)) {
                        assertThat(StepTexts.name(g, s, lang)).isEqualTo(Messages.of(lang).technique(t));
                    }
                }
            }
        }
        assertThat(met).as("units a digit was locked in").contains(UnitKind.DIAGONAL, UnitKind.WINDOW,
                UnitKind.REGION, UnitKind.BOX, UnitKind.ROW);
        assertThat(wrong).isEmpty();
    }
}
