package sudoku.cli;

/**
 * Exit codes a script can rely on, the same for every command (the README's table). When a file
 * mixes outcomes the first that applies wins, in the order invalid, unsolvable, multiple, out of time.
 */
public final class ExitCodes {
    /** Every puzzle solved (with a unique solution, unless uniqueness was not asked). */
    public static final int OK = 0;
    /** An error that is not about a puzzle: a missing file, an I/O failure. */
    public static final int ERROR = 1;
    /** Wrong options or arguments (picocli's usage error), an unknown technique name included. */
    public static final int USAGE = 2;
    /** At least one puzzle was invalid input. */
    public static final int INVALID = 3;
    /** At least one puzzle has no solution. */
    public static final int UNSOLVABLE = 4;
    /**
     * At least one puzzle has more than one solution ({@code explain}, {@code hint} and {@code rate}
     * still answer, without uniqueness techniques, and say {@code multiple}).
     */
    public static final int MULTIPLE = 5;
    /**
     * Out of time: a {@code --timeout} budget ran out before the work was done (a puzzle not
     * generated, explained, rated or hinted in time); what was done is in the output.
     */
    public static final int TIMEOUT = 6;
    /** {@code sudoku challenge}: the server judged the submitted diagonal not correct. */
    public static final int NOT_CORRECT = 7;

    private ExitCodes() {
    }

    /** The code that wins when a run has seen both {@code a} and {@code b}. */
    public static int worst(int a, int b) {
        return rank(a) >= rank(b) ? a : b;
    }

    private static int rank(int code) {
        return switch (code) {
            case ERROR -> 5;
            case INVALID -> 4;
            case UNSOLVABLE -> 3;
            case MULTIPLE -> 2;
            case TIMEOUT -> 1;
            default -> 0;
        };
    }
}
