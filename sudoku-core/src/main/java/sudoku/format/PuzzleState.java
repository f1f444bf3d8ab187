package sudoku.format;

import java.util.Arrays;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantRecord;

/**
 * A puzzle as the community's tools pass it around: the givens (on the board of the puzzle's
 * variant), and the player's progress when the format carries it: digits placed since and the
 * candidates pencilled in each empty cell.
 *
 * @param puzzle     the givens, on the variant's board
 * @param placed     per cell the digit the player placed, 0 where none (never on a given)
 * @param candidates per cell the pencilled candidates (bit d-1 for digit d), 0 where none were given
 */
public record PuzzleState(Grid puzzle, int[] placed, int[] candidates) {
    /** A state; the arrays are copied and must have one entry per cell. */
    public PuzzleState {
        int n = puzzle.geometry().cellCount();
        if (placed.length != n || candidates.length != n) {
            throw new IllegalArgumentException("a state has one entry per cell (" + n + ")");
        }
        placed = placed.clone();
        candidates = candidates.clone();
    }

    /** The state of a puzzle nobody has worked on. */
    public static PuzzleState of(Grid puzzle) {
        int n = puzzle.geometry().cellCount();
        return new PuzzleState(puzzle, new int[n], new int[n]);
    }

    @Override
    public int[] placed() {
        return placed.clone();
    }

    @Override
    public int[] candidates() {
        return candidates.clone();
    }

    /** Whether the player has placed a digit or pencilled a candidate. */
    public boolean hasProgress() {
        return Arrays.stream(placed).anyMatch(d -> d != 0) || Arrays.stream(candidates).anyMatch(m -> m != 0);
    }

    /** The digit in a cell, given or placed; 0 when empty. */
    public int value(int cell) {
        int given = puzzle.get(cell);
        return given != 0 ? given : placed[cell];
    }

    /**
     * The candidates of an empty cell: those pencilled in, or when none were, every digit that no
     * given or placed digit of a peer rules out (what a player's tool shows on a fresh grid).
     */
    public int candidatesOf(int cell) {
        if (candidates[cell] != 0) {
            return candidates[cell];
        }
        Geometry g = puzzle.geometry();
        int mask = g.allDigits();
        for (int p : g.peers(cell)) {
            int d = value(p);
            if (d != 0) {
                mask &= ~DigitSet.of(d);
            }
        }
        return mask;
    }

    /**
     * The board of a variant puzzle read from a foreign format, checked as the project's own line
     * form is: regions (one number per cell, or null for boxes), cages, clashing givens.
     * @throws PuzzleFormatException naming the region, cage or clue at fault
     */
    static Grid board(Variant rules, int side, int[] givens, int[] regions, List<Cage> cages) {
        Geometry plain = Geometry.latin(side);
        String line = Grid.of(Geometry.ofSide(side), givens).toLine();
        StringBuilder map = null;
        if (regions != null) {
            map = new StringBuilder();
            for (int r : regions) {
                map.append(Geometry.symbol(r + 1));
            }
        }
        List<VariantRecord.CageRecord> cageRecords = null;
        if (!cages.isEmpty()) {
            cageRecords = cages.stream().map(c -> new VariantRecord.CageRecord(c.sum(),
                    c.cells().stream().map(plain::cellName).toList())).toList();
        }
        return new VariantRecord(nameOf(rules, regions, cages), line, map == null ? null : map.toString(),
                cageRecords).toGrid();
    }

    private static String nameOf(Variant rules, int[] regions, List<Cage> cages) {
        Variant v = rules;
        if (regions != null) {
            v = v.withRegions(regions);
        }
        if (!cages.isEmpty()) {
            v = v.withCages(cages);
        }
        return v.name();
    }
}
