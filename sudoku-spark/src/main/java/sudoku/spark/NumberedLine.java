package sudoku.spark;

import java.io.Serializable;

/**
 * One puzzle line of an input file, with where it comes from.
 *
 * @param source the file, as a Hadoop path (e.g. {@code file:/data/a.txt}, {@code hdfs://nn/x.txt})
 * @param line   1-based line number in that file
 * @param text   the line, stripped
 */
record NumberedLine(String source, long line, String text) implements Serializable {
}
