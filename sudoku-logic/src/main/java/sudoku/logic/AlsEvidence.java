package sudoku.logic;

/**
 * What the almost locked set techniques rest on: ALS XZ-Rule, ALS XY-Wing, ALS XY-Chain, Death
 * Blossom, aligned exclusion and Sue de Coq.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface AlsEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of almost locked sets.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says AlsXz evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXz(AlsXz e);
        /**
         * Says AlsXyWing evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXyWing(AlsXyWing e);
        /**
         * Says AlsXyChain evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXyChain(AlsXyChain e);
        /**
         * Says DeathBlossom evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R deathBlossom(DeathBlossom e);
        /**
         * Says AlignedExclusion evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alignedExclusion(AlignedExclusion e);
        /**
         * Says AlignedPairExclusionAls evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alignedPairExclusionAls(AlignedPairExclusionAls e);
        /**
         * Says SueDeCoq evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R sueDeCoq(SueDeCoq e);
    }

    /**
     * Cells named with the candidates they hold between them, as {@code A2, A4 and A5 (1, 2 and 3)}:
     * an almost locked set (n cells, n+1 digits), a side of a Sue de Coq, an aligned exclusion's base
     * cell or excluder. Not a family of its own: the families below are made of them.
     * @param cells the cells, in reading order
     * @param digits their candidates, as a digit mask
     */
    record CellGroup(java.util.List<Integer> cells, int digits) {
        /**
         * Copies the cells.
         * @param cells the cells
         * @param digits their candidates
         */
        public CellGroup {
            cells = java.util.List.copyOf(cells);
        }
    }

    /**
     * ALS-XZ: two almost locked sets share restricted common digits (each in only one of them).
     * With one, the set without it is locked and every other shared digit lies in one of them;
     * with two, both sets are locked.
     * @param a the first set
     * @param b the second set
     * @param restricted the restricted common digits (one or two), as a digit mask
     */
    record AlsXz(CellGroup a, CellGroup b, int restricted) implements AlsEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXz(this);
        }
    }

    /**
     * ALS-XY-Wing: a pivot set shares restricted commons X with set A and Y with set B; the pivot
     * keeps one of them, so A or B is locked and each digit Z of both lies in A or B.
     * @param pivot the pivot set C
     * @param a the first wing
     * @param b the second wing
     * @param x the restricted commons of the pivot and A, as a digit mask
     * @param y the restricted commons of the pivot and B, as a digit mask
     * @param z the digits shared by A and B that are removed from the cells seeing them, as a digit mask
     */
    record AlsXyWing(CellGroup pivot, CellGroup a, CellGroup b, int x, int y, int z) implements AlsEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXyWing(this);
        }
    }

    /**
     * ALS-XY-Chain: almost locked sets in a row, each neighbour pair sharing a restricted common;
     * the first or the last set is locked, so each digit Z of both lies in one of them.
     * @param sets the sets A1 to An, in chain order
     * @param commons the restricted common digit of each neighbour pair (A1-A2 first)
     * @param z the digits removed, as a digit mask
     */
    record AlsXyChain(java.util.List<CellGroup> sets, java.util.List<Integer> commons, int z) implements AlsEvidence {
        /**
         * Copies the lists.
         * @param sets the sets
         * @param commons the restricted commons
         * @param z the digits removed
         */
        public AlsXyChain {
            sets = java.util.List.copyOf(sets);
            commons = java.util.List.copyOf(commons);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXyChain(this);
        }
    }

    /**
     * Death Blossom: whichever digit the stem cell takes, the petal (an almost locked set) of that
     * digit loses it and is locked, so each digit Z of every petal lies in one of them.
     * @param stem the stem cell
     * @param stemDigits the stem's candidates, as a digit mask
     * @param petals one set per stem digit, in increasing digit order
     * @param z the digits removed, as a digit mask
     */
    record DeathBlossom(int stem, int stemDigits, java.util.List<CellGroup> petals, int z) implements AlsEvidence {
        /**
         * Copies the petals.
         * @param stem the stem cell
         * @param stemDigits the stem's candidates
         * @param petals the petals
         * @param z the digits removed
         */
        public DeathBlossom {
            petals = java.util.List.copyOf(petals);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.deathBlossom(this);
        }
    }

    /**
     * Aligned Pair or Triple Exclusion: no combination of one digit per base cell may repeat a
     * digit in two base cells that see each other, nor take every candidate of an excluder (a cell
     * seeing every base cell); a digit no combination left uses goes.
     * @param bases the base cells, each with its candidates
     * @param peers whether two of the base cells see each other
     * @param excluders the excluders that ruled a combination out, each with its candidates
     */
    record AlignedExclusion(java.util.List<CellGroup> bases, boolean peers, java.util.List<CellGroup> excluders)
            implements AlsEvidence {
        /**
         * Copies the lists.
         * @param bases the base cells
         * @param peers whether two base cells see each other
         * @param excluders the excluders
         */
        public AlignedExclusion {
            bases = java.util.List.copyOf(bases);
            excluders = java.util.List.copyOf(excluders);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alignedExclusion(this);
        }
    }

    /**
     * Aligned Pair Exclusion with almost locked sets: the step's two cells see each other, and no
     * pair of their digits may leave one of these sets one digit short.
     * @param sets the almost locked sets that ruled a pair out
     */
    record AlignedPairExclusionAls(java.util.List<CellGroup> sets) implements AlsEvidence {
        /**
         * Copies the sets.
         * @param sets the sets
         */
        public AlignedPairExclusionAls {
            sets = java.util.List.copyOf(sets);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alignedPairExclusionAls(this);
        }
    }

    /**
     * Sue de Coq: the step's cells, where a line crosses a box, with cells of the rest of the line
     * and of the rest of the box, are as many cells as digits, each digit filling one of them.
     * @param line the line
     * @param box the box
     * @param crossing the digits of the crossing cells, as a digit mask
     * @param lineSide the cells taken from the rest of the line, with their digits
     * @param boxSide the cells taken from the rest of the box, with their digits
     */
    record SueDeCoq(int line, int box, int crossing, CellGroup lineSide, CellGroup boxSide) implements AlsEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.sueDeCoq(this);
        }
    }
}
