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
    @Override
    public String wing(Evidence.Wing e) {
        return "枢纽格" + n.cell(e.pivot()) + "的候选数是" + n.digits(e.pivotDigits()) + "；两个翼格"
                + n.cell(e.pincer1()) + "（" + n.digits(e.pincer1Digits()) + "）和" + n.cell(e.pincer2()) + "（"
                + n.digits(e.pincer2Digits()) + "）都与它同区，所以" + (e.pivotHoldsZ() ? "这三格" : "两个翼格")
                + "中必有一格是" + n.digit(e.z()) + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String wxyzWing(Evidence.WxyzWing e) {
        String z = n.digit(e.z());
        return n.cells(e.cells()) + "只含候选数" + n.digits(e.digits()) + "；除" + z
                + "外，每个数字所在的格都互相可见，最多只能占其中一格，所以这四格中必有一格是" + z + "，因此删去"
                + eliminations() + "。";
    }

    @Override
    public String wWing(Evidence.WWing e) {
        String x = n.digit(e.x());
        String cells = both(e.cell1(), e.cell2());
        return cells + "的候选数都是" + n.digits(e.digits()) + "；在" + n.unit(e.unit()) + "中，" + x + "只能填在"
                + n.cell(e.end1()) + "（与" + n.cell(e.cell1()) + "同区）和" + n.cell(e.end2()) + "（与"
                + n.cell(e.cell2()) + "同区），所以" + cells + "不能都是" + x + "，必有一格是" + n.digit(e.y())
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String skyscraper(Evidence.Skyscraper e) {
        String d = n.digit(e.digit());
        return "在" + n.units(java.util.List.of(e.line1(), e.line2())) + "中，" + d + "各只能填在两格，其中"
                + both(e.base1(), e.base2()) + "在" + n.unit(e.baseLine()) + "；它们不能都是" + d + "，所以"
                + either(e.top1(), e.top2()) + "是" + d + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String twoStringKite(Evidence.TwoStringKite e) {
        String d = n.digit(e.digit());
        return d + "在" + n.unit(kiteRow(e)) + "中只能填在" + n.cells(sorted(e.rowCell(), e.rowFar())) + "，在"
                + n.unit(kiteColumn(e)) + "中只能填在" + n.cells(sorted(e.columnCell(), e.columnFar())) + "；"
                + both(e.rowCell(), e.columnCell()) + "同在" + n.unit(kiteBox(e)) + "，所以"
                + either(e.rowFar(), e.columnFar()) + "是" + d + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String dualTwoStringKite(Evidence.DualTwoStringKite e) {
        Evidence.TwoStringKite x = e.first();
        return "在" + n.unit(kiteBox(x)) + "中，" + both(x.rowCell(), x.columnCell()) + "连接两个双线风筝："
                + kite(x) + "；" + kite(e.second()) + "；因此删去" + eliminations() + "。";
    }

    /** One kite of a dual: "5在A行中只能填在A4和A7，在5列中只能填在B5和G5，所以A7或G5是5". */
    private String kite(Evidence.TwoStringKite k) {
        String d = n.digit(k.digit());
        return d + "在" + n.unit(kiteRow(k)) + "中只能填在" + both(k.rowCell(), k.rowFar()) + "，在"
                + n.unit(kiteColumn(k)) + "中只能填在" + both(k.columnCell(), k.columnFar()) + "，所以"
                + either(k.rowFar(), k.columnFar()) + "是" + d;
    }

    @Override
    public String emptyRectangle(Evidence.EmptyRectangle e) {
        String d = n.digit(e.digit());
        String box = n.unit(e.box());
        String target = n.cell(e.target());
        return "在" + box + "中，" + d + "只能在" + n.unit(e.row()) + "或" + n.unit(e.column()) + "上；" + d + "在"
                + n.unit(e.pairUnit()) + "中只能填在" + both(e.near(), e.far()) + "。如果" + target + "是" + d + "，"
                + n.cell(e.far()) + "就不能是" + d + "，于是" + n.cell(e.near()) + "是" + d + "，" + box + "中就没有位置放"
                + d + "了，所以删去" + target + "的" + d + "。";
    }

    @Override
    public String dualEmptyRectangle(Evidence.DualEmptyRectangle e) {
        return "同一宫中的两个空矩形。" + emptyRectangle(e.first()) + "另外：" + emptyRectangle(e.second());
    }

    @Override
    public String simpleColors(Evidence.SimpleColors e) {
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
    public String multiColorsWrap(Evidence.MultiColorsWrap e) {
        String d = n.digit(e.digit());
        return "给" + d + "的共轭对染色：" + n.cells(e.colour()) + "同时看到另一组染色的两种颜色" + n.cells(e.seen1())
                + "与" + n.cells(e.seen2()) + "，其中必有一种是" + d + "；所以" + n.cells(e.colour()) + "不能是" + d
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String multiColorsTrap(Evidence.MultiColorsTrap e) {
        String d = n.digit(e.digit());
        java.util.List<String> why = new java.util.ArrayList<>();
        for (Evidence.MultiColorsTrap.ColourPair p : e.pairs()) {
            why.add("颜色" + n.cells(p.colour()) + "与颜色" + n.cells(p.seen()) + "同区，不能都是" + d
                    + "，所以它们的相反颜色" + n.cells(p.opposite()) + "或" + n.cells(p.seenOpposite()) + "中必有" + d);
        }
        return "给" + d + "的共轭对分两组染色：" + String.join("；", why) + "；同时看到一对相反颜色的格不能是" + d
                + "：删去" + eliminations() + "。";
    }

    @Override
    public String medusa(Evidence.Medusa e) {
        String ifFirst = "如果第一种颜色为真，";
        String reason = switch (e.reason()) {
            case EITHER_COLOUR -> "两种颜色必有一种为真，而这些候选数无论哪种颜色为真都会被删去";
            case TWO_DIGITS_IN_CELL -> ifFirst + n.cell(e.cell()) + "将同时是" + n.digits(e.digits()) + "，所以它为假";
            case SAME_DIGIT_IN_PEERS -> ifFirst + both(e.cell(), e.peer()) + "将都是" + n.digits(e.digits())
                    + "，所以它为假";
            case NO_CANDIDATE_LEFT -> ifFirst + n.cell(e.cell()) + "将没有候选数，所以它为假";
        };
        return "通过共轭对和双值格给候选数染色：" + colour(e.first(), "、") + "对" + colour(e.second(), "、") + "；"
                + reason + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String remotePair(Evidence.RemotePair e) {
        return n.cells(e.chain()) + "的候选数都是" + n.digits(e.digits()) + "，并连成一条链，所以"
                + n.cells(e.even()) + "是其中一个数，" + n.cells(e.odd()) + "是另一个；同时看到两组的格不能是这两个数："
                + "删去" + eliminations() + "。";
    }
    // ---- end of part B

    // ---- part C: uniqueness and BUG
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
