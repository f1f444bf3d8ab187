package sudoku.logic.text;

import sudoku.logic.AlsEvidence;
import sudoku.logic.ChainEvidence;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.FishEvidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;

/**
 * The families of evidence a language says in four renderers ({@link Language}): every family's
 * visitor is in one of them, so a language that cannot say a record does not compile.
 */
final class Families {
    private Families() {
    }

    /** Singles, locked candidates, subsets (and the direct ones), fish, and killer cages. */
    interface Basics extends SingleEvidence.Visitor<String>, SubsetEvidence.Visitor<String>, FishEvidence.Visitor<String>,
            KillerEvidence.Visitor<String> {
    }

    /** Single-digit patterns and templates, wings, colouring, and the uniqueness patterns and BUG. */
    interface Patterns extends SingleDigitEvidence.Visitor<String>, WingEvidence.Visitor<String>,
            ColouringEvidence.Visitor<String>, UniquenessEvidence.Visitor<String> {
    }

    /** Almost locked sets, Sue de Coq, aligned exclusion, the Exocets and Multi-Sector Locked Sets. */
    interface Sets extends AlsEvidence.Visitor<String>, ExocetEvidence.Visitor<String> {
    }

    /** Chains and forcing chains, nested ones with the parts of their text line by line. */
    interface Chains extends ChainEvidence.Visitor<String>, ForcingEvidence.Visitor<String>, ChainParts.NestedVeritySaid {
    }
}
