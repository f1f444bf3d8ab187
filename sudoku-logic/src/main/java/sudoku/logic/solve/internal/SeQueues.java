package sudoku.logic.solve.internal;

import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.SeChaining;

/** SE's queue from one assumption ({@link SeChaining}), made once per rating round and shared by the round's choices. */
final class SeQueues {
    private SeQueues() {
    }

    /** SE's chain from {@code a} placed (or removed) under {@code rules}, kept in {@code chains} for the round. */
    static SeChaining of(Candidates state, Map<Integer, SeChaining> chains, Candidate a, boolean placed,
                         Propagation.Rules rules) {
        int key = ((a.cell() * state.geometry().side() + a.digit() - 1) * 2 + (placed ? 1 : 0)) * 4 + rules.ordinal();
        return chains.computeIfAbsent(key, k -> placed ? SeChaining.assume(state, a.cell(), a.digit(), rules)
                : SeChaining.remove(state, a.cell(), a.digit(), rules));
    }
}
