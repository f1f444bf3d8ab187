package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.KillerEvidence;

/**
 * Empty cells whose digits add up to a known sum: what is left of a killer cage (its sum less
 * the digits placed in it), or the innies or outies the rule of 45 finds (a virtual cage). Its
 * combinations are the ways to make the sum with the cells' candidates; cells that all see each
 * other (a cage's cells always do) hold different digits, other cells may repeat one.
 *
 * @param cells the empty cells, in increasing order
 * @param sum   what their digits add up to
 */
record CageSum(int[] cells, int sum) {
    /** The most cells of a group whose cells do not all see each other that is worked out. */
    static final int MAX_LOOSE_CELLS = 5;

    /**
     * A way to make the sum: its digits and, per cell (in the order of {@link #cells}), the
     * digits that cell takes in some filling of the cells with these digits.
     */
    record Combination(int digits, int[] cellDigits) {
    }

    /**
     * What the sum proves: the combinations left, the candidates they rule out (those no
     * combination uses, then those of cells seeing every holder of a needed digit), and why.
     */
    record Deduction(List<Combination> combinations, List<Candidate> placements, List<Candidate> eliminations,
                     List<Candidate> ruledOut, List<KillerEvidence.Needed> needed) {
        /** Whether the deduction places or removes anything. */
        boolean found() {
            return !placements.isEmpty() || !eliminations.isEmpty();
        }

        /** The digits of the combinations left, as a mask. */
        int digits() {
            int out = 0;
            for (Combination c : combinations) {
                out |= c.digits();
            }
            return out;
        }

        /**
         * The evidence of a step made of this deduction on the cells of {@code sum}.
         * @param sum how the cells and their sum are known
         * @return the evidence
         */
        KillerEvidence.CageCombinations evidence(KillerEvidence.KillerSum sum) {
            return new KillerEvidence.CageCombinations(sum, masks(combinations), ruledOut, needed);
        }
    }

    /** The combinations' digit masks, in order. */
    static List<Integer> masks(List<Combination> combinations) {
        return combinations.stream().map(Combination::digits).toList();
    }

    /** The empty cells of {@code cage}, with its sum less the digits already placed in it. */
    static CageSum of(Candidates state, Cage cage) {
        int left = cage.sum();
        List<Integer> empty = new ArrayList<>();
        for (int c : cage.cells()) {
            if (state.digit(c) == 0) {
                empty.add(c);
            } else {
                left -= state.digit(c);
            }
        }
        return new CageSum(empty.stream().mapToInt(Integer::intValue).toArray(), left);
    }

    /** The cells as a list. */
    List<Integer> cellList() {
        List<Integer> out = new ArrayList<>();
        for (int c : cells) {
            out.add(c);
        }
        return out;
    }

