package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.Step;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.Names;

/**
 * Says in Chinese the steps of single-digit patterns and templates (skyscrapers, kites, empty
 * rectangles), wings, colouring, and the uniqueness patterns and BUG; the other families are in
 * {@link Chinese} and its siblings ({@link Language}).
 */
final class ChinesePatterns extends Renderer implements Families.Patterns {
    ChinesePatterns(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String template(SingleDigitEvidence.Template e) {
        String d = n.digits(s.digits());
        String text = "在每行、每列、每宫各放一个" + d + "的46656种模板中，有" + e.fitting() + "种符合已填的" + d
                + "和候选数，并避开其他数字的所有模板都占用的格；";
        if (!s.placements().isEmpty()) {
            return text + (e.fitting() == 1 ? "它" : "它们都") + "把" + d + "放在" + n.cells(s.cells()) + "，所以"
                    + placements() + "。";
        }
        return text + "没有一种把" + d + "放在" + n.cells(s.cells()) + "，所以删去" + eliminations() + "。";
    }

    @Override
    public String wing(WingEvidence.Wing e) {
        return "枢纽格" + n.cell(e.pivot()) + "的候选数是" + n.digits(e.pivotDigits()) + "；两个翼格"
                + n.cell(e.pincer1()) + "（" + n.digits(e.pincer1Digits()) + "）和" + n.cell(e.pincer2()) + "（"
                + n.digits(e.pincer2Digits()) + "）都与它同区，所以" + (e.pivotHoldsZ() ? "这三格" : "两个翼格")
                + "中必有一格是" + n.digit(e.z()) + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String wxyzWing(WingEvidence.WxyzWing e) {
        String z = n.digit(e.z());
        return n.cells(e.cells()) + "只含候选数" + n.digits(e.digits()) + "；除" + z
                + "外，每个数字所在的格都互相可见，最多只能占其中一格，所以这四格中必有一格是" + z + "，因此删去"
                + eliminations() + "。";
    }

    @Override
    public String wWing(WingEvidence.WWing e) {
        String x = n.digit(e.x());
        String cells = both(e.cell1(), e.cell2());
        return cells + "的候选数都是" + n.digits(e.digits()) + "；在" + n.unit(e.unit()) + "中，" + x + "只能填在"
                + n.cell(e.end1()) + "（与" + n.cell(e.cell1()) + "同区）和" + n.cell(e.end2()) + "（与"
                + n.cell(e.cell2()) + "同区），所以" + cells + "不能都是" + x + "，必有一格是" + n.digit(e.y())
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String skyscraper(SingleDigitEvidence.Skyscraper e) {
        String d = n.digit(e.digit());
        return "在" + n.units(java.util.List.of(e.line1(), e.line2())) + "中，" + d + "各只能填在两格，其中"
                + both(e.base1(), e.base2()) + "在" + n.unit(e.baseLine()) + "；它们不能都是" + d + "，所以"
                + either(e.top1(), e.top2()) + "是" + d + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String twoStringKite(SingleDigitEvidence.TwoStringKite e) {
        String d = n.digit(e.digit());
        return d + "在" + n.unit(kiteRow(e)) + "中只能填在" + n.cells(sorted(e.rowCell(), e.rowFar())) + "，在"
                + n.unit(kiteColumn(e)) + "中只能填在" + n.cells(sorted(e.columnCell(), e.columnFar())) + "；"
                + both(e.rowCell(), e.columnCell()) + "同在" + n.unit(kiteBox(e)) + "，所以"
                + either(e.rowFar(), e.columnFar()) + "是" + d + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String dualTwoStringKite(SingleDigitEvidence.DualTwoStringKite e) {
        SingleDigitEvidence.TwoStringKite x = e.first();
        return "在" + n.unit(kiteBox(x)) + "中，" + both(x.rowCell(), x.columnCell()) + "连接两个双线风筝："
                + kite(x) + "；" + kite(e.second()) + "；因此删去" + eliminations() + "。";
    }

    /** One kite of a dual: "5在A行中只能填在A4和A7，在5列中只能填在B5和G5，所以A7或G5是5". */
    private String kite(SingleDigitEvidence.TwoStringKite k) {
        String d = n.digit(k.digit());
        return d + "在" + n.unit(kiteRow(k)) + "中只能填在" + both(k.rowCell(), k.rowFar()) + "，在"
                + n.unit(kiteColumn(k)) + "中只能填在" + both(k.columnCell(), k.columnFar()) + "，所以"
                + either(k.rowFar(), k.columnFar()) + "是" + d;
    }

    @Override
    public String emptyRectangle(SingleDigitEvidence.EmptyRectangle e) {
        String d = n.digit(e.digit());
        String box = n.unit(e.box());
        String target = n.cell(e.target());
        return "在" + box + "中，" + d + "只能在" + n.unit(e.row()) + "或" + n.unit(e.column()) + "上；" + d + "在"
                + n.unit(e.pairUnit()) + "中只能填在" + both(e.near(), e.far()) + "。如果" + target + "是" + d + "，"
                + n.cell(e.far()) + "就不能是" + d + "，于是" + n.cell(e.near()) + "是" + d + "，" + box + "中就没有位置放"
                + d + "了，所以删去" + target + "的" + d + "。";
    }

    @Override
    public String dualEmptyRectangle(SingleDigitEvidence.DualEmptyRectangle e) {
        return "同一" + n.kind(n.g().kind(e.first().box())) + "中的两个空矩形。" + emptyRectangle(e.first()) + "另外：" + emptyRectangle(e.second());
    }

    @Override
    public String simpleColors(ColouringEvidence.SimpleColors e) {
        String d = n.digit(e.digit());
        String start = "给" + d + "的共轭对染色：" + n.cells(e.colour()) + "对" + n.cells(e.other()) + "；";
        if (e.clash().isEmpty()) {
            return start + "两种颜色中必有一种是" + d + "，所以同时看到两种颜色的格不能是" + d + "：删去"
                    + eliminations() + "。";
        }
        return start + both(e.clash().get(0), e.clash().get(1)) + "同色且同区，所以这种颜色为假：删去"
                + eliminations() + "。";
    }

    @Override
    public String multiColorsWrap(ColouringEvidence.MultiColorsWrap e) {
        String d = n.digit(e.digit());
        return "给" + d + "的共轭对染色：" + n.cells(e.colour()) + "同时看到另一组染色的两种颜色" + n.cells(e.seen1())
                + "与" + n.cells(e.seen2()) + "，其中必有一种是" + d + "；所以" + n.cells(e.colour()) + "不能是" + d
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String multiColorsTrap(ColouringEvidence.MultiColorsTrap e) {
        String d = n.digit(e.digit());
        java.util.List<String> why = new java.util.ArrayList<>();
        for (ColouringEvidence.MultiColorsTrap.ColourPair p : e.pairs()) {
            why.add("颜色" + n.cells(p.colour()) + "与颜色" + n.cells(p.seen()) + "同区，不能都是" + d
                    + "，所以它们的相反颜色" + n.cells(p.opposite()) + "或" + n.cells(p.seenOpposite()) + "中必有" + d);
        }
        return "给" + d + "的共轭对分两组染色：" + String.join("；", why) + "；同时看到一对相反颜色的格不能是" + d
                + "：删去" + eliminations() + "。";
    }

    @Override
    public String medusa(ColouringEvidence.Medusa e) {
        String ifFirst = "如果第一种颜色为真，";
        String reason = switch (e.reason()) {
            case EITHER_COLOUR -> "两种颜色必有一种为真，而这些候选数无论哪种颜色为真都会被删去：在每种颜色中，它都能看到"
                    + "染成该数字的格，或者它所在的格被染成了另一个数字";
            case TWO_DIGITS_IN_CELL -> ifFirst + n.cell(e.cell()) + "将同时是" + n.digits(e.digits()) + "，所以它为假";
            case SAME_DIGIT_IN_PEERS -> ifFirst + both(e.cell(), e.peer()) + "将都是" + n.digits(e.digits())
                    + "，所以它为假";
            case NO_CANDIDATE_LEFT -> ifFirst + n.cell(e.cell()) + "将没有候选数，所以它为假";
        };
        return "通过共轭对和双值格给候选数染色：" + colour(e.first(), "、") + "对" + colour(e.second(), "、") + "；"
                + reason + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String remotePair(ColouringEvidence.RemotePair e) {
        return n.cells(e.chain()) + "的候选数都是" + n.digits(e.digits()) + "，并连成一条链，所以"
                + n.cells(e.even()) + "是其中一个数，" + n.cells(e.odd()) + "是另一个；同时看到两组的格不能是这两个数："
                + "删去" + eliminations() + "。";
    }


    @Override
    public String uniqueRectangle(UniquenessEvidence.UniqueRectangle e) {
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
    public String hiddenRectangle(UniquenessEvidence.HiddenRectangle e) {
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
    public String uniqueLoop(UniquenessEvidence.UniqueLoop e) {
        String reason = e.extra() == 0 ? onlyOneWithOthers(s.secondary().get(0), "格") : sameExtra(e.extra());
        return n.cells(s.cells()) + "构成含" + n.digits(e.pair()) + "的唯一环，涉及的每" + String.join("、每", boardKinds()) + "都恰有其中两格；"
                + "如果这是它们仅有的数，就可以互换，数独会有两个解。" + reason + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String extendedRectangle(UniquenessEvidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return n.cells(s.cells()) + "位于" + n.units(e.lines()) + "与" + n.units(e.crossing())
                + "的交叉处，每条相交线上的两格在同一宫；除" + sixth
                + "外，它们只含" + n.digits(s.digits()) + "。若" + sixth
                + "也是其中之一，两条线上的数就可以互换，数独会有两个解，因此删去" + eliminations() + "。";
    }

    @Override
    public String avoidableRectangle(UniquenessEvidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? ""
                : "；所以" + n.cells(s.secondary()) + "中必有一格是" + n.digits(e.extra()) + "（它们唯一的其他候选数）";
        return "矩形" + n.cells(s.cells()) + "中的" + n.and(each(e.placed(), "%1$s=%2$s"))
                + "都是解题时填入的（四格都不是提示数）；若" + String.join("、", each(e.completing(), "%1$s是%2$s"))
                + "，这四个数就可以互换，数独会有两个解" + conclusion + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String bugPlusOne(UniquenessEvidence.BugPlusOne e) {
        return "除" + placedCell() + "外，每个空格都只有两个候选数，且每个数字在每个区域都出现两次；"
                + "这样的盘面会有两个解，所以" + placedCell() + "必须是" + placedDigit() + "，即在它所在区域中出现三次的数。";
    }

    @Override
    public String bivalueGrave(UniquenessEvidence.BivalueGrave e) {
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
}
