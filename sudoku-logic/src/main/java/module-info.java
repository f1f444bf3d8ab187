/**
 * Human-style solving. Exported: the vocabulary a user of the front door meets
 * ({@code sudoku.logic}: techniques, steps, candidates, links, explanations, hints, ratings,
 * levels). For the project's own modules only: the vocabulary's working parts
 * ({@code sudoku.logic.internal}), the solver and what is built on it
 * ({@code sudoku.logic.solve.internal}: explainer, rater, hinter, lister, verifier) and the JSON
 * records every adapter writes ({@code sudoku.logic.view.internal}). Not exported: the finders
 * with their registry ({@code sudoku.logic.technique}) and the chain and propagation engine
 * ({@code sudoku.logic.chain}).
 */
module sudoku.logic {
    requires transitive sudoku.core;
    requires com.fasterxml.jackson.annotation;

    exports sudoku.logic;
    // the vocabulary's working parts (candidate-grid search context, messages, notations, bit
    // helpers): for the project's own modules only
    exports sudoku.logic.internal to sudoku.generate, sudoku.server, sudoku.cli;
    // the renderers that say a step in each language and cell notation
    exports sudoku.logic.text to sudoku.generate, sudoku.server, sudoku.cli;
    // the solver and what is built on it (explainer, rater, hinter, lister, verifier): users reach
    // them through sudoku.Sudoku
    exports sudoku.logic.solve.internal to sudoku.generate, sudoku.server, sudoku.cli;
    // the JSON records every adapter writes, and Jackson, which writes them
    exports sudoku.logic.view.internal to sudoku.server, sudoku.cli, com.fasterxml.jackson.databind;
}
