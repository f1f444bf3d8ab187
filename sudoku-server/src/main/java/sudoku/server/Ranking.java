package sudoku.server;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Why a correct answer is not ranked on a board: a stable code the page translates, and a
 * sentence in English. A challenge has one ranked entry; help marks it for good; and on the
 * players' board a time below the human floor is accepted but not ranked.
 */
final class Ranking {
    /** Help (solve, hint, explain or a check) was asked for the challenge's puzzle while it was open. */
    static final String ASSISTED = "assisted";
    /** The challenge has its ranked entry already: each challenge is ranked once. */
    static final String ALREADY_RANKED = "already_ranked";
    /** Faster than a person can fill the board. */
    static final String BELOW_HUMAN_FLOOR = "below_human_floor";
    /** The answer is wrong. */
    static final String INCORRECT = "incorrect";

    /**
     * The human floor: the least time, per empty cell of the puzzle, in which a person can have
     * solved it. Entering a digit takes a look, a tap and a key at the very least; the fastest
     * players fill about two cells a second on the easiest boards, so half a second a cell is
     * below every person (about 25 s for a puzzle with 50 empty cells) and above every script.
     */
    static final double FLOOR_SECONDS_PER_EMPTY_CELL = 0.5;

    private Ranking() {
    }

    /** The human floor of a puzzle, in seconds (its empty cells times {@link #FLOOR_SECONDS_PER_EMPTY_CELL}). */
    static double floorSeconds(String puzzle) {
        long empty = puzzle.chars().filter(ch -> ch < '1' || ch > '9').count();
        return empty * FLOOR_SECONDS_PER_EMPTY_CELL;
    }

    /** The answer's {@code not_ranked} object: the code and a sentence saying why. */
    static Map<String, Object> why(String code, String puzzle) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", code);
        out.put("message", switch (code) {
            case ASSISTED -> "Help was used on this puzzle while the challenge was open (solve, hint, explain or"
                    + " check): accepted, but not ranked.";
            case ALREADY_RANKED -> "This challenge has its ranked entry already, and each challenge is ranked once:"
                    + " accepted, but not ranked. Get a new puzzle to be ranked again.";
            case BELOW_HUMAN_FLOOR -> "Solved faster than a person can fill the board (the floor is "
                    + floorSeconds(puzzle) + " s: " + FLOOR_SECONDS_PER_EMPTY_CELL + " s for each of its empty"
                    + " cells): accepted, but not ranked.";
            case INCORRECT -> "The answer is not correct: only correct answers are ranked.";
            default -> throw new IllegalArgumentException("no such reason: " + code);
        });
        return out;
    }
}
