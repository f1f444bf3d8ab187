package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.AlsEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says in Chinese the steps of almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death
 * Blossom), Sue de Coq, aligned exclusion, the Exocets and Multi-Sector Locked Sets; the other
 * families are in {@link Chinese} and its siblings ({@link Language}).
 */
final class ChineseSets extends Renderer implements Families.Sets {
    ChineseSets(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String alsXz(AlsEvidence.AlsXz e) {
        boolean two = sudoku.core.bits.DigitSet.size(e.restricted()) == 2;
        return "A = " + group(e.a()) + "与B = " + group(e.b()) + "是待定数组（ALS）；" + n.digits(e.restricted())
                + (two ? "都是受限公共数（RCC）：每个只能在其中一组里，所以两组都成为锁定的数组"
                : "是受限公共数（RCC）：它只能在其中一组里，所以另一组成为锁定的数组，两组其他的公共数字都必在A或B中")
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String alsXyWing(AlsEvidence.AlsXyWing e) {
        return "枢纽C = " + group(e.pivot()) + "与A = " + group(e.a()) + "有受限公共数" + n.digits(e.x())
                + "，与B = " + group(e.b()) + "有受限公共数" + n.digits(e.y()) + "；C至少保留其中之一，所以A或B成为锁定的数组，"
                + n.digits(e.z()) + "必在A或B中，因此删去" + eliminations() + "。";
    }

    @Override
    public String alsXyChain(AlsEvidence.AlsXyChain e) {
        int last = e.sets().size();
        String first = n.digit(e.commons().get(0));
        return "待定数组" + n.and(chainedSets(e)) + "由受限公共数" + n.and(chainCommons(e)) + "连成链：若ALS1不含" + first
                + "，它就成为锁定的数组；否则ALS2不含" + first + "而被锁定，沿链依此类推，所以ALS1或ALS" + last
                + "必有一组被锁定，" + n.digits(e.z()) + "必在这两组之一中，因此删去" + eliminations() + "。";
    }

    @Override
    public String deathBlossom(AlsEvidence.DeathBlossom e) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(e.stemDigits());
        for (int i = 0; i < ds.length; i++) {
            parts.add("若它是" + n.digit(ds[i]) + "，花瓣" + group(e.petals().get(i)) + "就失去" + n.digit(ds[i]));
        }
        return "花茎" + n.cell(e.stem()) + "的候选数为" + n.digits(e.stemDigits()) + "；" + String.join("；", parts)
                + "；失去该数的花瓣锁定其余数字，其中包括" + n.digits(e.z()) + "；所以" + n.digits(e.z())
                + (sudoku.core.bits.DigitSet.size(e.z()) > 1 ? "各自" : "") + "必在这些花瓣之一中，因此删去"
                + eliminations() + "。";
    }

    @Override
    public String alignedExclusion(AlsEvidence.AlignedExclusion e) {
        java.util.List<String> bases = groups(e.bases());
        java.util.List<String> emptied = groups(e.excluders());
        boolean pair = bases.size() == 2;
        String what = pair ? "数对" : "三数组合";
        StringBuilder sb = new StringBuilder("基格").append(n.and(bases)).append("：");
        if (e.peers()) {
            sb.append(pair ? "它们互相可见，不能填相同的数字" : "其中互相可见的两格不能填相同的数字");
            sb.append(emptied.isEmpty() ? "；" : "，而且");
        }
        if (!emptied.isEmpty()) {
            sb.append("它们的任何").append(what).append("都不能占满").append(n.or(emptied)).append("的全部候选数（")
                    .append(emptied.size() == 1 ? "该格" : "这些格").append(pair ? "能看到两个基格）；" : "能看到三个基格）；");
        }
        return sb.append("剩下的").append(what).append("都不会出现").append(unused())
                .append("，因此删去").append(eliminations()).append('。').toString();
    }

    /** 对齐排除剩下的组合都不会用到的候选数：{@code E1填3或F2填1、4或5}。 */
    private String unused() {
        return n.or(neverPut((cell, digits) -> cell + "填" + n.digitsOr(digits)));
    }

    @Override
    public String alignedPairExclusionAls(AlsEvidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + "互相可见，不能填相同的数字；它们的数对也不能让待定数组" + n.or(names)
                + "的数字少于格数；剩下的数对都不会出现" + unused()
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String sueDeCoq(AlsEvidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return line + "与" + box + "交叉处的" + n.cells(s.cells()) + "含有" + n.digits(e.crossing()) + "；加上" + line
                + "中的" + group(e.lineSide()) + "和" + box + "中的" + group(e.boxSide()) + "，共" + cells
                + "格正好容纳同样多个数字，每个数字各占其中一格，因此删去" + eliminations() + "。";
    }

    @Override
    public String juniorExocet(ExocetEvidence.JuniorExocet e) {
        return "基格" + n.cells(s.cells()) + "只含" + n.digits(s.digits()) + "；目标格是" + n.cells(s.secondary())
                + "。在这" + (e.band() ? "横向三宫" : "纵向三宫") + "之外，" + n.units(s.units())
                + "中这些数字每个最多出现在两条线上（" + fits(e.covers()) + "），而目标格的同伴格都不含这些数字，所以无论基格填哪两个数字，"
                + "目标格也填同样的两个，并且每个目标格的数字也要填入另一个目标格所在的宫中、基格和目标格都不在的那条线上。"
                + crossLines(e.crossLines(), "在这" + (e.band() ? "横向三宫" : "纵向三宫") + "之外") + "因此删去"
                + eliminations() + "。";
    }

    @Override
    public String seniorExocet(ExocetEvidence.SeniorExocet e) {
        String line = e.band() ? "行" : "列";
        return "基格" + n.cells(s.cells()) + "只含" + n.digits(s.digits()) + "；目标格是" + n.cells(s.secondary())
                + "。在基格所在的" + line + "和宫之外、除目标格以外，" + n.units(s.units()) + "中这些数字每个最多出现在两个区域里（"
                + fits(e.covers()) + "），所以无论基格填哪两个数字，每个都会落在一个目标格里，目标格也填同样的两个。"
                + crossLines(e.crossLines(), "在基格所在的" + line + "和宫之外") + "因此删去" + eliminations() + "。";
    }

    @Override
    public String doubleExocet(ExocetEvidence.DoubleExocet e) {
        String where = e.band() ? "横向三宫" : "纵向三宫";
        java.util.List<Integer> b = s.cells();
        java.util.List<Integer> t = s.secondary();
        return "同一" + where + "中的两个初级飞鱼导弹有相同的基数" + n.digits(s.digits()) + "：基格" + n.cells(b.subList(0, 2))
                + "对应目标格" + n.cells(t.subList(0, 2)) + "，基格" + n.cells(b.subList(2, 4)) + "对应目标格"
                + n.cells(t.subList(2, 4)) + "。在这" + where + "之外，它们的交叉线（" + n.units(s.units())
                + "）中每个数字最多出现在两个区域里（第一个：" + fits(e.firstCovers()) + "；第二个：" + fits(e.secondCovers())
                + "），目标格的同伴格都不含这些数字，所以每对基格的两个数字都落在自己的目标格里。若一个数字同时在两对基格中，"
                + "它就要同时填入这" + where + "第三个宫里的两个目标格，所以两对基格没有共同数字：四个基格各填" + n.digits(s.digits())
                + "中的一个，四个目标格也是如此；每个目标格只保留自己的飞鱼导弹允许的数字（镜像格和交叉线规则），同一区域内数字不重复，且每个区域都给每个数字留有位置。"
                + doubleSeers(e.seeBases(), "基格") + doubleSeers(e.seeTargets(), "目标格") + "因此删去" + eliminations() + "。";
    }

    /** 能看到全部四个基格或四个目标格的格：它们不含这些数字；没有时为空。 */
    private String doubleSeers(java.util.List<Integer> cells, String what) {
        return cells.isEmpty() ? "" : n.cells(cells) + "能看到全部四个" + what + "，所以不含这些数字。";
    }

    /** 每个基数及其所在的区域。 */
    private String fits(java.util.List<java.util.List<Integer>> covers) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = covers.get(i);
            fits.add(n.digit(ds[i]) + (two.isEmpty() ? "不在其中任何一个" : "在" + n.units(two)));
        }
        return n.and(fits);
    }

    /** 交叉线规则：删得更多时才说。 */
    private static String crossLines(boolean used, String where) {
        return used ? "目标格的数字还必须能填入另外两条交叉线" + where + "、且不在目标格所在线上的两条不同的线上。" : "";
    }

    @Override
    public String multiSectorLockedSet(ExocetEvidence.MultiSectorLockedSet e) {
        return n.units(e.rows()) + "与" + n.units(e.columns()) + "交叉处有" + e.cells() + "个空格。" + n.digits(e.rowDigits())
                + "每个在其能填的每一行里各占其中一格，" + n.digits(e.columnDigits()) + "每个在每一列里各占一格"
                + (e.either() == 0 ? "" : "，" + n.digits(e.either()) + "按行按列算都一样多") + "：共" + e.cells()
                + "个位置，每格一个，所以这些位置都必须在这里填上；在这些格之外，" + String.join("，", mslsLeaves(e,
                (line, digits) -> "凡是" + digits + "在这里能填的" + line + "，其余格都删去该数字", "行", "列", "行和列")) + "。因此删去"
                + eliminations() + "。";
    }
}
