package sudoku.logic;

/**
 * The set of assumptions of a forcing chain verity, one of which holds: a cell's candidates, a
 * unit's places of a digit, a finned fish's fins or its line, or a candidate on or off.
 */
public sealed interface Premise {
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
}
