package sudoku.format;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.VariantFormat;

/**
 * Colours for a killer's cages such that no two cages that touch (share a side) have the same
 * one, as SudokuWiki's killer string tells cages apart: digits {@code 1} up, four whenever the
 * cages allow it (they always do when each cage is in one piece: the cages are then a map).
 */
final class KillerColours {
    /** Backtracking steps allowed per palette size before trying a larger one. */
    private static final int STEPS = 200_000;

    private KillerColours() {
    }

    /** One colour digit per cell of {@code g}'s board, touching cages told apart. */
    static String of(Geometry g) {
        List<Cage> cages = VariantFormat.cagesInReadingOrder(g);
        int n = g.cellCount();
        int side = g.side();
        int[] cageOf = new int[n];
        for (int i = 0; i < cages.size(); i++) {
            for (int c : cages.get(i).cells()) {
                cageOf[c] = i;
            }
        }
        List<List<Integer>> touching = new ArrayList<>();
        cages.forEach(c -> touching.add(new ArrayList<>()));
        for (int c = 0; c < n; c++) {
            for (int other : new int[] {c % side + 1 < side ? c + 1 : -1, c + side < n ? c + side : -1}) {
                if (other >= 0 && cageOf[other] != cageOf[c] && !touching.get(cageOf[c]).contains(cageOf[other])) {
                    touching.get(cageOf[c]).add(cageOf[other]);
                    touching.get(cageOf[other]).add(cageOf[c]);
                }
            }
        }
        for (int palette = 4; palette <= 9; palette++) {
            int[] colour = new int[cages.size()];
            if (assign(0, palette, colour, touching, new int[] {STEPS})) {
                StringBuilder sb = new StringBuilder(n);
                for (int c = 0; c < n; c++) {
                    sb.append((char) ('0' + colour[cageOf[c]]));
                }
                return sb.toString();
            }
        }
        throw new IllegalArgumentException("the cages cannot be told apart with the nine colours of SudokuWiki's string");
    }

    private static boolean assign(int cage, int palette, int[] colour, List<List<Integer>> touching, int[] steps) {
        if (cage == colour.length) {
            return true;
        }
        if (--steps[0] < 0) {
            return false;
        }
        for (int k = 1; k <= palette; k++) {
            boolean free = true;
            for (int other : touching.get(cage)) {
                free &= colour[other] != k;
            }
            if (free) {
                colour[cage] = k;
                if (assign(cage + 1, palette, colour, touching, steps)) {
                    return true;
                }
            }
        }
        colour[cage] = 0;
        return false;
    }
}
