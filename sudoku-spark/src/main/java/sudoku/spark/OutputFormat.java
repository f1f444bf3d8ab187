package sudoku.spark;

/** How the job writes its records: a directory of part files in either format. */
public enum OutputFormat {
    /** JSON lines: one object per record, null fields left out. */
    JSONL,
    /** Apache Parquet, columnar and compressed, for further analysis in Spark or elsewhere. */
    PARQUET
}
