package sudoku.logic;

/**
 * What a chain rests on: X-Chains, XY-Chains, alternating inference chains (grouped, through
 * almost locked sets), cycles and nice loops, walked node by node from a start assumed false.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface ChainEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of chains.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
        /**
         * Says Chain evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R chain(Chain e);
    }

    /**
     * An almost locked set met by a chain: cells holding one digit more than their count.
     * @param cells the set's cells
     * @param digits the set's digits, as a digit mask
     */
    record AlmostLockedSet(java.util.List<Integer> cells, int digits) {
        /**
         * Copies the list.
         * @param cells the set's cells
         * @param digits the set's digits, as a digit mask
         */
        public AlmostLockedSet {
            cells = java.util.List.copyOf(cells);
        }
    }

    /** How a node of a chain follows from the node before it. */
    enum Via {
        /** By the link between them alone. */
        LINK,
        /** The node before lacking its digit, the almost locked set of both is locked. */
        LOCKED_SET,
        /** The set keeps the node's digit, else it is locked and the node before would not hold. */
        SET_KEEPS
    }

    /**
     * A node of a chain walked in words: false at the start, then true and false in turn.
     * @param digit the node's digit
     * @param cells its cells (one, a group's, or the places of the digit in an almost locked set)
     * @param via how it follows from the node before it ({@link Via#LINK} for the first)
     * @param set the almost locked set {@code via} names, or null
     */
    record ChainNode(int digit, java.util.List<Integer> cells, Via via, AlmostLockedSet set) {
        /**
         * Copies the list.
         * @param digit the node's digit
         * @param cells its cells
         * @param via how it follows from the node before it
         * @param set the almost locked set {@code via} names, or null
         */
        public ChainNode {
            cells = java.util.List.copyOf(cells);
        }
    }

    /** What a chain concludes. */
    enum ChainEnd {
        /** One of its ends is true: what sees both goes (the step's eliminations). */
        EITHER_END,
        /** Its start false makes it true: it is placed. */
        PLACEMENT,
        /**
         * Its start false locks an almost locked set that removes every other candidate of its
         * cell: it is placed.
         */
        PLACEMENT_BY_SET,
        /** Its ends exclude each other: the chain closes into a loop, whose links remove candidates. */
        LOOP,
        /**
         * A discontinuous nice loop broken at the step's one removed candidate, weakly linked to both
         * ends: that candidate true would make the start false, so the end true, so itself false.
         */
        REMOVAL,
        /** Its ends are two digits of one cell: one of them holds, and the cell's other candidates go. */
        ONE_OF_TWO
    }

    /**
     * An alternating inference chain, walked from its start assumed false; its Eureka form is the
     * step's links.
     * @param walk the chain's nodes, in order
     * @param end what it concludes
     * @param lockedSet for {@link ChainEnd#PLACEMENT_BY_SET}, the set its last node locks; else null
     * @param setRemoves for {@link ChainEnd#PLACEMENT_BY_SET}, the other candidates of the placed
     *                   cell that the locked set removes; else empty
     */
    record Chain(java.util.List<ChainNode> walk, ChainEnd end, AlmostLockedSet lockedSet, java.util.List<Candidate> setRemoves)
            implements ChainEvidence {
        /**
         * Copies the lists.
         * @param walk the chain's nodes, in order
         * @param end what it concludes
         * @param lockedSet the set the last node locks, or null
         * @param setRemoves what that set removes from the placed cell
         */
        public Chain {
            walk = java.util.List.copyOf(walk);
            setRemoves = java.util.List.copyOf(setRemoves);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.chain(this);
        }
    }
}
