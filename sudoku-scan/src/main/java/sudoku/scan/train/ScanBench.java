package sudoku.scan.train;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.scan.DigitClassifier;
import sudoku.scan.ScanException;
import sudoku.scan.ScanLimits;
import sudoku.scan.ScanResult;
import sudoku.scan.Scanner;

/**
 * The scanner's benchmark: screenshots of the page's own board (three sizes, both themes) and of
 * two other layouts, synthetic photos in the held-out fonts (flat, then bent as a page held in the
 * hand), each read and compared with the puzzle drawn; then the time to read a 12-megapixel photo on one thread, against the time
 * ImageIO alone takes to decode it (the same-run reference).
 */
public final class ScanBench {
    /** Board sizes of the page's screenshots, in pixels. */
    static final int[] PAGE_SIZES = {300, 420, 540};
    /** How far the bent photos' pages bow, as a share of the grid's side. */
    static final double BENT = 0.02;

    /**
     * What to run.
     *
     * @param perSet  puzzles per screenshot layout
     * @param photos  synthetic photos (1600x1200)
     * @param big     12-megapixel photos timed
     * @param seed    the seed of puzzles and pictures (the classifier never saw these)
     * @param errors  a folder where each picture read wrong is saved, its wrong cells listed; or null
     */
    public record Options(int perSet, int photos, int big, long seed, Path errors) {
    }

    /** The tallies of one set. */
    public static final class Tally {
        final String name;
        int grids;
        int cells;
        int cellsRight;
        int cellsRightAfter;
        int gridsRight;
        int gridsRightAfter;
        int flagged;
        int wrongUnflagged;
        int noGrid;

        Tally(String name) {
            this.name = name;
        }

        void add(Grid truth, ScanResult r) {
            grids++;
            cells += 81;
            int before = 0;
            int after = 0;
            for (int c = 0; c < 81; c++) {
                before += r.firstRead().get(c) == truth.get(c) ? 1 : 0;
                after += r.puzzle().get(c) == truth.get(c) ? 1 : 0;
            }
            cellsRight += before;
            cellsRightAfter += after;
            gridsRight += before == 81 ? 1 : 0;
            gridsRightAfter += after == 81 ? 1 : 0;
            flagged += r.isCertain() ? 0 : 1;
            wrongUnflagged += after < 81 && r.isCertain() ? 1 : 0;
        }

        void missed() {
            grids++;
            cells += 81;
            noGrid++;
            flagged++;
        }

        /** The share of cells right after the repair. */
        public double cellsAfter() {
            return (double) cellsRightAfter / cells;
        }

        /** The share of grids right after the repair. */
        public double gridsAfter() {
            return (double) gridsRightAfter / grids;
        }

        String row() {
            return String.format("%-22s %6d %9.2f%% %9.2f%% %8.1f%% %8.1f%% %8d %8d %7d", name, grids,
                    100.0 * cellsRight / cells, 100.0 * cellsRightAfter / cells, 100.0 * gridsRight / grids,
                    100.0 * gridsRightAfter / grids, flagged, wrongUnflagged, noGrid);
        }
    }

    private ScanBench() {
    }

