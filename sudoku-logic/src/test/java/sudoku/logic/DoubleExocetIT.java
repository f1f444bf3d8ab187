package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;

/**
 * Double Exocet over three collections of hard puzzles: at every state a solver without forcing
 * chains reaches (the techniques up to the Exocets, 7.9), every step keeps the solution and the
 * state turned about its diagonal gives the same steps turned. Writes how many states, steps and
 * puzzles it fired in to {@code target/double-exocet.md}; {@code -Dsudoku.doubleExocet.every=N}
 * takes every N-th puzzle (every 24th by default, to keep CI short). With every puzzle: forum_hardest_1106 1,195 steps
 * in 173 of 375 puzzles (6,198 states), se_hardest 52 steps in 5 of 989 (5,058 states),
 * magictour_top1465 none in 47,597 states; every step right and turned.
 */
class DoubleExocetIT {
    @Test
    void everyStepKeepsTheSolutionAndTurnsWithTheGrid() throws IOException {
        int every = Integer.getInteger("sudoku.doubleExocet.every", 24);
        LogicOptions upToExocets = LogicOptions.defaults()
                .only(Technique.byDefault().stream().filter(x -> x.difficulty() <= 7.9).toList()).guessing(false);
        LogicSolver solver = new LogicSolver(upToExocets);
        List<String> lines = new ArrayList<>();
        lines.add("| collection | puzzles | states | steps | puzzles with a step | removals |");
        lines.add("|---|---|---|---|---|---|");
        int total = 0;
        for (String file : List.of("forum_hardest_1106.txt", "se_hardest.txt", "magictour_top1465.txt")) {
            int[] n = new int[5];
            for (Grid puzzle : puzzles(file, every)) {
                Solution s = Solution.of(puzzle);
                boolean[] fired = {false};
                n[0]++;
                PathChecker.eachState(solver, puzzle, state -> {
                    n[1]++;
                    List<Step> steps = Finders.of(Technique.DOUBLE_EXOCET).all(state);
                    for (Step step : steps) {
                        PathChecker.checkStep(puzzle, s, step);
                        assertThat(step.eliminations()).isNotEmpty();
                        n[2]++;
                        n[4] += step.eliminations().size();
                        fired[0] = true;
                    }
                    assertThat(TurnedStates.removals(Finders.of(Technique.DOUBLE_EXOCET).all(TurnedStates.turned(state))))
                            .as("the turned state's steps").isEqualTo(TurnedStates.turnedRemovals(steps));
                });
                n[3] += fired[0] ? 1 : 0;
            }
            total += n[2];
            lines.add("| " + file + " (every " + every + ") | " + n[0] + " | " + n[1] + " | " + n[2] + " | " + n[3]
                    + " | " + n[4] + " |");
        }
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/double-exocet.md"), lines);
        assertThat(total).as("Double Exocet steps over the collections").isPositive();
    }

    /**
     * On every 10th puzzle Sudoku Explainer rates 11 or more, the explanation with the Double
     * Exocet against the one without: every step keeps the solution; writes how many explanations
     * use it and how their hardest step changes to {@code target/double-exocet-se11.md}. Measured:
     * none of the 84 explanations takes a Double Exocet step (the Junior Exocets and the chains
     * come first), so no hardest step changes. {@code -Dsudoku.doubleExocet.se11every=N} takes
     * every N-th of them (every 4th by default, to keep CI short; 1 for all 84).
     */
    @Test
    void onTheHardestPuzzlesTheExplanationsStepsKeepTheSolution() throws IOException {
        LogicSolver with = new LogicSolver(LogicOptions.defaults());
        LogicSolver without = new LogicSolver(LogicOptions.defaults().without(List.of(Technique.DOUBLE_EXOCET)));
        List<String> lines = new ArrayList<>();
        lines.add("| puzzle | SE | hardest without | hardest with | Double Exocet steps |");
        lines.add("|---|---|---|---|---|");
        int used = 0;
        int k = 0;
        int every = 10 * Integer.getInteger("sudoku.doubleExocet.se11every", 4);
        for (String line : Files.readAllLines(DataSets.dir().resolve("se_hardest.txt"))) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split(" ");
            double er = Double.parseDouble(f[1].substring("ED=".length()).split("/")[0]);
            if (er < 11 || k++ % every != 0) {
                continue;
            }
            Grid puzzle = Grid.parse(f[0]);
            Solution s = Solution.of(puzzle);
            List<Step> a = with.solve(Candidates.of(puzzle), s.solution());
            a.forEach(step -> PathChecker.checkStep(puzzle, s, step));
            List<Step> b = without.solve(Candidates.of(puzzle), s.solution());
            long doubles = a.stream().filter(step -> step.technique() == Technique.DOUBLE_EXOCET).count();
            used += doubles > 0 ? 1 : 0;
            lines.add("| " + f[0] + " | " + er + " | " + hardest(b) + " | " + hardest(a) + " | " + doubles + " |");
        }
        lines.add("");
        lines.add("explanations using a Double Exocet: " + used + " of " + (lines.size() - 3));
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/double-exocet-se11.md"), lines);
        assertThat(lines.size() - 4).as("puzzles explained (the table's rows)").isGreaterThanOrEqualTo(84 * 10 / every);
    }

    private static String hardest(List<Step> path) {
        Step h = path.stream().max(java.util.Comparator.comparingDouble(Step::difficulty)).orElseThrow();
        return h.difficulty() + " " + h.technique().displayName();
    }

    /** Every {@code every}-th puzzle of a collection, one per line (the first word; # starts a comment). */
    private static List<Grid> puzzles(String file, int every) throws IOException {
        List<Grid> out = new ArrayList<>();
        int i = 0;
        for (String line : Files.readAllLines(DataSets.dir().resolve(file))) {
            if (!line.startsWith("#") && !line.isBlank() && i++ % every == 0) {
                out.add(Grid.parse(line.trim().split("\\s+")[0]));
            }
        }
        return out;
    }
}
