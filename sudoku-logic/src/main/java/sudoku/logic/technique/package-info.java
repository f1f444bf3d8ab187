/**
 * The searches behind the techniques: each a {@link sudoku.logic.internal.StepFinder} that reads a
 * {@link sudoku.logic.Candidates} state, never changes it, and offers every step it finds to a
 * {@link sudoku.logic.internal.StepSink} in a fixed order, stopping when the sink says so. What several
 * searches share while looking at one state (almost locked sets, chain graphs, forcing
 * propagations) is kept in the {@link sudoku.logic.internal.SearchContext} they are given, never in
 * static or per-thread fields.
 *
 * <p>The finders are package-private: the solver, lister, rater, hinter and explainer reach them
 * only through the registry {@link sudoku.logic.technique.Finders}. They import the vocabulary
 * ({@code sudoku.logic}) and the chain engine ({@code sudoku.logic.chain}), nothing above.
 *
 * <h2>Adding a technique</h2>
 * <ol>
 *   <li>Add its constant to {@link sudoku.logic.Technique}, in difficulty order, with the HoDoKu
 *       name, a Sudoku Explainer-like difficulty, what its logic rests on, when it is used and its
 *       HoDoKu codes: {@code XY_WING("XY-Wing", 4.2, Basis.RULES, Use.RATING, "0800")}.</li>
 *   <li>Write its search: a package-private class here implementing {@code StepFinder} (such as
 *       {@code XYWing}), or a size or kind of a family that already has one ({@code Fish.Finder},
 *       {@code GeneralFish.Finder}, {@code Subsets.Finder}, {@code ChainSearch.Finder}, ...), and
 *       its line in the switch of {@code Finders} (the switch does not compile without it).</li>
 *   <li>Add {@code technique.NAME} to each {@code messages_*.properties}; the English text is
 *       the display name.</li>
 *   <li>Build the step with {@link sudoku.logic.Step#eliminating} or {@link sudoku.logic.Step#placing}:
 *       eliminations, the units, the main cells, the secondary cells (fins, pincers, the other
 *       colour), the digits, chain {@link sudoku.logic.Link}s via {@code withLinks}, and its
 *       {@link sudoku.logic.Evidence}: a record of its family, never words. A new family is a new
 *       record in {@code Evidence} with its {@code Visitor} method, which every renderer of
 *       {@code sudoku.logic.text} must say before the module compiles. Offer only steps that change
 *       the state.</li>
 *   <li>Search completely (every instance, not just the first), so that a rating round is the
 *       same on equivalent puzzles.</li>
 *   <li>Add a line to the test resource {@code reglib.txt}; {@code NeverWrongIT} (run by {@code mvn verify}) and
 *       {@code sudoku rate --verify} then check it against known solutions.</li>
 * </ol>
 */
package sudoku.logic.technique;
