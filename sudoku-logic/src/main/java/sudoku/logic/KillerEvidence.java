package sudoku.logic;

/**
 * What the killer techniques rest on: a cage's (or the rule of 45's) combinations of digits, and
 * two sums that would need a digit twice.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface KillerEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of killer cages.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says CageCombinations evidence (a cage's or the rule of 45's combinations).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R cageCombinations(CageCombinations e);
        /**
         * Says CageClash evidence (combinations of two sums that need a digit twice).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R cageClash(CageClash e);
    }

    /** Where a {@link KillerSum}'s total comes from. */
    enum SumKind {
        /** A killer cage. */
        CAGE,
        /** The innies of a group of units (the rule of 45). */
        INNIES,
        /** The outies of a group of units (the rule of 45). */
        OUTIES
    }

    /**
     * Empty cells whose digits add up to a known sum, and how the sum is known: a killer cage less
     * its placed digits, or the innies or outies of a group of units by the rule of 45 (the units
     * add up to {@code total}; the cages wholly inside them, for the innies, or the cages that stick
     * out of them, for the outies, add up to {@code known}).
     * @param kind a cage, the innies or the outies
     * @param cells the cage's cells, or all the innies or outies, in reading order
     * @param sum what those cells add up to
     * @param units the group of units (none for a cage)
     * @param total what the group adds up to (innies), or its innies (outies); 0 for a cage
     * @param known what the cages inside (innies) or sticking out (outies) add up to; 0 for a cage
     * @param placed the cells among {@code cells} already filled
     * @param placedDigits the digits placed there, as a digit mask
     * @param empty the cells among {@code cells} still empty
     * @param left what the empty cells add up to
     */
    record KillerSum(SumKind kind, java.util.List<Integer> cells, int sum, java.util.List<Integer> units, int total,
                     int known, java.util.List<Integer> placed, int placedDigits, java.util.List<Integer> empty,
                     int left) {
        /**
         * Copies the lists.
         * @param kind a cage, the innies or the outies
         * @param cells the cells
         * @param sum their sum
         * @param units the group of units
         * @param total the group's total
         * @param known what the cages inside or sticking out add up to
         * @param placed the cells filled
         * @param placedDigits the digits placed there
         * @param empty the cells empty
         * @param left what the empty cells add up to
         */
        public KillerSum {
            cells = java.util.List.copyOf(cells);
            units = java.util.List.copyOf(units);
            placed = java.util.List.copyOf(placed);
            empty = java.util.List.copyOf(empty);
        }
    }

    /**
     * A digit set every combination of a sum needs, which its cells can hold only in some of them:
     * cells outside that see every such holder lose those digits.
     * @param digits the digits needed, as a digit mask
     * @param holders the sum's cells that may hold them
     * @param removed the candidates removed from the cells seeing every holder
     */
    record Needed(int digits, java.util.List<Integer> holders, java.util.List<Candidate> removed) {
        /**
         * Copies the lists.
         * @param digits the digits needed
         * @param holders the cells that may hold them
         * @param removed the candidates removed
         */
        public Needed {
            holders = java.util.List.copyOf(holders);
            removed = java.util.List.copyOf(removed);
        }
    }

    /**
     * Cage Combinations or Innies and Outies: the ways to make a sum with its cells' candidates
     * rule out candidates none uses, and digits every way needs leave cells seeing their holders.
     * A sum of one empty cell places its digit (the step's placement).
     * @param sum the cells and their sum
     * @param combinations the ways left, as digit masks in increasing order
     * @param ruledOut the candidates of the sum's cells no way uses
     * @param needed the digits every way needs that remove candidates outside
     */
    record CageCombinations(KillerSum sum, java.util.List<Integer> combinations, java.util.List<Candidate> ruledOut,
                            java.util.List<Needed> needed) implements KillerEvidence {
        /**
         * Copies the lists.
         * @param sum the cells and their sum
         * @param combinations the ways left
         * @param ruledOut the candidates no way uses
         * @param needed the digits every way needs
         */
        public CageCombinations {
            combinations = java.util.List.copyOf(combinations);
            ruledOut = java.util.List.copyOf(ruledOut);
            needed = java.util.List.copyOf(needed);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.cageCombinations(this);
        }
    }

    /**
     * Cage Combination Elimination: two sums whose cells see each other; a combination of one that
     * needs a digit again in cells seeing each other whatever the other takes is ruled out.
     * @param first the first sum (a cage)
     * @param second the second sum (a cage, or innies or outies)
     * @param units the units holding every cell of both
     * @param firstOut the first's combinations ruled out, as digit masks
     * @param secondOut the second's combinations ruled out, as digit masks
     */
    record CageClash(KillerSum first, KillerSum second, java.util.List<Integer> units,
                     java.util.List<Integer> firstOut, java.util.List<Integer> secondOut) implements KillerEvidence {
        /**
         * Copies the lists.
         * @param first the first sum
         * @param second the second sum
         * @param units the units holding both
         * @param firstOut the first's combinations ruled out
         * @param secondOut the second's combinations ruled out
         */
        public CageClash {
            units = java.util.List.copyOf(units);
            firstOut = java.util.List.copyOf(firstOut);
            secondOut = java.util.List.copyOf(secondOut);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.cageClash(this);
        }
    }
}
