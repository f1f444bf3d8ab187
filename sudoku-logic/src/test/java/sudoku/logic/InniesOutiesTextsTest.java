package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * The outies of a group of units, as a reader checks them by hand: the group's total, the cages
 * wholly inside, hence its innies; the cages that stick out, hence the outies. Each sentence gives
 * every number of that reckoning, in English, Spanish and Chinese, and they add up: the group adds
 * up to 45 a unit, the innies to the group less the cages inside, the outies to the cages sticking
 * out less the innies. (The innies' total was once stated bare, as if known, though nothing said
 * why.) The steps are those found on the starting candidates of killer puzzles of data/.
 */
class InniesOutiesTextsTest {
    private static final String OUTIE = "(?:la celda exterior|las celdas exteriores|the outies?) [^;]*?";
    /** The group, the cages inside, the innies, the cages sticking out, the outies: groups 1 to 5. */
    private static final Map<Lang, Pattern> RECKONING = Map.of(
            Lang.EN, Pattern.compile("adds? up to (\\d+) and the cages wholly inside to (\\d+), so the innies add up to "
                    + "(\\d+); the cages that stick out of (?:it|them) add up to (\\d+), so " + OUTIE
                    + "(?:is|add up to) (\\d+)"),
            Lang.ES, Pattern.compile("suman? (\\d+) y las jaulas que quedan enteras dentro suman (\\d+), así que sus "
                    + "celdas interiores suman (\\d+); las jaulas que sobresalen de ellas? suman (\\d+) \\(regla del 45\\), "
                    + "así que " + OUTIE + "(?:vale|suman) (\\d+)"),
            Lang.ZH, Pattern.compile("之和为(\\d+)，完全在内的笼子之和为(\\d+)，所以内格之和为(\\d+)；伸出的笼子之和为(\\d+)"
                    + "（45法则），所以外格[^；]*?(?:之和为|为)(\\d+)"));

    @Test
    void everyOutiesSentenceGivesTheWholeReckoningInEveryLanguage() {
        List<Grid> puzzles = DataSets.sample("killer_krazydad.txt", 4);
        List<String> wrong = new ArrayList<>();
        int outies = 0;
        for (Grid puzzle : puzzles) {
            Geometry g = puzzle.geometry();
            for (Step s : Finders.of(Technique.INNIES_OUTIES).all(Candidates.of(puzzle))) {
                if (!(s.evidence() instanceof KillerEvidence.CageCombinations c)
                        || c.sum().kind() != KillerEvidence.SumKind.OUTIES) {
                    continue;
                }
                outies++;
                for (Lang lang : Lang.values()) {
                    String text = StepTexts.of(g, s, lang);
                    Matcher m = RECKONING.get(lang).matcher(text);
                    if (!m.find()) {
                        wrong.add(lang + " lacks the reckoning: " + text);
                        continue;
                    }
                    int group = Integer.parseInt(m.group(1));
                    int inside = Integer.parseInt(m.group(2));
                    int innies = Integer.parseInt(m.group(3));
                    int sticking = Integer.parseInt(m.group(4));
                    int outie = Integer.parseInt(m.group(5));
                    if (group != 45 * c.sum().units().size() || group - inside != innies || sticking - innies != outie
                            || outie != c.sum().sum()) {
                        wrong.add(lang + " does not add up: " + text);
                    }
                }
            }
        }
        assertThat(outies).as("outies steps read").isGreaterThan(10);
        assertThat(wrong).isEmpty();
    }
}
