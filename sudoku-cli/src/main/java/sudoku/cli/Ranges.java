package sudoku.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The {@code MIN-MAX} ranges of the command line, read by picocli. */
final class Ranges {
    private Ranges() {
    }

    /** A range of whole numbers, both ends included. */
    record Whole(int min, int max) {
    }

    /** A range of numbers, both ends included. */
    record Span(double min, double max) {
    }

    /** {@code 24-28} as {24, 28}, {@code 30} as {30, 30}, {@code 24-} as {24, max int}: whole numbers. */
    static final class Ints implements ITypeConverter<Whole> {
        @Override
        public Whole convert(String text) {
            Span r = numbers(text);
            if (r.min() != Math.rint(r.min()) || (r.max() != Math.rint(r.max()) && r.max() != Double.MAX_VALUE)) {
                throw new TypeConversionException("whole numbers are needed, not '" + text + "'");
            }
            return new Whole((int) r.min(), r.max() == Double.MAX_VALUE ? Integer.MAX_VALUE : (int) r.max());
        }
    }

    /** {@code 2.5-4} as {2.5, 4}, {@code 3} as {3, 3}, {@code 3-} as {3, max}. */
    static final class Numbers implements ITypeConverter<Span> {
        @Override
        public Span convert(String text) {
            return numbers(text);
        }
    }

    private static Span numbers(String text) {
        String t = text.trim();
        int dash = t.indexOf('-', 1);
        try {
            double lo = Double.parseDouble(dash < 0 ? t : t.substring(0, dash));
            double hi = dash < 0 ? lo : dash == t.length() - 1 ? Double.MAX_VALUE
                    : Double.parseDouble(t.substring(dash + 1));
            if (lo < 0 || hi < lo) {
                throw new TypeConversionException("0 <= MIN <= MAX is needed, not '" + text + "'");
            }
            return new Span(lo, hi);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("MIN-MAX or a single number is needed, not '" + text + "'");
        }
    }
}
