package sudoku.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import sudoku.core.Geometry;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;
import sudoku.logic.view.internal.RatingView;
import sudoku.logic.view.internal.Records;
import sudoku.logic.view.internal.SolveView;
import sudoku.input.PuzzleRecord;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.Verdict;

/**
 * One output record per input puzzle, for solve, count and rate: the solve record of
 * {@code sudoku solve --format jsonl} and {@code POST /api/solve} ({@link SolveView}: where it was
 * read, the puzzle, its status, the solution, the solution count up to 2, uniqueness), for rate
 * the rating's fields ({@link RatingView}), and the canonical form when asked. Columns an
 * operation does not fill are left out of the schema.
 */
final class PuzzleRows implements Serializable {
    /** The search limit: two solutions prove a puzzle is not unique. */
    static final long LIMIT = 2;

    /** The solve record, every field. */
    private static final RecordColumns SOLVE = new RecordColumns(SolveView.class,
            new java.util.LinkedHashSet<>(Records.jsonNames(SolveView.class)));
    /** The solve record without the solutions, for count. */
    private static final RecordColumns COUNT = new RecordColumns(SolveView.class,
            Records.jsonNames(SolveView.class).stream().filter(n -> !n.equals("solution") && !n.equals("second_solution"))
                    .collect(java.util.stream.Collectors.toSet()));
    /** What a rating adds to the solve record. */
    private static final RecordColumns RATING = new RecordColumns(RatingView.class, Set.of("rating", "er", "ep", "ed",
            "level", "hardest", "guessed"));

    private final Operation operation;
    private final boolean canonical;

    PuzzleRows(Operation operation, boolean canonical) {
        this.operation = operation;
        this.canonical = canonical;
    }

    /** The columns, in output order: the solve record's, the rating's for rate, the canonical form when asked. */
    StructType schema() {
        List<StructField> f = new ArrayList<>(solveColumns().fields());
        if (operation == Operation.RATE) {
            f.addAll(RATING.fields());
        }
        if (canonical) {
            f.add(DataTypes.createStructField("canonical", DataTypes.StringType, true));
        }
        return DataTypes.createStructType(f);
    }

    /** The solve record's columns: all but the solutions for count. */
    private RecordColumns solveColumns() {
        return operation.writesSolution() ? SOLVE : COUNT;
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
            List<Object> v = new ArrayList<>(24);
            solveColumns().addValues(SolveView.of(in.source(), verdict, true, true), v);
            if (rater != null) {
                // only unique puzzles are rated: the uniqueness techniques assume one solution
                Rating rating = r != null && r.count() == 1 ? rater.rate(record.grid(), true) : null;
                RATING.addValues(rating == null ? null : RatingView.of(in.line(), record.text(), rating), v);
            }
            if (canonical) {
                v.add(record.isValid() ? CanonicalForms.of(record.grid()) : null);
            }
            return RowFactory.create(v.toArray());
        }

        private Solver engine(Geometry g) {
            return engines.computeIfAbsent(g, Solvers::best);
        }
    }
}