    /** Runs the benchmark with {@code classifier} and prints its table; returns the tallies. */
    public static List<Tally> run(Options o, DigitClassifier classifier, PrintWriter out) {
        Scanner scanner = new Scanner(classifier, ScanLimits.DEFAULT);
        SplittableRandom r = new SplittableRandom(o.seed());
        List<Tally> tallies = new ArrayList<>();
        out.printf("%-22s %6s %10s %10s %9s %9s %8s %8s %7s%n", "set", "grids", "cells", "cells+fix", "grids",
                "grids+fix", "flagged", "silent", "nogrid");
        for (BoardStyle style : BoardStyle.screenshots()) {
            int[] sizes = style.name().startsWith("page") ? PAGE_SIZES : new int[]{450};
            for (int size : sizes) {
                Tally t = new Tally(style.name() + " " + size + "px");
                for (int i = 0; i < o.perSet(); i++) {
                    Grid puzzle = PuzzleMaker.make(r, 22 + r.nextInt(14));
                    BufferedImage shot = BoardRenderer.screenshot(puzzle, style, size, r);
                    read(scanner, Degrade.png(shot), puzzle, t, o, out);
                }
                tallies.add(t);
                out.println(t.row());
                out.flush();
            }
        }
        Tally photos = new Tally("photos 1600x1200");
        for (int i = 0; i < o.photos(); i++) {
            Grid puzzle = PuzzleMaker.make(r, 22 + r.nextInt(14));
            read(scanner, PhotoSynth.photo(puzzle, heldOutFonts(), 1600, 1200, r), puzzle, photos, o, out);
        }
        tallies.add(photos);
        out.println(photos.row());
        out.flush();
        Tally bent = new Tally("photos bent 1600x1200");
        for (int i = 0; i < o.photos(); i++) {
            Grid puzzle = PuzzleMaker.make(r, 22 + r.nextInt(14));
            read(scanner, PhotoSynth.photo(puzzle, heldOutFonts(), 1600, 1200, BENT, r), puzzle, bent, o, out);
        }
        tallies.add(bent);
        out.println(bent.row());
        out.println("(cells, grids: right as first read; +fix: after the repair; flagged: not certain "
                + "(doubtful cells, no single solution or no grid); silent: wrong yet certain)");
        if (o.big() > 0) {
            time(o, scanner, r, out);
        }
        return tallies;
    }

    private static java.util.List<java.awt.Font> heldOutFonts() {
        List<java.awt.Font> f = FontSet.heldOut();
        return f.isEmpty() ? FontSet.training() : f;
    }

    private static void read(Scanner scanner, byte[] image, Grid truth, Tally t, Options o, PrintWriter out) {
        ScanResult result = null;
        try {
            result = scanner.scan(image, Cancellation.NONE);
            t.add(truth, result);
        } catch (ScanException e) {
            t.missed();
        }
        if (o.errors() != null) {
            ScanErrors.report(o.errors(), t.name + " " + t.grids, image, truth, result, out);
        }
    }

    /** Thread CPU time of reading 12-megapixel photos, beside ImageIO's decoding of the same files. */
    private static void time(Options o, Scanner scanner, SplittableRandom r, PrintWriter out) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        List<byte[]> files = new ArrayList<>();
        List<Grid> truths = new ArrayList<>();
        for (int i = 0; i < o.big(); i++) {
            Grid puzzle = PuzzleMaker.make(r, 22 + r.nextInt(14));
            truths.add(puzzle);
            files.add(PhotoSynth.photo(puzzle, heldOutFonts(), 4000, 3000, r));
        }
        Tally t = new Tally("photos 4000x3000");
        long[] scan = new long[files.size()];
        long[] decode = new long[files.size()];
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < files.size(); i++) {
                long a = cpu.getCurrentThreadCpuTime();
                try {
                    ScanResult res = scanner.scan(files.get(i), Cancellation.NONE);
                    if (round == 1) {
                        t.add(truths.get(i), res);
                    }
                } catch (ScanException e) {
                    if (round == 1) {
                        t.missed();
                    }
                }
                long b = cpu.getCurrentThreadCpuTime();
                try {
                    ImageIO.read(new ByteArrayInputStream(files.get(i)));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                long c = cpu.getCurrentThreadCpuTime();
                scan[i] = b - a;
                decode[i] = c - b;
            }
        }
        out.println(t.row());
        double s = median(scan) / 1e6;
        double d = median(decode) / 1e6;
        out.printf("12-megapixel photo, median of %d (second round), CPU time of one thread: scan %.0f ms; "
                + "ImageIO.read of the same JPEG (reference) %.0f ms; ratio %.2f; %d KB a file on average%n",
                files.size(), s, d, s / d, files.stream().mapToInt(f -> f.length).sum() / files.size() / 1024);
    }

    private static double median(long[] v) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
    }
}
