package sudoku.logic;

/**
 * What the wings rest on: XY-Wing, XYZ-Wing, WXYZ-Wing and W-Wing.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface WingEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of wings.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says an XY-Wing or XYZ-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wing(Wing e);
        /**
         * Says a WXYZ-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wxyzWing(WxyzWing e);
        /**
         * Says a W-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wWing(WWing e);
    }

    /**
     * XY-Wing or XYZ-Wing: a pivot sees two bivalue pincers that share {@code z}; whichever digit
     * the pivot is, one pincer (or, when the pivot holds {@code z} too, one of the three) is
     * {@code z}. An XYZ-Wing is the one whose pivot holds {@code z}.
     * @param pivot the pivot's cell
     * @param pivotDigits the pivot's candidates, as a digit mask
     * @param pincer1 the first pincer's cell
     * @param pincer1Digits its candidates
     * @param pincer2 the second pincer's cell
     * @param pincer2Digits its candidates
     * @param z the digit the pincers share, removed from cells seeing every cell that holds it
     */
    record Wing(int pivot, int pivotDigits, int pincer1, int pincer1Digits, int pincer2, int pincer2Digits, int z)
            implements WingEvidence {
        /** @return whether the pivot holds {@code z} (an XYZ-Wing) */
        public boolean pivotHoldsZ() {
            return (pivotDigits >> (z - 1) & 1) != 0;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wing(this);
        }
    }

    /**
     * WXYZ-Wing: four cells holding four digits between them, every digit but {@code z} only in
     * cells that see each other, so one of the four is {@code z}.
     * @param cells the four cells
     * @param digits the four digits, as a mask
     * @param z the unrestricted digit, removed from cells seeing every {@code z} of the four
     */
    record WxyzWing(java.util.List<Integer> cells, int digits, int z) implements WingEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wxyzWing(this);
        }
    }

    /**
     * W-Wing: two cells with the same two candidates, and a unit where one of them, {@code x}, fits
     * only in two cells, one seeing each; so one of the two cells is the other digit.
     * @param cell1 the first bivalue cell
     * @param cell2 the second bivalue cell
     * @param digits their two candidates, as a mask
     * @param unit the unit of the conjugate pair
     * @param x the digit of the conjugate pair
     * @param end1 the pair's cell seeing {@code cell1}
     * @param end2 the pair's cell seeing {@code cell2}
     */
    record WWing(int cell1, int cell2, int digits, int unit, int x, int end1, int end2) implements WingEvidence {
        /** @return the digit removed: the one of {@code digits} that is not {@code x} */
        public int y() {
            return Integer.numberOfTrailingZeros(digits & ~(1 << (x - 1))) + 1;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wWing(this);
        }
    }
}
