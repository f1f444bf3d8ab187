package sudoku.logic;

/**
 * What the patterns of one digit rest on: Skyscraper, 2-String Kite, Empty Rectangle (and their
 * duals), and the templates of a digit.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface SingleDigitEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of single-digit patterns.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says Template evidence (Template Set, Template Delete).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R template(Template e);
        /**
         * Says a Skyscraper.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R skyscraper(Skyscraper e);
        /**
         * Says a 2-String Kite.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R twoStringKite(TwoStringKite e);
        /**
         * Says a Dual 2-String Kite.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R dualTwoStringKite(DualTwoStringKite e);
        /**
         * Says an Empty Rectangle.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R emptyRectangle(EmptyRectangle e);
        /**
         * Says a Dual Empty Rectangle.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R dualEmptyRectangle(DualEmptyRectangle e);
    }

    /**
     * Templates: of the ways to put the step's digit once in every row, column and box, those that
     * fit the grid all put it in the step's cells (Template Set) or none does (Template Delete).
     * @param fitting how many templates fit
     */
    record Template(int fitting) implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.template(this);
        }
    }

    /**
     * Skyscraper: two parallel lines where a digit fits in two cells each, one end of each (the
     * base) on one crossing line; one of the two other ends (the tops) holds the digit.
     * @param digit the digit
     * @param line1 the first line (a row or a column)
     * @param line2 the second line
     * @param base1 the base cell in {@code line1}
     * @param base2 the base cell in {@code line2}
     * @param baseLine the crossing line holding both base cells
     * @param top1 the other end in {@code line1}
     * @param top2 the other end in {@code line2}
     */
    record Skyscraper(int digit, int line1, int line2, int base1, int base2, int baseLine, int top1, int top2)
            implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.skyscraper(this);
        }
    }

    /**
     * 2-String Kite: a row and a column where a digit fits in two cells each, one end of each in
     * the same box; one of the two far ends holds the digit. The row is the row of
     * {@code rowCell}, the column the column of {@code columnCell}, the box theirs.
     * @param digit the digit
     * @param rowCell the row pair's cell in the box
     * @param rowFar the row pair's other cell
     * @param columnCell the column pair's cell in the box
     * @param columnFar the column pair's other cell
     */
    record TwoStringKite(int digit, int rowCell, int rowFar, int columnCell, int columnFar) implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.twoStringKite(this);
        }
    }

    /**
     * Dual 2-String Kite: two 2-String Kites joined in one box by the same two cells.
     * @param first the first kite; its two box cells join both kites
     * @param second the second kite
     */
    record DualTwoStringKite(TwoStringKite first, TwoStringKite second) implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.dualTwoStringKite(this);
        }
    }

    /**
     * Empty Rectangle: a box's places of a digit lie in one row and one column; a conjugate pair
     * outside the box with one end on that row (or column) removes the digit where its other end's
     * line crosses the box's column (or row).
     * @param digit the digit
     * @param box the box
     * @param row the box's row holding the digit
     * @param column the box's column holding the digit
     * @param pairUnit the unit of the conjugate pair
     * @param near the pair's end on the box's row or column
     * @param far the pair's other end
     * @param target the cell that loses the digit
     */
    record EmptyRectangle(int digit, int box, int row, int column, int pairUnit, int near, int far, int target)
            implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.emptyRectangle(this);
        }
    }

    /**
     * Dual Empty Rectangle: two Empty Rectangles of one digit in one box, each removing its own.
     * @param first the first Empty Rectangle
     * @param second the second
     */
    record DualEmptyRectangle(EmptyRectangle first, EmptyRectangle second) implements SingleDigitEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.dualEmptyRectangle(this);
        }
    }
}
