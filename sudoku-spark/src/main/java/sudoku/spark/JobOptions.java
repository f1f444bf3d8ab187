package sudoku.spark;

/**
 * One run of the job.
 *
 * @param operation  what to do with each puzzle
 * @param input      input path(s): files, directories, globs, comma-separated; any Hadoop scheme
 * @param output     output directory (part files)
 * @param format     output format
 * @param canonical  whether solve, count and rate records also carry the canonical form
 * @param splitBytes the largest input split in bytes, or 0 to size splits for the cluster
 * @param overwrite  whether an existing output directory is replaced
 */
public record JobOptions(Operation operation, String input, String output, OutputFormat format,
                         boolean canonical, long splitBytes, boolean overwrite) {
    /** Options with the defaults: JSON lines, no canonical form, automatic splits, no overwrite. */
    public static JobOptions of(Operation operation, String input, String output) {
        return new JobOptions(operation, input, output, OutputFormat.JSONL, false, 0, false);
    }

    /** The same options writing {@code format}. */
    public JobOptions withFormat(OutputFormat f) {
        return new JobOptions(operation, input, output, f, canonical, splitBytes, overwrite);
    }

    /** The same options with splits of at most {@code bytes}. */
    public JobOptions withSplitBytes(long bytes) {
        return new JobOptions(operation, input, output, format, canonical, bytes, overwrite);
    }

    /** The same options, adding the canonical form or not. */
    public JobOptions withCanonical(boolean on) {
        return new JobOptions(operation, input, output, format, on, splitBytes, overwrite);
    }

    /** The same options, replacing the output directory or not. */
    public JobOptions withOverwrite(boolean on) {
        return new JobOptions(operation, input, output, format, canonical, splitBytes, on);
    }
}
