package sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.sort_array;
import static org.apache.spark.sql.functions.struct;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import sudoku.core.Geometry;
import sudoku.input.PuzzleRecord;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.Verdict;

/**
 * Groups puzzles by canonical form: one record per group, for its first occurrence (by source,
 * then line), solved, with the number of occurrences and all their sources. An invalid line is a
 * group of its own, so it is reported with its source and line like any other.
 */
final class Dedup implements Serializable {
    private static final StructType KEYED = DataTypes.createStructType(List.of(
            DataTypes.createStructField("key", DataTypes.StringType, false),
            DataTypes.createStructField("canonical", DataTypes.StringType, true),
            DataTypes.createStructField("source", DataTypes.StringType, false),
            DataTypes.createStructField("line", DataTypes.LongType, false),
            DataTypes.createStructField("puzzle", DataTypes.StringType, false),
            DataTypes.createStructField("error", DataTypes.StringType, true)));

    private static final StructType PLACE = DataTypes.createStructType(List.of(
            DataTypes.createStructField("source", DataTypes.StringType, false),
            DataTypes.createStructField("line", DataTypes.LongType, false)));

    /** The output columns. */
    static final StructType SCHEMA = DataTypes.createStructType(List.of(
            DataTypes.createStructField("source", DataTypes.StringType, false),
            DataTypes.createStructField("line", DataTypes.LongType, false),
            DataTypes.createStructField("puzzle", DataTypes.StringType, false),
            DataTypes.createStructField("status", DataTypes.StringType, false),
            DataTypes.createStructField("solution", DataTypes.StringType, true),
            DataTypes.createStructField("solutions", DataTypes.LongType, true),
            DataTypes.createStructField("unique", DataTypes.BooleanType, true),
            DataTypes.createStructField("canonical", DataTypes.StringType, true),
            DataTypes.createStructField("occurrences", DataTypes.LongType, false),
            DataTypes.createStructField("duplicates", DataTypes.LongType, false),
            DataTypes.createStructField("sources", DataTypes.createArrayType(PLACE, false), false),
            DataTypes.createStructField("error", DataTypes.StringType, true)));

    private Dedup() {
    }

    /** The groups of {@code lines}, sorted by first occurrence, counted in {@code tally}. */
    static Dataset<Row> groups(SparkSession spark, JavaRDD<NumberedLine> lines, Tally tally) {
        Dataset<Row> keyed = spark.createDataFrame(lines.mapPartitions(Dedup::keyed), KEYED);
        Dataset<Row> grouped = keyed.groupBy(col("key")).agg(
                        min(struct(col("source"), col("line"), col("puzzle"), col("canonical"), col("error")))
                                .as("first"),
                        count("*").as("occurrences"),
                        sort_array(collect_list(struct(col("source"), col("line")))).as("sources"))
                .orderBy(col("first.source"), col("first.line"));
        // solved after sorting, so that the sort's sampling pass does not run (and count) it twice
        JavaRDD<Row> solved = grouped.javaRDD().mapPartitions(rows -> solve(rows, tally));
        return spark.createDataFrame(solved, SCHEMA);
    }

    private static Iterator<Row> keyed(Iterator<NumberedLine> lines) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return lines.hasNext();
            }

            @Override
            public Row next() {
                NumberedLine in = lines.next();
                PuzzleRecord record = PuzzleRecord.of(in.line(), in.text());
                String canonical = record.isValid() ? CanonicalForms.of(record.grid()) : null;
                String key = canonical != null ? canonical : "invalid " + in.line() + " " + in.source();
                return RowFactory.create(key, canonical, in.source(), in.line(), record.text(), record.error());
            }
        };
    }

    private static Iterator<Row> solve(Iterator<Row> groups, Tally tally) {
        Map<Geometry, Solver> engines = new HashMap<>();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return groups.hasNext();
            }

            @Override
            public Row next() {
                Row g = groups.next();
                Row first = g.getStruct(g.fieldIndex("first"));
                long occurrences = g.getLong(g.fieldIndex("occurrences"));
                String source = first.getString(0);
                long line = first.getLong(1);
                PuzzleRecord record = PuzzleRecord.of(line, first.getString(2));
                Verdict verdict = Verdict.of(record,
                        record.isValid() ? engines.computeIfAbsent(record.grid().geometry(), Solvers::best) : null,
                        PuzzleRows.LIMIT);
                tally.add(verdict.status(), occurrences);
                SolveResult r = verdict.result();
                List<Row> places = g.getList(g.fieldIndex("sources"));
                List<Object> v = new ArrayList<>(12);
                v.add(source);
                v.add(line);
                v.add(record.text());
                v.add(verdict.status().word());
                v.add(r == null || r.solutions().isEmpty() ? null : r.solutions().get(0).toLine());
                v.add(r == null ? null : r.count());
                v.add(r == null ? null : r.count() == 1);
                v.add(first.getString(3));
                v.add(occurrences);
                v.add(occurrences - 1);
                v.add(places.toArray(new Row[0]));
                v.add(record.error());
                return RowFactory.create(v.toArray());
            }
        };
    }
}
