package sudoku.logic;

/**
 * One method per record of every family of {@link Evidence}: a language's renderer implements it,
 * and does not compile while it cannot say a record.
 * @param <R> what it makes of each
 */
public interface EvidenceVisitor<R> extends SingleEvidence.Visitor<R>,
        SubsetEvidence.Visitor<R>,
        FishEvidence.Visitor<R>,
        KillerEvidence.Visitor<R>,
        SingleDigitEvidence.Visitor<R>,
        WingEvidence.Visitor<R>,
        ColouringEvidence.Visitor<R>,
        UniquenessEvidence.Visitor<R>,
        AlsEvidence.Visitor<R>,
        ExocetEvidence.Visitor<R>,
        ChainEvidence.Visitor<R>,
        ForcingEvidence.Visitor<R> {
    /**
     * Calls this visitor's method for the evidence's record.
     * @param e the evidence
     * @return what this visitor made of it
     */
    default R visit(Evidence e) {
        if (e instanceof SingleEvidence f) {
            return f.accept(this);
        }
        if (e instanceof SubsetEvidence f) {
            return f.accept(this);
        }
        if (e instanceof FishEvidence f) {
            return f.accept(this);
        }
        if (e instanceof KillerEvidence f) {
            return f.accept(this);
        }
        if (e instanceof SingleDigitEvidence f) {
            return f.accept(this);
        }
        if (e instanceof WingEvidence f) {
            return f.accept(this);
        }
        if (e instanceof ColouringEvidence f) {
            return f.accept(this);
        }
        if (e instanceof UniquenessEvidence f) {
            return f.accept(this);
        }
        if (e instanceof AlsEvidence f) {
            return f.accept(this);
        }
        if (e instanceof ExocetEvidence f) {
            return f.accept(this);
        }
        if (e instanceof ChainEvidence f) {
            return f.accept(this);
        }
        if (e instanceof ForcingEvidence f) {
            return f.accept(this);
        }
        throw new IllegalArgumentException("evidence of no family: " + e);
    }
}
