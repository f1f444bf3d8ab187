package sudoku.scan.train;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Cancellation;
import sudoku.scan.CellReading;
import sudoku.scan.GreyImage;
import sudoku.scan.ImageDecoder;
import sudoku.scan.Perspective;
import sudoku.scan.ScanException;
import sudoku.scan.ScanLimits;
import sudoku.scan.ScanResult;
import sudoku.scan.Scanner;

/**
 * The benchmark's error listing: a picture read wrong (after the repair) is saved as PNG under its
 * set's name and number, and each wrong cell is printed with the digit drawn, the first read, the digit
 * kept and the reader's three likeliest values, so that the causes can be counted and looked at.
 */
final class ScanErrors {
    private ScanErrors() {
    }

    /** Saves and lists {@code image} when {@code result} (null: no grid found) differs from {@code truth}. */
    static void report(Path folder, String name, byte[] image, Grid truth, ScanResult result, PrintWriter out) {
        if (result != null && result.puzzle().equals(truth)) {
            return;
        }
        // saved as PNG whatever it was, so that any viewer shows it
        String file = name.replaceAll("[^A-Za-z0-9]+", "-") + ".png";
        try {
            Files.createDirectories(folder);
            BufferedImage picture = ImageIO.read(new ByteArrayInputStream(image));
            Files.write(folder.resolve(file), Degrade.png(picture));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (result == null) {
            out.printf("  %s: no grid found (%s)%n", name, file);
            return;
        }
        saveBoard(folder.resolve(file.replace(".png", "-board.png")), image, result);
        out.printf("  %s: %s, %d doubtful (%s)%n", name, result.status(), result.doubtful().size(), file);
        for (int c = 0; c < 81; c++) {
            int kept = result.puzzle().get(c);
            if (kept == truth.get(c)) {
                continue;
            }
            CellReading cell = result.cells().get(c);
            out.printf("    %s drawn %d, read %d, kept %d%s%s; %s%n", Geometry.CLASSIC.cellName(c), truth.get(c),
                    result.firstRead().get(c), kept, cell.repaired() ? ", repaired" : "",
                    cell.doubtful() ? ", doubtful" : "", likeliest(cell.probabilities()));
        }
        out.flush();
    }

    /** The grid as straightened from the corners found (left) beside its ink mask (right). */
    private static void saveBoard(Path to, byte[] image, ScanResult result) {
        try {
            GreyImage picture = ImageDecoder.decode(image, ScanLimits.DEFAULT, 1800, Cancellation.NONE);
            int side = 9 * Scanner.CELL;
            GreyImage board = Perspective.squareTo(result.corners().scaled((double) picture.width() / result.width()),
                    side).warp(picture, side);
            long sum = 0;
            for (byte b : board.pixels()) {
                sum += b & 0xff;
            }
            byte[] ink = Scanner.inkOfBoard(sum / board.pixels().length < 100 ? board.inverted() : board);
            BufferedImage both = new BufferedImage(2 * side, side, BufferedImage.TYPE_BYTE_GRAY);
            byte[] px = Degrade.pixels(both);
            for (int y = 0; y < side; y++) {
                System.arraycopy(board.pixels(), y * side, px, y * 2 * side, side);
                for (int x = 0; x < side; x++) {
                    px[y * 2 * side + side + x] = (byte) (ink[y * side + x] != 0 ? 0 : 255);
                }
            }
            Files.write(to, Degrade.png(both));
        } catch (ScanException | IOException e) {
            throw new IllegalStateException("cannot save the board of a picture just read", e);
        }
    }

    /** The three likeliest values with their probabilities, "0" standing for no digit. */
    private static String likeliest(double[] p) {
        StringBuilder sb = new StringBuilder();
        boolean[] used = new boolean[p.length];
        for (int k = 0; k < 3; k++) {
            int best = -1;
            for (int v = 0; v < p.length; v++) {
                if (!used[v] && (best < 0 || p[v] > p[best])) {
                    best = v;
                }
            }
            used[best] = true;
            sb.append(k == 0 ? "" : " ").append(String.format(Locale.ROOT, "%d:%.3f", best, p[best]));
        }
        return sb.toString();
    }
}
