package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.StepFinder;

/**
 * The Multi-Sector Locked Set's walk of counts says what counting cell by cell says, for every
 * set of rows and columns: random pencil marks (fixed seeds, so a failure names its own), some
 * cells placed; every set the walk says closes, and a sample of all sets.
 */
class MultiSectorCountsTest {
    static LongStream seeds() {
        return LongStream.range(0, 12);
    }

    /** Seeds for the searches, slower than the counts alone. */
    static LongStream fewerSeeds() {
        return LongStream.range(0, 4);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void tablesAgreeWithCountingCellByCell(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Candidates state = randomState(random);
        Set<Integer> closing = new HashSet<>();
        MultiSectorCounts.closingSets(state, (rows, cols) ->
                assertThat(closing.add(rows << 9 | cols)).as("seed %d rows %s cols %s given once", seed, rows, cols).isTrue());
        // every set the walk gives closes
        for (int set : closing) {
            int rows = set >>> 9;
            int cols = set & 511;
            assertThat(Integer.bitCount(rows)).as("seed %d rows %s", seed, rows).isGreaterThanOrEqualTo(2);
            assertThat(Integer.bitCount(cols)).as("seed %d cols %s", seed, cols).isGreaterThanOrEqualTo(2);
            assertThat(fits(state, rows, cols) && closes(state, rows, cols)).as("seed %d rows %s cols %s", seed, rows, cols)
                    .isTrue();
        }
        // and on a sample, small sets weighted up since those close most, the walk misses none
        for (int i = 0; i < 20_000; i++) {
            int rows = randomSet(random);
            int cols = randomSet(random);
            boolean expected = Integer.bitCount(rows) >= 2 && Integer.bitCount(cols) >= 2 && fits(state, rows, cols)
                    && closes(state, rows, cols);
            assertThat(closing.contains(rows << 9 | cols)).as("seed %d rows %s cols %s", seed, rows, cols)
                    .isEqualTo(expected);
        }
        assertThat(closing).as("sets that close, seed %d", seed).isNotEmpty();
    }

    /**
     * After candidates are removed from a few cells: the walk limited to the sets crossing a
     * changed cell gives exactly the sets that close and cross one, and every other set closes
     * exactly when it did before.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void aSetCrossingNoChangedCellClosesAsBefore(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Candidates before = randomState(random);
        int crossing = 0;
        for (int round = 0; round < 6; round++) {
            Candidates after = before.copy();
            int[] changed = new int[9];
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                int cell = random.nextInt(81);
                int marks = after.candidates(cell);
                if (after.digit(cell) == 0 && Integer.bitCount(marks) >= 2) {
                    after.eliminate(cell, Integer.numberOfTrailingZeros(marks) + 1);
                    changed[cell / 9] |= 1 << cell % 9;
                }
            }
            Set<Integer> earlier = closingSets(before, null);
            Set<Integer> now = closingSets(after, null);
            Set<Integer> walked = closingSets(after, changed);
            List<String> wrong = new ArrayList<>();
            for (int rows = 1; rows < 512; rows++) {
                int changedCols = 0;
                for (int r = 0; r < 9; r++) {
                    changedCols |= (rows >> r & 1) != 0 ? changed[r] : 0;
                }
                for (int cols = 1; cols < 512; cols++) {
                    int set = rows << 9 | cols;
                    boolean crosses = (changedCols & cols) != 0;
                    if (walked.contains(set) != (crosses && now.contains(set))
                            || !crosses && now.contains(set) != earlier.contains(set)) {
                        wrong.add("rows " + rows + " cols " + cols);
                    }
                }
            }
            assertThat(wrong).as("seed %d round %d", seed, round).isEmpty();
            crossing += walked.size();
            before = after;
        }
        assertThat(crossing).as("sets crossing a changed cell that close, seed %d", seed).isPositive();
    }

    private static Set<Integer> closingSets(Candidates state, int[] changed) {
        Set<Integer> out = new HashSet<>();
        MultiSectorCounts.closingSets(state, changed, (rows, cols) -> out.add(rows << 9 | cols));
        return out;
    }

    /**
     * A search in a context that keeps its last search without a step gives what a fresh search
     * gives in a state descending from that one, steps included: random states with a step, each
     * searched after a state with more candidates (every one, but in two rows) where no step was found.
     */
    @ParameterizedTest
    @MethodSource("fewerSeeds")
    void aSearchAfterOneWithoutAStepGivesWhatAFreshSearchGives(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StepFinder msls = Finders.of(Technique.MULTI_SECTOR_LOCKED_SET);
        int limitedWithSteps = 0;
        for (int attempt = 0; attempt < 20; attempt++) {
            Candidates after = randomState(random);
            List<Step> fresh = msls.all(after, new SearchContext());
            if (fresh.isEmpty()) {
                continue;
            }
            // the same digits placed, every candidate put back in the empty cells but those of two rows
            int[] marks = after.masks();
            int kept1 = random.nextInt(9);
            int kept2 = random.nextInt(9);
            for (int cell = 0; cell < 81; cell++) {
                if (after.digit(cell) == 0 && cell / 9 != kept1 && cell / 9 != kept2) {
                    marks[cell] = 511;
                }
            }
            Candidates before = Candidates.of(after.toGrid(), marks);
            SearchContext kept = new SearchContext();
            if (!msls.all(before, kept).isEmpty()) {
                continue;
            }
            assertThat(msls.all(after, kept)).as("seed %d attempt %d", seed, attempt).isEqualTo(fresh);
            limitedWithSteps++;
        }
        assertThat(limitedWithSteps).as("steps found after a search without one, seed %d", seed).isPositive();
    }

    /** A non-empty set of lines, of a size from 1 to 9 drawn evenly. */
    private static int randomSet(SplittableRandom random) {
        int size = 1 + random.nextInt(9);
        int set = 0;
        while (Integer.bitCount(set) < size) {
            set |= 1 << random.nextInt(9);
        }
        return set;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void sumOfMinsAddsTheSmallerOfEachDigitsTwoCountsAndBothSidesSeesEachWayFewer(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 1000; i++) {
            long a = 0;
            long b = 0;
            int expected = 0;
            boolean aFewer = false;
            boolean bFewer = false;
            // often equal, so that one side alone or none is drawn too
            int spread = 1 + random.nextInt(10);
            for (int d = 0; d < 9; d++) {
                int x = random.nextInt(spread);
                int y = random.nextInt(3) == 0 ? random.nextInt(spread) : x;
                a |= (long) x << (7 * d);
                b |= (long) y << (7 * d);
                expected += Math.min(x, y);
                aFewer |= x < y;
                bFewer |= y < x;
            }
            assertThat(MultiSectorCounts.sumOfMins(a, b)).isEqualTo(expected);
            assertThat(MultiSectorCounts.bothSides(a, b)).as("a %x b %x", a, b).isEqualTo(aFewer && bFewer);
        }
    }

    /** A 9x9 state with a few digits placed and random marks elsewhere (one to four digits a cell). */
    private static Candidates randomState(SplittableRandom random) {
        StringBuilder digits = new StringBuilder();
        int[] marks = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            // a digit on the diagonal of a Latin square never clashes with another placed the same way
            boolean placed = random.nextInt(6) == 0;
            digits.append(placed ? (char) ('1' + (cell / 9 * 3 + cell / 27 + cell % 9) % 9) : '.');
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                marks[cell] |= 1 << random.nextInt(9);
            }
        }
        return Candidates.of(Grid.parse(digits.toString()), marks);
    }

    private static boolean fits(Candidates s, int rows, int cols) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                boolean rowNeedsOne = (rows >> r & 1) != 0;
                boolean colNeedsOne = (cols >> c & 1) != 0;
                if (!rowNeedsOne && !colNeedsOne) {
                    continue;
                }
                boolean met = false;
                int line = rowNeedsOne ? r : c;
                for (int other = 0; other < 9 && !met; other++) {
                    int cell = rowNeedsOne ? line * 9 + other : other * 9 + line;
                    int otherMask = rowNeedsOne ? cols : rows;
                    met = (otherMask >> other & 1) != 0 && s.digit(cell) == 0;
                }
                if (!met) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether the count closes with some digit fewer in the rows than in the columns, and one the other way. */
    private static boolean closes(Candidates s, int rows, int cols) {
        int cells = 0;
        int total = 0;
        boolean rowSide = false;
        boolean colSide = false;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if ((rows >> r & 1) != 0 && (cols >> c & 1) != 0 && s.digit(r * 9 + c) == 0) {
                    cells++;
                }
            }
        }
        for (int d = 1; d <= 9; d++) {
            int inRows = 0;
            int inCols = 0;
            for (int line = 0; line < 9; line++) {
                boolean rowHas = false;
                boolean colHas = false;
                for (int other = 0; other < 9; other++) {
                    rowHas |= (rows >> line & 1) != 0 && (cols >> other & 1) != 0 && has(s, line * 9 + other, d);
                    colHas |= (cols >> line & 1) != 0 && (rows >> other & 1) != 0 && has(s, other * 9 + line, d);
                }
                inRows += rowHas ? 1 : 0;
                inCols += colHas ? 1 : 0;
            }
            total += Math.min(inRows, inCols);
            rowSide |= inRows < inCols;
            colSide |= inCols < inRows;
        }
        return total == cells && rowSide && colSide;
    }

    private static boolean has(Candidates s, int cell, int d) {
        return s.digit(cell) == 0 && s.has(cell, d);
    }
}
