package sudoku.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import sudoku.core.Geometry;
import sudoku.core.PuzzleRecord;
import sudoku.logic.Rater;
import sudoku.logic.Rating;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.Verdict;

/**
 * One output record per input puzzle, for solve, count and rate: where it was read, the puzzle,
 * its status (solved, multiple, unsolvable, invalid), the solution, the solution count up to 2
 * and, as asked, the rating and the canonical form. Columns an operation does not fill are left
 * out of the schema.
 */
final class PuzzleRows implements Serializable {
    /** The search limit: two solutions prove a puzzle is not unique. */
    static final long LIMIT = 2;

    private final Operation operation;
    private final boolean canonical;

    PuzzleRows(Operation operation, boolean canonical) {
        this.operation = operation;
        this.canonical = canonical;
    }

    /** The columns, in output order. */
    StructType schema() {
        List<StructField> f = new ArrayList<>();
        f.add(DataTypes.createStructField("source", DataTypes.StringType, false));
        f.add(DataTypes.createStructField("line", DataTypes.LongType, false));
        f.add(DataTypes.createStructField("puzzle", DataTypes.StringType, false));
        f.add(DataTypes.createStructField("status", DataTypes.StringType, false));
        if (operation.writesSolution()) {
            f.add(DataTypes.createStructField("solution", DataTypes.StringType, true));
        }
        f.add(DataTypes.createStructField("solutions", DataTypes.LongType, true));
        f.add(DataTypes.createStructField("unique", DataTypes.BooleanType, true));
        if (operation == Operation.RATE) {
            f.add(DataTypes.createStructField("rating", DataTypes.DoubleType, true));
            f.add(DataTypes.createStructField("level", DataTypes.StringType, true));
            f.add(DataTypes.createStructField("hardest", DataTypes.StringType, true));
        }
        if (canonical) {
            f.add(DataTypes.createStructField("canonical", DataTypes.StringType, true));
        }
        f.add(DataTypes.createStructField("reason", DataTypes.StringType, true));
        f.add(DataTypes.createStructField("error", DataTypes.StringType, true));
        f.add(DataTypes.createStructField("warnings", DataTypes.createArrayType(DataTypes.StringType, false), true));
        return DataTypes.createStructType(f);
    }

    /** The records of one partition, counted in {@code tally} as they are made. */
    Iterator<Row> rows(Iterator<NumberedLine> lines, Tally tally) {
        Task task = new Task();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return lines.hasNext();
            }

            @Override
            public Row next() {
                return task.row(lines.next(), tally);
            }
        };
    }

    /** The engines and analyses of one task, made once per partition. */
    private final class Task {
        private final Map<Geometry, Solver> engines = new HashMap<>();
        private final Rater rater = operation == Operation.RATE ? new Rater() : null;

        Row row(NumberedLine in, Tally tally) {
            PuzzleRecord record = PuzzleRecord.of(in.line(), in.text());
            Verdict verdict = Verdict.of(record, record.isValid() ? engine(record.grid().geometry()) : null, LIMIT);
            tally.add(verdict.status(), 1);
            SolveResult r = verdict.result();
            List<Object> v = new ArrayList<>(16);
            v.add(in.source());
            v.add(in.line());
            v.add(record.text());
            v.add(verdict.status().word());
            if (operation.writesSolution()) {
                v.add(r == null || r.solutions().isEmpty() ? null : r.solutions().get(0).toLine());
            }
            v.add(r == null ? null : r.count());
            v.add(r == null ? null : r.count() == 1);
            if (rater != null) {
                // only unique puzzles are rated: the uniqueness techniques assume one solution
                Rating rating = r != null && r.count() == 1 ? rater.rate(record.grid(), true) : null;
                v.add(rating == null ? null : rating.value());
                v.add(rating == null ? null : rating.level().label());
                v.add(rating == null ? null : rating.hardest().displayName());
            }
            if (canonical) {
                v.add(record.isValid() ? CanonicalForms.of(record.grid()) : null);
            }
            v.add(r == null ? null : r.reason());
            v.add(record.error());
            v.add(record.warnings().isEmpty() ? null : record.warnings().toArray(new String[0]));
            return RowFactory.create(v.toArray());
        }

        private Solver engine(Geometry g) {
            return engines.computeIfAbsent(g, Solvers::best);
        }
    }
}
