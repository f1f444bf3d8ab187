package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.generate.internal.Minimizer;
import sudoku.generate.Symmetry;
import sudoku.solve.internal.TeachingSolver;

class GenerateCommandTest {
    @Test
    void sameSeedSamePuzzlesWhateverTheThreads() {
        Cli one = Cli.run("generate", "-n", "12", "--seed", "42", "--symmetry", "rot180");
        Cli two = Cli.run("generate", "-n", "12", "--seed", "42", "--symmetry", "rot180", "--threads", "2");
        assertThat(one.exitCode()).isZero();
        assertThat(one.lines()).hasSize(12).doesNotHaveDuplicates();
        assertThat(two.out()).isEqualTo(one.out());
        for (String line : one.lines()) {
            Grid puzzle = Grid.parse(line);
            assertThat(new TeachingSolver().isUnique(puzzle)).isTrue();
            assertThat(Symmetry.ROT180.holds(puzzle)).isTrue();
        }
    }

    @Test
    void statsGiveEachWorkersCpuAndTheWritingThreads() {
        Cli run = Cli.run("generate", "-n", "1005", "--related", "--seed", "3", "--threads", "2", "--stats");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(1005);
        assertThat(run.err()).containsPattern("generate: CPU: workers [0-9.]+ s \\([0-9.]+( \\+ [0-9.]+)?\\), reading and"
                + " writing thread [0-9.]+ s");
    }

    @Test
    void relatedPuzzlesAreUniqueMinimalAndTheSameWhateverTheThreads() {
        Cli one = Cli.run("generate", "-n", "15", "--related", "--seed", "8");
        Cli two = Cli.run("generate", "-n", "15", "--related", "--seed", "8", "--threads", "2");
        assertThat(one.exitCode()).isZero();
        assertThat(one.lines()).hasSize(15).doesNotHaveDuplicates();
        assertThat(two.out()).isEqualTo(one.out());
        Minimizer minimizer = new Minimizer();
        for (String line : one.lines()) {
            assertThat(minimizer.isMinimal(Grid.parse(line))).as(line).isTrue();
        }
        assertThat(Cli.run("generate", "--help").out()).contains("--related");
    }

    @Test
    void jsonlCarriesPuzzleSolutionCluesAndSeed() throws Exception {
        Cli run = Cli.run("generate", "-n", "3", "--seed", "5", "--minimal", "--clues", "20-30",
                "--format", "jsonl");
        assertThat(run.exitCode()).isZero();
        for (String line : run.lines()) {
            JsonNode node = Json.MAPPER.readTree(line);
            Grid puzzle = Grid.parse(node.get("puzzle").asText());
            Grid solution = Grid.parse(node.get("solution").asText());
            assertThat(solution.isSolutionOf(puzzle)).isTrue();
            assertThat(node.get("clues").asInt()).isEqualTo(puzzle.clueCount()).isBetween(20, 30);
            assertThat(new Minimizer().isMinimal(puzzle)).isTrue();
            // the per-puzzle seed regenerates the puzzle on its own
            Cli again = Cli.run("generate", "--seed", node.get("seed").asText(), "--minimal", "--clues", "20-30");
            assertThat(again.out().trim()).isEqualTo(puzzle.toLine());
        }
    }

    @Test
    void levelAndTechniqueTargetsReachJsonl() throws Exception {
        Cli run = Cli.run("generate", "-n", "2", "--level", "hard", "--needs", "x-wing", "--seed", "3",
                "--format", "jsonl");
        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String line : run.lines()) {
            JsonNode node = Json.MAPPER.readTree(line);
            assertThat(node.get("level").asText()).isEqualTo("hard");
            assertThat(node.get("rating").asDouble()).isBetween(2.9, 4.4);
            assertThat(node.get("hardest").asText()).isNotBlank();
        }
        assertThat(Cli.run("generate", "--level", "impossible").err()).contains("unknown level 'impossible'");
        // a technique the rater does not search for yet (if any is left) cannot be needed
        java.util.Arrays.stream(sudoku.logic.Technique.values())
                .filter(t -> t != sudoku.logic.Technique.GUESS && !sudoku.logic.Technique.implemented().contains(t))
                .findFirst()
                .ifPresent(t -> assertThat(Cli.run("generate", "--needs", t.name(), "--timeout", "5").err())
                        .contains("does not look for"));
        assertThat(Cli.run("generate", "--needs", "xy-wing", "--max-technique", "x-wing").exitCode())
                .isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void otherSizesAndGridFormat() {
        Cli run = Cli.run("generate", "--size", "6", "--seed", "1", "--format", "grid");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Puzzle 1 (").contains("seed 1)").contains("---+---");
        Cli boxed = Cli.run("generate", "--size", "2x2", "--seed", "1");
        assertThat(Grid.parse(boxed.out().trim()).geometry().side()).isEqualTo(4);
    }

    @Test
    void impossibleTargetStopsAtTheTimeoutWithAClearMessage() {
        Cli run = Cli.run("generate", "-n", "2", "--clues", "5-8", "--seed", "1", "--timeout", "0.5");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("timeout").contains("0 of 2").contains("rare, impossible").contains("5-8 clues");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThat(Cli.run("generate", "--symmetry", "spiral").err()).contains("unknown symmetry 'spiral'");
        assertThat(Cli.run("generate", "--clues", "30-20").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("generate", "--size", "banana").err()).contains("--size");
        assertThat(Cli.run("generate", "-n", "0").exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void minimizeLeavesOnlyNeededClues() {
        String puzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        Cli run = Cli.run("minimize", puzzle, "--format", "line");
        assertThat(run.exitCode()).isZero();
        Grid min = Grid.parse(run.out().trim());
        assertThat(min.clueCount()).isLessThan(32);
        assertThat(new Minimizer().isMinimal(min)).isTrue();
        assertThat(Grid.parse(puzzle).extendsPuzzle(min)).isTrue();
        Cli empty = Cli.run("minimize", ".".repeat(81));
        assertThat(empty.exitCode()).isEqualTo(ExitCodes.MULTIPLE);
        assertThat(empty.err()).contains("more than one solution");
    }
}
