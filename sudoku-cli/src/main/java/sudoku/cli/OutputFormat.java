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
    TEXT
}
