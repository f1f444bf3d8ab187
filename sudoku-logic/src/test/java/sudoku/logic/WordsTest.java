package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.internal.Words;

class WordsTest {
    @Test
    void articlesFollowHowTheNameIsSpoken() {
        assertThat(Words.article("XY-Chain")).isEqualTo("an");
        assertThat(Words.article("X-Wing")).isEqualTo("an");
        assertThat(Words.article("Almost Locked Set XZ-Rule")).isEqualTo("an");
        assertThat(Words.article("Alternating Inference Chain")).isEqualTo("an");
        assertThat(Words.article("Empty Rectangle")).isEqualTo("an");
        assertThat(Words.article("Uniqueness Test 1")).isEqualTo("a");
        assertThat(Words.article("W-Wing")).isEqualTo("a");
        assertThat(Words.article("Hidden Single")).isEqualTo("a");
        assertThat(Words.article("2-String Kite")).isEqualTo("a");
        assertThat(Words.article("Skyscraper")).isEqualTo("a");
    }

    @Test
    void eliminationsFromOneCellAreSaidTogether() {
        Geometry g = Geometry.CLASSIC;
        int c5 = g.parseCell("C5");
        assertThat(Names.of(g, Lang.EN, Notation.CELL).eliminations(List.of(new Candidate(c5, 4), new Candidate(c5, 8))))
                .isEqualTo("4 and 8 from C5");
        int a4 = g.parseCell("A4");
        assertThat(Names.of(g, Lang.EN, Notation.CELL).eliminations(List.of(new Candidate(a4, 5), new Candidate(c5, 5), new Candidate(c5, 6))))
                .isEqualTo("5 from A4 and C5, 6 from C5");
    }
}
