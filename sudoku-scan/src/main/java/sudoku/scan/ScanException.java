package sudoku.scan;

/** An image that cannot be read as a Sudoku: what is wrong, as a {@link Kind} and in words. */
public final class ScanException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The bytes are not a PNG or JPEG image, or its data is broken. */
        NOT_AN_IMAGE,
        /** The file, or the picture it decodes to, is larger than the limits. */
        TOO_LARGE,
        /** No Sudoku grid was found in the picture. */
        NO_GRID,
        /** The work ran out of its time budget. */
        OUT_OF_TIME
    }

    private final Kind kind;

    /** A failure of kind {@code kind} described by {@code message}. */
    public ScanException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** A failure of kind {@code kind} described by {@code message}, caused by {@code cause}. */
    public ScanException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    /** What went wrong. */
    public Kind kind() {
        return kind;
    }
}
