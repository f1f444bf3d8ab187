package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;
import sudoku.logic.solve.internal.Explainer;

/**
 * The English sentences do not change by accident: every step every regression case finds (in
 * both cell notations), and
 * every step of the explained paths of a sample of puzzles (easy to extreme, variants), is said
 * exactly as recorded in {@code golden/texts-en.txt.gz}. A deliberate change of wording records
 * the new sentences with {@code -Dgolden.write=true} and shows in the review as a changed file.
 * This test compares the regression cases' sentences; {@link EnglishTextsIT} (in {@code mvn
 * verify}) compares every line, the explained paths too.
 */
class EnglishTextsTest {
    private static final String GOLDEN = "/golden/texts-en.txt.gz";

    /** The puzzles whose explained paths are recorded: every n-th of mixed collections. */
    static List<Grid> explained() {
        List<Grid> out = new ArrayList<>();
        out.addAll(DataSets.sample("easy50.txt", 10));
        out.addAll(DataSets.sample("top95.txt", 4));
        out.addAll(DataSets.sample("hardest.txt", 1));
        out.addAll(DataSets.sample("x_sudoq.txt", 12));
        out.addAll(DataSets.sample("windoku_sudoq.txt", 12));
        out.addAll(DataSets.sample("jigsaw_janko.txt", 16));
        out.addAll(DataSets.sample("killer_krazydad.txt", 12));
        return out;
    }

    /** The regression cases' sentences, one per line, each after the case it belongs to. */
    static List<String> reglibSentences() throws IOException {
        List<String> out = new ArrayList<>();
        for (ReglibTest.Case c : ReglibTest.cases()) {
            for (Step s : ReglibTest.steps(c)) {
                out.add("reglib " + c.line() + " " + c.technique() + "\t" + StepTexts.of(c.grid().geometry(), s, Lang.EN));
                out.add("reglib-rc " + c.line() + " " + c.technique() + "\t"
                        + StepTexts.of(c.grid().geometry(), s, Lang.EN, Notation.RC));
            }
        }
        return out;
    }

    /** Every sentence, one per line, each after the case or puzzle it belongs to. */
    static List<String> sentences() throws IOException {
        List<String> out = reglibSentences();
        for (Grid g : explained()) {
            Explanation e = new Explainer().explain(g);
            String id = g.toString().replace('\n', '/');
            for (Step s : e.steps()) {
                out.add("path " + id + "\t" + StepTexts.of(g.geometry(), s, Lang.EN));
            }
        }
        return out;
    }

    /** The recorded lines; with {@code -Dgolden.write=true}, first records every sentence as it is now. */
    static List<String> recorded() throws IOException {
        if (Boolean.getBoolean("golden.write")) {
            Path file = Path.of("src/test/resources" + GOLDEN);
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
                out.write((String.join("\n", sentences()) + "\n").getBytes(StandardCharsets.UTF_8));
            }
            try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
                return lines(in);
            }
        }
        try (InputStream in = new GZIPInputStream(EnglishTextsTest.class.getResourceAsStream(GOLDEN))) {
            return lines(in);
        }
    }

    private static List<String> lines(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        in.transferTo(bytes);
        return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
    }

    /** Line by line, so a failure names the first sentence that changed. */
    static void sameLines(List<String> now, List<String> recorded) {
        for (int i = 0; i < Math.min(now.size(), recorded.size()); i++) {
            assertThat(now.get(i)).as("sentence %d", i + 1).isEqualTo(recorded.get(i));
        }
        assertThat(now).hasSameSizeAs(recorded);
    }

    @Test
    void everyRegressionCaseSentenceIsAsRecorded() throws IOException {
        List<String> recorded = recorded().stream().filter(l -> l.startsWith("reglib")).toList();
        assertThat(recorded).isNotEmpty();
        sameLines(reglibSentences(), recorded);
    }
}
