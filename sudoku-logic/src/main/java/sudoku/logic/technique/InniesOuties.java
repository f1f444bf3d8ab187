package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sudoku.core.Cage;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.KillerEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Innies and Outies, the rule of 45 (Killer): a unit's digits add up to 45 (on a 9x9 board),
 * so a row, column, box or region, or a group of two or three adjacent ones, adds up to 45 per
 * unit. Less the cages wholly inside, that leaves the sum of the innies, the group's cells in
 * cages that stick out; the cages that reach into the group, less the group's total, leave the
 * sum of the outies, their cells outside. One innie or outie is that digit; two or more make a
 * virtual cage whose combinations rule out candidates as a cage's do. Each unit of the group
 * beyond the first adds {@link #PER_EXTRA_UNIT} to the step's difficulty.
 */
final class InniesOuties implements StepFinder {
    /** What each unit of a group beyond the first adds to a step's difficulty. */
    static final double PER_EXTRA_UNIT = 0.2;
    /** The most units a group joins. */
    private static final int MAX_UNITS = 3;

    /**
     * The innies or the outies of a group of units, as a virtual cage.
     *
     * @param units the group's units
     * @param sum    the empty innies or outies and what they add up to
     * @param source how the sum is found
     */
    record Rule45(List<Integer> units, CageSum sum, KillerEvidence.KillerSum source) {
    }

    @Override
    public Technique technique() {
        return Technique.INNIES_OUTIES;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        for (Rule45 r : sums(state)) {
            CageSum.Deduction d = r.sum().deduce(state, r.sum().combinations(state));
            if (d == null || !d.found()) {
                continue;
            }
            Step step = new Step(technique(), d.placements(), d.eliminations(), r.units(), r.sum().cellList(),
                    List.of(), d.digits(), List.of(), d.evidence(r.source()),
                    technique().difficulty() + PER_EXTRA_UNIT * (r.units().size() - 1));
            if (!sink.accept(step)) {
                return;
            }
        }
    }

    /**
     * The innies and the outies of every group of units on a killer board, single units first,
     * each group's innies before its outies; groups with none, or with more empty cells than
     * {@link CageSum#MAX_LOOSE_CELLS}, are left out.
     */
    static List<Rule45> sums(Candidates state) {
        Geometry g = state.geometry();
        List<Rule45> out = new ArrayList<>();
        if (g.cages().isEmpty()) {
            return out;
        }
        int n = g.side();
        for (List<Integer> units : groups(g)) {
            boolean[] in = new boolean[g.cellCount()];
            for (int u : units) {
                for (int c : g.unit(u)) {
                    in[c] = true;
                }
            }
            int total = units.size() * n * (n + 1) / 2;
            int inside = 0;
            int reaching = 0;
            List<Integer> innies = new ArrayList<>();
            List<Integer> outies = new ArrayList<>();
            for (Cage cage : g.cages()) {
                List<Integer> here = cage.cells().stream().filter(c -> in[c]).toList();
                if (here.size() == cage.size()) {
                    inside += cage.sum();
                } else if (!here.isEmpty()) {
                    reaching += cage.sum();
                    innies.addAll(here);
                    cage.cells().stream().filter(c -> !in[c]).forEach(outies::add);
                }
            }
            if (innies.isEmpty()) {
                continue;
            }
            add(state, units, innies, KillerEvidence.SumKind.INNIES, total, inside, out);
            add(state, units, outies, KillerEvidence.SumKind.OUTIES, total - inside, reaching, out);
        }
        return out;
    }

    /**
     * Adds the virtual cage of {@code cells} (less their placed digits) unless it is too large or
     * empty: the innies, when the units add up to {@code total} and the cages inside to
     * {@code known}, or the outies, when the innies add up to {@code total} and the cages sticking
     * out to {@code known}.
     */
    private static void add(Candidates state, List<Integer> units, List<Integer> cells, KillerEvidence.SumKind kind,
                            int total, int known, List<Rule45> out) {
        int sum = kind == KillerEvidence.SumKind.INNIES ? total - known : known - total;
        List<Integer> sorted = cells.stream().sorted().toList();
        List<Integer> empty = new ArrayList<>();
        List<Integer> placed = new ArrayList<>();
        int left = sum;
        int placedDigits = 0;
        for (int c : sorted) {
            if (state.digit(c) == 0) {
                empty.add(c);
            } else {
                placed.add(c);
                left -= state.digit(c);
                placedDigits |= DigitSet.of(state.digit(c));
            }
        }
        if (empty.isEmpty() || empty.size() > CageSum.MAX_LOOSE_CELLS) {
            return;
        }
        out.add(new Rule45(units, new CageSum(empty.stream().mapToInt(Integer::intValue).toArray(), left),
                new KillerEvidence.KillerSum(kind, sorted, sum, units, total, known, placed, placedDigits, empty, left)));
    }

    /**
     * The groups of units the rule of 45 is applied to: every unit, then two and three adjacent
     * rows, columns, and boxes or regions (joined by a side), each set of cells once.
     */
    static List<List<Integer>> groups(Geometry g) {
        List<List<Integer>> singles = new ArrayList<>();
        List<Integer> rows = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        List<Integer> blocks = new ArrayList<>();
        for (int u = 0; u < g.unitCount(); u++) {
            singles.add(List.of(u));
            switch (g.kind(u)) {
                case ROW -> rows.add(u);
                case COLUMN -> columns.add(u);
                case BOX, REGION -> blocks.add(u);
                default -> { }
            }
        }
        List<List<Integer>> out = new ArrayList<>(singles);
        for (int size = 2; size <= MAX_UNITS; size++) {
            for (List<Integer> line : List.of(rows, columns)) {
                for (int i = 0; i + size <= line.size(); i++) {
                    out.add(line.subList(i, i + size));
                }
            }
            out.addAll(connected(g, blocks, size));
        }
        Set<Set<Integer>> seen = new HashSet<>();
        List<List<Integer>> distinct = new ArrayList<>();
        for (List<Integer> units : out) {
            Set<Integer> cells = new HashSet<>();
            for (int u : units) {
                for (int c : g.unit(u)) {
                    cells.add(c);
                }
            }
            if (seen.add(cells)) {
                distinct.add(units);
            }
        }
        return distinct;
    }

    /** The sets of {@code size} blocks (boxes or regions) that their shared sides join, in increasing order. */
    private static List<List<Integer>> connected(Geometry g, List<Integer> blocks, int size) {
        List<List<Integer>> out = new ArrayList<>();
        int k = blocks.size();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                boolean ij = touch(g, blocks.get(i), blocks.get(j));
                if (size == 2) {
                    if (ij) {
                        out.add(List.of(blocks.get(i), blocks.get(j)));
                    }
                    continue;
                }
                for (int l = j + 1; l < k; l++) {
                    boolean il = touch(g, blocks.get(i), blocks.get(l));
                    boolean jl = touch(g, blocks.get(j), blocks.get(l));
                    if ((ij ? 1 : 0) + (il ? 1 : 0) + (jl ? 1 : 0) >= 2) {
                        out.add(List.of(blocks.get(i), blocks.get(j), blocks.get(l)));
                    }
                }
            }
        }
        return out;
    }

    /** Whether two units have cells side by side. */
    private static boolean touch(Geometry g, int a, int b) {
        for (int x : g.unit(a)) {
            for (int y : g.unit(b)) {
                if (Math.abs(g.row(x) - g.row(y)) + Math.abs(g.col(x) - g.col(y)) == 1) {
                    return true;
                }
            }
        }
        return false;
    }
}
