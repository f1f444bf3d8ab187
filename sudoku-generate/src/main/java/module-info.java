/**
 * The front door ({@code sudoku.Sudoku}: parse, solve, count, explain, rate, generate) and the
 * generator with its options ({@code sudoku.generate}). The generator's parts
 * ({@code sudoku.generate.internal}) are not part of the API.
 */
module sudoku.generate {
    requires transitive sudoku.logic;
    requires java.management; // thread CPU time in a batch's summary

    exports sudoku;
    exports sudoku.generate;
    // batches, minimizing, canonical forms, variants: for the project's own commands and server
    exports sudoku.generate.internal to sudoku.server, sudoku.cli;
}
