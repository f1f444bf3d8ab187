package sudoku.cli;

/** Parses the {@code MIN-MAX} ranges of the command line. */
final class Ranges {
    private Ranges() {
    }

    /**
     * {@code 24-28} as {24, 28}, {@code 30} as {30, 30}, {@code 24-} as {24, max int}.
     * @throws IllegalArgumentException naming the option when the text is not such a range
     */
    static int[] ints(String text, String option) {
        double[] r = numbers(text, option);
        if (r[0] != Math.rint(r[0]) || (r[1] != Math.rint(r[1]) && r[1] != Double.MAX_VALUE)) {
            throw new IllegalArgumentException(option + " takes whole numbers, got '" + text + "'");
        }
        return new int[] {(int) r[0], r[1] == Double.MAX_VALUE ? Integer.MAX_VALUE : (int) r[1]};
    }

    /**
     * {@code 2.5-4} as {2.5, 4}, {@code 3} as {3, 3}, {@code 3-} as {3, max}.
     * @throws IllegalArgumentException naming the option when the text is not such a range
     */
    static double[] numbers(String text, String option) {
        String t = text.trim();
        int dash = t.indexOf('-', 1);
        try {
            double lo = Double.parseDouble(dash < 0 ? t : t.substring(0, dash));
            double hi = dash < 0 ? lo : dash == t.length() - 1 ? Double.MAX_VALUE
                    : Double.parseDouble(t.substring(dash + 1));
            if (lo < 0 || hi < lo) {
                throw new IllegalArgumentException(option + " needs 0 <= MIN <= MAX, got '" + text + "'");
            }
            return new double[] {lo, hi};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be MIN-MAX or a single number, got '" + text + "'");
        }
    }
}