    /** Whether every two of the cells see each other, so that they hold different digits. */
    boolean distinct(Candidates state) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (!state.sees(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The combinations that make the sum with the cells' candidates, in increasing order of
     * their digit masks; empty when none does (or when the cells, not all seeing each other,
     * are more than {@link #MAX_LOOSE_CELLS}).
     */
    List<Combination> combinations(Candidates state) {
        if (distinct(state)) {
            return distinctCombinations(state);
        }
        if (cells.length > MAX_LOOSE_CELLS) {
            return List.of();
        }
        List<Combination> out = new ArrayList<>();
        fill(state, 0, sum, new int[cells.length], out);
        out.sort((a, b) -> Integer.compare(a.digits(), b.digits()));
        return out;
    }

    private List<Combination> distinctCombinations(Candidates state) {
        int side = state.geometry().side();
        int union = 0;
        for (int c : cells) {
            union |= state.candidates(c);
        }
        List<Combination> out = new ArrayList<>();
        if (sum < Cage.minSum(cells.length) || sum > Cage.maxSum(cells.length, side)) {
            return out;
        }
        for (int digits : Cage.combinations(cells.length, sum, side)) {
            if ((digits & ~union) != 0) {
                continue;
            }
            int[] cellDigits = new int[cells.length];
            byte[] memo = new byte[1 << side];
            if (reach(state, digits, 0, memo, cellDigits)) {
                out.add(new Combination(digits, cellDigits));
            }
        }
        return out;
    }

    /**
     * Whether the cells after the first {@code bitCount(used)} can take the digits of
     * {@code digits} not in {@code used}, one each; records in {@code cellDigits} each digit a
     * cell takes on the way to a complete filling. {@code memo}: 0 unknown, 1 dead end, 2 complete.
     */
    private boolean reach(Candidates state, int digits, int used, byte[] memo, int[] cellDigits) {
        int i = Integer.bitCount(used);
        if (i == cells.length) {
            return true;
        }
        if (memo[used] != 0) {
            return memo[used] == 2;
        }
        boolean any = false;
        for (int m = state.candidates(cells[i]) & digits & ~used; m != 0; m = DigitSet.withoutLowest(m)) {
            int bit = m & -m;
            if (reach(state, digits, used | bit, memo, cellDigits)) {
                cellDigits[i] |= bit;
                any = true;
            }
        }
        memo[used] = (byte) (any ? 2 : 1);
        return any;
    }

    /** Fills cells {@code i..} with digits adding up to {@code left}, peers different, collecting each filling. */
    private void fill(Candidates state, int i, int left, int[] digit, List<Combination> out) {
        if (i == cells.length) {
            if (left == 0) {
                collect(digit, out);
            }
            return;
        }
        int min = 0;
        int max = 0;
        for (int j = i + 1; j < cells.length; j++) {
            int cand = state.candidates(cells[j]);
            min += DigitSet.lowestDigit(cand);
            max += 32 - Integer.numberOfLeadingZeros(cand);
        }
        for (int m = state.candidates(cells[i]); m != 0; m = DigitSet.withoutLowest(m)) {
            int d = DigitSet.lowestDigit(m);
            if (left - d < min || left - d > max || clashes(state, i, d, digit)) {
                continue;
            }
            digit[i] = d;
            fill(state, i + 1, left - d, digit, out);
        }
    }

    private boolean clashes(Candidates state, int i, int d, int[] digit) {
        for (int j = 0; j < i; j++) {
            if (digit[j] == d && state.sees(cells[j], cells[i])) {
                return true;
            }
        }
        return false;
    }

    private static void collect(int[] digit, List<Combination> out) {
        int digits = 0;
        for (int d : digit) {
            digits |= DigitSet.of(d);
        }
        Combination into = null;
        for (Combination c : out) {
            if (c.digits() == digits) {
                into = c;
            }
        }
        if (into == null) {
            into = new Combination(digits, new int[digit.length]);
            out.add(into);
        }
        for (int i = 0; i < digit.length; i++) {
            into.cellDigits()[i] |= DigitSet.of(digit[i]);
        }
    }

    /** Per cell, the digits it takes in one of {@code combinations}. */
    int[] possible(List<Combination> combinations) {
        int[] out = new int[cells.length];
        for (Combination c : combinations) {
            for (int i = 0; i < cells.length; i++) {
                out[i] |= c.cellDigits()[i];
            }
        }
        return out;
    }

    /**
     * What the combinations prove on {@code state}: a single cell is the sum; otherwise the
     * candidates in no combination go, and a digit every combination needs goes from the cells
     * outside that see all of this sum's cells that may hold it. Returns null when there is no combination at all (a broken state).
     */
    Deduction deduce(Candidates state, List<Combination> combinations) {
        if (combinations.isEmpty()) {
            return null;
        }
        if (cells.length == 1) {
            int d = DigitSet.lowestDigit(combinations.get(0).digits());
            return new Deduction(combinations, List.of(new Candidate(cells[0], d)), List.of(), List.of(), List.of());
        }
        int[] possible = possible(combinations);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            for (int d : DigitSet.digits(state.candidates(cells[i]) & ~possible[i])) {
                out.add(new Candidate(cells[i], d));
            }
        }
        List<Candidate> ruledOut = List.copyOf(out);
        List<KillerEvidence.Needed> needed = new ArrayList<>();
        int required = ~0;
        for (Combination c : combinations) {
            required &= c.digits();
        }
        Map<List<Integer>, Integer> byHolders = new LinkedHashMap<>();
        for (int d : DigitSet.digits(required)) {
            List<Integer> holders = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                if (DigitSet.contains(possible[i], d)) {
                    holders.add(cells[i]);
                }
            }
            byHolders.merge(holders, DigitSet.of(d), (x, y) -> x | y);
        }
        byHolders.forEach((holders, digits) -> {
            List<Candidate> seen = new ArrayList<>();
            for (int d : DigitSet.digits(digits)) {
                seen.addAll(seenByAll(state, holders, d));
            }
            if (!seen.isEmpty()) {
                out.addAll(seen);
                needed.add(new KillerEvidence.Needed(digits, holders, seen));
            }
        });
        return new Deduction(combinations, List.of(), out, ruledOut, needed);
    }

    /** The candidates {@code d} outside {@code holders} of cells that see every holder. */
    private List<Candidate> seenByAll(Candidates state, List<Integer> holders, int d) {
        List<Candidate> out = new ArrayList<>();
        for (int cell : UnitTables.peers(state.geometry(), holders.get(0))) {
            if (!state.has(cell, d) || contains(cell)) {
                continue;
            }
            boolean all = true;
            for (int h : holders) {
                all &= state.sees(cell, h);
            }
            if (all) {
                out.add(new Candidate(cell, d));
            }
        }
        return out;
    }

    /** Whether {@code cell} is one of this sum's cells. */
    boolean contains(int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
