package sudoku.logic;

/**
 * What a step rests on, typed by the family of its technique, with no words: the renderers of
 * each language ({@code sudoku.logic.text}) turn a step and its evidence into a sentence in either
 * cell notation. What every step has (placements, eliminations, the pattern's units and cells, the
 * digits, the chain's links) lives in the {@link Step}; the evidence holds what the family adds.
 *
 * <p>Each family is a record here; {@link Visitor} has one method per record, so a language that
 * cannot say a family does not compile.
 */
public sealed interface Evidence {
    /**
     * Calls the visitor's method for this family.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per family of evidence.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        // ---- singles and the solver's own steps
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
        /**
         * Says Prose evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R prose(Prose e);

        // ---- part A: direct, locked candidates, subsets, fish, templates, cages
        // ---- end of part A

        // ---- part B: wings, single-digit patterns, colouring
        // ---- end of part B

        // ---- part C: uniqueness and BUG
        // ---- end of part C

        // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
        // ---- end of part D

        // ---- part E: chains and forcing chains
        // ---- end of part E
    }

    // ---- singles and the solver's own steps

    /**
     * The last empty cell of a unit takes the digit the unit lacks.
     * @param unit the unit
     */
    record FullHouse(int unit) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.fullHouse(this);
        }
    }

    /**
     * A digit has one place left in a unit.
     * @param unit the unit
     */
    record HiddenSingle(int unit) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.hiddenSingle(this);
        }
    }

    /** A cell has one candidate left. */
    record NakedSingle() implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.nakedSingle(this);
        }
    }

    /**
     * No technique applies: the solution's digit is tried in a cell with the fewest candidates.
     * @param candidates the cell's candidates, as a digit mask
     */
    record Guess(int candidates) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.guess(this);
        }
    }

    /**
     * A step still worded by its finder, in English, while its family's evidence is being typed.
     * @param english the sentence, naming cells {@code A1}..{@code I9}
     */
    record Prose(String english) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.prose(this);
        }
    }

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    // ---- end of part B

    // ---- part C: uniqueness and BUG
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
