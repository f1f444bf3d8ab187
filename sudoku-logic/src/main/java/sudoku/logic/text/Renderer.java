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
        return sudoku.logic.Link.eureka(links, n::cell);
    }

    /** A step still worded by its finder: in the other languages, its family's template. */
    @Override
    public String prose(Evidence.Prose e) {
        return LegacyTexts.of(n.g(), s, n.messages().lang(), n.notation());
    }
}
