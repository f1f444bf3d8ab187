package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.PuzzleMaker;

/** {@code sudoku scan} on screenshots drawn here: the puzzle in each output form, errors named per file. */
class ScanCommandTest {
    @Test
    void aScreenshotIsPrintedInEveryForm(@TempDir Path dir) throws IOException {
        SplittableRandom r = new SplittableRandom(31);
        Grid puzzle = PuzzleMaker.make(r, 27);
        Path shot = dir.resolve("shot.png");
        Files.write(shot, Degrade.png(BoardRenderer.screenshot(puzzle, BoardStyle.pageDark(), 360, r)));

        Cli line = Cli.run("scan", "--format", "line", shot.toString());
        assertThat(line.exitCode()).as(line.err()).isZero();
        assertThat(line.out().trim()).isEqualTo(puzzle.toLine());

        Cli grid = Cli.run("scan", shot.toString());
        assertThat(grid.out()).isEqualTo(sudoku.core.GridFormat.display(puzzle));

        Cli json = Cli.run("scan", "--format", "json", shot.toString());
        JsonNode doc = new ObjectMapper().readTree(json.out());
        assertThat(doc.get("image").asText()).endsWith("shot.png");
        assertThat(doc.get("puzzle").asText()).isEqualTo(puzzle.toLine());
        assertThat(doc.get("cells")).hasSize(81);
        assertThat(doc.get("cells").get(40).get("confidence").asDouble()).isBetween(0.0, 1.0);
    }

    @Test
    void aFileThatIsNotAPictureIsNamedAndTheOthersStillRead(@TempDir Path dir) throws IOException {
        SplittableRandom r = new SplittableRandom(32);
        Grid puzzle = PuzzleMaker.make(r, 27);
        Path shot = dir.resolve("good.png");
        Files.write(shot, Degrade.png(BoardRenderer.screenshot(puzzle, BoardStyle.newspaper(), 360, r)));
        Path text = Files.writeString(dir.resolve("notes.jpg"), "shopping list");
        Cli run = Cli.run("scan", "--format", "line", text.toString(), shot.toString(), dir.resolve("missing.png").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(run.err()).contains("notes.jpg: not a PNG or JPEG image").contains("missing.png: cannot read");
        assertThat(run.out().trim()).isEqualTo(puzzle.toLine());
    }
}
