package sudoku.logic;

/**
 * What the Exocet family (Junior, Senior and Double Exocet) and the Multi-Sector Locked Set rest
 * on.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface ExocetEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of Exocet and Multi-Sector Locked Sets.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says JuniorExocet evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R juniorExocet(JuniorExocet e);
        /**
         * Says SeniorExocet evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R seniorExocet(SeniorExocet e);
        /**
         * Says DoubleExocet evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R doubleExocet(DoubleExocet e);
        /**
         * Says MultiSectorLockedSet evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R multiSectorLockedSet(MultiSectorLockedSet e);
    }

    /**
     * Junior Exocet: the base cells (the step's cells) hold only the step's digits, the targets
     * (its secondary cells) take the same two digits, because outside the band or stack the cover
     * lines (its units) hold each digit in two of them at most.
     * @param band whether base and targets lie in a band (rows), not a stack (columns)
     * @param covers per digit of the step, in increasing order, the cover lines holding it
     * @param crossLines whether the cross-line rule removes more: a target's digit must fit the
     *                   other two cross lines outside the band on two lines other than the target's
     */
    record JuniorExocet(boolean band, java.util.List<java.util.List<Integer>> covers, boolean crossLines)
            implements ExocetEvidence {
        /**
         * Copies the covers.
         * @param band whether it lies in a band
         * @param covers the cover lines per digit
         * @param crossLines whether the cross-line rule removes more
         */
        public JuniorExocet {
            covers = covers.stream().map(java.util.List::copyOf).toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.juniorExocet(this);
        }
    }

    /**
     * Senior Exocet: the base cells (the step's cells) hold only the step's digits, the targets
     * (its secondary cells, one outside the base's band or stack at least) take the same two
     * digits, because the S cells of the cross lines (its units: off the base line, outside the
     * base box, not the targets) hold each digit in two houses at most.
     * @param band whether the base lies on a row (cross lines are columns), not a column
     * @param covers per digit of the step, in increasing order, the houses holding its S cells
     * @param crossLines whether the cross-line rule removes more: a target's digit must fit the
     *                   other two cross lines' S cells on two lines other than the target's
     */
    record SeniorExocet(boolean band, java.util.List<java.util.List<Integer>> covers, boolean crossLines)
            implements ExocetEvidence {
        /**
         * Copies the covers.
         * @param band whether the base lies on a row
         * @param covers the cover houses per digit
         * @param crossLines whether the cross-line rule removes more
         */
        public SeniorExocet {
            covers = covers.stream().map(java.util.List::copyOf).toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.seniorExocet(this);
        }
    }

    /**
     * Double Exocet: two Junior Exocets of one band (or stack) with the same four base digits (the
     * step's digits); the step's cells are the first pair's base cells then the second's, its
     * secondary cells the first pair's targets then the second's. The pairs share no digit, so the
     * four base cells hold the four digits once each, and so do the four targets.
     * @param band whether the bases lie on rows (the cross lines are columns), not columns
     * @param firstCovers per digit, in increasing order, the cover lines of the first Exocet
     * @param secondCovers per digit, in increasing order, the cover lines of the second Exocet
     * @param seeBases the other cells that see all four base cells, increasing
     * @param seeTargets the other cells that see all four targets, increasing
     */
    record DoubleExocet(boolean band, java.util.List<java.util.List<Integer>> firstCovers,
                        java.util.List<java.util.List<Integer>> secondCovers, java.util.List<Integer> seeBases,
                        java.util.List<Integer> seeTargets) implements ExocetEvidence {
        /**
         * Copies the lists.
         * @param band whether the bases lie on rows
         * @param firstCovers the first Exocet's cover lines per digit
         * @param secondCovers the second Exocet's cover lines per digit
         * @param seeBases the cells seeing every base cell
         * @param seeTargets the cells seeing every target
         */
        public DoubleExocet {
            firstCovers = firstCovers.stream().map(java.util.List::copyOf).toList();
            secondCovers = secondCovers.stream().map(java.util.List::copyOf).toList();
            seeBases = java.util.List.copyOf(seeBases);
            seeTargets = java.util.List.copyOf(seeTargets);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.doubleExocet(this);
        }
    }

    /**
     * Multi-Sector Locked Set: where some rows cross some columns lie as many empty cells as the
     * places the digits can fill there (per row, per column, or as many either way), so every one
     * of those places is filled there.
     * @param rows the rows
     * @param columns the columns
     * @param cells the number of empty cells where they cross
     * @param rowDigits the digits counted per row, as a digit mask
     * @param columnDigits the digits counted per column, as a digit mask
     * @param either the digits with as many places either way, as a digit mask
     */
    record MultiSectorLockedSet(java.util.List<Integer> rows, java.util.List<Integer> columns, int cells,
                                int rowDigits, int columnDigits, int either) implements ExocetEvidence {
        /**
         * Copies the lines.
         * @param rows the rows
         * @param columns the columns
         * @param cells the cells where they cross
         * @param rowDigits the digits counted per row
         * @param columnDigits the digits counted per column
         * @param either the digits as many either way
         */
        public MultiSectorLockedSet {
            rows = java.util.List.copyOf(rows);
            columns = java.util.List.copyOf(columns);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.multiSectorLockedSet(this);
        }
    }
}
