/**
 * Human-style solving: techniques, steps, explanations, hints and ratings ({@code sudoku.logic}),
 * and the JSON records every adapter writes ({@code sudoku.logic.view}). The technique finders
 * ({@code sudoku.logic.technique}) are reached through {@code Technique} and are not part of the API.
 */
module sudoku.logic {
    requires transitive sudoku.core;
    requires com.fasterxml.jackson.annotation;

    exports sudoku.logic;
    exports sudoku.logic.view;
}
