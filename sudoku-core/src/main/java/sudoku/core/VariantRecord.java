package sudoku.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A variant puzzle as the JSON adapters write and read it, field for field:
 * <pre>
 * {"variant": "killer-x", "puzzle": "....4....", "regions": null,
 *  "cages": [{"sum": 21, "cells": ["A1", "B1", "C1"]}, ...]}
 * </pre>
 *
 * @param variant its name, as in {@link Variant#name} ({@code classic} when null)
 * @param puzzle  the givens, one symbol per cell; may be null for a killer without givens (the
 *                board then has as many cells as the cages)
 * @param regions for a jigsaw, one symbol per cell naming its region; otherwise null
 * @param cages   for a killer, each cage's sum and cells ({@code A1} or {@code r1c1}); otherwise null
 */
public record VariantRecord(String variant, String puzzle, String regions, List<CageRecord> cages) {
    /** One killer cage: its sum and its cells by name. */
    public record CageRecord(int sum, List<String> cells) {
    }

    /**
     * The record of a puzzle; the cages in reading order of their first cell, as the line form names them.
     * @param puzzle the puzzle, its clues
     * @return the record of a puzzle; the cages in reading order of their first cell, as the line form names
     *         them
     */
    public static VariantRecord of(Grid puzzle) {
        Geometry g = puzzle.geometry();
        Variant v = g.variant();
        String regions = null;
        if (v.hasRegions()) {
            StringBuilder sb = new StringBuilder();
            for (int r : v.regions()) {
                sb.append(Geometry.symbol(r + 1));
            }
            regions = sb.toString();
        }
        List<CageRecord> cages = null;
        if (!g.cages().isEmpty()) {
            cages = new ArrayList<>();
            for (Cage cage : VariantFormat.cagesInReadingOrder(g)) {
                cages.add(new CageRecord(cage.sum(), cage.cells().stream().map(g::cellName).toList()));
            }
        }
        return new VariantRecord(v.name(), puzzle.toLine(), regions, cages);
    }

    /**
     * The puzzle this record describes, checked as {@link VariantFormat#parse} checks a line.
     * @return the puzzle this record describes, checked as {@link VariantFormat#parse} checks a line
     * @throws PuzzleFormatException naming the problem: an unknown variant, a field missing or
     *         not wanted, a bad cell name, a region or cage at fault, clashing givens
     */
    public Grid toGrid() {
        Variant template = VariantFormat.named(variant == null ? "classic" : variant);
        boolean killer = !template.cages().isEmpty();
        if (template.hasRegions() != (regions != null) || killer != (cages != null && !cages.isEmpty())) {
            throw PuzzleFormatException.variant("variant", "a " + template.name() + " puzzle has "
                    + (template.hasRegions() ? "" : "no ") + "\"regions\" and " + (killer ? "" : "no ") + "\"cages\"");
        }
        if (puzzle == null && !killer) {
            throw new PuzzleFormatException(SudokuException.Kind.FORMAT, "a " + template.name()
                    + " puzzle needs its \"puzzle\"", 0, 0, -1, "puzzle");
        }
        Grid givens = puzzle == null ? null : GridFormat.parseUnchecked(puzzle);
        int side = givens != null ? givens.geometry().side() : regions != null ? VariantFormat.sideOf(regions, "regions")
                : sideOfCages();
        Variant full = VariantFormat.withoutMaps(template);
        if (regions != null) {
            full = full.withRegions(VariantFormat.regions(regions, side));
        }
        if (killer) {
            Geometry plain = Geometry.latin(side);
            List<Cage> list = new ArrayList<>();
            for (CageRecord c : cages) {
                List<Integer> cells = new ArrayList<>();
                for (String name : c.cells() == null ? List.<String>of() : c.cells()) {
                    try {
                        cells.add(plain.parseCell(name));
                    } catch (IllegalArgumentException e) {
                        throw PuzzleFormatException.variant("cages", "cage " + (list.size() + 1) + ": "
                                + e.getMessage());
                    }
                }
                if (cells.isEmpty()) {
                    throw PuzzleFormatException.variant("cages", "cage " + (list.size() + 1) + " has no cells");
                }
                list.add(new Cage(cells, c.sum()));
            }
            full = full.withCages(list);
        }
        return VariantFormat.board(full, side, givens);
    }

    /** The side of a board whose cells are the cages' cells, 9 when they do not make a square. */
    private int sideOfCages() {
        int cells = cages.stream().mapToInt(c -> c.cells() == null ? 0 : c.cells().size()).sum();
        Geometry g = Geometry.forCellCount(cells);
        return g == null ? 9 : g.side();
    }
}
