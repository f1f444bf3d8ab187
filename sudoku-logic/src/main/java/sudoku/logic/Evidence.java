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

        // ---- part A: direct, locked candidates, subsets, fish, templates, cages
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
        /**
         * Says Fish evidence (basic, finned and sashimi fish on rows and columns).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R fish(Fish e);
        /**
         * Says GeneralFish evidence (Franken and Mutant fish).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R generalFish(GeneralFish e);
        /**
         * Says SiameseFish evidence (two fish on one base).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R siameseFish(SiameseFish e);
        /**
         * Says Template evidence (Template Set, Template Delete).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R template(Template e);
        /**
         * Says CageCombinations evidence (a cage's or the rule of 45's combinations).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R cageCombinations(CageCombinations e);
        /**
         * Says CageClash evidence (combinations of two sums that need a digit twice).
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R cageClash(CageClash e);
        // ---- end of part A

        // ---- part B: wings, single-digit patterns, colouring
        /**
         * Says an XY-Wing or XYZ-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wing(Wing e);
        /**
         * Says a WXYZ-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wxyzWing(WxyzWing e);
        /**
         * Says a W-Wing.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R wWing(WWing e);
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
        // ---- end of part B

        // ---- part C: uniqueness and BUG
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
        // ---- end of part C

        // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
        /**
         * Says AlsXz evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXz(AlsXz e);
        /**
         * Says AlsXyWing evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXyWing(AlsXyWing e);
        /**
         * Says AlsXyChain evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alsXyChain(AlsXyChain e);
        /**
         * Says DeathBlossom evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R deathBlossom(DeathBlossom e);
        /**
         * Says AlignedExclusion evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alignedExclusion(AlignedExclusion e);
        /**
         * Says AlignedPairExclusionAls evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R alignedPairExclusionAls(AlignedPairExclusionAls e);
        /**
         * Says SueDeCoq evidence.
         * @param e the evidence
         * @return what the visitor makes of it
         */
        R sueDeCoq(SueDeCoq e);
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

    /**
     * A cell has one candidate left.
     * @param removed the other digits (a set) that no digit placed in a cell it sees rules out:
     *                earlier steps (or the player's marks) removed them; empty when every other
     *                digit is placed in a cell it sees
     */
    record NakedSingle(int removed) implements Evidence {
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

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages

    /**
     * Pointing or claiming: a digit's places in one unit (the step's cells) all lie in a second
     * unit, so it goes from the rest of the second.
     * @param unit the unit whose places are locked
     * @param target the unit they all lie in, which loses the digit elsewhere
     */
    record LockedCandidates(int unit, int target) implements Evidence {
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
    record Subset(SubsetKind kind, java.util.List<Integer> units) implements Evidence {
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
    record Direct(Part base, int unit) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.direct(this);
        }
    }

    /**
     * A basic, finned or sashimi fish on rows and columns: in the base lines the step's digit fits
     * only in the cover lines, apart from the fins (the step's secondary cells).
     * @param base the base lines
     * @param cover the cover lines
     * @param finBox the box holding every fin (its unit id), or -1 when there is none
     */
    record Fish(java.util.List<Integer> base, java.util.List<Integer> cover, int finBox) implements Evidence {
        /**
         * Copies the lines.
         * @param base the base lines
         * @param cover the cover lines
         * @param finBox the box holding every fin, or -1
         */
        public Fish {
            base = java.util.List.copyOf(base);
            cover = java.util.List.copyOf(cover);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.fish(this);
        }
    }

    /**
     * A Franken or Mutant fish, whose base and cover may be boxes: in the base units the step's
     * digit fits only in the cover units, apart from the fins (the step's secondary cells).
     * @param base the base units
     * @param cover the cover units
     * @param endoFins the places of the digit the base units share (fins too), in reading order
     */
    record GeneralFish(java.util.List<Integer> base, java.util.List<Integer> cover, java.util.List<Integer> endoFins)
            implements Evidence {
        /**
         * Copies the lists.
         * @param base the base units
         * @param cover the cover units
         * @param endoFins the places the base units share
         */
        public GeneralFish {
            base = java.util.List.copyOf(base);
            cover = java.util.List.copyOf(cover);
            endoFins = java.util.List.copyOf(endoFins);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.generalFish(this);
        }
    }

    /**
     * Two finned fish of one digit on the same base with different covers; the step removes what
     * either removes.
     * @param first the first fish's step
     * @param second the second fish's step
     */
    record SiameseFish(Part first, Part second) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.siameseFish(this);
        }
    }

    /**
     * Templates: of the ways to put the step's digit once in every row, column and box, those that
     * fit the grid all put it in the step's cells (Template Set) or none does (Template Delete).
     * @param fitting how many templates fit
     */
    record Template(int fitting) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.template(this);
        }
    }
    /** Where a {@link KillerSum}'s total comes from. */
    enum SumKind {
        /** A killer cage. */
        CAGE,
        /** The innies of a group of units (the rule of 45). */
        INNIES,
        /** The outies of a group of units (the rule of 45). */
        OUTIES
    }

    /**
     * Empty cells whose digits add up to a known sum, and how the sum is known: a killer cage less
     * its placed digits, or the innies or outies of a group of units by the rule of 45 (the units
     * add up to {@code total}; the cages wholly inside them, for the innies, or the cages that stick
     * out of them, for the outies, add up to {@code known}).
     * @param kind a cage, the innies or the outies
     * @param cells the cage's cells, or all the innies or outies, in reading order
     * @param sum what those cells add up to
     * @param units the group of units (none for a cage)
     * @param total what the group adds up to (innies), or its innies (outies); 0 for a cage
     * @param known what the cages inside (innies) or sticking out (outies) add up to; 0 for a cage
     * @param placed the cells among {@code cells} already filled
     * @param placedDigits the digits placed there, as a digit mask
     * @param empty the cells among {@code cells} still empty
     * @param left what the empty cells add up to
     */
    record KillerSum(SumKind kind, java.util.List<Integer> cells, int sum, java.util.List<Integer> units, int total,
                     int known, java.util.List<Integer> placed, int placedDigits, java.util.List<Integer> empty,
                     int left) {
        /**
         * Copies the lists.
         * @param kind a cage, the innies or the outies
         * @param cells the cells
         * @param sum their sum
         * @param units the group of units
         * @param total the group's total
         * @param known what the cages inside or sticking out add up to
         * @param placed the cells filled
         * @param placedDigits the digits placed there
         * @param empty the cells empty
         * @param left what the empty cells add up to
         */
        public KillerSum {
            cells = java.util.List.copyOf(cells);
            units = java.util.List.copyOf(units);
            placed = java.util.List.copyOf(placed);
            empty = java.util.List.copyOf(empty);
        }
    }

    /**
     * A digit set every combination of a sum needs, which its cells can hold only in some of them:
     * cells outside that see every such holder lose those digits.
     * @param digits the digits needed, as a digit mask
     * @param holders the sum's cells that may hold them
     * @param removed the candidates removed from the cells seeing every holder
     */
    record Needed(int digits, java.util.List<Integer> holders, java.util.List<Candidate> removed) {
        /**
         * Copies the lists.
         * @param digits the digits needed
         * @param holders the cells that may hold them
         * @param removed the candidates removed
         */
        public Needed {
            holders = java.util.List.copyOf(holders);
            removed = java.util.List.copyOf(removed);
        }
    }

    /**
     * Cage Combinations or Innies and Outies: the ways to make a sum with its cells' candidates
     * rule out candidates none uses, and digits every way needs leave cells seeing their holders.
     * A sum of one empty cell places its digit (the step's placement).
     * @param sum the cells and their sum
     * @param combinations the ways left, as digit masks in increasing order
     * @param ruledOut the candidates of the sum's cells no way uses
     * @param needed the digits every way needs that remove candidates outside
     */
    record CageCombinations(KillerSum sum, java.util.List<Integer> combinations, java.util.List<Candidate> ruledOut,
                            java.util.List<Needed> needed) implements Evidence {
        /**
         * Copies the lists.
         * @param sum the cells and their sum
         * @param combinations the ways left
         * @param ruledOut the candidates no way uses
         * @param needed the digits every way needs
         */
        public CageCombinations {
            combinations = java.util.List.copyOf(combinations);
            ruledOut = java.util.List.copyOf(ruledOut);
            needed = java.util.List.copyOf(needed);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.cageCombinations(this);
        }
    }

    /**
     * Cage Combination Elimination: two sums whose cells see each other; a combination of one that
     * needs a digit again in cells seeing each other whatever the other takes is ruled out.
     * @param first the first sum (a cage)
     * @param second the second sum (a cage, or innies or outies)
     * @param units the units holding every cell of both
     * @param firstOut the first's combinations ruled out, as digit masks
     * @param secondOut the second's combinations ruled out, as digit masks
     */
    record CageClash(KillerSum first, KillerSum second, java.util.List<Integer> units,
                     java.util.List<Integer> firstOut, java.util.List<Integer> secondOut) implements Evidence {
        /**
         * Copies the lists.
         * @param first the first sum
         * @param second the second sum
         * @param units the units holding both
         * @param firstOut the first's combinations ruled out
         * @param secondOut the second's combinations ruled out
         */
        public CageClash {
            units = java.util.List.copyOf(units);
            firstOut = java.util.List.copyOf(firstOut);
            secondOut = java.util.List.copyOf(secondOut);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.cageClash(this);
        }
    }
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    /**
     * XY-Wing or XYZ-Wing: a pivot sees two bivalue pincers that share {@code z}; whichever digit
     * the pivot is, one pincer (or, when the pivot holds {@code z} too, one of the three) is
     * {@code z}. An XYZ-Wing is the one whose pivot holds {@code z}.
     * @param pivot the pivot's cell
     * @param pivotDigits the pivot's candidates, as a digit mask
     * @param pincer1 the first pincer's cell
     * @param pincer1Digits its candidates
     * @param pincer2 the second pincer's cell
     * @param pincer2Digits its candidates
     * @param z the digit the pincers share, removed from cells seeing every cell that holds it
     */
    record Wing(int pivot, int pivotDigits, int pincer1, int pincer1Digits, int pincer2, int pincer2Digits, int z)
            implements Evidence {
        /** @return whether the pivot holds {@code z} (an XYZ-Wing) */
        public boolean pivotHoldsZ() {
            return (pivotDigits >> (z - 1) & 1) != 0;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wing(this);
        }
    }

    /**
     * WXYZ-Wing: four cells holding four digits between them, every digit but {@code z} only in
     * cells that see each other, so one of the four is {@code z}.
     * @param cells the four cells
     * @param digits the four digits, as a mask
     * @param z the unrestricted digit, removed from cells seeing every {@code z} of the four
     */
    record WxyzWing(java.util.List<Integer> cells, int digits, int z) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wxyzWing(this);
        }
    }

    /**
     * W-Wing: two cells with the same two candidates, and a unit where one of them, {@code x}, fits
     * only in two cells, one seeing each; so one of the two cells is the other digit.
     * @param cell1 the first bivalue cell
     * @param cell2 the second bivalue cell
     * @param digits their two candidates, as a mask
     * @param unit the unit of the conjugate pair
     * @param x the digit of the conjugate pair
     * @param end1 the pair's cell seeing {@code cell1}
     * @param end2 the pair's cell seeing {@code cell2}
     */
    record WWing(int cell1, int cell2, int digits, int unit, int x, int end1, int end2) implements Evidence {
        /** @return the digit removed: the one of {@code digits} that is not {@code x} */
        public int y() {
            return Integer.numberOfTrailingZeros(digits & ~(1 << (x - 1))) + 1;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.wWing(this);
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
            implements Evidence {
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
    record TwoStringKite(int digit, int rowCell, int rowFar, int columnCell, int columnFar) implements Evidence {
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
    record DualTwoStringKite(TwoStringKite first, TwoStringKite second) implements Evidence {
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
            implements Evidence {
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
    record DualEmptyRectangle(EmptyRectangle first, EmptyRectangle second) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.dualEmptyRectangle(this);
        }
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
                        java.util.List<Integer> clash) implements Evidence {
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
                           java.util.List<Integer> seen2) implements Evidence {
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
    record MultiColorsTrap(int digit, java.util.List<ColourPair> pairs) implements Evidence {
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
                  int peer, int digits) implements Evidence {
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
    record RemotePair(int digits, java.util.List<Integer> even, java.util.List<Integer> odd) implements Evidence {
        /** @return the cells of the chain, in cell order */
        public java.util.List<Integer> chain() {
            return java.util.stream.Stream.concat(even.stream(), odd.stream()).sorted().toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.remotePair(this);
        }
    }
    // ---- end of part B

    // ---- part C: uniqueness and BUG

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
    record UniqueRectangle(Test test, int pair, int digits) implements Evidence {
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
    record HiddenRectangle(int pair, int digit, int corner, int besideRow, int besideColumn) implements Evidence {
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
    record UniqueLoop(int pair, int extra) implements Evidence {
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
    record ExtendedRectangle(java.util.List<Integer> lines, java.util.List<Integer> crossing) implements Evidence {
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
            implements Evidence {
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
    record BugPlusOne() implements Evidence {
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
    record BivalueGrave(Type type, java.util.List<Candidate> extras, int digit) implements Evidence {
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
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

    /**
     * Cells named with the candidates they hold between them, as {@code A2, A4 and A5 (1, 2 and 3)}:
     * an almost locked set (n cells, n+1 digits), a side of a Sue de Coq, an aligned exclusion's base
     * cell or excluder. Not a family of its own: the families below are made of them.
     * @param cells the cells, in reading order
     * @param digits their candidates, as a digit mask
     */
    record CellGroup(java.util.List<Integer> cells, int digits) {
        /**
         * Copies the cells.
         * @param cells the cells
         * @param digits their candidates
         */
        public CellGroup {
            cells = java.util.List.copyOf(cells);
        }
    }

    /**
     * ALS-XZ: two almost locked sets share restricted common digits (each in only one of them).
     * With one, the set without it is locked and every other shared digit lies in one of them;
     * with two, both sets are locked.
     * @param a the first set
     * @param b the second set
     * @param restricted the restricted common digits (one or two), as a digit mask
     */
    record AlsXz(CellGroup a, CellGroup b, int restricted) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXz(this);
        }
    }

    /**
     * ALS-XY-Wing: a pivot set shares restricted commons X with set A and Y with set B; the pivot
     * keeps one of them, so A or B is locked and each digit Z of both lies in A or B.
     * @param pivot the pivot set C
     * @param a the first wing
     * @param b the second wing
     * @param x the restricted commons of the pivot and A, as a digit mask
     * @param y the restricted commons of the pivot and B, as a digit mask
     * @param z the digits shared by A and B that are removed from the cells seeing them, as a digit mask
     */
    record AlsXyWing(CellGroup pivot, CellGroup a, CellGroup b, int x, int y, int z) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXyWing(this);
        }
    }

    /**
     * ALS-XY-Chain: almost locked sets in a row, each neighbour pair sharing a restricted common;
     * the first or the last set is locked, so each digit Z of both lies in one of them.
     * @param sets the sets A1 to An, in chain order
     * @param commons the restricted common digit of each neighbour pair (A1-A2 first)
     * @param z the digits removed, as a digit mask
     */
    record AlsXyChain(java.util.List<CellGroup> sets, java.util.List<Integer> commons, int z) implements Evidence {
        /**
         * Copies the lists.
         * @param sets the sets
         * @param commons the restricted commons
         * @param z the digits removed
         */
        public AlsXyChain {
            sets = java.util.List.copyOf(sets);
            commons = java.util.List.copyOf(commons);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alsXyChain(this);
        }
    }

    /**
     * Death Blossom: whichever digit the stem cell takes, the petal (an almost locked set) of that
     * digit loses it and is locked, so each digit Z of every petal lies in one of them.
     * @param stem the stem cell
     * @param stemDigits the stem's candidates, as a digit mask
     * @param petals one set per stem digit, in increasing digit order
     * @param z the digits removed, as a digit mask
     */
    record DeathBlossom(int stem, int stemDigits, java.util.List<CellGroup> petals, int z) implements Evidence {
        /**
         * Copies the petals.
         * @param stem the stem cell
         * @param stemDigits the stem's candidates
         * @param petals the petals
         * @param z the digits removed
         */
        public DeathBlossom {
            petals = java.util.List.copyOf(petals);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.deathBlossom(this);
        }
    }

    /**
     * Aligned Pair or Triple Exclusion: no combination of one digit per base cell may repeat a
     * digit in two base cells that see each other, nor take every candidate of an excluder (a cell
     * seeing every base cell); a digit no combination left uses goes.
     * @param bases the base cells, each with its candidates
     * @param peers whether two of the base cells see each other
     * @param excluders the excluders that ruled a combination out, each with its candidates
     */
    record AlignedExclusion(java.util.List<CellGroup> bases, boolean peers, java.util.List<CellGroup> excluders)
            implements Evidence {
        /**
         * Copies the lists.
         * @param bases the base cells
         * @param peers whether two base cells see each other
         * @param excluders the excluders
         */
        public AlignedExclusion {
            bases = java.util.List.copyOf(bases);
            excluders = java.util.List.copyOf(excluders);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alignedExclusion(this);
        }
    }

    /**
     * Aligned Pair Exclusion with almost locked sets: the step's two cells see each other, and no
     * pair of their digits may leave one of these sets one digit short.
     * @param sets the almost locked sets that ruled a pair out
     */
    record AlignedPairExclusionAls(java.util.List<CellGroup> sets) implements Evidence {
        /**
         * Copies the sets.
         * @param sets the sets
         */
        public AlignedPairExclusionAls {
            sets = java.util.List.copyOf(sets);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.alignedPairExclusionAls(this);
        }
    }

    /**
     * Sue de Coq: the step's cells, where a line crosses a box, with cells of the rest of the line
     * and of the rest of the box, are as many cells as digits, each digit filling one of them.
     * @param line the line
     * @param box the box
     * @param crossing the digits of the crossing cells, as a digit mask
     * @param lineSide the cells taken from the rest of the line, with their digits
     * @param boxSide the cells taken from the rest of the box, with their digits
     */
    record SueDeCoq(int line, int box, int crossing, CellGroup lineSide, CellGroup boxSide) implements Evidence {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.sueDeCoq(this);
        }
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
            implements Evidence {
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
            implements Evidence {
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
                        java.util.List<Integer> seeTargets) implements Evidence {
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
                                int rowDigits, int columnDigits, int either) implements Evidence {
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
     * A candidate holds or it does not: the two assumptions of a double forcing chain, the
     * candidate assumed true, then false.
     * @param candidate the candidate
     */
    record OnOrOff(Candidate candidate) implements Premise {
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
            implements Evidence {
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
            implements Evidence {
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
                        int branchCount, java.util.List<java.util.List<Clash>> clashes) implements Evidence {
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
