package sudoku.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import scala.Tuple2;

/**
 * Text files from any Hadoop path (local, HDFS, S3; globs and comma-separated lists), split
 * across the cluster, as numbered puzzle lines. Line numbers are those of each file, as the CLI
 * counts them: a first pass counts the lines of every split (no puzzle is parsed), the second
 * numbers each split's lines from the sum of the splits before it in the same file.
 */
final class InputLines {
    /** The smallest split the automatic sizing makes, in bytes. */
    private static final long MIN_SPLIT = 1L << 20;
    /** The largest split the automatic sizing makes, in bytes (an HDFS block). */
    private static final long MAX_SPLIT = 128L << 20;
    /** Splits per core, so that slow splits (hard puzzles) do not leave cores idle at the end. */
    private static final int SPLITS_PER_CORE = 4;

    /** What the first pass learns of one split. */
    record SplitCount(String source, long start, long lines, long puzzles) implements Serializable {
    }

    private final JavaNewHadoopRDD<LongWritable, Text> raw;
    private final List<SplitCount> splits;
    private final Broadcast<HashMap<String, Long>> firstLines;

    private InputLines(JavaSparkContext jsc, JavaNewHadoopRDD<LongWritable, Text> raw) {
        this.raw = raw;
        this.splits = raw.mapPartitionsWithInputSplit(InputLines::countSplit, true).collect();
        this.firstLines = jsc.broadcast(firstLineOfEachSplit(splits));
    }

    /**
     * Opens {@code paths} split in pieces of at most {@code splitBytes} (0: sized for the cluster).
     * @throws IllegalArgumentException naming a path that matches no file
     */
    static InputLines open(JavaSparkContext jsc, String paths, long splitBytes) {
        Configuration conf = new Configuration(jsc.hadoopConfiguration());
        long size = splitBytes > 0 ? splitBytes : autoSplit(totalBytes(conf, paths), jsc.defaultParallelism());
        conf.setLong(FileInputFormat.SPLIT_MAXSIZE, size);
        conf.setBoolean(FileInputFormat.INPUT_DIR_RECURSIVE, true);
        var raw = (JavaNewHadoopRDD<LongWritable, Text>) jsc.newAPIHadoopFile(
                paths, TextInputFormat.class, LongWritable.class, Text.class, conf);
        return new InputLines(jsc, raw);
    }

    /** The puzzle lines (blank, comment and border lines left out), in input order. */
    JavaRDD<NumberedLine> puzzles() {
        Broadcast<HashMap<String, Long>> first = firstLines;
        return raw.mapPartitionsWithInputSplit((split, it) -> {
            FileSplit fs = (FileSplit) split;
            String source = fs.getPath().toString();
            Long line = first.value().get(key(source, fs.getStart()));
            return new Numbering(source, line, it);
        }, true);
    }

    /** The number of lines read, in all files. */
    long lines() {
        return splits.stream().mapToLong(SplitCount::lines).sum();
    }

    /** The number of puzzle lines, each of which becomes one record. */
    long puzzleLines() {
        return splits.stream().mapToLong(SplitCount::puzzles).sum();
    }

    /** The number of files read. */
    long files() {
        return splits.stream().map(SplitCount::source).distinct().count();
    }

    private static Iterator<SplitCount> countSplit(org.apache.hadoop.mapreduce.InputSplit split,
                                                   Iterator<Tuple2<LongWritable, Text>> it) {
        FileSplit fs = (FileSplit) split;
        long lines = 0;
        long puzzles = 0;
        while (it.hasNext()) {
            lines++;
            if (PuzzleLines.isPuzzle(it.next()._2().toString())) {
                puzzles++;
            }
        }
        return List.of(new SplitCount(fs.getPath().toString(), fs.getStart(), lines, puzzles)).iterator();
    }

    private static HashMap<String, Long> firstLineOfEachSplit(List<SplitCount> splits) {
        List<SplitCount> ordered = new ArrayList<>(splits);
        ordered.sort(Comparator.comparing(SplitCount::source).thenComparingLong(SplitCount::start));
        HashMap<String, Long> first = new HashMap<>();
        String source = null;
        long next = 1;
        for (SplitCount s : ordered) {
            if (!s.source().equals(source)) {
                source = s.source();
                next = 1;
            }
            first.put(key(s.source(), s.start()), next);
            next += s.lines();
        }
        return first;
    }

    private static String key(String source, long start) {
        return start + "@" + source;
    }

    /**
     * The first of the comma-separated inputs that is a plain local path (no scheme or {@code file:},
     * no glob) and does not exist, or null: found before Spark starts, which takes seconds. Other
     * inputs (globs, HDFS, object stores) are checked by the job with the cluster's settings.
     */
    static String missingLocal(String paths) {
        for (String p : paths.split(",")) {
            String path = p.strip();
            if (path.isEmpty() || path.matches(".*[*?\\[{].*")) {
                continue;
            }
            java.net.URI uri;
            try {
                uri = new java.net.URI(path.replace(" ", "%20"));
            } catch (java.net.URISyntaxException e) {
                continue;
            }
            String scheme = uri.getScheme();
            String local = scheme == null ? path : scheme.equals("file") ? uri.getPath() : null;
            if (local != null && !java.nio.file.Files.exists(java.nio.file.Path.of(local))) {
                return path;
            }
        }
        return null;
    }

    /** A split size giving each core several splits, between 1 MiB and 128 MiB. */
    static long autoSplit(long totalBytes, int cores) {
        long perSplit = totalBytes / Math.max(1, (long) cores * SPLITS_PER_CORE) + 1;
        return Math.max(MIN_SPLIT, Math.min(MAX_SPLIT, perSplit));
    }

    private static long totalBytes(Configuration conf, String paths) {
        long total = 0;
        for (String p : paths.split(",")) {
            try {
                Path path = new Path(p.strip());
                FileSystem fs = path.getFileSystem(conf);
                FileStatus[] matches = fs.globStatus(path);
                if (matches == null || matches.length == 0) {
                    throw new IllegalArgumentException("no such input: " + p.strip());
                }
                for (FileStatus m : matches) {
                    total += m.isDirectory() ? fs.getContentSummary(m.getPath()).getLength() : m.getLen();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + p.strip() + ": " + e.getMessage(), e);
            }
        }
        return total;
    }

    /** Numbers the lines of one split and keeps its puzzle lines. */
    private static final class Numbering implements Iterator<NumberedLine> {
        private final String source;
        private final Iterator<Tuple2<LongWritable, Text>> lines;
        private long line;
        private NumberedLine next;

        Numbering(String source, long firstLine, Iterator<Tuple2<LongWritable, Text>> lines) {
            this.source = source;
            this.line = firstLine - 1;
            this.lines = lines;
        }

        @Override
        public boolean hasNext() {
            while (next == null && lines.hasNext()) {
                String text = lines.next()._2().toString();
                line++;
                if (PuzzleLines.isPuzzle(text)) {
                    next = new NumberedLine(source, line, PuzzleLines.strip(text));
                }
            }
            return next != null;
        }

        @Override
        public NumberedLine next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            NumberedLine n = next;
            next = null;
            return n;
        }
    }
}
