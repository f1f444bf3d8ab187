package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.Words;

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
    /** The word that ends a clause naming what the cells add up to, as in {@code leave 8 to A2 and A3, which}. */
    static final String WHICH = ", which";

    /** The most cells of a group whose cells do not all see each other that is worked out. */
    static final int MAX_LOOSE_CELLS = 5;

    /**
     * A way to make the sum: its digits and, per cell (in the order of {@link #cells}), the
     * digits that cell takes in some filling of the cells with these digits.
     */
    record Combination(int digits, int[] cellDigits) {
    }

    /**
     * What the sum proves: the combinations left, the candidates they rule out, and the
     * sentence saying why.
     */
    record Deduction(List<Combination> combinations, List<Candidate> placements, List<Candidate> eliminations,
                     String reason) {
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

    /** A cage's name in a sentence: {@code the cage A1, A2 and B1 (15)}. */
    static String name(Geometry g, Cage cage) {
        return "the cage " + Words.cells(g, cage.cells()) + " (" + cage.sum() + ")";
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
     * outside that see all of this sum's cells that may hold it. {@code named} starts the reason:
     * the cells with their sum, as in {@code the cage A1 and A2 (10)}, or a clause ending in
     * {@link #WHICH} that says what the cells add up to (for one cell, its digit).
     * Returns null when there is no combination at all (a broken state).
     */
    Deduction deduce(Candidates state, List<Combination> combinations, String named) {
        if (combinations.isEmpty()) {
            return null;
        }
        Geometry g = state.geometry();
        if (cells.length == 1) {
            int d = DigitSet.lowestDigit(combinations.get(0).digits());
            return new Deduction(combinations, List.of(new Candidate(cells[0], d)), List.of(),
                    named.endsWith(WHICH) ? named.substring(0, named.length() - WHICH.length())
                            : named + " has one empty cell, " + g.cellName(cells[0]) + ", so it is " + Geometry.symbol(d));
        }
        int[] possible = possible(combinations);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            for (int d : DigitSet.digits(state.candidates(cells[i]) & ~possible[i])) {
                out.add(new Candidate(cells[i], d));
            }
        }
        StringBuilder reason = new StringBuilder(named).append(' ').append(combinationsSaid(combinations));
        if (!out.isEmpty()) {
            reason.append("; that removes ").append(Words.eliminations(g, out));
        }
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
                boolean one = DigitSet.size(digits) == 1;
                reason.append("; every combination needs ").append(Words.digits(digits)).append(", which can only be in ")
                        .append(Words.or(holders.stream().map(g::cellName).toList()))
                        .append(one ? ", so it is" : ", so they are").append(" removed from the cells that see ")
                        .append(holders.size() == 1 ? "it" : holders.size() == 2 ? "both" : "them all")
                        .append(": ").append(Words.eliminations(g, seen));
            }
        });
        return new Deduction(combinations, List.of(), out, reason.toString());
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

    /**
     * The combinations as a person lists them: {@code can only be 1+9 or 3+7}, or, with many,
     * {@code has 7 combinations, all within 1 to 8}.
     */
    private String combinationsSaid(List<Combination> combinations) {
        if (combinations.size() > 6) {
            int all = 0;
            for (Combination c : combinations) {
                all |= c.digits();
            }
            return "has " + combinations.size() + " combinations, using only " + Words.digits(all);
        }
        List<String> said = new ArrayList<>();
        for (Combination c : combinations) {
            said.add(said(c));
        }
        said.sort(null);
        return "can only be " + Words.or(said);
    }

    /**
     * One combination: {@code 1+5+9}; for cells that may repeat a digit, {@code 4+5 with a digit
     * twice} when some digit is used more than once.
     */
    String said(Combination c) {
        List<String> digits = new ArrayList<>();
        for (int d : DigitSet.digits(c.digits())) {
            digits.add(String.valueOf(Geometry.symbol(d)));
        }
        int repeats = cells.length - digits.size();
        if (digits.size() == 1) {
            return String.join("+", Collections.nCopies(cells.length, digits.get(0)));
        }
        return String.join("+", digits) + (repeats == 0 ? "" : repeats == 1 ? " with a digit twice" : " with repeats");
    }
}
