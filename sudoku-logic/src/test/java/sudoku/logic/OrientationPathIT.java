package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.Transforms.Transform;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Hinter;

/**
 * The explained path does not depend on how a puzzle is written: a puzzle and a random
 * equivalent (relabelled, bands, rows, stacks and columns permuted, maybe transposed, which
 * gives every rotation and reflection) are explained with the same steps: the same techniques
 * in the same order, the same counts, and the same placements and eliminations once the cells
 * and digits are mapped. Steps of one technique that follow each other are compared as a set,
 * since the order of a round's equal steps is reading order. The first hint names the same
 * technique too.
 */
class OrientationPathIT {
    private static final long SEED = 20_261_128L;

    /** Easy to hardest: every n-th puzzle of collections of each difficulty. */
    static List<Grid> puzzles() {
        List<Grid> out = new ArrayList<>();
        out.addAll(first(DataSets.sample("easy50.txt", 1), 50));
        out.addAll(first(DataSets.sample("kaggle_10k.txt", 100), 60));
        out.addAll(first(DataSets.sample("17_clue.txt", 800), 60));
        out.addAll(first(DataSets.sample("top95.txt", 1), 95));
        out.addAll(first(DataSets.sample("magictour_top1465.txt", 25), 40));
        out.addAll(first(DataSets.sample("hardest.txt", 1), 20));
        return out;
    }

    private static List<Grid> first(List<Grid> list, int n) {
        return list.subList(0, Math.min(n, list.size()));
    }

    @Test
    void equivalentPuzzlesAreExplainedWithTheSameSteps() {
        Explainer explainer = new Explainer();
        Hinter hinter = new Hinter();
        SplittableRandom rnd = new SplittableRandom(SEED);
        List<Grid> puzzles = puzzles();
        List<String> differences = new ArrayList<>();
        int otherCounts = 0;
        for (Grid puzzle : puzzles) {
            Transform t = Transform.random(rnd);
            Grid twin = t.apply(puzzle);
            List<Step> path = explainer.explain(puzzle).steps();
            List<Step> twinPath = explainer.explain(twin).steps();
            otherCounts += counts(path).equals(counts(twinPath)) ? 0 : 1;
            String difference = firstDifference(path, twinPath, t);
            Technique hint = hinter.hint(puzzle, puzzle, null, 2).technique();
            Technique twinHint = hinter.hint(twin, twin, null, 2).technique();
            if (difference == null && hint != twinHint) {
                difference = "first hint: " + hint + " against " + twinHint;
            }
            if (difference != null) {
                differences.add(puzzle + " and " + twin + ": " + difference);
            }
        }
        System.out.println(differences.size() + " of " + puzzles.size() + " puzzles explained differently"
                + " from an equivalent, " + otherCounts + " with other counts of steps per technique (seed "
                + SEED + ")");
        assertThat(puzzles).hasSizeGreaterThan(300);
        assertThat(differences).as("puzzles explained differently from an equivalent").isEmpty();
    }

    /** Where two paths part, said with both sides' steps; null when they agree once mapped by {@code t}. */
    static String firstDifference(List<Step> path, List<Step> twinPath, Transform t) {
        List<List<Step>> runs = runs(path);
        List<List<Step>> twinRuns = runs(twinPath);
        for (int i = 0; i < Math.max(runs.size(), twinRuns.size()); i++) {
            if (i >= runs.size() || i >= twinRuns.size()) {
                return "one path has " + runs.size() + " runs of a technique, the other " + twinRuns.size();
            }
            List<Step> a = runs.get(i);
            List<Step> b = twinRuns.get(i);
            if (a.get(0).technique() != b.get(0).technique() || a.size() != b.size()
                    || !mapped(a, t).equals(effects(b))) {
                return "run " + (i + 1) + " (after " + stepsBefore(runs, i) + " steps): "
                        + texts(a) + " against " + texts(b);
            }
        }
        return null;
    }

    private static Map<Technique, Long> counts(List<Step> path) {
        return path.stream().collect(Collectors.groupingBy(Step::technique, Collectors.counting()));
    }

    /** The path cut where the technique changes. */
    private static List<List<Step>> runs(List<Step> path) {
        List<List<Step>> out = new ArrayList<>();
        for (Step s : path) {
            if (out.isEmpty() || out.get(out.size() - 1).get(0).technique() != s.technique()) {
                out.add(new ArrayList<>());
            }
            out.get(out.size() - 1).add(s);
        }
        return out;
    }

    private static Set<List<Set<Candidate>>> effects(List<Step> run) {
        Set<List<Set<Candidate>>> out = new HashSet<>();
        for (Step s : run) {
            out.add(List.of(new HashSet<>(s.placements()), new HashSet<>(s.eliminations())));
        }
        return out;
    }

    private static Set<List<Set<Candidate>>> mapped(List<Step> run, Transform t) {
        Set<List<Set<Candidate>>> out = new HashSet<>();
        for (Step s : run) {
            Set<Candidate> placed = new HashSet<>();
            s.placements().forEach(c -> placed.add(t.apply(c)));
            Set<Candidate> removed = new HashSet<>();
            s.eliminations().forEach(c -> removed.add(t.apply(c)));
            out.add(List.of(placed, removed));
        }
        return out;
    }

    private static int stepsBefore(List<List<Step>> runs, int run) {
        return runs.subList(0, run).stream().mapToInt(List::size).sum();
    }

    private static List<String> texts(List<Step> run) {
        return run.stream().map(s -> s.technique() + ": " + Said.english(s)).toList();
    }
}
