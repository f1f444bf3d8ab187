package sudoku.scan;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.SplittableRandom;

/**
 * A small multilayer perceptron: fully connected layers with ReLU between them and a softmax at
 * the end, trained by minibatch gradient descent with momentum on the cross-entropy. Stored as
 * 16-bit weights with one scale per layer (a few hundred kilobytes).
 */
public final class Mlp {
    private static final int MAGIC = 0x53444b4d; // "SDKM"
    private final int[] sizes;
    /** weights[l][o * in + i], biases[l][o]. */
    private final float[][] weights;
    private final float[][] biases;
    private float[][] weightSteps;
    private float[][] biasSteps;

    private Mlp(int[] sizes, float[][] weights, float[][] biases) {
        this.sizes = sizes.clone();
        this.weights = weights;
        this.biases = biases;
    }

    /** A network with layer sizes {@code sizes} (inputs first, classes last), weights drawn from {@code seed}. */
    public static Mlp random(int[] sizes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int layers = sizes.length - 1;
        float[][] w = new float[layers][];
        float[][] b = new float[layers][];
        for (int l = 0; l < layers; l++) {
            w[l] = new float[sizes[l] * sizes[l + 1]];
            b[l] = new float[sizes[l + 1]];
            double sd = Math.sqrt(2.0 / sizes[l]);
            for (int k = 0; k < w[l].length; k++) {
                w[l][k] = (float) (gaussian(random) * sd);
            }
        }
        return new Mlp(sizes, w, b);
    }

    private static double gaussian(SplittableRandom r) {
        return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
    }

    /** The number of inputs. */
    public int inputs() {
        return sizes[0];
    }

    /** The number of classes. */
    public int classes() {
        return sizes[sizes.length - 1];
    }

    /** The probability of each class for {@code input}. */
    public float[] probabilities(float[] input) {
        float[][] acts = forward(input);
        return acts[acts.length - 1];
    }

    /** Every layer's output (index 0 is the input); the last is the softmax. */
    private float[][] forward(float[] input) {
        int layers = sizes.length - 1;
        float[][] a = new float[layers + 1][];
        a[0] = input;
        for (int l = 0; l < layers; l++) {
            int in = sizes[l];
            int out = sizes[l + 1];
            float[] x = a[l];
            float[] y = new float[out];
            float[] w = weights[l];
            for (int o = 0; o < out; o++) {
                float s = biases[l][o];
                int base = o * in;
                for (int i = 0; i < in; i++) {
                    s += w[base + i] * x[i];
                }
                y[o] = l < layers - 1 ? Math.max(0, s) : s;
            }
            a[l + 1] = y;
        }
        softmax(a[layers]);
        return a;
    }

    private static void softmax(float[] z) {
        float max = Float.NEGATIVE_INFINITY;
        for (float v : z) {
            max = Math.max(max, v);
        }
        float sum = 0;
        for (int i = 0; i < z.length; i++) {
            z[i] = (float) Math.exp(z[i] - max);
            sum += z[i];
        }
        for (int i = 0; i < z.length; i++) {
            z[i] /= sum;
        }
    }

    /**
     * One step of gradient descent on examples {@code order[from..to)} of {@code inputs} with
     * their {@code labels}; returns the batch's summed cross-entropy.
     */
    public double train(float[][] inputs, int[] labels, int[] order, int from, int to, float rate, float momentum) {
        int layers = sizes.length - 1;
        if (weightSteps == null) {
            weightSteps = new float[layers][];
            biasSteps = new float[layers][];
            for (int l = 0; l < layers; l++) {
                weightSteps[l] = new float[weights[l].length];
                biasSteps[l] = new float[biases[l].length];
            }
        }
        float[][] gw = new float[layers][];
        float[][] gb = new float[layers][];
        for (int l = 0; l < layers; l++) {
            gw[l] = new float[weights[l].length];
            gb[l] = new float[biases[l].length];
        }
        double loss = 0;
        for (int k = from; k < to; k++) {
            float[][] a = forward(inputs[order[k]]);
            int label = labels[order[k]];
            float[] delta = a[layers].clone();
            loss -= Math.log(Math.max(1e-9, delta[label]));
            delta[label] -= 1;
            for (int l = layers - 1; l >= 0; l--) {
                int in = sizes[l];
                float[] x = a[l];
                float[] w = weights[l];
                float[] prev = l > 0 ? new float[in] : null;
                for (int o = 0; o < delta.length; o++) {
                    float d = delta[o];
                    if (d == 0) {
                        continue;
                    }
                    gb[l][o] += d;
                    int base = o * in;
                    float[] g = gw[l];
                    for (int i = 0; i < in; i++) {
                        g[base + i] += d * x[i];
                    }
                    if (prev != null) {
                        for (int i = 0; i < in; i++) {
                            prev[i] += d * w[base + i];
                        }
                    }
                }
                if (prev != null) {
                    for (int i = 0; i < in; i++) {
                        if (x[i] <= 0) {
                            prev[i] = 0;
                        }
                    }
                }
                delta = prev;
            }
        }
        float f = rate / (to - from);
        for (int l = 0; l < layers; l++) {
            step(weights[l], weightSteps[l], gw[l], f, momentum);
            step(biases[l], biasSteps[l], gb[l], f, momentum);
        }
        return loss;
    }

    private static void step(float[] p, float[] v, float[] g, float f, float momentum) {
        for (int i = 0; i < p.length; i++) {
            v[i] = momentum * v[i] - f * g[i];
            p[i] += v[i];
        }
    }

    /** Writes the network: sizes, then each layer's scale and 16-bit weights and biases. */
    public void write(OutputStream out) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(MAGIC);
        d.writeInt(sizes.length);
        for (int s : sizes) {
            d.writeInt(s);
        }
        for (int l = 0; l < weights.length; l++) {
            writeQuantised(d, weights[l]);
            writeQuantised(d, biases[l]);
        }
        d.flush();
    }

    private static void writeQuantised(DataOutputStream d, float[] v) throws IOException {
        float max = 1e-9f;
        for (float x : v) {
            max = Math.max(max, Math.abs(x));
        }
        float scale = max / 32767f;
        d.writeFloat(scale);
        for (float x : v) {
            d.writeShort(Math.round(x / scale));
        }
    }

    /**
     * Reads a network written by {@link #write}.
     * @throws IOException when the data is not such a network
     */
    public static Mlp read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        if (d.readInt() != MAGIC) {
            throw new IOException("not a digit classifier's weights");
        }
        int n = d.readInt();
        if (n < 2 || n > 8) {
            throw new IOException("bad layer count " + n);
        }
        int[] sizes = new int[n];
        for (int i = 0; i < n; i++) {
            sizes[i] = d.readInt();
            if (sizes[i] <= 0 || sizes[i] > 4096) {
                throw new IOException("bad layer size " + sizes[i]);
            }
        }
        float[][] w = new float[n - 1][];
        float[][] b = new float[n - 1][];
        for (int l = 0; l < n - 1; l++) {
            w[l] = readQuantised(d, sizes[l] * sizes[l + 1]);
            b[l] = readQuantised(d, sizes[l + 1]);
        }
        return new Mlp(sizes, w, b);
    }

    private static float[] readQuantised(DataInputStream d, int count) throws IOException {
        float scale = d.readFloat();
        float[] v = new float[count];
        for (int i = 0; i < count; i++) {
            v[i] = d.readShort() * scale;
        }
        return v;
    }
}
