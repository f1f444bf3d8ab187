package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;
import sudoku.logic.internal.Solution;

/** Runs the regression library: each line's technique must find exactly the expected step. */
class ReglibTest {
    record Case(int line, Technique technique, Grid grid, Set<Integer> placed, List<Candidate> removed,
                Set<Candidate> eliminations, Set<Candidate> placements) {
        @Override
        public String toString() {
            return "line " + line + " " + technique;
        }
    }

    /**
     * The libraries: the basic techniques', the advanced techniques' and the killer techniques'
     * (kept apart so they grow without conflicts).
     */
    static final List<String> FILES = List.of("/reglib.txt", "/reglib-advanced.txt", "/reglib-killer.txt");

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        for (String file : FILES) {
            try (InputStream in = ReglibTest.class.getResourceAsStream(file)) {
                String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
                for (int i = 0; i < lines.length; i++) {
                    String l = lines[i].strip();
                    if (l.isEmpty() || l.startsWith("#")) {
                        continue;
                    }
                    String[] f = l.split(":", -1);
                    Grid grid = grid(f[1].replace("+", ""));
                    Geometry g = grid.geometry();
                    out.add(new Case(i + 1, Technique.parse(f[0]), grid, placedWhileSolving(f[1]),
                            new ArrayList<>(parse(g, f[2])), parse(g, f[3]), parse(g, f[4])));
                }
            }
        }
        return out;
    }

    /**
     * The grid of a case: 81 cells, or a variant's name and its line without the prefix, as in
     * {@code killer 1..... aabbc... a=3,b=7,...} (the library's fields are separated by colons).
     */
    static Grid grid(String field) {
        int space = field.indexOf(' ');
        return space < 0 ? Grid.parse(field)
                : VariantFormat.parse(field.substring(space + 1), VariantFormat.named(field.substring(0, space)));
    }

    /**
     * The cells whose digit has a {@code +} before it in the grid field (of a variant, in the
     * givens after its name): placed while solving, not clues.
     */
    static Set<Integer> placedWhileSolving(String field) {
        String[] words = field.split(" ");
        String grid = words.length > 1 ? words[1] : field;
        Set<Integer> out = new HashSet<>();
        int cell = 0;
        for (int i = 0; i < grid.length(); i++) {
            if (grid.charAt(i) == '+') {
                out.add(cell);
            } else {
                cell++;
            }
        }
        return out;
    }

    /** The state of a case: the clues, then the digits placed while solving, then the removed candidates. */
    static Candidates state(Case c) {
        int[] clues = c.grid().digits();
        for (int cell : c.placed()) {
            clues[cell] = 0;
        }
        Candidates state = Candidates.of(Grid.of(c.grid().geometry(), clues));
        for (int cell : c.placed()) {
            state.place(cell, c.grid().get(cell));
        }
        for (Candidate r : c.removed()) {
            state.eliminate(r.cell(), r.digit());
        }
        return state;
    }

    private static final Map<String, List<Step>> FOUND = new ConcurrentHashMap<>();

    /**
     * The steps a case's technique finds in its state, found once per test JVM: this test, the
     * texts tests and the recorded English sentences all read them.
     */
    static List<Step> steps(Case c) {
        return FOUND.computeIfAbsent(c.technique() + " " + c.line() + " " + c.grid(),
                k -> List.copyOf(Finders.of(c.technique()).all(state(c))));
    }

    static Set<Candidate> parse(Geometry g, String triples) {
        Set<Candidate> out = new HashSet<>();
        for (String t : triples.trim().split("\\s+")) {
            if (!t.isEmpty()) {
                int d = t.charAt(0) - '0';
                int r = t.charAt(1) - '1';
                int c = t.charAt(2) - '1';
                out.add(new Candidate(g.cell(r, c), d));
            }
        }
        return out;
    }

    static Stream<Case> all() throws IOException {
        return cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void finderFindsTheExpectedStep(Case c) {
        List<Step> steps = steps(c);
        assertThat(steps).as("steps found").anyMatch(s -> new HashSet<>(s.eliminations()).equals(c.eliminations())
                && new HashSet<>(s.placements()).equals(c.placements()));
        Solution solution = Solution.of(c.grid());
        for (Step s : steps) {
            PathChecker.checkStep(c.grid(), solution, s);
        }
    }

    @Test
    /** Cases of the chain and uniqueness techniques live in reglib-advanced.txt. */
    void everyImplementedTechniqueHasACase() throws IOException {
        Set<Technique> covered = EnumSet.noneOf(Technique.class);
        cases().forEach(c -> covered.add(c.technique()));
        assertThat(covered).containsAll(Technique.implemented());
    }
}
