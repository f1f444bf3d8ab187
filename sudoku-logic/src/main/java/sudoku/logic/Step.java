package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.internal.Difficulty;

/**
 * One deduction, with its evidence: the technique, the digits it places, the candidates it
 * eliminates, the units, cells, digits and links that justify it, and the {@link Evidence} its family
 * adds. A step has no words: a language's renderer says it. A step is a value: it does not refer to
 * the state it came from.
 *
 * @param technique    the kind of step
 * @param placements   digits placed (sorted by cell)
 * @param eliminations candidates removed (sorted by cell, then digit)
 * @param units        units the pattern lives in (unit ids: rows, then columns, then boxes)
 * @param cells        the pattern's main cells (e.g. the pair, the fish's base cells, the wing's pivot)
 * @param secondary    the pattern's other cells (fins, pincers, the other colour); may be empty
 * @param digits       the digits of the pattern, as a digit mask
 * @param links        the links of a chain, in order; empty for other techniques
 * @param evidence     what the step's family adds, for the renderers of each language
 * @param difficulty   the difficulty of this step on the Sudoku Explainer scale: the technique's,
 *                     plus what the step's length or nesting adds (see {@link Difficulty})
 */
public record Step(Technique technique, List<Candidate> placements, List<Candidate> eliminations,
                   List<Integer> units, List<Integer> cells, List<Integer> secondary, int digits,
                   List<Link> links, Evidence evidence, double difficulty) {
    /**
     * Copies the lists (sorting placements and eliminations) so the step never changes.
     * @param eliminations the candidates removed
     * @param cells cell indexes, from 0 (top left) row by row
     * @param difficulty the difficulty of this step
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @param links the links of a chain, in order
     * @param placements the digits placed
     * @param secondary the pattern's other cells
     * @param technique the technique
     * @param evidence what the step's family adds
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     */
    public Step {
        java.util.Objects.requireNonNull(evidence, "evidence");
        placements = sorted(placements);
        eliminations = sorted(eliminations);
        units = List.copyOf(units);
        cells = List.copyOf(cells);
        secondary = List.copyOf(secondary);
        links = List.copyOf(links);
    }

    /**
     * A step as hard as its technique.
     * @param technique the technique
     * @param placements the digits placed
     * @param eliminations the candidates removed
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     * @param cells cell indexes, from 0 (top left) row by row
     * @param secondary the pattern's other cells
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @param links the links of a chain, in order
     * @param evidence what the step's family adds
     */
    public Step(Technique technique, List<Candidate> placements, List<Candidate> eliminations,
                List<Integer> units, List<Integer> cells, List<Integer> secondary, int digits,
                List<Link> links, Evidence evidence) {
        this(technique, placements, eliminations, units, cells, secondary, digits, links, evidence,
                technique.difficulty());
    }

    /**
     * A step placing one digit.
     * @param technique the technique
     * @param placement the digit placed
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     * @param cells cell indexes, from 0 (top left) row by row
     * @param evidence what the step's family adds
     * @return a step placing one digit
     */
    public static Step placing(Technique technique, Candidate placement, List<Integer> units,
                               List<Integer> cells, Evidence evidence) {
        return new Step(technique, List.of(placement), List.of(), units, cells, List.of(),
                sudoku.core.bits.DigitSet.of(placement.digit()), List.of(), evidence);
    }

    /**
     * A step removing candidates.
     * @param technique the technique
     * @param eliminations the candidates removed
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     * @param cells cell indexes, from 0 (top left) row by row
     * @param secondary the pattern's other cells
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @param evidence what the step's family adds
     * @return a step removing candidates
     */
    public static Step eliminating(Technique technique, List<Candidate> eliminations, List<Integer> units,
                                   List<Integer> cells, List<Integer> secondary, int digits, Evidence evidence) {
        return new Step(technique, List.of(), eliminations, units, cells, secondary, digits, List.of(), evidence);
    }

    /**
     * This step with chain links as evidence.
     * @param chain the links of the chain, in order
     * @return this step with chain links as evidence
     */
    public Step withLinks(List<Link> chain) {
        return new Step(technique, placements, eliminations, units, cells, secondary, digits, chain, evidence, difficulty);
    }

    /**
     * This step with its own difficulty (a long chain is harder than its technique's base).
     * @param value the new value
     * @return this step with its own difficulty (a long chain is harder than its technique's base)
     */
    public Step withDifficulty(double value) {
        return new Step(technique, placements, eliminations, units, cells, secondary, digits, links, evidence, value);
    }

    /**
     * The difficulty of this step on a board of shape {@code g}: its own ({@link #difficulty()}),
     * except that a hidden single in a box is 1.2 (as in Sudoku Explainer; in a row or column it is 1.5).
     * @param g the board's shape
     * @return the difficulty of this step on a board of shape {@code g}: its own ({@link #difficulty()}),
     *         except that a hidden single in a box is 1.2 (as in Sudoku Explainer; in a row or column it is
     *         1.5)
     */
    public double difficulty(sudoku.core.Geometry g) {
        if (technique == Technique.HIDDEN_SINGLE && !units.isEmpty()
                && g.kind(units.get(0)) == sudoku.core.Geometry.UnitKind.BOX) {
            return HIDDEN_SINGLE_IN_BOX;
        }
        return difficulty();
    }

    /** Sudoku Explainer's difficulty of a hidden single in a box. */
    public static final double HIDDEN_SINGLE_IN_BOX = 1.2;

    /**
     * Whether the step would change {@code state}: it places a digit or removes a candidate still there.
     * @param state the candidate grid
     * @return whether the step would change {@code state}: it places a digit or removes a candidate still
     *         there
     */
    public boolean changes(Candidates state) {
        for (Candidate p : placements) {
            if (state.digit(p.cell()) == 0) {
                return true;
            }
        }
        for (Candidate e : eliminations) {
            if (state.has(e.cell(), e.digit())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Applies the step: places its digits (clearing them from peers), then removes its eliminations.
     * @param state the candidate grid
     */
    public void applyTo(Candidates state) {
        for (Candidate p : placements) {
            state.place(p.cell(), p.digit());
        }
        for (Candidate e : eliminations) {
            state.eliminate(e.cell(), e.digit());
        }
    }

    private static List<Candidate> sorted(List<Candidate> list) {
        List<Candidate> copy = new ArrayList<>(list);
        copy.sort(null);
        return List.copyOf(copy);
    }
}
