package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sudoku.core.Cage;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Hint;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Solution;
import sudoku.solve.Solvers;

/**
 * The player's own errors, which a hint names before any technique, in this order: wrong digits
 * ({@link Hint.Kind#MISTAKE}), pencil marks that a digit placed in the same unit rules out
 * ({@link Hint.Kind#CLASHING_MARK}), and pencil marks that leave out the cell's own digit
 * ({@link Hint.Kind#MISSING_CANDIDATE}). Each is disclosed by level as a technique is: 1 says in
 * which unit to look, 2 names the cells, 3 says which digit is wrong and what is right.
 */
final class PlayersErrors {
    private final Grid puzzle;
    private final Grid current;
    private final int[] marks;
    private final int level;
    private final Names m;
    private final Geometry g;

    PlayersErrors(Grid puzzle, Grid current, int[] marks, int level, Names m) {
        this.puzzle = puzzle;
        this.current = current;
        this.marks = marks;
        this.level = level;
        this.m = m;
        this.g = puzzle.geometry();
    }

    /** The first error of the player's state, or empty. */
    Optional<Hint> first(Solution solution, Cancellation cancellation) {
        Optional<Hint> mistake = solution.unique() ? mistakes(solution) : mistakesAmongSolutions(cancellation);
        if (mistake.isEmpty()) {
            mistake = clashingMarks();
        }
        if (mistake.isEmpty() && solution.unique()) {
            mistake = missingCandidates(solution);
        }
        return mistake.map(h -> h.withUnique(solution.unique()));
    }

