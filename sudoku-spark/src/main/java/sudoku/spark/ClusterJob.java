package sudoku.spark;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * The batch job: reads puzzle files, applies the operation to every puzzle and writes one record
 * per puzzle (per group for dedup) to a directory of part files.
 */
public final class ClusterJob {
    private ClusterJob() {
    }

    /**
     * Runs the job on {@code spark} and returns what it read and wrote.
     * @throws IllegalArgumentException when an input path matches no file
     */
    public static JobSummary run(SparkSession spark, JobOptions options) {
        long start = System.nanoTime();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        spark.sparkContext().setJobDescription("sudoku " + options.operation().word() + " " + options.input());
        InputLines input = InputLines.open(jsc, options.input(), options.splitBytes());
        JavaRDD<NumberedLine> lines = input.puzzles();
        Tally tally = new Tally(spark.sparkContext());
        Dataset<Row> out;
        if (options.operation() == Operation.DEDUP) {
            out = Dedup.groups(spark, lines, tally);
        } else {
            PuzzleRows rows = new PuzzleRows(options.operation(), options.canonical());
            out = spark.createDataFrame(lines.mapPartitions(it -> rows.rows(it, tally)), rows.schema());
        }
        DataFrameWriter<Row> writer = out.write().mode(options.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists);
        switch (options.format()) {
            case JSONL -> writer.json(options.output());
            case PARQUET -> writer.parquet(options.output());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new JobSummary(options.operation(), input.files(), input.lines(), input.puzzleLines(),
                tally.records(), tally.puzzles(), tally.byStatus(), seconds);
    }
}
