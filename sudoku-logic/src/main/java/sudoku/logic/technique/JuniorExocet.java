package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import sudoku.logic.Candidates;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.technique.ExocetLines.Frame;
import sudoku.logic.technique.ExocetLines.Pattern;

/**
 * Junior Exocet: two <em>base</em> cells where a row crosses a box (or a column does) hold three
 * or four digits between them, the base digits; two <em>target</em> cells lie in the band's other
 * two boxes, off the base row. Then the two digits the base cells take are the two the targets
 * take, when:
 * <ul>
 *   <li>each target's <em>companion</em>, the cell of its column in the band's third row, holds
 *       no base digit, as a candidate or placed;</li>
 *   <li>in the three <em>cross-line</em> columns (the base box's column without a base cell and
 *       the targets' columns), outside the band, every base digit fits in two houses at most.</li>
 * </ul>
 * Why: a digit {@code x} of a base cell is in the base box outside the third column, so that
 * column holds its {@code x} outside the band; the two covering houses leave room outside the band
 * for one more {@code x} of the three columns at most, so one target column holds its {@code x}
 * inside the band: not on the base row, not on the companion, so on the target. Both base digits
 * land on the targets, two cells: the targets hold exactly the base cells' two digits.
 *
 * <p>Removed: every other digit from the targets; a target's digit that its <em>mirror</em> (the
 * other target's box on the row left free by the base row and the target's own, but the other
 * target) cannot take, since the digit must go there too (the compendium's mirror rule); a
 * target's digit the other two cross lines cannot both hold outside the band on two rows other
 * than the target's ({@link ExocetLines}' cross-line rule); and any base or target digit no pair
 * of different base digits, one per base cell, sent onto the two targets, can use. The same with
 * columns for rows. Only on 9x9 boards with 3x3 boxes.
 */
final class JuniorExocet implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.JUNIOR_EXOCET;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        ExocetLines.steps(state, JuniorExocet::patterns, p -> step(state, p), sink);
    }

    /** Offers every Junior Exocet of {@code state}, whether it removes anything or not, until {@code sink} says stop. */
    static void patterns(Candidates state, Predicate<Pattern> sink) {
        ExocetLines.bases(state, (f, baseLine, baseStack, escape, base, digits) -> {
            int band = baseLine / 3;
            int[] stacks = ExocetLines.otherStacks(baseStack);
            List<Integer> seconds = targets(state, f, band, stacks[1], baseLine, digits);
            for (int t1 : targets(state, f, band, stacks[0], baseLine, digits)) {
                for (int t2 : seconds) {
                    int[] target = {t1, t2};
                    int[] cross = {escape, f.along(t1), f.along(t2)};
                    int[][] covers = ExocetLines.covers(state, f, baseLine, baseStack, cross, target, digits);
                    if (covers != null && !sink.test(new Pattern(f, baseLine, baseStack, base, target, cross, covers,
                            digits))) {
                        return false;
                    }
                }
            }
            return true;
        });
    }

    /**
     * The cells of the band's box in stack {@code stack} off the base line that can be targets:
     * empty, with a base digit, and with a companion (the cell of the same cross line on the band's
     * third line) holding no base digit.
     */
    private static List<Integer> targets(Candidates state, Frame f, int band, int stack, int baseLine, int digits) {
        List<Integer> out = new ArrayList<>();
        for (int line = 3 * band; line < 3 * band + 3; line++) {
            if (line == baseLine) {
                continue;
            }
            int third = third(band, baseLine, line);
            for (int x = 3 * stack; x < 3 * stack + 3; x++) {
                int t = f.cell(line, x);
                if (state.digit(t) == 0 && (state.candidates(t) & digits) != 0
                        && (ExocetLines.holding(state, f.cell(third, x)) & digits) == 0) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /** The band's line that is neither {@code a} nor {@code b} (the band's lines add up to 9 band + 3). */
    private static int third(int band, int a, int b) {
        return 9 * band + 3 - a - b;
    }

    /** The step of one exocet, or null when it removes nothing. */
    private Step step(Candidates state, Pattern p) {
        return ExocetLines.step(technique(), state, p, mirrored(state, p),
                (covers, crossLines) -> new ExocetEvidence.JuniorExocet(p.f().rows(), covers, crossLines));
    }

    /** Per target of {@code p}, its base digits that its mirror can take too (before the cross-line rule). */
    static int[] mirrored(Candidates state, Pattern p) {
        Frame f = p.f();
        int band = p.baseLine() / 3;
        int[] mirrored = new int[2];
        for (int i = 0; i < 2; i++) {
            int other = p.target()[1 - i];
            int free = third(band, p.baseLine(), f.line(p.target()[i]));
            int mirror = 0;
            int stack = f.along(other) / 3;
            for (int x = 3 * stack; x < 3 * stack + 3; x++) {
                int c = f.cell(free, x);
                if (c != other) {
                    mirror |= ExocetLines.holding(state, c);
                }
            }
            mirrored[i] = state.candidates(p.target()[i]) & p.digits() & mirror;
        }
        return mirrored;
    }
}
