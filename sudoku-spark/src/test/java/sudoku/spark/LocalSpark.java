package sudoku.spark;

import org.apache.spark.sql.SparkSession;

/** One local[2] session for all the tests of this JVM: starting Spark takes seconds. */
final class LocalSpark {
    private static SparkSession session;

    private LocalSpark() {
    }

    /** The shared session, started on first use; Spark's shutdown hook stops it. */
    static synchronized SparkSession session() {
        if (session == null) {
            session = Sessions.start("sudoku tests", "local[2]");
            session.sparkContext().setLogLevel("WARN");
        }
        return session;
    }
}
