package sudoku.logic.text;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * The groups of a forcing chain that only a variant's units make, in words. Inside a branch a
 * digit's places in a unit may all lie where it meets another unit (a diagonal, a window or a
 * jigsaw region and a row, column or box): locked there, the digit leaves the rest of the other
 * unit. The Eureka form names such a group by its cells alone; this sentence names its units too,
 * as the walk of a chain does ("4 in H8 and H9 (in row H and region 7)"). Nothing on a
 * classic board, whose groups are a box's and a line's, nor for a step of another family.
 */
final class VariantGroups {
    private VariantGroups() {
    }

    /**
     * The sentence naming the variant groups of a forcing chain step's links, in first-met order,
     * each once, with what separates it from the sentence before; empty when there are none.
     * @param n the language and notation
     * @param s the step
     * @return the sentence, or empty
     */
    static String said(Names n, Step s) {
        if (!(s.evidence() instanceof ForcingEvidence)) {
            return "";
        }
        Set<List<Integer>> seen = new HashSet<>();
        List<String> groups = new ArrayList<>();
        for (Link l : s.links()) {
            add(n, l.from().digit(), l.fromCells(), seen, groups);
            add(n, l.to().digit(), l.toCells(), seen, groups);
        }
        return groups.isEmpty() ? ""
                : n.text("chain.variantGroups", "items", String.join(n.text("chain.variantGroup.next"), groups));
    }

    private static void add(Names n, int digit, List<Integer> cells, Set<List<Integer>> seen,
                            List<String> groups) {
        List<String> units = units(n, cells);
        List<Integer> key = new ArrayList<>(cells);
        key.add(0, digit);
        if (!units.isEmpty() && seen.add(key)) {
            groups.add(n.text("chain.variantGroup", "digit", n.digit(digit), "cells", n.cells(cells),
                    "units", n.and(units)));
        }
    }

    /**
     * The names of the units holding every cell of a chain's group, when a diagonal, a window or a
     * jigsaw region is one of two or more of them (a group only a variant makes, which the reader
     * finds by these units); empty for a single cell and for a group of a box and a line.
     * @param n the language and notation
     * @param cells the group's cells
     * @return the units' names, in unit order, or empty
     */
    static List<String> units(Names n, List<Integer> cells) {
        if (cells.size() < 2) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        boolean variant = false;
        // the units holding every cell are among the first cell's, in unit order
        for (int u : UnitTables.unitIdsOf(n.g(), cells.get(0))) {
            if (cells.stream().allMatch(c -> UnitTables.holds(n.g(), u, c))) {
                out.add(n.unit(u));
                Geometry.UnitKind k = n.g().kind(u);
                variant |= k != Geometry.UnitKind.ROW && k != Geometry.UnitKind.COLUMN
                        && k != Geometry.UnitKind.BOX;
            }
        }
        return variant && out.size() > 1 ? out : java.util.List.of();
    }
}
