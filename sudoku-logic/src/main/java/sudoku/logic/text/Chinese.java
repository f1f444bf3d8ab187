package sudoku.logic.text;

import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says a step in Chinese, with the community's Chinese terms (行, 列, 宫; 唯余, 摒除, 区块, 数对, 鱼,
 * 链), carrying everything the English sentence says.
 */
final class Chinese extends Renderer {
    Chinese(Names n, Step s) {
        super(n, s);
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(Evidence.FullHouse e) {
        return n.unit(e.unit()) + "只剩" + placedCell() + "一个空格，所以它是" + placedDigit() + "。";
    }

    @Override
    public String hiddenSingle(Evidence.HiddenSingle e) {
        return "在" + n.unit(e.unit()) + "中，" + placedDigit() + "只能填在" + placedCell() + "（"
                + n.kind(n.g().kind(e.unit())) + "摒除）。";
    }

    @Override
    public String nakedSingle(Evidence.NakedSingle e) {
        return placedCell() + "只剩一个候选数" + placedDigit() + "：其他数字都已出现在它所在的行、列或宫中（唯余）。";
    }

    @Override
    public String guess(Evidence.Guess e) {
        return "已没有可用的技巧；在" + placedCell() + "（候选数最少的格之一：" + n.digits(e.candidates()) + "）试填"
                + placedDigit() + "（解中的数），然后继续。";
    }

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    // ---- end of part B

    // ---- part C: uniqueness and BUG

    @Override
    public String uniqueRectangle(Evidence.UniqueRectangle e) {
        var sec = s.secondary();
        String p = n.digits(e.digits());
        String reason = switch (e.test()) {
            case ONE_CORNER -> onlyOneWithOthers(sec.get(0), "角");
            case SAME_EXTRA -> sameExtra(e.digits());
            case NAKED_SUBSET -> "所以" + n.cells(sec.subList(0, 2)) + "中至少有一格是" + n.digitsOr(e.digits())
                    + "；把这两格看作一格，它们与" + n.cells(sec.subList(2, sec.size())) + "在"
                    + n.units(s.units()) + "构成" + nakedSubset();
            case LOCKED_IN_UNIT -> "在" + n.unit(s.units().get(0)) + "中，" + p + "只能填在" + n.cells(sec)
                    + "，所以其中一格是" + p + "，另一格若是" + n.digits(e.pair() & ~e.digits()) + "就会完成致命模式";
            case LOCKED_IN_LINES -> "在" + n.unit(s.units().get(0)) + "和" + n.unit(s.units().get(1)) + "中，" + p
                    + "只能填在矩形的角上，所以它占据一条对角线；若" + n.cells(sec) + "是" + p
                    + "，只含数对的两个角就只能填另一个数，从而完成致命模式";
        };
        return rectangle(e.pair(), reason);
    }

    @Override
    public String hiddenRectangle(Evidence.HiddenRectangle e) {
        String x = n.digit(e.digit());
        String y = n.digits(e.other());
        String corner = n.cell(e.corner());
        return rectangle(e.pair(), corner + "只含" + n.digits(e.pair()) + "，且在" + n.unit(s.units().get(0)) + "和"
                + n.unit(s.units().get(1)) + "中" + x + "只能填在矩形内：若" + n.cell(s.secondary().get(0)) + "是"
                + y + "，" + n.cells(java.util.List.of(e.besideRow(), e.besideColumn())) + "就是" + x + "，" + corner
                + "就是" + y + "，构成致命模式");
    }

    /** A unique rectangle's sentence: the deadly pattern, the reason it cannot be, what goes. */
    private String rectangle(int pair, String reason) {
        return "矩形" + n.cells(s.cells()) + "含候选数" + n.digits(pair)
                + "；如果这是它们仅有的数，就可以互换，数独会有两个解。" + reason + "，因此删去" + eliminations() + "。";
    }

    /** The one cell of a deadly pattern with other candidates, which must hold one of them. */
    private String onlyOneWithOthers(int cell, String what) {
        return n.cell(cell) + "是唯一含其他候选数的" + what + "，所以它必须是其他候选数之一";
    }

    /** The step's secondary cells share one extra digit, so one of them is that digit. */
    private String sameExtra(int extra) {
        return n.cells(s.secondary()) + "中必有一格是" + n.digits(extra) + "（它们唯一的其他候选数）";
    }

    /** The naked subset of the step's digits: {@code 2、8和9的显性三数组}. */
    private String nakedSubset() {
        String[] names = {"显性数对", "显性三数组", "显性四数组"};
        int size = sudoku.core.bits.DigitSet.size(s.digits());
        return n.digits(s.digits()) + "的" + (size >= 2 && size <= 4 ? names[size - 2] : "显性数组");
    }

    @Override
    public String uniqueLoop(Evidence.UniqueLoop e) {
        String reason = e.extra() == 0 ? onlyOneWithOthers(s.secondary().get(0), "格") : sameExtra(e.extra());
        return n.cells(s.cells()) + "构成含" + n.digits(e.pair()) + "的唯一环，涉及的每行、每列、每宫都恰有其中两格；"
                + "如果这是它们仅有的数，就可以互换，数独会有两个解。" + reason + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String extendedRectangle(Evidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return n.cells(s.cells()) + "位于" + n.units(e.lines()) + "与" + n.units(e.crossing())
                + "的交叉处，每条相交线上的两格在同一宫；除" + sixth
                + "外，它们只含" + n.digits(s.digits()) + "。若" + sixth
                + "也是其中之一，两条线上的数就可以互换，数独会有两个解，因此删去" + eliminations() + "。";
    }

    @Override
    public String avoidableRectangle(Evidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? ""
                : "；所以" + n.cells(s.secondary()) + "中必有一格是" + n.digits(e.extra()) + "（它们唯一的其他候选数）";
        return "矩形" + n.cells(s.cells()) + "中的" + n.and(each(e.placed(), "%1$s=%2$s"))
                + "都是解题时填入的（四格都不是提示数）；若" + String.join("、", each(e.completing(), "%1$s是%2$s"))
                + "，这四个数就可以互换，数独会有两个解" + conclusion + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String bugPlusOne(Evidence.BugPlusOne e) {
        return "除" + placedCell() + "外，每个空格都只有两个候选数，且每个数字在每个区域都出现两次；"
                + "这样的盘面会有两个解，所以" + placedCell() + "必须是" + placedDigit() + "，即在它所在区域中出现三次的数。";
    }

    @Override
    public String bivalueGrave(Evidence.BivalueGrave e) {
        String d = n.digit(e.digit());
        String cells = n.cells(s.cells());
        return "若没有" + n.or(each(e.extras(), "%1$s的%2$s")) + "，每个空格都只有两个候选数，且每个数字在每个区域都"
                + "出现两次，这样的局面无解或有多解；所以这些候选数中必有一个为真" + switch (e.type()) {
                    case SAME_DIGIT -> "：" + d + "必在" + cells + "之一，因此删去" + eliminations() + "。";
                    case NAKED_SUBSET -> "：" + cells + "中必有一格是" + n.digitsOr(e.extraDigits()) + "；把它们看作一格，与"
                            + n.cells(s.secondary()) + "在" + n.unit(s.units().get(0)) + "构成" + nakedSubset()
                            + "，因此删去" + eliminations() + "。";
                    case LOCKED_IN_UNIT -> "。在" + n.unit(s.units().get(0)) + "中，" + d + "只能填在" + cells + "：不是"
                            + d + "的那格必是它的额外候选数，因此删去" + eliminations() + "。";
                };
    }
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
