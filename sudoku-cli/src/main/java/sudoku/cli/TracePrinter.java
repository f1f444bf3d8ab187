package sudoku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.solve.internal.SolveListener;
import sudoku.solve.SolveResult;

/**
 * Prints a search the way the seeds teach it: each round of eliminate / only choice with what
 * it changed and the candidate grid, each guess and each backtrack. After {@code limit} events
 * it only counts, and says at the end how much it left out.
 */
final class TracePrinter implements SolveListener {
    private final PrintWriter out;
    private final Geometry g;
    private final int limit;
    private final Map<Integer, Integer> lastGuessCell = new java.util.HashMap<>();
    private int events;
    private long hiddenRounds;
    private long hiddenGuesses;
    private long hiddenBacktracks;
    private long hiddenSolutions;

    TracePrinter(PrintWriter out, Geometry g, int limit) {
        this.out = out;
        this.g = g;
        this.limit = limit;
    }

    void start(Grid puzzle) {
        out.println("Puzzle (" + g.describe() + ", " + puzzle.clueCount() + " clues):");
        out.println(GridFormat.display(puzzle));
        out.println("Every empty cell starts with all candidates " + g.symbols()
                + ". Each round: eliminate (a solved cell's digit leaves its "
                + "peers), then only choice (a digit with one place in a unit goes there).");
        out.println();
    }

    private boolean show() {
        return events++ < limit;
    }

    private static String indent(int depth) {
        return "  ".repeat(depth);
    }

    @Override
    public void round(int depth, int number, List<Removal> removed, List<Placement> placed, int[] candidates) {
        if (!show()) {
            hiddenRounds++;
            return;
        }
        String pad = indent(depth);
        int count = 0;
        Map<Integer, Integer> byCell = new LinkedHashMap<>();
        for (Removal r : removed) {
            byCell.merge(r.cell(), r.digits(), (a, b) -> a | b);
            count += Integer.bitCount(r.digits());
        }
        out.println(pad + "Round " + number + (depth > 0 ? " after the guess" : "") + ": eliminate removed "
                + count + " candidate" + (count == 1 ? "" : "s") + " from " + byCell.size() + " cell"
                + (byCell.size() == 1 ? "" : "s") + "; " + placed.size() + " cell" + (placed.size() == 1 ? "" : "s")
                + " solved.");
        if (!byCell.isEmpty()) {
            List<String> parts = new ArrayList<>();
            byCell.forEach((cell, digits) -> parts.add(g.cellName(cell) + " -" + DigitSet.toString(digits)));
            wrap(pad + "  removed: ", parts);
        }
        List<String> solved = new ArrayList<>();
        for (Placement p : placed) {
            String why = p.rule() == Rule.ONLY_CHOICE
                    ? "only choice: the one place for " + Geometry.symbol(p.digit()) + " in " + g.unitName(p.unitId())
                    : "eliminate: its only candidate left";
            solved.add(g.cellName(p.cell()) + "=" + Geometry.symbol(p.digit()) + " (" + why + ")");
        }
        if (!solved.isEmpty()) {
            wrap(pad + "  solved: ", solved);
        }
        out.println(GridFormat.displayCandidates(g, candidates).indent(depth * 2 + 2).stripTrailing());
        out.println();
    }

    private void wrap(String head, List<String> parts) {
        StringBuilder line = new StringBuilder(head);
        String cont = " ".repeat(head.length());
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i) + (i + 1 < parts.size() ? ", " : "");
            if (line.length() + part.length() > 100 && line.length() > head.length()) {
                out.println(line.toString().stripTrailing());
                line = new StringBuilder(cont);
            }
            line.append(part);
        }
        out.println(line.toString().stripTrailing());
    }

    @Override
    public void contradiction(int depth, String reason) {
        if (events <= limit) {
            out.println(indent(depth) + "Contradiction: " + reason + ".");
            out.println();
        }
    }

    @Override
    public void guess(int depth, int cell, int digit, int alternatives) {
        if (!show()) {
            hiddenGuesses++;
            return;
        }
        boolean retry = lastGuessCell.getOrDefault(depth, -1) == cell;
        lastGuessCell.put(depth, cell);
        String left = alternatives == 0 ? "no alternative left." : "still to try: " + DigitSet.toString(alternatives) + ".";
        out.println(indent(depth - 1) + (retry
                ? "Next try at depth " + depth + ": " + g.cellName(cell) + "=" + Geometry.symbol(digit) + "; " + left
                : "Stalled. Guess (depth " + depth + "): " + g.cellName(cell) + "=" + Geometry.symbol(digit)
                        + ", in a cell with the fewest candidates; " + left));
    }

    @Override
    public void backtrack(int depth, int cell, int digit) {
        if (!show()) {
            hiddenBacktracks++;
            return;
        }
        lastGuessCell.remove(depth + 2);
        out.println(indent(depth) + "Undo " + g.cellName(cell) + "=" + Geometry.symbol(digit)
                + " (depth " + (depth + 1) + "): everything below it has been tried.");
    }

    @Override
    public void solution(int[] candidates, long count) {
        if (!show()) {
            hiddenSolutions++;
            return;
        }
        out.println("Solution " + count + " found.");
        out.println();
    }

    void finish(SolveResult result) {
        if (events > limit) {
            out.println("... trace cut after " + limit + " events: not shown " + hiddenRounds + " rounds, "
                    + hiddenGuesses + " guesses, " + hiddenBacktracks + " backtracks, " + hiddenSolutions
                    + " solutions (raise --trace-limit to see more).");
        }
        if (result != null) {
            out.println("Search: " + result.stats().guesses() + " guesses, " + result.stats().backtracks()
                    + " dead ends.");
        }
        out.println();
    }
}
