package sudoku.scan;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads the digit of a cleaned cell: the probability of each class, class 0 being "no digit"
 * (a speck or a stroke that is not a digit) and classes 1-9 the digits. The weights are the
 * resource {@code digits.bin}, made by {@code sudoku scan-train}.
 */
public final class DigitClassifier {
    /** The resource holding the trained weights. */
    public static final String RESOURCE = "digits.bin";
    /** The number of classes: no digit, then 1 to 9. */
    public static final int CLASSES = 10;

    private static volatile DigitClassifier standard;
    private final Mlp network;

    /** A classifier over {@code network} ({@link CellCleaner#INPUTS} inputs, {@link #CLASSES} classes). */
    public DigitClassifier(Mlp network) {
        if (network.inputs() != CellCleaner.INPUTS || network.classes() != CLASSES) {
            throw new IllegalArgumentException("a digit classifier needs " + CellCleaner.INPUTS + " inputs and "
                    + CLASSES + " classes, not " + network.inputs() + " and " + network.classes());
        }
        this.network = network;
    }

    /** The classifier of the shipped weights, loaded once. */
    public static DigitClassifier standard() {
        DigitClassifier c = standard;
        if (c == null) {
            synchronized (DigitClassifier.class) {
                c = standard;
                if (c == null) {
                    try (InputStream in = DigitClassifier.class.getResourceAsStream(RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("the digit classifier's weights (" + RESOURCE
                                    + ") are missing: run 'sudoku scan-train'");
                        }
                        c = new DigitClassifier(Mlp.read(new BufferedInputStream(in)));
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + RESOURCE, e);
                    }
                    standard = c;
                }
            }
        }
        return c;
    }

    /** The probability of each class (0: no digit, 1-9) for a cleaned cell. */
    public float[] probabilities(float[] cell) {
        return network.probabilities(cell);
    }
}
