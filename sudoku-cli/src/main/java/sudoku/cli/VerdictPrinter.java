package sudoku.cli;

import java.io.PrintWriter;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.view.internal.SolveView;
import sudoku.solve.SolveResult;
import sudoku.solve.Verdict;

/** Prints verdicts as grids, lines or JSON lines; warnings and errors of grid output go to stderr. */
final class VerdictPrinter {
    private final PrintWriter out;
    private final PrintWriter err;
    private final OutputFormat format;
    private final boolean counting;
    private final boolean first;

    VerdictPrinter(PrintWriter out, PrintWriter err, OutputFormat format, boolean counting, boolean first) {
        this.out = out;
        this.err = err;
        this.format = format;
        this.counting = counting;
        this.first = first;
    }

    void print(Verdict v) {
        switch (format) {
            case JSONL, JSON -> out.println(Json.line(SolveView.of(null, v, counting, !first)));
            case LINE -> out.println(line(v));
            default -> grid(v);
        }
    }

    /** One line: the solution, or the status and what to know about it. */
    private String line(Verdict v) {
        SolveResult r = v.result();
        return switch (v.status()) {
            case INVALID -> "invalid: " + v.input().error();
            case UNSOLVABLE -> "unsolvable: " + (r.reason() == null ? "no solution" : r.reason());
            case MULTIPLE -> "multiple: " + countText(r) + " solutions, e.g. " + r.solutions().get(0).toLine();
            case SOLVED -> counting ? r.solutions().get(0).toLine() + " (1 solution)" : r.solutions().get(0).toLine();
        };
    }

    private void grid(Verdict v) {
        for (String w : v.input().warnings()) {
            err.println("warning: line " + v.input().line() + ": " + w + " (it is still solved)");
        }
        if (v.status() == Verdict.Status.INVALID) {
            err.println("invalid puzzle: " + v.input().error());
            return;
        }
        Grid puzzle = v.input().grid();
        SolveResult r = v.result();
        out.println("Puzzle (" + puzzle.geometry().describe() + ", " + puzzle.clueCount() + " clues):");
        out.println(GridFormat.display(puzzle));
        if (puzzle.geometry().isVariant()) {
            printRules(out, puzzle.geometry());
        }
        String guesses = r.stats().guesses() == 1 ? "1 guess" : r.stats().guesses() + " guesses";
        switch (v.status()) {
            case SOLVED -> {
                out.println(first ? "Solved (first solution; uniqueness not checked, " + guesses + "):"
                        : "Solved: the solution is unique (" + guesses + "):");
                out.println(GridFormat.display(r.solutions().get(0)));
            }
            case MULTIPLE -> {
                out.println("Not unique: " + countText(r) + " solutions" + (counting ? "" : " (search stopped at 2)")
                        + ". Two of them:");
                out.println(GridFormat.display(r.solutions().get(0)));
                out.println(GridFormat.display(r.solutions().get(1)));
            }
            default -> out.println("No solution: " + (r.reason() == null ? "the search found none" : r.reason()));
        }
    }

    /** The region map and the cages with their sums, drawn as grids of symbols, and the variant line. */
    static void printRules(PrintWriter out, Geometry g) {
        Variant rules = g.variant();
        if (rules.hasRegions()) {
            int[] regions = rules.regions();
            String[] texts = new String[g.cellCount()];
            for (int c = 0; c < texts.length; c++) {
                texts[c] = String.valueOf(Geometry.symbol(regions[c] + 1));
            }
            out.println("Regions:");
            out.println(GridFormat.display(g, texts));
        }
        if (!g.cages().isEmpty()) {
            String map = VariantFormat.cageMap(g);
            String[] texts = map.chars().mapToObj(ch -> String.valueOf((char) ch)).toArray(String[]::new);
            out.println("Cages:");
            out.println(GridFormat.display(g, texts));
            String line = VariantFormat.write(Grid.empty(g));
            out.println("Sums: " + line.substring(line.lastIndexOf(' ') + 1));
        }
    }

    private static String countText(SolveResult r) {
        return r.countIsExact() ? String.valueOf(r.count()) : "at least " + r.count();
    }
}
