/**
 * The searches behind the techniques: each a {@link sudoku.logic.StepFinder} that reads a
 * {@link sudoku.logic.Candidates} state, never changes it, and offers every step it finds to a
 * {@link sudoku.logic.StepSink} in a fixed order, stopping when the sink says so. What several
 * searches share while looking at one state (almost locked sets, chain graphs, forcing
 * propagations) is kept in the {@link sudoku.logic.SearchContext} they are given, never in
 * static or per-thread fields.
 *
 * <h2>Adding a technique</h2>
 * <ol>
 *   <li>Write its search: a class here implementing {@code StepFinder} (such as {@code XYWing}),
 *       or a size or kind of a family that already has one ({@code Fish.Finder},
 *       {@code GeneralFish.Finder}, {@code Subsets.Finder}, {@code ChainSearch.Finder}, ...).</li>
 *   <li>Add its constant to {@link sudoku.logic.Technique}, in difficulty order, with the HoDoKu
 *       name, a Sudoku Explainer-like difficulty (flag it if it assumes uniqueness) and the
 *       finder: {@code XY_WING("XY-Wing", 4.2, XYWing::new)} or
 *       {@code SWORDFISH("Swordfish", 3.8, t -> new Fish.Finder(t, 3, Fish.Kind.BASIC))}.
 *       That constant is the only place a technique is listed.</li>
 *   <li>Build the step with {@link sudoku.logic.Step#eliminating} or {@link sudoku.logic.Step#placing}:
 *       eliminations, the units, the main cells, the secondary cells (fins, pincers, the other
 *       colour), the digits, chain {@link sudoku.logic.Link}s via {@code withLinks}, and one
 *       sentence naming cells with {@link sudoku.logic.Words}. Offer only steps that change the state.</li>
 *   <li>Search completely (every instance, not just the first), so that a rating round is the
 *       same on equivalent puzzles.</li>
 *   <li>Add a line to the test resource {@code reglib.txt}; {@code NeverWrongTest} and
 *       {@code sudoku rate --verify} then check it against known solutions.</li>
 * </ol>
 */
package sudoku.logic.technique;
