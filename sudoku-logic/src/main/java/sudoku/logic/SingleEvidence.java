package sudoku.logic;

/**
 * What the singles rest on (Full House, Hidden Single, Naked Single), and the guess the solver
 * takes when no technique applies.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface SingleEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of singles and the solver's own steps.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says FullHouse evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R fullHouse(FullHouse e);
        /**
         * Says HiddenSingle evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R hiddenSingle(HiddenSingle e);
        /**
         * Says NakedSingle evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R nakedSingle(NakedSingle e);
        /**
         * Says Guess evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R guess(Guess e);
    }

    /**
     * The last empty cell of a unit takes the digit the unit lacks.
     * @param unit the unit
     */
    record FullHouse(int unit) implements SingleEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.fullHouse(this);
        }
    }

    /**
     * A digit has one place left in a unit.
     * @param unit the unit
     */
    record HiddenSingle(int unit) implements SingleEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.hiddenSingle(this);
        }
    }

    /**
     * A cell has one candidate left.
     * @param removed the other digits (a set) that no digit placed in a cell it sees rules out:
     *                earlier steps (or the player's marks) removed them; empty when every other
     *                digit is placed in a cell it sees
     */
    record NakedSingle(int removed) implements SingleEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.nakedSingle(this);
        }
    }

    /**
     * No technique applies: the solution's digit is tried in a cell with the fewest candidates.
     * @param candidates the cell's candidates, as a digit mask
     */
    record Guess(int candidates) implements SingleEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.guess(this);
        }
    }
}
