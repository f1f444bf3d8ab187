package sudoku.logic;

/**
 * One link of a chain, as evidence of a step: from one candidate to another, strong (if
 * {@code from} is false then {@code to} is true) or weak (if {@code from} is true then {@code to} is false).
 */
public record Link(Candidate from, Candidate to, boolean strong) {
}
