package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.LogicOptions;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.Als;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;

/**
 * The ALS-XY-Chain search leaves out only chains that give no step: on the states of real solve
 * paths, its removals are exactly those of every chain listed from the definition, four or five
 * sets with no cell shared, without any look-ahead.
 */
class AlsXyChainWalkTest {
    @Test
    void removesWhatEveryChainOfTheDefinitionRemoves() throws IOException {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        int states = 0;
        int withChains = 0;
        List<String> puzzles = new ArrayList<>(sample("top95.txt", 12));
        puzzles.addAll(sample("hardest.txt", 2));
        for (String line : puzzles) {
            Grid puzzle = Grid.parse(line.substring(0, 81));
            Candidates state = Candidates.of(puzzle);
            for (Step step : solver.solve(Candidates.of(puzzle), Solution.of(puzzle).solution())) {
                if (step.technique().difficulty() >= Technique.XY_CHAIN.difficulty()) {
                    Set<Set<Candidate>> found = new HashSet<>();
                    for (Step s : Finders.of(Technique.ALS_XY_CHAIN).all(state, new SearchContext())) {
                        found.add(Set.copyOf(s.eliminations()));
                    }
                    Set<Set<Candidate>> listed = everyChainsRemovals(state);
                    assertThat(found).as("%s", state).isEqualTo(listed);
                    states++;
                    withChains += listed.isEmpty() ? 0 : 1;
                }
                step.applyTo(state);
            }
        }
        assertThat(states).as("states searched").isGreaterThan(20);
        assertThat(withChains).as("states with a chain").isPositive();
    }

    /** Every {@code every}-th puzzle of a file of {@code data/}. */
    private static List<String> sample(String file, int every) throws IOException {
        List<String> lines = Files.readAllLines(data().resolve(file)).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += every) {
            out.add(lines.get(i));
        }
        return out;
    }

    /** The repository's {@code data/}, above the working directory. */
    private static Path data() {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(p.resolve("data/top95.txt"))) {
            p = p.getParent();
        }
        return p.resolve("data");
    }

    /** The removals of every chain of 4 or 5 sets, no two sharing a cell, walked without pruning. */
    private static Set<Set<Candidate>> everyChainsRemovals(Candidates state) {
        List<Als> sets = Als.all(state, new SearchContext());
        Set<Set<Candidate>> out = new HashSet<>();
        int[] path = new int[5];
        int[] commons = new int[4];
        for (int first = 0; first < sets.size(); first++) {
            path[0] = first;
            walk(state, sets, path, commons, 1, out);
        }
        return out;
    }

    private static void walk(Candidates state, List<Als> sets, int[] path, int[] commons, int length,
                             Set<Set<Candidate>> out) {
        if (length >= 4) {
            Set<Candidate> removed = removals(state, sets.get(path[0]), sets.get(path[length - 1]),
                    commons[0], commons[length - 2]);
            if (!removed.isEmpty()) {
                out.add(removed);
            }
        }
        if (length == 5) {
            return;
        }
        Als last = sets.get(path[length - 1]);
        for (int next = 0; next < sets.size(); next++) {
            boolean apart = true;
            for (int i = 0; i < length && apart; i++) {
                apart = path[i] != next && !sets.get(path[i]).overlaps(sets.get(next));
            }
            if (!apart) {
                continue;
            }
            for (int rc : DigitSet.digits(last.restrictedCommons(sets.get(next)))) {
                if (length >= 2 && rc == commons[length - 2]) {
                    continue;
                }
                path[length] = next;
                commons[length - 1] = rc;
                walk(state, sets, path, commons, length + 1, out);
            }
        }
    }

    /** The candidates of a digit of both ends, other than their commons, seeing all its places in both. */
    private static Set<Candidate> removals(Candidates state, Als first, Als end, int firstCommon, int endCommon) {
        Set<Candidate> out = new HashSet<>();
        for (int z : DigitSet.digits(first.digits() & end.digits())) {
            if (z == firstCommon || z == endCommon) {
                continue;
            }
            for (int cell = 0; cell < state.geometry().cellCount(); cell++) {
                if (state.has(cell, z) && sees(first.seeing()[z], cell) && sees(end.seeing()[z], cell)) {
                    out.add(new Candidate(cell, z));
                }
            }
        }
        return out;
    }

    private static boolean sees(long[] set, int cell) {
        return (set[cell >>> 6] >>> cell & 1) != 0;
    }
}
