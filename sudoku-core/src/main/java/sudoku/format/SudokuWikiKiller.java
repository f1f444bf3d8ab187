package sudoku.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * SudokuWiki's killer strings ("Killer String Definitions"), two parts split by a comma:
 * <ul>
 *   <li>the puzzle: 81 colour digits, then per cell two decimal digits, the cage's sum in one of
 *       its cells and {@code 00} in the others;</li>
 *   <li>the board with candidates (2024): per cell two base-32 digits of {@code sum << 3 | colour}
 *       (the sum in one cell of the cage, 0 in the others), then per cell two base-32 digits of
 *       {@code candidates << 1 | clue}, as in the packed Sudoku string: a solved cell has one
 *       candidate, a clue has the low bit set.</li>
 * </ul>
 * Either way, touching cells (sharing a side) of one colour are one cage.
 */
final class SudokuWikiKiller {
    private static final int PACKED = 162;

    private SudokuWikiKiller() {
    }

    /** The state of a killer string: the puzzle form or the 2024 form with candidates. */
    static PuzzleState read(String bd) {
        int comma = bd.indexOf(',');
        if (comma == PACKED && bd.length() == 2 * PACKED + 1) {
            return withCandidates(bd);
        }
        if (comma != 81 || bd.length() != 81 + 1 + PACKED) {
            throw new PuzzleFormatException("a SudokuWiki killer is bd=COLOURS,SUMS (81 colours, a comma and 162"
                    + " digits, two per cell) or bd=CAGES,CANDIDATES (162 and 162 base-32 digits); got "
                    + (comma < 0 ? "no comma" : comma + " characters before the comma and " + (bd.length() - comma - 1)
                    + " after"), 0, 0);
        }
        int[] colours = new int[81];
        int[] sums = new int[81];
        for (int c = 0; c < 81; c++) {
            colours[c] = bd.charAt(c);
            char a = bd.charAt(82 + 2 * c);
            char b = bd.charAt(83 + 2 * c);
            if (!Character.isDigit(a) || !Character.isDigit(b)) {
                throw new PuzzleFormatException("bd= sums, cell " + SudokuWikiCells.cell(c) + ": '" + a + b + "' is not two digits", 0, 0);
            }
            sums[c] = (a - '0') * 10 + (b - '0');
        }
        Grid puzzle = PuzzleState.board(Variant.NONE, 9, new int[81], null, cages(colours, sums, "bd="));
        return PuzzleState.of(puzzle);
    }

    /** The 2024 form: cages and sums packed, a comma, the candidates packed. */
    private static PuzzleState withCandidates(String bd) {
        int[] colours = new int[81];
        int[] sums = new int[81];
        for (int c = 0; c < 81; c++) {
            int v = SudokuWikiCells.pair(bd, c, 32, "bd= cages");
            colours[c] = v & 7;
            sums[c] = v >> 3;
            if (sums[c] > 45) {
                throw new PuzzleFormatException("bd= cages, cell " + SudokuWikiCells.cell(c) + ": a cage sum of " + sums[c]
                        + ", past 45", 0, 0);
            }
        }
        int[] givens = new int[81];
        int[] placed = new int[81];
        int[] candidates = new int[81];
        SudokuWikiCells.readPacked(bd.substring(PACKED + 1), "bd= candidates", givens, placed, candidates);
        Grid puzzle = PuzzleState.board(Variant.NONE, 9, givens, null, cages(colours, sums, "bd= cages"));
        return new PuzzleState(puzzle, placed, candidates);
    }

    /**
     * The cages of a killer string: touching cells of one shape (colour) are one cage, whose sum
     * stands in exactly one of its cells.
     * @throws PuzzleFormatException naming a cage with no sum or with several
     */
    static List<Cage> cages(int[] shapeOf, int[] sums, String where) {
        int[] cageOf = new int[81];
        Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        for (int start = 0; start < 81; start++) {
            if (cageOf[start] >= 0) {
                continue;
            }
            List<Integer> cells = new ArrayList<>();
            List<Integer> todo = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            while (!todo.isEmpty()) {
                int c = todo.remove(todo.size() - 1);
                cells.add(c);
                for (int n : neighbours(c)) {
                    if (cageOf[n] < 0 && shapeOf[n] == shapeOf[c]) {
                        cageOf[n] = cages.size();
                        todo.add(n);
                    }
                }
            }
            List<Integer> withSum = cells.stream().filter(c -> sums[c] > 0).sorted().toList();
            if (withSum.size() != 1) {
                throw new PuzzleFormatException(where + ": the cage of " + SudokuWikiCells.cell(start) + " (" + cells.size()
                        + " cells of one colour) has " + (withSum.isEmpty() ? "no sum" : withSum.size() + " sums ("
                        + String.join(", ", withSum.stream().map(SudokuWikiCells::cell).toList())
                        + "): two cages of one colour may touch"), 0, 0);
            }
            cages.add(new Cage(cells, sums[withSum.get(0)]));
        }
        return cages;
    }

    /** Per cell of a killer's board, its cage's sum in the cage's first cell, 0 elsewhere. */
    static int[] sums(Geometry g) {
        int[] sums = new int[g.cellCount()];
        for (Cage cage : VariantFormat.cagesInReadingOrder(g)) {
            sums[cage.cells().get(0)] = cage.sum();
        }
        return sums;
    }

    private static List<Integer> neighbours(int c) {
        List<Integer> out = new ArrayList<>(4);
        int r = c / 9;
        int col = c % 9;
        if (r > 0) {
            out.add(c - 9);
        }
        if (r < 8) {
            out.add(c + 9);
        }
        if (col > 0) {
            out.add(c - 1);
        }
        if (col < 8) {
            out.add(c + 1);
        }
        return out;
    }
}
