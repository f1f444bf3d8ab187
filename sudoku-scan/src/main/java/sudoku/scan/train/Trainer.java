package sudoku.scan.train;

import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.scan.CellCleaner;
import sudoku.scan.DigitClassifier;
import sudoku.scan.Mlp;

/**
 * Trains the digit classifier on synthetic cells ({@link CellSynth}) in the training fonts, on
 * one thread with a fixed seed (the same options give the same weights), measures it on cells of
 * the held-out fonts drawn from another seed, and writes the weights.
 */
public final class Trainer {
    /** The network's layer sizes. */
    static final int[] LAYERS = {CellCleaner.INPUTS, 256, 96, DigitClassifier.CLASSES};

    /**
     * What to train.
     *
     * @param perClass examples of each class (no digit, 1-9)
     * @param epochs   passes over the examples
     * @param seed     the seed of the examples and of the starting weights
     * @param out      where the weights go
     */
    public record Options(int perClass, int epochs, long seed, Path out) {
    }

    /** The result: cell accuracy on held-out fonts, and the time taken (elapsed, and this thread's CPU). */
    public record Report(double heldOutAccuracy, int heldOutCells, double seconds, double cpuSeconds) {
    }

    private Trainer() {
    }

    /**
     * Trains and writes the weights, logging progress to {@code log}.
     * @throws IOException when the weights cannot be written
     */
    public static Report train(Options o, PrintWriter log) throws IOException {
        long start = System.nanoTime();
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        List<Font> training = FontSet.training();
        List<Font> heldOut = FontSet.heldOut();
        log.printf("fonts: %d for training, %d held out%n", training.size(), heldOut.size());
        Data train = data(new CellSynth(training), o.perClass(), o.seed());
        Data test = data(new CellSynth(heldOut.isEmpty() ? training : heldOut), Math.max(20, o.perClass() / 4),
                o.seed() + 1_000_003);
        log.printf("examples: %d for training, %d held out (%.1f s)%n", train.size, test.size, seconds(start));
        log.flush();
        Mlp net = Mlp.random(LAYERS, o.seed());
        SplittableRandom order = new SplittableRandom(o.seed() + 7);
        int[] idx = new int[train.size];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        float rate = 0.05f;
        double acc = 0;
        for (int epoch = 1; epoch <= o.epochs(); epoch++) {
            PuzzleMaker.shuffle(idx, order);
            double loss = 0;
            for (int from = 0; from < idx.length; from += 32) {
                loss += net.train(train.inputs, train.labels, idx, from, Math.min(idx.length, from + 32), rate, 0.9f);
            }
            acc = accuracy(net, test);
            log.printf("epoch %d: loss %.4f, held-out cells right %.2f%% (%.1f s)%n", epoch, loss / idx.length,
                    100 * acc, seconds(start));
            log.flush();
            rate *= 0.75f;
        }
        Files.createDirectories(o.out().toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(o.out())) {
            net.write(out);
        }
        log.printf("wrote %s (%d bytes)%n", o.out(), Files.size(o.out()));
        return new Report(acc, test.size, seconds(start), (cpu.getCurrentThreadCpuTime() - cpuStart) / 1e9);
    }

    /** Examples and their classes. */
    private record Data(float[][] inputs, int[] labels, int size) {
    }

    private static Data data(CellSynth synth, int perClass, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = perClass * DigitClassifier.CLASSES;
        float[][] inputs = new float[n][];
        int[] labels = new int[n];
        int size = 0;
        for (int i = 0; i < n; i++) {
            int label = i % DigitClassifier.CLASSES;
            for (int attempt = 0; attempt < 30; attempt++) {
                float[] cell = synth.sample(label, r);
                if (cell != null) {
                    inputs[size] = cell;
                    labels[size++] = label;
                    break;
                }
            }
        }
        return new Data(inputs, labels, size);
    }

    private static double accuracy(Mlp net, Data d) {
        int right = 0;
        for (int i = 0; i < d.size; i++) {
            float[] p = net.probabilities(d.inputs[i]);
            int best = 0;
            for (int k = 1; k < p.length; k++) {
                if (p[k] > p[best]) {
                    best = k;
                }
            }
            right += best == d.labels[i] ? 1 : 0;
        }
        return (double) right / d.size;
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
