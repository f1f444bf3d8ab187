package sudoku.logic.view.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The record of a refused request or an unreadable puzzle: the status word, a sentence saying
 * what is wrong, and where when the problem has a place. Absent fields are left out.
 *
 * @param status       {@code invalid} or {@code unsolvable} for a bad puzzle (the words of
 *                     {@code sudoku solve}), else {@code error}
 * @param error        what is wrong, and where
 * @param field        the request field at fault
 * @param line         the 1-based line of the fault in the text read
 * @param column       the 1-based column of the fault in the text read
 * @param cell         the cell at fault, e.g. {@code C5}
 * @param cells        the cells at fault, e.g. two clashing clues
 * @param limit        the limit exceeded (bytes, connections, requests)
 * @param budgetMillis the time budget that ran out, in milliseconds
 * @param retryAfter   seconds to wait before trying again
 * @param allow        the methods the route answers
 * @param correct      for a challenge answer: whether it was right
 */
public record ErrorView(String status, String error, String field, Long line, Long column, String cell,
                        List<String> cells, Long limit, @JsonProperty("budget_millis") Long budgetMillis,
                        @JsonProperty("retry_after") Long retryAfter, String allow, Boolean correct) {
}
