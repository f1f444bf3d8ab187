package sudoku.logic.text;

import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * What every language's renderer starts from: the step it says and the words of its language and
 * notation, with the pieces of a step that every language names the same way.
 */
abstract class Renderer implements Evidence.Visitor<String> {
    /** The words of the language, in the asked notation. */
    protected final Names n;
    /** The step being said. */
    protected final Step s;

    Renderer(Names n, Step s) {
        this.n = n;
        this.s = s;
    }

    /** The cell of the step's (first) placement. */
    protected String placedCell() {
        return n.cell(s.placements().get(0).cell());
    }

    /** The digit of the step's (first) placement. */
    protected String placedDigit() {
        return n.digit(s.placements().get(0).digit());
    }

    /** What the step removes, in the language's words. */
    protected String eliminations() {
        return n.eliminations(s.eliminations());
    }

    /** What the step places, in the language's words. */
    protected String placements() {
        return n.placements(s.placements());
    }

    /**
     * A chain in Eureka notation, in the asked cell notation.
     * @param links the chain's links, in order
     * @return the chain
     */
    protected String eureka(java.util.List<sudoku.logic.Link> links) {
        return n.notation().text(n.g(), sudoku.logic.Link.eureka(n.g(), links));
    }

    /** A step still worded by its finder: in the other languages, its family's template. */
    @Override
    public String prose(Evidence.Prose e) {
        return LegacyTexts.of(n.g(), s, n.messages().lang(), n.notation());
    }

    // ---- part B: wings, single-digit patterns, colouring

    /** @param a a cell @param b another @return both, in cell order */
    protected static java.util.List<Integer> sorted(int a, int b) {
        return java.util.List.of(Math.min(a, b), Math.max(a, b));
    }

    /** @param a a cell @param b another @return both named, joined with the language's "and" */
    protected String both(int a, int b) {
        return n.cells(java.util.List.of(a, b));
    }

    /** @param a a cell @param b another @return both named, joined with the language's "or" */
    protected String either(int a, int b) {
        return n.or(java.util.List.of(n.cell(a), n.cell(b)));
    }

    /** @param k a 2-String Kite @return the unit id of its row */
    protected int kiteRow(Evidence.TwoStringKite k) {
        return n.g().row(k.rowCell());
    }

    /** @param k a 2-String Kite @return the unit id of its column */
    protected int kiteColumn(Evidence.TwoStringKite k) {
        return n.g().side() + n.g().col(k.columnCell());
    }

    /** @param k a 2-String Kite @return the unit id of the box joining its two pairs */
    protected int kiteBox(Evidence.TwoStringKite k) {
        return 2 * n.g().side() + n.g().box(k.rowCell());
    }

    /**
     * A colour of candidates: {@code C1=5, D2=3}.
     * @param candidates the candidates
     * @param separator what goes between two
     * @return their words
     */
    protected String colour(java.util.List<sudoku.logic.Candidate> candidates, String separator) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (sudoku.logic.Candidate c : candidates) {
            names.add(n.cell(c.cell()) + "=" + n.digit(c.digit()));
        }
        return String.join(separator, names);
    }
    // ---- end of part B
}
