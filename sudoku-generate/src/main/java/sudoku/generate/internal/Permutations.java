package sudoku.generate.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/** Permutations of {@code 0..k-1}: all of them, or one at random. */
final class Permutations {
    private Permutations() {
    }

    /** All {@code k!} permutations of {@code 0..k-1}, in lexicographic order. */
    static List<int[]> of(int k) {
        List<int[]> out = new ArrayList<>();
        build(new int[k], 0, new boolean[k], out);
        return out;
    }

    private static void build(int[] prefix, int depth, boolean[] taken, List<int[]> out) {
        if (depth == prefix.length) {
            out.add(prefix.clone());
            return;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (!taken[i]) {
                taken[i] = true;
                prefix[depth] = i;
                build(prefix, depth + 1, taken, out);
                taken[i] = false;
            }
        }
    }

    /** A uniformly random permutation of {@code 0..k-1}. */
    static int[] random(int k, RandomGenerator random) {
        int[] p = new int[k];
        for (int i = 0; i < k; i++) {
            p[i] = i;
        }
        for (int i = k - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
