package sudoku.logic.technique;

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
 * Senior Exocet (the full Exocet of David P Bird's JExocet Compendium): a Junior Exocet whose
 * targets need not lie in the base cells' band. Two base cells of one box on one row hold three or
 * four base digits; the box's third column is the escape line; one target lies in a column of
 * each other stack, off the base row, at least one of them outside the band. The S cells are the
 * cells of the three columns off the base row, outside the base box and other than the targets;
 * when every base digit's S cells (candidates and placed digits) lie in two houses, each digit the
 * base cells take lands on a target ({@link ExocetLines} gives the proof), so the targets hold
 * exactly the base cells' two digits.
 *
 * <p>Removed: every other digit from the targets; a target's digit the other two columns cannot
 * both hold in S cells on two rows other than the target's (the cross-line rule); any base or
 * target digit no pair of different base digits, one per base cell, sent onto the targets can
 * use. The same with rows for columns. The Junior Exocet's mirror rule needs both targets in the
 * band and is not used. Only on 9x9 boards with 3x3 boxes.
 */
final class SeniorExocet implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SENIOR_EXOCET;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        ExocetLines.steps(state, SeniorExocet::patterns, p -> step(state, p), sink);
    }

    /** Offers every Senior Exocet of {@code state}, whether it removes anything or not, until {@code sink} says stop. */
    static void patterns(Candidates state, Predicate<Pattern> sink) {
        ExocetLines.bases(state, (f, baseLine, baseStack, escape, base, digits) -> {
            int band = baseLine / 3;
            int[] stacks = ExocetLines.otherStacks(baseStack);
            for (int q = 3 * stacks[0]; q < 3 * stacks[0] + 3; q++) {
                for (int r = 3 * stacks[1]; r < 3 * stacks[1] + 3; r++) {
                    if (!pairs(state, f, baseLine, baseStack, base, new int[] {escape, q, r}, digits, band, sink)) {
                        return false;
                    }
                }
            }
            return true;
        });
    }

    /** Tries every pair of targets on cross lines {@code cross[1]} and {@code cross[2]}; false to stop. */
    private static boolean pairs(Candidates state, Frame f, int baseLine, int baseStack, int[] base, int[] cross,
                                 int digits, int band, Predicate<Pattern> sink) {
        int[] firsts = targets(state, f, cross[1], baseLine, digits);
        int[] seconds = targets(state, f, cross[2], baseLine, digits);
        if (firsts.length == 0 || seconds.length == 0) {
            return true;
        }
        long[][] sMasks = ExocetLines.sMasks(state, f, baseLine, baseStack, cross, digits);
        // with every possible target taken out the S cells must fit two houses already
        int[] all = new int[firsts.length + seconds.length];
        System.arraycopy(firsts, 0, all, 0, firsts.length);
        System.arraycopy(seconds, 0, all, firsts.length, seconds.length);
        if (ExocetLines.covers(f, sMasks, all) == null) {
            return true;
        }
        for (int t1 : firsts) {
            for (int t2 : seconds) {
                if (f.line(t1) / 3 == band && f.line(t2) / 3 == band) {
                    continue;
                }
                int[] target = {t1, t2};
                int[][] covers = ExocetLines.covers(f, sMasks, target);
                if (covers != null && !sink.test(new Pattern(f, baseLine, baseStack, base, target, cross, covers,
                        digits))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The cells of cross line {@code x} that can be targets: off the base line, empty, with a base digit. */
    private static int[] targets(Candidates state, Frame f, int x, int baseLine, int digits) {
        int[] out = new int[9];
        int k = 0;
        for (int line = 0; line < 9; line++) {
            int c = f.cell(line, x);
            if (line != baseLine && state.digit(c) == 0 && (state.candidates(c) & digits) != 0) {
                out[k++] = c;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** The step of one exocet, or null when it removes nothing. */
    private Step step(Candidates state, Pattern p) {
        int[] plain = {state.candidates(p.target()[0]) & p.digits(), state.candidates(p.target()[1]) & p.digits()};
        return ExocetLines.step(technique(), state, p, plain,
                (covers, crossLines) -> new ExocetEvidence.SeniorExocet(p.f().rows(), covers, crossLines));
    }
}
