package sudoku.logic;

import sudoku.logic.Premise.FinnedFish;

/**
 * What forcing chains rest on: verities (every assumption of a {@link Premise} leads to the same
 * conclusion), contradictions, their nested forms, and the Kraken fish.
 *
 * <p>Each record is one kind of step; {@link Visitor} has one method per record, and
 * {@link EvidenceVisitor} takes every family's, so a language that cannot say one does not compile.
 */
public sealed interface ForcingEvidence extends Evidence {
    /**
     * Calls the visitor's method for this record.
     * @param <R> what the visitor makes
     * @param v the visitor, usually a language's renderer
     * @return what the visitor made of this evidence
     */
    <R> R accept(Visitor<R> v);

    /**
     * One method per record of forcing chains.
     * @param <R> what it makes of each
     */
    interface Visitor<R> {
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
         * Says NestedVerity evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R nestedVerity(NestedVerity e);
        /**
         * Says Kraken evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R kraken(Kraken e);
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

    /**
     * A forcing chain verity: each assumption of a set, one of which holds, leads to the same
     * placements or eliminations. Every conclusion is traced in every branch, apart from the
     * eliminations a placement of the step makes itself (a peer of the placed cell losing its
     * digit): the chain of assumption {@code i} to {@code traced.get(k)} is the step's links of
     * branch {@code k * assumptions.size() + i}.
     * @param premise the set of assumptions
     * @param assumptions the assumptions, in branch order
     * @param rules what the branches follow
     * @param shown the conclusion the branches are traced to first ({@code traced.get(0)})
     * @param placed whether {@code shown} is placed (else removed)
     * @param traced the conclusions the branches are traced to, {@code shown} first; in a step made
     *               without its proofs, {@code shown} alone
     */
    record Verity(Premise premise, java.util.List<Candidate> assumptions, Propagated rules, Candidate shown, boolean placed,
                  java.util.List<Candidate> traced)
            implements ForcingEvidence {
        /**
         * Copies the lists.
         * @param premise the set of assumptions
         * @param assumptions the assumptions, in branch order
         * @param rules what the branches follow
         * @param shown the conclusion the branches are traced to first
         * @param placed whether {@code shown} is placed
         * @param traced the conclusions the branches are traced to, {@code shown} first
         */
        public Verity {
            assumptions = java.util.List.copyOf(assumptions);
            traced = java.util.List.copyOf(traced);
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
            implements ForcingEvidence {
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
     * contradiction, so it is false. The inner chains are found in rounds: each time singles and
     * locked candidates stall, in the state the assumption has reached. The step's links are the
     * inner chains' (removal {@code j}'s from branch {@code firstBranches.get(j)} up to the next
     * one's first), then the final contradiction's from branch {@code finalBranch} on.
     * @param assumption the candidate
     * @param inner what the chains inside may use
     * @param removed what the inner chains remove, in order
     * @param clash the final contradiction
     * @param finalBranch the first branch of the final contradiction's chains in the step's links
     * @param rounds per removal, the round (from 1) whose inner chain makes it
     * @param firstBranches per removal, the first branch of its inner chain in the step's links
     * @param premises per removal, what its inner chain assumes: the removed candidate itself when
     *                 it contradicts itself, else a cell's candidates or a digit's places in a unit,
     *                 one of which holds, each removing it
     * @param clashes per removal, what clashes when its inner chain contradicts itself, as the
     *                chain's links show it; null for one whose premises each remove it; empty in a
     *                step made without its links
     */
    record NestedContradiction(Candidate assumption, Inner inner, java.util.List<Candidate> removed, Clash clash,
                               int finalBranch, java.util.List<Integer> rounds, java.util.List<Integer> firstBranches,
                               java.util.List<java.util.List<Candidate>> premises, java.util.List<Clash> clashes)
            implements ForcingEvidence {
        /**
         * Copies the lists.
         * @param assumption the candidate
         * @param inner what the chains inside may use
         * @param removed what the inner chains remove
         * @param clash the final contradiction
         * @param finalBranch the first branch of the final chains
         * @param rounds per removal, its round
         * @param firstBranches per removal, the first branch of its inner chain
         * @param premises per removal, what its inner chain assumes
         * @param clashes per removal, what its inner chain's contradiction clashes (null for none)
         */
        public NestedContradiction {
            removed = java.util.List.copyOf(removed);
            rounds = java.util.List.copyOf(rounds);
            firstBranches = java.util.List.copyOf(firstBranches);
            premises = premises.stream().map(java.util.List::copyOf).toList();
            clashes = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(clashes));
        }

        /**
         * Where the branches of inner chain {@code j} end in the step's links: they run from
         * {@code firstBranches().get(j)} up to the next inner chain's first, the last one's up to
         * the final chains'.
         * @param j the inner chain, in order
         * @return the first branch after it
         */
        public int branchesEnd(int j) {
            return j + 1 < firstBranches.size() ? firstBranches.get(j + 1) : finalBranch;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.nestedContradiction(this);
        }
    }

    /**
     * A nested verity: each assumption of a set, one of which holds, leads with forcing chains
     * inside it (as in {@link NestedContradiction}, round by round) to the same placement or
     * removal, which therefore holds. Its links, when it has them, are numbered as items in this
     * order: per assumption, its inner chains in order; then per traced conclusion, per
     * assumption, the chain that reaches it; an item's links are the branches from its first up
     * to the next item's first ({@code branchCount} after the last).
     * @param premise the set of assumptions
     * @param assumptions the assumptions, in branch order
     * @param inner what the chains inside each assumption may use
     * @param shown the conclusion said first
     * @param placed whether {@code shown} is placed (else removed)
     * @param removed per assumption, what its inner chains remove, in order
     * @param rounds per assumption, per removal, the round (from 1) whose inner chain makes it
     * @param premises per assumption, per removal, what its inner chain assumes (as in
     *                 {@link NestedContradiction#premises})
     * @param innerFirst per assumption, per removal, the first branch of its inner chain
     * @param traced the conclusions traced in every assumption, {@code shown} first (as in
     *               {@link Verity#traced}); empty in a step made without its links
     * @param reachedIn per traced conclusion, per assumption, the round after which its chain
     *                  starts (0: from the assumption; r: from round r's removals), or minus the
     *                  round whose inner chain removes it itself
     * @param reachFirst per traced conclusion, per assumption, the first branch of that chain
     * @param branchCount how many branches the links number
     * @param clashes per assumption, per removal, what clashes when its inner chain contradicts
     *                itself (as in {@link NestedContradiction#clashes}); empty in a step made
     *                without its links
     */
    record NestedVerity(Premise premise, java.util.List<Candidate> assumptions, Inner inner, Candidate shown,
                        boolean placed, java.util.List<java.util.List<Candidate>> removed,
                        java.util.List<java.util.List<Integer>> rounds,
                        java.util.List<java.util.List<java.util.List<Candidate>>> premises,
                        java.util.List<java.util.List<Integer>> innerFirst, java.util.List<Candidate> traced,
                        java.util.List<java.util.List<Integer>> reachedIn, java.util.List<java.util.List<Integer>> reachFirst,
                        int branchCount, java.util.List<java.util.List<Clash>> clashes) implements ForcingEvidence {
        /**
         * Copies the lists.
         * @param premise the set of assumptions
         * @param assumptions the assumptions
         * @param inner what the chains inside may use
         * @param shown the conclusion said first
         * @param placed whether {@code shown} is placed
         * @param removed per assumption, its inner removals
         * @param rounds per assumption, per removal, its round
         * @param premises per assumption, per removal, what its inner chain assumes
         * @param innerFirst per assumption, per removal, its inner chain's first branch
         * @param traced the conclusions traced
         * @param reachedIn per traced conclusion, per assumption, where its chain starts
         * @param reachFirst per traced conclusion, per assumption, its chain's first branch
         * @param branchCount how many branches the links number
         * @param clashes per assumption, per removal, what its inner chain's contradiction clashes (null for none)
         */
        public NestedVerity {
            assumptions = java.util.List.copyOf(assumptions);
            removed = removed.stream().map(java.util.List::copyOf).toList();
            rounds = rounds.stream().map(java.util.List::copyOf).toList();
            premises = premises.stream().map(p -> p.stream().map(java.util.List::copyOf).toList()).toList();
            innerFirst = innerFirst.stream().map(java.util.List::copyOf).toList();
            traced = java.util.List.copyOf(traced);
            reachedIn = reachedIn.stream().map(java.util.List::copyOf).toList();
            reachFirst = reachFirst.stream().map(java.util.List::copyOf).toList();
            clashes = clashes.stream().map(c -> java.util.Collections.unmodifiableList(new java.util.ArrayList<>(c)))
                    .toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.nestedVerity(this);
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
    record Kraken(FinnedFish fish, Propagated rules, Candidate shown, java.util.List<Integer> seeing) implements ForcingEvidence {
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
}
