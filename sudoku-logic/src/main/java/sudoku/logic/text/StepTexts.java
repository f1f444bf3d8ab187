package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Evidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;

/**
 * A step's sentence in a language and a cell notation: the language's renderer of the step's family
 * of {@link Evidence} ({@link Language}: {@link English}, {@link EnglishPatterns}, ... in English)
 * says it, naming cells and rows in the notation as it writes them.
 */
public final class StepTexts {
    private StepTexts() {
    }

    /**
     * The sentence of a step in this project's cell names.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @return the sentence
     */
    public static String of(Geometry g, Step s, Lang lang) {
        return of(g, s, lang, Notation.CELL);
    }

    /**
     * The sentence of a step.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @param notation how cells and rows are named
     * @return the sentence
     */
    public static String of(Geometry g, Step s, Lang lang, Notation notation) {
        Names n = Names.of(g, lang, notation);
        return Language.of(n, s).say(s.evidence()) + VariantGroups.said(n, s);
    }

    /**
     * A step's technique name in a language: the technique's name, except that locked candidates
     * are named by the kind of unit the digit is locked in where the language does so (Chinese says
     * 对角线区块 for a diagonal's, never 行列区块, the row-or-column block).
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @return the name
     */
    public static String name(Geometry g, Step s, Lang lang) {
        Evidence e = s.evidence() instanceof SubsetEvidence.Direct d ? d.base().evidence() : s.evidence();
        Messages m = Messages.of(lang);
        return e instanceof SubsetEvidence.LockedCandidates l ? m.technique(s.technique(), g.kind(l.unit()))
                : m.technique(s.technique());
    }

    /**
     * One line of a step's text as a person reads it: how deep it is indented under the step's
     * main sentence (0 for that sentence), its words, and the branches of the step's links that
     * draw its chains (so that a drawing can show that line's chains alone).
     * @param depth 0 for the main sentence, 1 for a chain inside it, deeper for deeper nesting
     * @param text the sentence
     * @param branches the branches of the step's links that draw it, in order; none for a line without chains
     */
    public record Line(int depth, String text, List<Integer> branches) {
        /**
         * Copies the list.
         * @param depth the depth
         * @param text the sentence
         * @param branches the branches that draw it
         */
        public Line {
            branches = List.copyOf(branches);
        }

        /**
         * A line that draws no chain.
         * @param depth the depth
         * @param text the sentence
         */
        public Line(int depth, String text) {
            this(depth, text, List.of());
        }
    }

    /**
     * A step's text in lines: its main sentence, then, for a nested step, each inner chain and its
     * final chains, one sentence a line, one level deeper. Joined in order (with a space between
     * sentences in languages that use one) they are {@link #of(Geometry, Step, Lang, Notation)}.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @param notation how cells and rows are named
     * @return the lines, at least one
     */
    public static List<Line> lines(Geometry g, Step s, Lang lang, Notation notation) {
        Names n = Names.of(g, lang, notation);
        List<ChainParts.Part> parts = List.of();
        if (s.evidence() instanceof ForcingEvidence.NestedContradiction e) {
            parts = ChainParts.nestedParts(Language.of(n, s).chains(), n, s, e);
        } else if (s.evidence() instanceof ForcingEvidence.NestedVerity e) {
            parts = ChainParts.nestedVerity(Language.of(n, s).chains(), n, s, e);
        }
        if (parts.isEmpty()) {
            return List.of(new Line(0, of(g, s, lang, notation)));
        }
        List<Line> out = new ArrayList<>();
        parts.forEach(l -> out.add(new Line(l.depth(), l.text().strip(), l.branches())));
        Line last = out.get(out.size() - 1);
        out.set(out.size() - 1, new Line(last.depth(), last.text() + VariantGroups.said(n, s), last.branches()));
        return out;
    }

    /**
     * {@code text}, a sentence that holds the step's text (the step's own, or a hint that quotes
     * it), with each of the step's deeper {@link #lines lines} moved onto a line of its own,
     * after a line break and {@code indent} once per level.
     * @param text the sentence holding the step's text
     * @param lines the step's lines
     * @param indent what goes before a line per level of depth
     * @return the text in lines, unchanged when the step has one line
     */
    public static String indented(String text, List<Line> lines, String indent) {
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (Line l : lines.subList(1, lines.size())) {
            int at = text.indexOf(l.text(), from);
            if (at < 0) {
                return text;
            }
            out.append(text, from, at);
            out.setLength(out.toString().stripTrailing().length());
            out.append(System.lineSeparator()).append(indent.repeat(l.depth())).append(l.text());
            from = at + l.text().length();
        }
        return out.append(text.substring(from)).toString();
    }

    /**
     * One inner chain of a nested step, in a language.
     * @param round the round (from 1) in which it was found
     * @param conclusion the candidate it removes
     * @param premises what it assumes, one of which holds; empty when the removal contradicts itself
     * @param chain its chains in Eureka form, joined by semicolons
     * @param text its sentence, as the step's text says it
     * @param branches the branches of the step's links that draw it, in order
     * @param clash what clashes when the removal contradicts itself, as its chains show it; else null
     */
    public record InnerChain(int round, Candidate conclusion, List<Candidate> premises, String chain, String text,
                             List<Integer> branches, ForcingEvidence.Clash clash) {
    }

    /**
     * The inner chains of a nested step (a nested contradiction's, or a nested verity's
     * assumption by assumption), in the order its text says them; none for any other step.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @param notation how cells and rows are named
     * @return the inner chains
     */
    public static List<InnerChain> innerChains(Geometry g, Step s, Lang lang, Notation notation) {
        Names n = Names.of(g, lang, notation);
        ChainParts.NestedSaid say = Language.of(n, s).chains();
        List<ChainParts.Inner> inner = s.evidence() instanceof ForcingEvidence.NestedContradiction e ? ChainParts.inner(n, s, e)
                : s.evidence() instanceof ForcingEvidence.NestedVerity e ? ChainParts.inner(n, s, e) : List.of();
        List<InnerChain> out = new ArrayList<>();
        for (ChainParts.Inner i : inner) {
            out.add(new InnerChain(i.round(), i.removed(), i.premises(), i.chains(), say.innerChain(i).strip(),
                    List.copyOf(i.branches()), i.clash()));
        }
        return out;
    }
}
