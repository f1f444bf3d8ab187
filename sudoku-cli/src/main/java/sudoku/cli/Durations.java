package sudoku.cli;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import sudoku.core.Cancellation;

/**
 * Time budgets on the command line: {@code 500ms}, {@code 10s}, {@code 1.5s}, {@code 2m},
 * {@code 1h}; a bare number is seconds ({@code 60}, {@code 0.5}).
 */
final class Durations {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?|\\.\\d+)\\s*(ms|s|m|min|h)?");

    private Durations() {
    }

    /**
     * The duration written as {@code text}.
     * @throws IllegalArgumentException when it is not one, or not positive
     */
    static Duration parse(String text) {
        Matcher m = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration: write e.g. 500ms, 10s, 2m or 1h "
                    + "(a bare number is seconds)");
        }
        BigDecimal nanosPerUnit = BigDecimal.valueOf(switch (m.group(2) == null ? "s" : m.group(2)) {
            case "ms" -> 1_000_000L;
            case "m", "min" -> 60_000_000_000L;
            case "h" -> 3_600_000_000_000L;
            default -> 1_000_000_000L;
        });
        BigDecimal nanos = new BigDecimal(m.group(1)).multiply(nanosPerUnit);
        if (nanos.signum() <= 0) {
            throw new IllegalArgumentException("the duration must be positive, not '" + text + "'");
        }
        if (nanos.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException("'" + text + "' is too long a duration");
        }
        return Duration.ofNanos(nanos.longValue());
    }

    /** "500 ms", "10 s", "1.5 s", "2 min": the budget as a message names it. */
    static String describe(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        if (ms % 60_000 == 0) {
            return ms / 60_000 + " min";
        }
        return BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString() + " s";
    }

    /** A cancellation that triggers {@code budget} from now, or never when it is null. */
    static Cancellation budget(Duration budget) {
        return budget == null ? Cancellation.NONE : Cancellation.after(budget);
    }

    /** The picocli converter for duration options. */
    static final class Converter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
