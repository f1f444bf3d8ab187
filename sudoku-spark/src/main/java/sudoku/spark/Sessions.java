package sudoku.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/** Starts the Spark session: the given master, the one spark-submit set, or local[*]. */
final class Sessions {
    /** The master when neither the command line nor spark-submit names one. */
    static final String DEFAULT_MASTER = "local[*]";

    private Sessions() {
    }

    /** The master to use: {@code requested} if given, else spark-submit's, else {@link #DEFAULT_MASTER}. */
    static String master(String requested) {
        if (requested != null) {
            return requested;
        }
        return new SparkConf().get("spark.master", DEFAULT_MASTER);
    }

    /**
     * A session on {@code master}. A local one binds its driver to the loopback interface and
     * shows no web UI, so a laptop run opens no port to the network.
     */
    static SparkSession start(String appName, String master) {
        SparkSession.Builder b = SparkSession.builder().appName(appName).master(master);
        if (isLocal(master)) {
            b.config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.driver.host", "localhost")
                    .config("spark.ui.enabled", "false")
                    .config("spark.sql.shuffle.partitions", String.valueOf(4 * localCores(master)));
        }
        return b.getOrCreate();
    }

    static boolean isLocal(String master) {
        return master.startsWith("local");
    }

    /** The cores of a local master: {@code local}, {@code local[N]}, {@code local[*]}, {@code local[N,F]}. */
    static int localCores(String master) {
        int open = master.indexOf('[');
        if (open < 0) {
            return 1;
        }
        String n = master.substring(open + 1, master.indexOf(']')).split(",")[0].strip();
        return n.equals("*") ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(n);
    }
}
