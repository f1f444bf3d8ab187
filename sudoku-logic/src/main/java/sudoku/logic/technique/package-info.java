/**
 * One class per technique, each a pure {@link sudoku.logic.StepFinder}: it reads a
 * {@link sudoku.logic.Candidates} state, never changes it, and offers every step it finds to a
 * {@link sudoku.logic.StepSink} in a fixed order, stopping when the sink says so.
 *
 * <h2>Adding a technique</h2>
 * <ol>
 *   <li>Its constant goes in {@link sudoku.logic.Technique}, in difficulty order, with the
 *       HoDoKu name and a Sudoku Explainer-like difficulty (flag it if it assumes uniqueness).</li>
 *   <li>A class here implements {@code StepFinder}; searches shared by several techniques live in
 *       a package-private helper ({@code Fish}, {@code Subsets}, {@code Patterns},
 *       {@code Coloring}) and the public class is a few lines calling it.</li>
 *   <li>Build the step with {@link sudoku.logic.Step#eliminating} or {@link sudoku.logic.Step#placing}:
 *       eliminations, the units, the main cells, the secondary cells (fins, pincers, the other
 *       colour), the digits, chain {@link sudoku.logic.Link}s via {@code withLinks}, and one
 *       sentence naming cells with {@link sudoku.logic.Words}. Offer only steps that change the state.</li>
 *   <li>Search completely (every instance, not just the first), so that a rating round is the
 *       same on equivalent puzzles.</li>
 *   <li>List the finder in {@link sudoku.logic.Techniques#all()}; add a line to the test
 *       resource {@code reglib.txt}; {@code NeverWrongTest} and {@code sudoku rate --verify}
 *       then check it against known solutions.</li>
 * </ol>
 */
package sudoku.logic.technique;
