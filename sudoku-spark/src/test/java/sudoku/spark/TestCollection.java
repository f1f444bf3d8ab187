package sudoku.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * Two puzzle files made from the 17-clue collection, with what each line must give: unique
 * puzzles, planted non-unique and unsolvable ones, bad lines, comments, blank lines, CRLF endings,
 * a byte-order mark, and (in the second file) copies transformed by random Sudoku symmetries.
 * Every copy knows its original, so the groups dedup must find are known.
 */
final class TestCollection {
    /** What a puzzle line must give: its status and the group it belongs to (null when invalid). */
    record Expected(String status, String group) {
    }

    static final List<String> BAD_LINES = List.of(
            "not a puzzle",
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.",
            "11...............................................................................",
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..x");

    final Path first;
    final Path second;
    /** By {@code file:line}, e.g. {@code a.txt:12}. */
    final Map<String, Expected> expected = new LinkedHashMap<>();

    private final Solver solver = Solvers.best(Geometry.CLASSIC);

    private TestCollection(Path dir) {
        this.first = dir.resolve("a.txt");
        this.second = dir.resolve("b.txt");
    }

    /** Writes the two files into {@code dir}, with {@code originals} 17-clue puzzles, seeded. */
    static TestCollection write(Path dir, int originals, long seed) throws IOException {
        TestCollection c = new TestCollection(dir);
        List<String> puzzles = Files.readAllLines(Path.of("../data/17_clue.txt")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).limit(originals).toList();
        c.writeFirst(puzzles);
        c.writeSecond(puzzles, new SplittableRandom(seed));
        return c;
    }

    private void writeFirst(List<String> puzzles) throws IOException {
        Lines out = new Lines("a.txt");
        out.raw("\uFEFF# 17-clue puzzles, with planted bad, non-unique and unsolvable lines\n");
        for (int i = 0; i < puzzles.size(); i++) {
            String p = puzzles.get(i);
            out.puzzle(p, i % 100 == 7 ? "\r\n" : "\n", new Expected("solved", "p" + i));
            if (i % 97 == 3) {
                out.puzzle(BAD_LINES.get(i % BAD_LINES.size()), "\n", new Expected("invalid", null));
            }
            if (i % 150 == 5) {
                out.raw("\n   \n");
            }
            if (i % 200 == 9) {
                out.raw("# a comment\n------+-------+------\n");
            }
            if (i % 50 == 11) {
                out.puzzle(withoutOneClue(p), "\n", new Expected("multiple", "m" + i));
            }
            if (i % 50 == 13) {
                out.puzzle(withWrongClue(p), "\n", new Expected("unsolvable", "u" + i));
            }
        }
        out.writeTo(first);
    }

    private void writeSecond(List<String> puzzles, SplittableRandom random) throws IOException {
        Lines out = new Lines("b.txt");
        for (int k = 0; k < puzzles.size() / 4; k++) {
            int i = random.nextInt(puzzles.size());
            Grid copy = transformed(Grid.parse(puzzles.get(i)), random);
            out.puzzle(copy.toLine(), "\n", new Expected("solved", "p" + i));
            if (k % 40 == 0) {
                out.puzzle(puzzles.get(i).replace('.', '0'), "\n", new Expected("solved", "p" + i));
                out.puzzle(BAD_LINES.get(k % BAD_LINES.size()), "\r\n", new Expected("invalid", null));
            }
        }
        String m = withoutOneClue(puzzles.get(11));
        out.puzzle(transformed(Grid.parse(m), random).toLine(), "\n", new Expected("multiple", "m11"));
        out.writeTo(second);
    }

    /** The puzzle less its last clue: 16 clues, so not unique. */
    private static String withoutOneClue(String puzzle) {
        int last = Math.max(puzzle.lastIndexOf('1'), 0);
        for (char d = '2'; d <= '9'; d++) {
            last = Math.max(last, puzzle.lastIndexOf(d));
        }
        return puzzle.substring(0, last) + '.' + puzzle.substring(last + 1);
    }

    /** The puzzle plus a clue that clashes with no clue but differs from the solution: unsolvable. */
    private String withWrongClue(String puzzle) {
        Grid grid = Grid.parse(puzzle);
        Grid solution = solver.solution(grid).orElseThrow();
        Geometry g = grid.geometry();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (grid.get(cell) != 0) {
                continue;
            }
            for (int d = 1; d <= 9; d++) {
                if (d != solution.get(cell) && !seenByPeer(grid, cell, d)) {
                    return grid.with(cell, d).toLine();
                }
            }
        }
        throw new IllegalStateException("no wrong clue fits " + puzzle);
    }

    private static boolean seenByPeer(Grid grid, int cell, int digit) {
        for (int p : grid.geometry().peers(cell)) {
            if (grid.get(p) == digit) {
                return true;
            }
        }
        return false;
    }

    /**
     * The grid under a random symmetry: digits relabelled, bands and rows in each band, stacks
     * and columns in each stack permuted, and transposed half the time.
     */
    static Grid transformed(Grid grid, SplittableRandom random) {
        int[] digits = permutation(9, random);
        int[] rows = lineOrder(random);
        int[] cols = lineOrder(random);
        boolean transpose = random.nextBoolean();
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int d = grid.get(rows[r] * 9 + cols[c]);
                int target = transpose ? c * 9 + r : r * 9 + c;
                out[target] = d == 0 ? 0 : digits[d - 1] + 1;
            }
        }
        return Grid.of(Geometry.CLASSIC, out);
    }

    /** An order of the 9 rows (or columns) that keeps bands together. */
    private static int[] lineOrder(SplittableRandom random) {
        int[] bands = permutation(3, random);
        int[] order = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] within = permutation(3, random);
            for (int i = 0; i < 3; i++) {
                order[b * 3 + i] = bands[b] * 3 + within[i];
            }
        }
        return order;
    }

    private static int[] permutation(int n, SplittableRandom random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** The puzzle lines expected in one file, with their statuses. */
    long count(String status) {
        return expected.values().stream().filter(e -> e.status().equals(status)).count();
    }

    /** A file being written, numbering its lines. */
    private final class Lines {
        private final String name;
        private final StringBuilder text = new StringBuilder();
        private long line;

        Lines(String name) {
            this.name = name;
        }

        void raw(String s) {
            text.append(s);
            line += s.chars().filter(ch -> ch == '\n').count();
        }

        void puzzle(String p, String ending, Expected e) {
            line++;
            text.append(p).append(ending);
            expected.put(name + ":" + line, e);
        }

        void writeTo(Path file) throws IOException {
            Files.writeString(file, text.toString(), StandardCharsets.UTF_8);
        }
    }
}
