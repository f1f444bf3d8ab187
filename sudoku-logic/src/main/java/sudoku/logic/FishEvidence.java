package sudoku.logic;

import sudoku.logic.SubsetEvidence.Part;

/**
 * What fish rest on: basic, finned and sashimi fish on rows and columns, Franken and Mutant fish,
 * and Siamese fish (two fish on one base).
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface FishEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of fish.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says Fish evidence (basic, finned and sashimi fish on rows and columns).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R fish(Fish e);
        /**
         * Says GeneralFish evidence (Franken and Mutant fish).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R generalFish(GeneralFish e);
        /**
         * Says SiameseFish evidence (two fish on one base).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R siameseFish(SiameseFish e);
    }

    /**
     * A basic, finned or sashimi fish on rows and columns: in the base lines the step's digit fits
     * only in the cover lines, apart from the fins (the step's secondary cells).
     * @param base the base lines
     * @param cover the cover lines
     * @param finBox the box holding every fin (its unit id), or -1 when there is none
     */
    record Fish(java.util.List<Integer> base, java.util.List<Integer> cover, int finBox) implements FishEvidence {
        /**
         * Copies the lines.
         * @param base the base lines
         * @param cover the cover lines
         * @param finBox the box holding every fin, or -1
         */
        public Fish {
            base = java.util.List.copyOf(base);
            cover = java.util.List.copyOf(cover);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.fish(this);
        }
    }

    /**
     * A Franken or Mutant fish, whose base and cover may be boxes: in the base units the step's
     * digit fits only in the cover units, apart from the fins (the step's secondary cells).
     * @param base the base units
     * @param cover the cover units
     * @param endoFins the places of the digit the base units share (fins too), in reading order
     */
    record GeneralFish(java.util.List<Integer> base, java.util.List<Integer> cover, java.util.List<Integer> endoFins)
            implements FishEvidence {
        /**
         * Copies the lists.
         * @param base the base units
         * @param cover the cover units
         * @param endoFins the places the base units share
         */
        public GeneralFish {
            base = java.util.List.copyOf(base);
            cover = java.util.List.copyOf(cover);
            endoFins = java.util.List.copyOf(endoFins);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.generalFish(this);
        }
    }

    /**
     * Two finned fish of one digit on the same base with different covers; the step removes what
     * either removes.
     * @param first the first fish's step
     * @param second the second fish's step
     */
    record SiameseFish(Part first, Part second) implements FishEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.siameseFish(this);
        }
    }
}
