package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Template Set: a digit goes in the cells that every template of it fitting the state has (see {@link Templates}). */
public final class TemplateSet implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.TEMPLATE_SET;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Templates.search(state, true, technique(), sink);
    }
}
