package sudoku.scan;

/**
 * The orientation tag of a JPEG's Exif block: how a phone says the picture must be turned to
 * stand upright. Only the four turns are applied; mirrored orientations are read as unturned.
 */
final class ExifOrientation {
    private ExifOrientation() {
    }

    /** Clockwise quarter turns that make the picture upright; 0 when there is no readable tag. */
    static int quarterTurns(byte[] jpeg) {
        return switch (tag(jpeg)) {
            case 3 -> 2;
            case 6 -> 1;
            case 8 -> 3;
            default -> 0;
        };
    }

    /** The orientation value 1-8, or 0. Every offset is checked: the block is hostile input. */
    static int tag(byte[] b) {
        int i = 2;
        while (i + 4 <= b.length && (b[i] & 0xff) == 0xff) {
            int marker = b[i + 1] & 0xff;
            int length = ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
            if (marker == 0xda || length < 2) {
                return 0;
            }
            if (marker == 0xe1 && i + 4 + length - 2 <= b.length && length >= 16
                    && b[i + 4] == 'E' && b[i + 5] == 'x' && b[i + 6] == 'i' && b[i + 7] == 'f') {
                return inTiff(b, i + 10, i + 2 + length);
            }
            i += 2 + length;
        }
        return 0;
    }

    private static int inTiff(byte[] b, int tiff, int end) {
        boolean little = b[tiff] == 'I';
        int ifd = tiff + read(b, tiff + 4, 4, little);
        if (ifd < tiff || ifd + 2 > end) {
            return 0;
        }
        int entries = read(b, ifd, 2, little);
        for (int e = 0; e < entries; e++) {
            int at = ifd + 2 + 12 * e;
            if (at + 12 > end) {
                return 0;
            }
            if (read(b, at, 2, little) == 0x0112) {
                int v = read(b, at + 8, 2, little);
                return v >= 1 && v <= 8 ? v : 0;
            }
        }
        return 0;
    }

    private static int read(byte[] b, int at, int bytes, boolean little) {
        int v = 0;
        for (int k = 0; k < bytes; k++) {
            int byteValue = b[at + (little ? bytes - 1 - k : k)] & 0xff;
            v = (v << 8) | byteValue;
        }
        return v;
    }
}
