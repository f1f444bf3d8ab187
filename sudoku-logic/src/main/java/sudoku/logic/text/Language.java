package sudoku.logic.text;

import java.util.function.Function;
import sudoku.logic.AlsEvidence;
import sudoku.logic.ChainEvidence;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.Evidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.FishEvidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.Names;

/**
 * One language's renderers of a step, one per family of evidence ({@link Families}), and which of
 * them says a given record.
 * @param basics singles, subsets, fish and cages
 * @param patterns single-digit patterns, wings, colouring and uniqueness
 * @param sets almost locked sets and Exocets
 * @param chains chains and forcing chains
 */
record Language(Families.Basics basics, Families.Patterns patterns, Families.Sets sets, Families.Chains chains) {
    /**
     * The renderers of the language and notation of {@code n} for step {@code s}.
     * @param n the words of the language and notation
     * @param s the step
     * @return its renderers
     */
    static Language of(Names n, Step s) {
        // a step built from others (a direct hidden pair, Siamese fish) says them in the same words
        Function<Step, String> others = other -> of(n, other).say(other.evidence());
        return switch (n.messages().lang()) {
            case EN -> new Language(new English(n, s, others), new EnglishPatterns(n, s), new EnglishSets(n, s),
                    new EnglishChains(n, s));
            case ES -> new Language(new Spanish(n, s, others), new SpanishPatterns(n, s), new SpanishSets(n, s),
                    new SpanishChains(n, s));
            case ZH -> new Language(new Chinese(n, s, others), new ChinesePatterns(n, s), new ChineseSets(n, s),
                    new ChineseChains(n, s));
        };
    }

    /**
     * The sentence of the evidence, by the renderer of its family.
     * @param e the evidence of the step these renderers were made for
     * @return its sentence
     */
    String say(Evidence e) {
        if (e instanceof SingleEvidence f) {
            return f.accept(basics);
        }
        if (e instanceof SubsetEvidence f) {
            return f.accept(basics);
        }
        if (e instanceof FishEvidence f) {
            return f.accept(basics);
        }
        if (e instanceof KillerEvidence f) {
            return f.accept(basics);
        }
        if (e instanceof SingleDigitEvidence f) {
            return f.accept(patterns);
        }
        if (e instanceof WingEvidence f) {
            return f.accept(patterns);
        }
        if (e instanceof ColouringEvidence f) {
            return f.accept(patterns);
        }
        if (e instanceof UniquenessEvidence f) {
            return f.accept(patterns);
        }
        if (e instanceof AlsEvidence f) {
            return f.accept(sets);
        }
        if (e instanceof ExocetEvidence f) {
            return f.accept(sets);
        }
        if (e instanceof ChainEvidence f) {
            return f.accept(chains);
        }
        if (e instanceof ForcingEvidence f) {
            return f.accept(chains);
        }
        throw new IllegalArgumentException("no family says " + e.getClass().getName());
    }
}
