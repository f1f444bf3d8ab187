package sudoku.cli;

/** How results are printed. */
public enum OutputFormat {
    /** The seeds' display: boxes and bands drawn with | and -+-. */
    GRID,
    /** One line per puzzle. */
    LINE,
    /** One JSON object per line. */
    JSONL,
    /** One JSON document. */
    JSON,
    /** Plain sentences. */
    TEXT,
    /** Sudoku Explainer's serate lines: the puzzle and {@code ED=ER/EP/ED}. */
    SERATE;

    /** Whether this is one of the logic commands' forms: text, json or jsonl. */
    boolean isTextOrJson() {
        return this == TEXT || this == JSON || this == JSONL;
    }
}
