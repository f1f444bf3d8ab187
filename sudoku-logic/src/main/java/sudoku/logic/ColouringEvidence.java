package sudoku.logic;

/**
 * What colouring rests on: Simple Colors, Multi Colors, 3D Medusa and the Remote Pair.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface ColouringEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of colouring.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says a simple colouring's trap or wrap.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R simpleColors(SimpleColors e);
        /**
         * Says a Multi-Colours step where a colour sees both colours of another colouring.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R multiColorsWrap(MultiColorsWrap e);
        /**
         * Says a Multi-Colours step where colours of two colourings see each other.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R multiColorsTrap(MultiColorsTrap e);
        /**
         * Says a 3D Medusa.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R medusa(Medusa e);
        /**
         * Says a Remote Pair.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R remotePair(RemotePair e);
    }

    /**
     * Simple colours: the conjugate pairs of a digit coloured in two alternate colours. Trap:
     * cells seeing both colours lose the digit. Wrap: two cells of one colour share a unit, so that
     * colour loses it.
     * @param digit the digit
     * @param colour the first colour's cells (for a wrap, the false colour)
     * @param other the other colour's cells
     * @param clash for a wrap, the two cells of {@code colour} sharing a unit; empty for a trap
     */
    record SimpleColors(int digit, java.util.List<Integer> colour, java.util.List<Integer> other,
                        java.util.List<Integer> clash) implements ColouringEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.simpleColors(this);
        }
    }

    /**
     * Multi-Colours, wrap: a colour of one colouring of a digit sees both colours of another
     * colouring, one of which holds the digit, so its own cells lose it.
     * @param digit the digit
     * @param colour the false colour's cells
     * @param seen1 the first colour of the other colouring
     * @param seen2 its second colour
     */
    record MultiColorsWrap(int digit, java.util.List<Integer> colour, java.util.List<Integer> seen1,
                           java.util.List<Integer> seen2) implements ColouringEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.multiColorsWrap(this);
        }
    }

    /**
     * Multi-Colours, trap: in two separate colourings of a digit, each pair of colours that see
     * each other cannot both hold it, so their opposite colours hold it between them; a cell seeing
     * both opposite colours loses it.
     * @param digit the digit
     * @param pairs each pair of colours that see each other, with their opposites
     */
    record MultiColorsTrap(int digit, java.util.List<ColourPair> pairs) implements ColouringEvidence {
        /**
         * A colour of each colouring, seeing each other, and their opposite colours.
         * @param colour a colour of the first colouring
         * @param seen a colour of the second, sharing a unit with {@code colour}
         * @param opposite the opposite colour of {@code colour}
         * @param seenOpposite the opposite colour of {@code seen}
         */
        public record ColourPair(java.util.List<Integer> colour, java.util.List<Integer> seen,
                                 java.util.List<Integer> opposite, java.util.List<Integer> seenOpposite) {
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.multiColorsTrap(this);
        }
    }

    /**
     * 3D Medusa: candidates of every digit coloured through conjugate pairs and bivalue cells.
     * Either the first colour is false (for the reason given) and its candidates go, or each
     * candidate removed would go with either colour.
     * @param first the first colour's candidates (the false one, unless the reason is
     *              {@link Reason#EITHER_COLOUR})
     * @param second the other colour's candidates
     * @param reason why the candidates go
     * @param cell the cell the contradiction is in, or -1
     * @param peer the second cell of a {@link Reason#SAME_DIGIT_IN_PEERS}, or -1
     * @param digits the digits of the contradiction, as a mask (0 for an empty cell)
     */
    record Medusa(java.util.List<Candidate> first, java.util.List<Candidate> second, Reason reason, int cell,
                  int peer, int digits) implements ColouringEvidence {
        /** Why a 3D Medusa removes candidates. */
        public enum Reason {
            /** Each candidate removed would go with either colour. */
            EITHER_COLOUR,
            /** The first colour would put two digits in one cell. */
            TWO_DIGITS_IN_CELL,
            /** The first colour would put one digit in two cells that see each other. */
            SAME_DIGIT_IN_PEERS,
            /** The first colour would leave a cell with no candidate. */
            NO_CANDIDATE_LEFT
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.medusa(this);
        }
    }

    /**
     * Remote Pair: a chain of cells with the same two candidates, each seeing the next, alternates
     * between the two digits; a cell seeing cells of both parities loses both digits.
     * @param digits the two digits, as a mask
     * @param even the chain's cells of one parity
     * @param odd the cells of the other parity
     */
    record RemotePair(int digits, java.util.List<Integer> even, java.util.List<Integer> odd) implements ColouringEvidence {
        /** @return the cells of the chain, in cell order */
        public java.util.List<Integer> chain() {
            return java.util.stream.Stream.concat(even.stream(), odd.stream()).sorted().toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.remotePair(this);
        }
    }
}
