package sudoku.logic;

/**
 * What locked candidates (pointing, claiming), naked, hidden and locked subsets rest on, and the
 * direct techniques that place the digit such a pattern leaves one place in a unit.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface SubsetEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of locked candidates, subsets and the direct techniques.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says LockedCandidates evidence (pointing, claiming).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R lockedCandidates(LockedCandidates e);
        /**
         * Says Subset evidence (naked, hidden and locked pairs, triples, quadruples).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R subset(Subset e);
        /**
         * Says Direct evidence (a pattern, then the hidden single it leaves).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R direct(Direct e);
    }

    /**
     * Pointing or claiming: a digit's places in one unit (the step's cells) all lie in a second
     * unit, so it goes from the rest of the second.
     * @param unit the unit whose places are locked
     * @param target the unit they all lie in, which loses the digit elsewhere
     */
    record LockedCandidates(int unit, int target) implements SubsetEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.lockedCandidates(this);
        }
    }

    /**
     * A naked, hidden or locked subset: the step's cells and digits, as many of each, within a unit
     * (a locked subset within a line and a box at once).
     * @param kind which subset
     * @param units the unit (naked, hidden), or the line then the box (locked)
     */
    record Subset(SubsetKind kind, java.util.List<Integer> units) implements SubsetEvidence {
        /**
         * Copies the units.
         * @param kind which subset
         * @param units the unit, or the line then the box
         */
        public Subset {
            units = java.util.List.copyOf(units);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.subset(this);
        }
    }

    /** Which subset a {@link Subset} is. */
    enum SubsetKind {
        /** Cells holding only as many digits as there are cells. */
        NAKED,
        /** Digits fitting only in as many cells as there are digits. */
        HIDDEN,
        /** A naked subset in the intersection of a line and a box. */
        LOCKED
    }

    /**
     * A step said inside another (the pattern of a direct technique, each fish of a Siamese pair):
     * what a renderer needs to say it as a step of its own.
     * @param technique the step's technique
     * @param eliminations the candidates it removes
     * @param units its units
     * @param cells its main cells
     * @param secondary its other cells
     * @param digits its digits, as a digit mask
     * @param evidence what its family adds
     */
    record Part(Technique technique, java.util.List<Candidate> eliminations, java.util.List<Integer> units,
                java.util.List<Integer> cells, java.util.List<Integer> secondary, int digits, Evidence evidence) {
        /**
         * Copies the lists.
         * @param technique the step's technique
         * @param eliminations the candidates it removes
         * @param units its units
         * @param cells its main cells
         * @param secondary its other cells
         * @param digits its digits
         * @param evidence what its family adds
         */
        public Part {
            eliminations = java.util.List.copyOf(eliminations);
            units = java.util.List.copyOf(units);
            cells = java.util.List.copyOf(cells);
            secondary = java.util.List.copyOf(secondary);
        }
    }

    /**
     * A direct technique: a pattern's eliminations (not applied) leave a digit one place in a unit,
     * where the step places it.
     * @param base the pattern's step (pointing, claiming, a hidden pair or triple)
     * @param unit the unit where the placed digit is left one place
     */
    record Direct(Part base, int unit) implements SubsetEvidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.direct(this);
        }
    }
}
