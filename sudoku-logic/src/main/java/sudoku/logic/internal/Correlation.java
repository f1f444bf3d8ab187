package sudoku.logic.internal;

import java.util.Arrays;
import java.util.Comparator;

/** How closely two series of ratings agree: Pearson's and Spearman's correlation. */
public final class Correlation {
    private Correlation() {
    }

    /** Pearson's correlation of {@code x} and {@code y} (same length, at least 2); NaN when one is constant. */
    public static double pearson(double[] x, double[] y) {
        int n = x.length;
        double mx = Arrays.stream(x).average().orElse(0);
        double my = Arrays.stream(y).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < n; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }

    /** Spearman's rank correlation: Pearson's on the ranks, equal values sharing their mean rank. */
    public static double spearman(double[] x, double[] y) {
        return pearson(ranks(x), ranks(y));
    }

    private static double[] ranks(double[] v) {
        Integer[] order = new Integer[v.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingDouble(i -> v[i]));
        double[] rank = new double[v.length];
        for (int i = 0; i < v.length; ) {
            int j = i;
            while (j + 1 < v.length && v[order[j + 1]] == v[order[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                rank[order[k]] = (i + j) / 2.0;
            }
            i = j + 1;
        }
        return rank;
    }
}
