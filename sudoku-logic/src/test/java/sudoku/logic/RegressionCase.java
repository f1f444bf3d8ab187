package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * One line of a regression library: {@code TECHNIQUE | marks | eliminations | placements}.
 * Marks are 81 space-separated tokens, one per cell in row order: one digit for a placed digit,
 * several for an empty cell's candidates. Eliminations are written {@code D5-3}, placements
 * {@code D5=3}; either list may be empty. Text after {@code #} is a comment.
 *
 * @param technique    the technique that must find the step
 * @param state        the pencil-mark state
 * @param eliminations the step's eliminations, sorted
 * @param placements   the step's placements, sorted
 * @param line         the line, for messages
 */
record RegressionCase(Technique technique, Candidates state, List<Candidate> eliminations,
                      List<Candidate> placements, String line) {
    /** Parses a line. */
    static RegressionCase parse(String line) {
        String body = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
        String[] parts = body.split("\\|", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("expected 4 fields separated by | in: " + line);
        }
        Geometry g = Geometry.CLASSIC;
        String[] tokens = parts[1].trim().split("\\s+");
        if (tokens.length != g.cellCount()) {
            throw new IllegalArgumentException("expected 81 cells, found " + tokens.length + " in: " + line);
        }
        int[] digits = new int[g.cellCount()];
        int[] marks = new int[g.cellCount()];
        for (int c = 0; c < tokens.length; c++) {
            if (tokens[c].length() == 1) {
                digits[c] = g.digitOf(tokens[c].charAt(0));
            } else {
                for (char ch : tokens[c].toCharArray()) {
                    marks[c] |= DigitSet.of(g.digitOf(ch));
                }
            }
        }
        Candidates state = Candidates.of(Grid.of(g, digits), marks);
        return new RegressionCase(Technique.parse(parts[0]), state, candidates(g, parts[2], '-'),
                candidates(g, parts[3], '='), line);
    }

    /** The line for a step found in a state. */
    static String format(Candidates state, Step step) {
        Geometry g = state.geometry();
        StringBuilder sb = new StringBuilder(step.technique().name()).append(" |");
        for (int c = 0; c < g.cellCount(); c++) {
            sb.append(' ');
            if (state.digit(c) != 0) {
                sb.append(Geometry.symbol(state.digit(c)));
            } else {
                for (int d : DigitSet.digits(state.candidates(c))) {
                    sb.append(Geometry.symbol(d));
                }
            }
        }
        sb.append(" |");
        step.eliminations().forEach(e -> sb.append(' ').append(g.cellName(e.cell())).append('-')
                .append(Geometry.symbol(e.digit())));
        sb.append(" |");
        step.placements().forEach(p -> sb.append(' ').append(g.cellName(p.cell())).append('=')
                .append(Geometry.symbol(p.digit())));
        return sb.toString();
    }

    private static List<Candidate> candidates(Geometry g, String field, char sep) {
        List<Candidate> out = new ArrayList<>();
        for (String t : field.trim().split("\\s+")) {
            if (t.isEmpty()) {
                continue;
            }
            int at = t.indexOf(sep);
            if (at < 0) {
                throw new IllegalArgumentException("expected cell" + sep + "digit, found " + t);
            }
            out.add(new Candidate(g.parseCell(t.substring(0, at)), g.digitOf(t.charAt(at + 1))));
        }
        out.sort(null);
        return out;
    }
}
