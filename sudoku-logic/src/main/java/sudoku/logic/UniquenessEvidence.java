package sudoku.logic;

/**
 * What the uniqueness techniques rest on (the puzzle has one solution): unique, hidden, extended
 * and avoidable rectangles, unique loops and the Bivalue Universal Grave.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface UniquenessEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of uniqueness.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says a unique rectangle of types 1 to 6.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R uniqueRectangle(UniqueRectangle e);
        /**
         * Says a hidden rectangle.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R hiddenRectangle(HiddenRectangle e);
        /**
         * Says a unique loop.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R uniqueLoop(UniqueLoop e);
        /**
         * Says an extended unique rectangle.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R extendedRectangle(ExtendedRectangle e);
        /**
         * Says an avoidable rectangle.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R avoidableRectangle(AvoidableRectangle e);
        /**
         * Says a bivalue universal grave + 1.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R bugPlusOne(BugPlusOne e);
        /**
         * Says a bivalue universal grave of types 2 to 4.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R bivalueGrave(BivalueGrave e);
    }

    /**
     * A unique rectangle: the step's four cells (corners r1c1, r1c2, r2c1, r2c2) hold the digits of
     * {@code pair}; were those their only digits they could be swapped, two solutions, so something
     * else must hold, as {@code test} says.
     * @param test what rules the swap out, and so what the step's units and secondary cells are
     * @param pair the rectangle's two digits, as a mask
     * @param digits the digits the test turns on, as a mask: none for {@link Test#ONE_CORNER}, the
     *               extra digit of {@link Test#SAME_EXTRA}, the two roof corners' extra digits of
     *               {@link Test#NAKED_SUBSET}, the digit of the pair locked to the corners of
     *               {@link Test#LOCKED_IN_UNIT} and {@link Test#LOCKED_IN_LINES}
     */
    record UniqueRectangle(Test test, int pair, int digits) implements UniquenessEvidence {
        /** How the swap is ruled out, by the uniqueness tests' numbers. */
        public enum Test {
            /** Type 1: the step's one secondary cell is the only corner with other candidates. */
            ONE_CORNER,
            /** Types 2 and 5: the secondary cells, two or three corners, have the same one extra digit. */
            SAME_EXTRA,
            /**
             * Type 3: the first two secondary cells (the roof) hold one of their extra digits, and with
             * the other secondary cells they form a naked subset of the step's digits in its units.
             */
            NAKED_SUBSET,
            /**
             * Type 4: in the step's one unit a digit of the pair fits only in the two secondary cells,
             * so neither is the other digit of the pair.
             */
            LOCKED_IN_UNIT,
            /**
             * Type 6: in both of the step's units (two rows or two columns) a digit of the pair fits only
             * at the corners, so the two secondary cells, a diagonal, lose it.
             */
            LOCKED_IN_LINES
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.uniqueRectangle(this);
        }
    }

    /**
     * A hidden rectangle: {@code corner} holds only the digits of {@code pair}, and in the row and
     * the column of the opposite corner (the step's units; the corner is its one secondary cell)
     * {@code digit} fits only in the rectangle (the step's four cells). That corner cannot be the
     * other digit of the pair: the corners beside it would take {@code digit} and complete the
     * pattern.
     * @param pair the rectangle's two digits, as a mask
     * @param digit the digit of the pair locked to the rectangle in the row and the column
     * @param corner the corner holding only the pair
     * @param besideRow the corner beside the eliminated one in its row
     * @param besideColumn the corner beside the eliminated one in its column
     */
    record HiddenRectangle(int pair, int digit, int corner, int besideRow, int besideColumn) implements UniquenessEvidence {
        /** @return the pair's digit that is not {@code digit}, as a mask */
        public int other() {
            return pair & ~sudoku.core.bits.DigitSet.of(digit);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.hiddenRectangle(this);
        }
    }

    /**
     * A unique loop: the step's cells, in the loop's order, hold the digits of {@code pair}, every
     * row, column and box holding two of them; were those their only digits they could be swapped.
     * The step's secondary cells are those with other candidates: type 1 has one, which loses the
     * pair; type 2 has several sharing the one extra digit {@code extra}.
     * @param pair the loop's two digits, as a mask
     * @param extra type 2's extra digit, as a mask; 0 for type 1
     */
    record UniqueLoop(int pair, int extra) implements UniquenessEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.uniqueLoop(this);
        }
    }

    /**
     * An extended unique rectangle: the step's six cells lie where two lines cross three, each
     * crossing line's two cells in one box; all but the one secondary cell hold only the step's three
     * digits. Were that cell one of them too, the two lines' digits could be swapped.
     * @param lines the two lines (rows or columns, unit ids) holding three cells each
     * @param crossing the three lines crossing them (columns or rows, unit ids)
     */
    record ExtendedRectangle(java.util.List<Integer> lines, java.util.List<Integer> crossing) implements UniquenessEvidence {
        /**
         * Copies the lists so the evidence never changes.
         * @param lines the two lines
         * @param crossing the three lines crossing them
         */
        public ExtendedRectangle {
            lines = java.util.List.copyOf(lines);
            crossing = java.util.List.copyOf(crossing);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.extendedRectangle(this);
        }
    }

    /**
     * An avoidable rectangle: the step's four cells, none a clue, some with digits placed while
     * solving; the open corners (the step's secondary cells) taking {@code completing} would make a
     * pattern whose digits could be swapped. Type 1 has three corners placed and removes the one
     * completing digit; type 2 has two, and the two open corners share the one other candidate
     * {@code extra}.
     * @param placed the digits placed in the corners, in corner order
     * @param completing the digit of each open corner that would complete the pattern
     * @param extra type 2's other candidate of the open corners; 0 for type 1
     */
    record AvoidableRectangle(java.util.List<Candidate> placed, java.util.List<Candidate> completing, int extra)
            implements UniquenessEvidence {
        /**
         * Copies the lists so the evidence never changes.
         * @param placed the digits placed in the corners
         * @param completing the digits that would complete the pattern
         * @param extra type 2's other candidate
         */
        public AvoidableRectangle {
            placed = java.util.List.copyOf(placed);
            completing = java.util.List.copyOf(completing);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.avoidableRectangle(this);
        }
    }

    /**
     * A bivalue universal grave + 1: every empty cell but the placed one has two candidates, and
     * each digit fits twice in each unit but for the placed digit in that cell's units, where it fits
     * three times.
     */
    record BugPlusOne() implements UniquenessEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.bugPlusOne(this);
        }
    }

    /**
     * A bivalue universal grave of type 2, 3 or 4: without {@code extras} every empty cell would
     * have two candidates and each digit would fit twice in each unit, so one of them is true. The
     * step's cells are the cells of the extras.
     * @param type how the step uses that
     * @param extras the candidates standing between the grid and the grave, in cell order
     * @param digit the digit the type turns on: the one digit of every extra ({@link Type#SAME_DIGIT}),
     *              the grave digit locked to the two cells ({@link Type#LOCKED_IN_UNIT}); 0 for
     *              {@link Type#NAKED_SUBSET}
     */
    record BivalueGrave(Type type, java.util.List<Candidate> extras, int digit) implements UniquenessEvidence {
        /** What follows from one of the extras being true. */
        public enum Type {
            /** Type 2: every extra is the same digit; cells seeing all the step's cells lose it. */
            SAME_DIGIT,
            /**
             * Type 3: the step's cells, in one unit (the step's unit), hold one of the extras' digits;
             * with the secondary cells they form a naked subset of the step's digits there.
             */
            NAKED_SUBSET,
            /**
             * Type 4: in the step's unit {@code digit} fits only in the step's two cells, so the one that
             * is not {@code digit} holds its extra candidate: neither keeps its other grave digit.
             */
            LOCKED_IN_UNIT
        }

        /**
         * Copies the list so the evidence never changes.
         * @param type how the step uses the grave
         * @param extras the extra candidates
         * @param digit the digit the type turns on
         */
        public BivalueGrave {
            extras = java.util.List.copyOf(extras);
        }

        /** @return the digits of the extras, as a mask */
        public int extraDigits() {
            int mask = 0;
            for (Candidate c : extras) {
                mask |= sudoku.core.bits.DigitSet.of(c.digit());
            }
            return mask;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.bivalueGrave(this);
        }
    }
}
