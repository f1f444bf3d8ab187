package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Dual Empty Rectangle: two Empty Rectangles in the same box with different eliminations. The
 * box's places of the digit lie in one row and one column (in two ways when they are two cells
 * in different rows and columns); each of two conjugate pairs leaving it then removes the digit
 * from a cell of its own, and the step takes both.
 */
final class DualEmptyRectangle implements StepFinder {
    private final StepFinder emptyRectangle;

    /** The dual of the Empty Rectangles {@code emptyRectangle} finds. */
    DualEmptyRectangle(StepFinder emptyRectangle) {
        this.emptyRectangle = emptyRectangle;
    }

    @Override
    public Technique technique() {
        return Technique.DUAL_EMPTY_RECTANGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        // an Empty Rectangle step's units are its box, row, column and the pair's line
        Map<List<Integer>, List<Step>> byBox = new LinkedHashMap<>();
        emptyRectangle.find(state, context, s -> {
            byBox.computeIfAbsent(List.of(s.digits(), s.units().get(0)), k -> new ArrayList<>()).add(s);
            return true;
        });
        for (List<Step> group : byBox.values()) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    Step a = group.get(i);
                    Step b = group.get(j);
                    if (!a.eliminations().containsAll(b.eliminations())
                            && !b.eliminations().containsAll(a.eliminations()) && !sink.accept(both(a, b))) {
                        return;
                    }
                }
            }
        }
    }

    private Step both(Step a, Step b) {
        TreeSet<Candidate> elims = new TreeSet<>(a.eliminations());
        elims.addAll(b.eliminations());
        List<Integer> units = new ArrayList<>(a.units());
        b.units().stream().filter(u -> !units.contains(u)).forEach(units::add);
        List<Integer> cells = new ArrayList<>(a.cells());
        b.cells().stream().filter(c -> !cells.contains(c)).forEach(cells::add);
        return Step.eliminating(technique(), new ArrayList<>(elims), units, cells, List.of(), a.digits(),
                new SingleDigitEvidence.DualEmptyRectangle((SingleDigitEvidence.EmptyRectangle) a.evidence(),
                        (SingleDigitEvidence.EmptyRectangle) b.evidence()));
    }
}
