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

    /**
     * Cells with the candidates they hold, as an almost locked set is named in every language:
     * {@code A2, A4 and A5 (1, 2 and 3)}, in Chinese with full-width brackets.
     * @param set the cells and their digits
     * @return its words
     */
    protected String group(Evidence.CellGroup set) {
        return n.cells(set.cells()) + bracketed(n.digits(set.digits()));
    }

    /**
     * Words in brackets after what they explain: {@code " (1 and 2)"}, in Chinese {@code "（1和2）"}.
     * @param words the words
     * @return them in brackets
     */
    protected String bracketed(String words) {
        return n.messages().lang() == sudoku.logic.internal.Lang.ZH ? "（" + words + "）" : " (" + words + ")";
    }

    /**
     * The sets of an ALS-XY-Chain named {@code ALS1}, {@code ALS2}... with their cells and digits.
     * @param e the chain
     * @return {@code ALS1 = A9 (8 and 9)}, ... in chain order
     */
    protected java.util.List<String> chainedSets(Evidence.AlsXyChain e) {
        java.util.List<String> named = new java.util.ArrayList<>();
        for (int i = 0; i < e.sets().size(); i++) {
            named.add("ALS" + (i + 1) + " = " + group(e.sets().get(i)));
        }
        return named;
    }

    /**
     * The restricted commons of an ALS-XY-Chain, each with the two sets it joins.
     * @param e the chain
     * @return {@code 8 (ALS1-ALS2)}, ... in chain order
     */
    protected java.util.List<String> chainCommons(Evidence.AlsXyChain e) {
        java.util.List<String> links = new java.util.ArrayList<>();
        for (int i = 0; i < e.commons().size(); i++) {
            links.add(n.digit(e.commons().get(i)) + bracketed("ALS" + (i + 1) + "-ALS" + (i + 2)));
        }
        return links;
    }

    /**
     * Each of some groups of cells said as {@link #group}.
     * @param sets the groups
     * @return their words, in order
     */
    protected java.util.List<String> groups(java.util.List<Evidence.CellGroup> sets) {
        return sets.stream().map(this::group).toList();
    }

    /** A step still worded by its finder: in the other languages, its family's template. */
    @Override
    public String prose(Evidence.Prose e) {
        return LegacyTexts.of(n.g(), s, n.messages().lang(), n.notation());
    }
}
