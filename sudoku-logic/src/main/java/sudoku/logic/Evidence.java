package sudoku.logic;

/**
 * What a step rests on, typed by the family of its technique, with no words: the renderers of
 * each language ({@code sudoku.logic.text}) turn a step and its evidence into a sentence in either
 * cell notation. What every step has (placements, eliminations, the pattern's units and cells, the
 * digits, the chain's links) lives in the {@link Step}; the evidence holds what the family adds.
 *
 * <p>Each family is a sealed interface of its own file, named for it ({@code FishEvidence},
 * {@code UniquenessEvidence}, ...), with a record per kind of step and a visitor with one method
 * per record; {@link EvidenceVisitor} takes every family's visitor, so a language that cannot say
 * a family does not compile.
 */
public sealed interface Evidence permits
        SingleEvidence, SubsetEvidence, FishEvidence, KillerEvidence,
        SingleDigitEvidence, WingEvidence, ColouringEvidence, UniquenessEvidence,
        AlsEvidence, ExocetEvidence, ChainEvidence, ForcingEvidence {
}