    /**
     * Mistakes on a puzzle with one solution: the digits that differ from it. Level 2 names the
     * wrong digits and why (the peer they clash with, or that the solution differs); level 3 adds
     * what the solution has there.
     */
    private Optional<Hint> mistakes(Solution solution) {
        List<Integer> wrong = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (current.get(cell) != 0 && current.get(cell) != solution.digit(cell)) {
                wrong.add(cell);
            }
        }
        if (wrong.isEmpty()) {
            return Optional.empty();
        }
        if (level == 1) {
            return Optional.of(where(Hint.Kind.MISTAKE, "hint.mistake.where", wrong, true));
        }
        List<Integer> units = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (int cell : wrong) {
            parts.add(mistakeSentence(cell, units, m.text("hint.differs"),
                    m.text("hint.solution", "digit", Geometry.symbol(solution.digit(cell)))));
        }
        return Optional.of(new Hint(Hint.Kind.MISTAKE, level, sentences(wrong.size(), parts), wrong, units, null,
                null, true));
    }

    /**
     * Level 1 of an error: the unit to look in, and no cell. The unit is the first error cell's
     * unit where it clashes with a peer's digit (when {@code clashes}), or else its box or region
     * (its row on a board with neither), the unit a player scans first.
     */
    private Hint where(Hint.Kind kind, String key, List<Integer> cells, boolean clashes) {
        int cell = cells.get(0);
        Clash clash = clashes ? clash(cell, current.get(cell)) : null;
        if (clash != null && clash.cage() != null) {
            return new Hint(kind, 1, m.text(key, "unit", cageName(clash.cage())), List.of(), List.of(), null, null,
                    true);
        }
        int unit = clash != null ? clash.unit() : area(cell);
        String text = m.text(key, "unit", m.unit(unit));
        return new Hint(kind, 1, text, List.of(), List.of(unit), null, null, true);
    }

    /** The box or, on a jigsaw, the region of a cell: the unit a player scans first; its row on a board with neither. */
    private int area(int cell) {
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            if (g.kind(u) == Geometry.UnitKind.BOX || g.kind(u) == Geometry.UnitKind.REGION) {
                return u;
            }
        }
        return g.row(cell);
    }

    /** One wrong digit said at a level: which and why, and from level 3 what is right. */
    private String mistakeSentence(int cell, List<Integer> units, String otherwise, String right) {
        int d = current.get(cell);
        Clash clash = clash(cell, d);
        String why = otherwise;
        if (clash != null) {
            why = m.text("hint.clash", "digit", Geometry.symbol(d), "peer", m.cell(clash.peer()),
                    "unit", clashUnit(clash));
            if (clash.cage() == null && !units.contains(clash.unit())) {
                units.add(clash.unit());
            }
        }
        return m.text(level >= 3 ? "hint.wrong.right" : "hint.wrong", "digit", Geometry.symbol(d),
                "cell", m.cell(cell), "why", why, "right", right);
    }

    /** "There is a mistake." or "There are n mistakes.", then one sentence per wrong digit. */
    private String sentences(int count, List<String> parts) {
        List<String> all = new ArrayList<>();
        all.add(count == 1 ? m.text("hint.mistake.one") : m.text("hint.mistake.many", "count", count));
        all.addAll(parts);
        return String.join(m.text("sentence.gap"), all);
    }

    /**
     * Mistakes on a puzzle with several solutions: a digit is wrong only when no solution has it
     * there. When each digit fits some solution but they fit none together, all the player's
     * digits are named.
     */
    private Optional<Hint> mistakesAmongSolutions(Cancellation cancellation) {
        if (!current.hasConflicts() && count(current, cancellation) > 0) {
            return Optional.empty();
        }
        List<Integer> entered = new ArrayList<>();
        List<Integer> wrong = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (current.get(cell) != 0 && puzzle.get(cell) == 0) {
                entered.add(cell);
                if (count(puzzle.with(cell, current.get(cell)), cancellation) == 0) {
                    wrong.add(cell);
                }
            }
        }
        if (wrong.isEmpty()) {
            String text = m.text("hint.together", "cells", m.cells(entered));
            return Optional.of(new Hint(Hint.Kind.MISTAKE, level, text, entered, List.of(), null, null, false));
        }
        if (level == 1) {
            return Optional.of(where(Hint.Kind.MISTAKE, "hint.mistake.where", wrong, true));
        }
        List<Integer> units = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (int cell : wrong) {
            String right = "";
            if (level >= 3) {
                List<String> fits = new ArrayList<>();
                for (int d = 1; d <= g.side(); d++) {
                    if (d != current.get(cell) && count(puzzle.with(cell, d), cancellation) > 0) {
                        fits.add(String.valueOf(Geometry.symbol(d)));
                    }
                }
                right = m.text("hint.solutions", "digits", m.or(fits));
            }
            parts.add(mistakeSentence(cell, units, m.text("hint.differs.several"), right));
        }
        return Optional.of(new Hint(Hint.Kind.MISTAKE, level, sentences(wrong.size(), parts), wrong, units, null,
                null, false));
    }

    private static long count(Grid grid, Cancellation cancellation) {
        if (grid.hasConflicts()) {
            return 0;
        }
        return Solvers.best(grid.geometry()).solve(grid, 1, cancellation).count();
    }

    /**
     * Pencil marks a placed digit rules out: a mark of digit d in an empty cell that shares a unit
     * with a cell holding d. Level 2 names the cells, level 3 each mark and the digit that rules it
     * out.
     */
    private Optional<Hint> clashingMarks() {
        if (marks == null) {
            return Optional.empty();
        }
        List<Integer> cells = new ArrayList<>();
        List<Integer> units = new ArrayList<>();
        List<String> items = new ArrayList<>();
        Clash firstClash = null;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (current.get(cell) != 0 || marks[cell] == 0) {
                continue;
            }
            for (int d : DigitSet.digits(marks[cell])) {
                Clash clash = clash(cell, d);
                if (clash != null) {
                    firstClash = firstClash == null ? clash : firstClash;
                    if (clash.cage() == null && !units.contains(clash.unit())) {
                        units.add(clash.unit());
                    }
                    if (!cells.contains(cell)) {
                        cells.add(cell);
                    }
                    items.add(m.text("hint.marks.clash.item", "digit", Geometry.symbol(d), "cell", m.cell(cell),
                            "peer", m.cell(clash.peer()), "unit", clashUnit(clash)));
                }
            }
        }
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        if (level == 1) {
            List<Integer> unit = firstClash.cage() == null ? List.of(firstClash.unit()) : List.of();
            return Optional.of(new Hint(Hint.Kind.CLASHING_MARK, 1, m.text("hint.marks.clash.where", "unit",
                    clashUnit(firstClash)), List.of(), unit, null, null, true));
        }
        String text = m.text("hint.marks.clash", "cells", m.cells(cells));
        if (level == 3) {
            text += m.text("sentence.gap") + m.text("hint.marks.clash.remove", "items", m.and(items));
        }
        return Optional.of(new Hint(Hint.Kind.CLASHING_MARK, level, text, cells, units, null, null, true));
    }

    /**
     * A placed digit that rules out another cell's digit or mark: the unit they share (or, on a
     * killer, the cage, when they share no unit) and the cell holding it.
     */
    private record Clash(int unit, int peer, Cage cage) {
    }

    /**
     * The first cell sharing a unit with {@code cell} that holds {@code digit}, with that unit, or
     * else a cell of its cage that holds it; null when none.
     */
    private Clash clash(int cell, int digit) {
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            for (int peer : UnitTables.unit(g, u)) {
                if (peer != cell && current.get(peer) == digit) {
                    return new Clash(u, peer, null);
                }
            }
        }
        for (Cage cage : g.cages()) {
            if (cage.cells().contains(cell)) {
                for (int peer : cage.cells()) {
                    if (peer != cell && current.get(peer) == digit) {
                        return new Clash(-1, peer, cage);
                    }
                }
            }
        }
        return null;
    }

    /** The unit or cage of a clash, named. */
    private String clashUnit(Clash clash) {
        return clash.cage() == null ? m.unit(clash.unit()) : cageName(clash.cage());
    }

    /** A killer cage, named by its cells. */
    private String cageName(Cage cage) {
        return m.text("unit.cage", "cells", m.cells(cage.cells()));
    }

    /** Pencil marks that leave out the cell's own digit. Level 1 names the unit, 2 the cells, 3 the digits. */
    private Optional<Hint> missingCandidates(Solution solution) {
        if (marks == null) {
            return Optional.empty();
        }
        List<Integer> cells = new ArrayList<>();
        List<String> detail = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int d = solution.digit(cell);
            if (current.get(cell) == 0 && marks[cell] != 0 && !DigitSet.contains(marks[cell], d)) {
                cells.add(cell);
                detail.add(m.text("hint.missing.item", "digit", Geometry.symbol(d), "cell", m.cell(cell)));
            }
        }
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        if (level == 1) {
            return Optional.of(where(Hint.Kind.MISSING_CANDIDATE, "hint.missing.where", cells, false));
        }
        String text = m.text("hint.missing", "cells", m.cells(cells));
        if (level == 3) {
            text += m.text("sentence.gap") + m.text("hint.missing.back", "items", m.and(detail));
        }
        return Optional.of(new Hint(Hint.Kind.MISSING_CANDIDATE, level, text, cells, List.of(), null, null, true));
    }
}
