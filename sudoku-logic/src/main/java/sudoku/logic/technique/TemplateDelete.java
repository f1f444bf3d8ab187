package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Template Delete: a candidate that no template of its digit fitting the state has is false (see {@link Templates}). */
public final class TemplateDelete implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.TEMPLATE_DELETE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Templates.search(state, false, technique(), sink);
    }
}
