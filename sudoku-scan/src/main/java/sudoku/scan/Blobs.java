package sudoku.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * The connected pieces of ink of a mask (8-neighbour connectivity), each with its pixel count,
 * bounding box and the four extreme points a grid's corners are taken from.
 */
final class Blobs {
    /** One connected piece of ink. */
    static final class Blob {
        final int label;
        int count;
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        /** The extreme points: smallest x+y, largest x-y, largest x+y, smallest x-y (as pixel indexes). */
        int topLeft;
        int topRight;
        int bottomRight;
        int bottomLeft;

        Blob(int label) {
            this.label = label;
        }

        int width() {
            return maxX - minX + 1;
        }

        int height() {
            return maxY - minY + 1;
        }
    }

    final int width;
    final int height;
    /** The blob label of each pixel (0: no ink). */
    final int[] labels;
    final List<Blob> blobs;

    private Blobs(int width, int height, int[] labels, List<Blob> blobs) {
        this.width = width;
        this.height = height;
        this.labels = labels;
        this.blobs = blobs;
    }

    /** Labels every piece of ink of {@code mask} ({@code width} by {@code height}). */
    static Blobs of(byte[] mask, int width, int height) {
        int[] labels = new int[mask.length];
        List<Blob> blobs = new ArrayList<>();
        int[] stack = new int[Math.max(16, mask.length)];
        for (int start = 0; start < mask.length; start++) {
            if (mask[start] == 0 || labels[start] != 0) {
                continue;
            }
            Blob b = new Blob(blobs.size() + 1);
            blobs.add(b);
            int top = 0;
            stack[top++] = start;
            labels[start] = b.label;
            int bestTl = Integer.MAX_VALUE;
            int bestBr = Integer.MIN_VALUE;
            int bestTr = Integer.MIN_VALUE;
            int bestBl = Integer.MAX_VALUE;
            while (top > 0) {
                int i = stack[--top];
                int x = i % width;
                int y = i / width;
                b.count++;
                b.minX = Math.min(b.minX, x);
                b.maxX = Math.max(b.maxX, x);
                b.minY = Math.min(b.minY, y);
                b.maxY = Math.max(b.maxY, y);
                if (x + y < bestTl) {
                    bestTl = x + y;
                    b.topLeft = i;
                }
                if (x + y > bestBr) {
                    bestBr = x + y;
                    b.bottomRight = i;
                }
                if (x - y > bestTr) {
                    bestTr = x - y;
                    b.topRight = i;
                }
                if (x - y < bestBl) {
                    bestBl = x - y;
                    b.bottomLeft = i;
                }
                for (int dy = -1; dy <= 1; dy++) {
                    int ny = y + dy;
                    if (ny < 0 || ny >= height) {
                        continue;
                    }
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        if (nx < 0 || nx >= width) {
                            continue;
                        }
                        int j = ny * width + nx;
                        if (mask[j] != 0 && labels[j] == 0) {
                            labels[j] = b.label;
                            stack[top++] = j;
                        }
                    }
                }
            }
        }
        return new Blobs(width, height, labels, blobs);
    }
}
