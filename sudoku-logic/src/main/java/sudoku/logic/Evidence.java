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
        /**
         * Says Chain evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R chain(Chain e);
        /**
         * Says Verity evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R verity(Verity e);
        /**
         * Says Contradiction evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R contradiction(Contradiction e);
        /**
         * Says NestedContradiction evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R nestedContradiction(NestedContradiction e);
        /**
         * Says Kraken evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R kraken(Kraken e);
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
        LOOP
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
            implements Evidence {
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

    /** What a forcing chain's branch follows, in the words that name it. */
    enum Propagated {
        /** Bivalue cells and conjugate pairs. */
        LINKS,
        /** The assumed digit's hidden singles. */
        ONE_DIGIT,
        /** Naked and hidden singles. */
        SINGLES,
        /** Singles and locked candidates. */
        LOCKED
    }

    /** The set of assumptions of a verity, one of which holds. */
    sealed interface Premise {
    }

    /**
     * A cell holds one of its candidates.
     * @param cell the cell
     * @param digits its candidates, as a digit mask
     */
    record CellHolds(int cell, int digits) implements Premise {
    }

    /**
     * A unit holds a digit in one of its places.
     * @param unit the unit
     * @param digit the digit
     * @param cells its places in the unit
     */
    record UnitHolds(int unit, int digit, java.util.List<Integer> cells) implements Premise {
        /**
         * Copies the list.
         * @param unit the unit
         * @param digit the digit
         * @param cells its places in the unit
         */
        public UnitHolds {
            cells = java.util.List.copyOf(cells);
        }
    }

    /**
     * A fish with fins: a fin holds the digit, or a cover line takes it on a base line.
     * @param fish the fish
     * @param line the cover line
     * @param cells the line's places on the base lines
     */
    record FinOrLine(FinnedFish fish, int line, java.util.List<Integer> cells) implements Premise {
        /**
         * Copies the list.
         * @param fish the fish
         * @param line the cover line
         * @param cells the line's places on the base lines
         */
        public FinOrLine {
            cells = java.util.List.copyOf(cells);
        }
    }

    /**
     * A row or column fish whose digit, apart from its fins, lies in its cover lines.
     * @param digit the digit
     * @param base the base lines
     * @param cover the cover lines
     * @param fins the fins
     */
    record FinnedFish(int digit, java.util.List<Integer> base, java.util.List<Integer> cover, java.util.List<Integer> fins) {
        /**
         * Copies the lists.
         * @param digit the digit
         * @param base the base lines
         * @param cover the cover lines
         * @param fins the fins
         */
        public FinnedFish {
            base = java.util.List.copyOf(base);
            cover = java.util.List.copyOf(cover);
            fins = java.util.List.copyOf(fins);
        }
    }

    /**
     * A forcing chain verity: each assumption of a set, one of which holds, leads to the same
     * placements or eliminations. Branch {@code i}'s links are the step's links of branch {@code i}.
     * @param premise the set of assumptions
     * @param assumptions the assumptions, in branch order
     * @param rules what the branches follow
     * @param shown the conclusion the branches are traced to
     * @param placed whether {@code shown} is placed (else removed)
     */
    record Verity(Premise premise, java.util.List<Candidate> assumptions, Propagated rules, Candidate shown, boolean placed)
            implements Evidence {
        /**
         * Copies the list.
         * @param premise the set of assumptions
         * @param assumptions the assumptions, in branch order
         * @param rules what the branches follow
         * @param shown the conclusion the branches are traced to
         * @param placed whether {@code shown} is placed
         */
        public Verity {
            assumptions = java.util.List.copyOf(assumptions);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.verity(this);
        }
    }

    /** How an assumption breaks down. */
    enum ClashKind {
        /** A digit has no place left in a unit. */
        NO_PLACE,
        /** A cell would hold two digits. */
        TWO_DIGITS,
        /** A cell would hold a digit a peer already holds. */
        PEER_HOLDS,
        /** A cell has no candidate left. */
        NO_CANDIDATE
    }

    /**
     * The contradiction an assumption runs into.
     * @param kind how it breaks down
     * @param cell the cell ({@link ClashKind#NO_PLACE}: -1)
     * @param unit the unit ({@link ClashKind#NO_PLACE}; else -1)
     * @param digit the digit without a place, the cell's first digit, or the digit a peer holds (0 for
     *              {@link ClashKind#NO_CANDIDATE})
     * @param other the cell's second digit ({@link ClashKind#TWO_DIGITS}; else 0)
     */
    record Clash(ClashKind kind, int cell, int unit, int digit, int other) {
    }

    /**
     * A candidate assumed true (or false) leads to a contradiction, so it is false (or true); the
     * chains that clash are the step's links, one branch each.
     * @param assumption the candidate
     * @param assumedFalse whether it is assumed false (and then placed)
     * @param rules what the chains follow
     * @param clash the contradiction
     */
    record Contradiction(Candidate assumption, boolean assumedFalse, Propagated rules, Clash clash)
            implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.contradiction(this);
        }
    }

    /** Sudoku Explainer's nesting levels: what an assumption may use inside itself. */
    enum Inner {
        /** Forcing chains through static links. */
        FORCING_CHAINS,
        /** And multiple forcing chains. */
        MULTIPLE_FORCING_CHAINS,
        /** And dynamic forcing chains. */
        DYNAMIC_FORCING_CHAINS,
        /** And dynamic forcing chains with locked candidates. */
        DYNAMIC_FORCING_CHAINS_PLUS
    }

    /**
     * A candidate assumed true leads, with forcing chains inside the assumption, to a
     * contradiction, so it is false. The step's links are the inner chains', then the final
     * contradiction's from branch {@code finalBranch} on.
     * @param assumption the candidate
     * @param inner what the chains inside may use
     * @param removed what the inner chains remove, in order
     * @param clash the final contradiction
     * @param finalBranch the first branch of the final contradiction's chains in the step's links
     */
    record NestedContradiction(Candidate assumption, Inner inner, java.util.List<Candidate> removed, Clash clash,
                               int finalBranch) implements Evidence {
        /**
         * Copies the list.
         * @param assumption the candidate
         * @param inner what the chains inside may use
         * @param removed what the inner chains remove
         * @param clash the final contradiction
         * @param finalBranch the first branch of the final chains
         */
        public NestedContradiction {
            removed = java.util.List.copyOf(removed);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.nestedContradiction(this);
        }
    }

    /**
     * A kraken fish: no fin holds the digit and the fish removes it from the rest of its cover
     * lines, or a fin holds it, and each fin sees {@code shown} or removes it by the step's links of
     * its branch.
     * @param fish the fish
     * @param rules what the fins' chains follow
     * @param shown the elimination the fins are traced to
     * @param seeing the fins that see {@code shown}
     */
    record Kraken(FinnedFish fish, Propagated rules, Candidate shown, java.util.List<Integer> seeing) implements Evidence {
        /**
         * Copies the list.
         * @param fish the fish
         * @param rules what the fins' chains follow
         * @param shown the elimination the fins are traced to
         * @param seeing the fins that see {@code shown}
         */
        public Kraken {
            seeing = java.util.List.copyOf(seeing);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.kraken(this);
        }
    }
    // ---- end of part E
}
