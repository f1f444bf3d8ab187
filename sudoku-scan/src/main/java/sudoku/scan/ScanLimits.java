package sudoku.scan;

/**
 * What an image may cost before it is decoded: its size in bytes, and the pixels and longest
 * side that its header declares (a small file may declare a huge bitmap; it is refused unread).
 *
 * @param maxBytes  the largest file accepted
 * @param maxPixels the most pixels (width times height) a header may declare
 * @param maxSide   the longest side a header may declare
 */
public record ScanLimits(long maxBytes, long maxPixels, int maxSide) {
    /** The defaults: 20 MB, 50 megapixels, 12,000 pixels a side. */
    public static final ScanLimits DEFAULT = new ScanLimits(20_000_000L, 50_000_000L, 12_000);

    /** Checks that every limit is positive. */
    public ScanLimits {
        if (maxBytes <= 0 || maxPixels <= 0 || maxSide <= 0) {
            throw new IllegalArgumentException("scan limits must be positive: " + maxBytes + " bytes, "
                    + maxPixels + " pixels, " + maxSide + " a side");
        }
    }
}
