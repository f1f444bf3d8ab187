package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/** {@link Notation}: sentences said in it name cells {@code r3c1} and rows by number, nothing else changes. */
class NotationTest {
    private static final Geometry G = Geometry.CLASSIC;
    /** A puzzle whose explanation has grouped chains, an aligned pair exclusion and a forcing chain. */
    private static final String CHAINS = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";
    private static final Pattern RC_CELL = Pattern.compile("(?<![A-Za-z0-9])r([1-9])c([1-9])(?![0-9])");
    /** A node of a chain in Eureka notation: {@code (5)r3c1}, {@code (4)r5c5,r5c6} or {@code (7)ALS:r5c6,r6c4}; group 1 its cells. */
    private static final Pattern EUREKA_NODE = Pattern.compile("\\([0-9](?:=[0-9])?\\)(?:ALS:)?((?:r[1-9]c[1-9],?)+)");
    private static final Pattern OUR_CELL = Pattern.compile("(?<![A-Za-z0-9])[A-I][1-9](?![0-9A-Za-z])");

    static Stream<Arguments> languages() {
        return Stream.of(Lang.values()).map(Arguments::of);
    }

    /**
     * Every step of an explanation with chains, said in r3c1 notation, names no cell our way, and
     * naming its cells and rows our way again gives back the sentence said in our notation exactly, so nothing is lost; the
     * cells of its chains read back to the links' cells.
     */
    @ParameterizedTest
    @MethodSource("languages")
    void everyStepReadsTheSameInEitherNotation(Lang lang) {
        Grid puzzle = Grid.parse(CHAINS);
        Explanation e = new Explainer().explain(puzzle);
        int chains = 0;
        for (Step s : e.steps()) {
            String ours = StepTexts.of(G, s, lang);
            String rc = StepTexts.of(G, s, lang, Notation.RC);
            assertThat(OUR_CELL.matcher(rc).find()).as(rc).isFalse();
            // Spanish's "y"/"e" and "o"/"u" follow the sound of the next word, which the notation changes
            assertThat(sameConjunctions(back(rc))).isEqualTo(sameConjunctions(ours));
            if (!s.links().isEmpty()) {
                chains++;
                List<Integer> named = new ArrayList<>();
                Matcher node = EUREKA_NODE.matcher(rc);
                while (node.find()) {
                    for (String cell : node.group(1).split(",")) {
                        named.add(G.parseCell(cell));
                    }
                }
                List<Integer> linked = new ArrayList<>();
                for (Link l : s.links()) {
                    linked.addAll(l.fromCells());
                    linked.addAll(l.toCells());
                }
                assertThat(linked).containsAll(named);
                assertThat(named).containsAll(linked);
            }
        }
        assertThat(chains).isPositive();
    }

    /** Spanish's conjunctions in one form: "e" as "y", "u" as "o". */
    private static String sameConjunctions(String text) {
        return text.replace(" e ", " y ").replace(" u ", " o ");
    }

    /** Cells and rows of an r3c1 text named our way. */
    private static String back(String rc) {
        Matcher m = RC_CELL.matcher(rc);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, (char) ('A' + Integer.parseInt(m.group(1)) - 1) + m.group(2));
        }
        m.appendTail(sb);
        String s = sb.toString();
        // one row after the singular, a list after the plural
        Matcher rows = Pattern.compile("(row |fila )([1-9])|(rows |filas )([1-9](?:(?:, | and | or | y | o )[1-9])*)")
                .matcher(s);
        sb = new StringBuilder();
        while (rows.find()) {
            String word = rows.group(1) != null ? rows.group(1) : rows.group(3);
            String numbers = rows.group(1) != null ? rows.group(2) : rows.group(4);
            String l = letters(numbers);
            rows.appendReplacement(sb, Matcher.quoteReplacement(word + l));
        }
        rows.appendTail(sb);
        Matcher zh = Pattern.compile("([1-9](?:[、和或][1-9])*)行").matcher(sb.toString());
        StringBuilder out = new StringBuilder();
        while (zh.find()) {
            String l = letters(zh.group(1));
            zh.appendReplacement(out, Matcher.quoteReplacement(l + "行"));
        }
        zh.appendTail(out);
        return out.toString();
    }

    /** Every row number 1..9 in a list written as its letter. */
    private static String letters(String numbers) {
        return Pattern.compile("[1-9]").matcher(numbers).replaceAll(d -> String.valueOf((char) ('A' + d.group().charAt(0) - '1')));
    }
}
