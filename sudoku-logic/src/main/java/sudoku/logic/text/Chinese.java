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
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

    @Override
    public String alsXz(Evidence.AlsXz e) {
        boolean two = sudoku.core.bits.DigitSet.size(e.restricted()) == 2;
        return "A = " + group(e.a()) + "与B = " + group(e.b()) + "是待定数组（ALS）；" + n.digits(e.restricted())
                + (two ? "都是受限公共数（RCC）：每个只能在其中一组里，所以两组都成为锁定的数组"
                : "是受限公共数（RCC）：它只能在其中一组里，所以另一组成为锁定的数组，两组其他的公共数字都必在A或B中")
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String alsXyWing(Evidence.AlsXyWing e) {
        return "枢纽C = " + group(e.pivot()) + "与A = " + group(e.a()) + "有受限公共数" + n.digits(e.x())
                + "，与B = " + group(e.b()) + "有受限公共数" + n.digits(e.y()) + "；C必保留其中之一，所以A或B成为锁定的数组，"
                + n.digits(e.z()) + "必在A或B中，因此删去" + eliminations() + "。";
    }

    @Override
    public String alsXyChain(Evidence.AlsXyChain e) {
        int last = e.sets().size();
        String first = n.digit(e.commons().get(0));
        return "待定数组" + n.and(chainedSets(e)) + "由受限公共数" + n.and(chainCommons(e)) + "连成链：若ALS1不含" + first
                + "，它就成为锁定的数组；否则ALS2不含" + first + "而被锁定，沿链依此类推，所以ALS1或ALS" + last
                + "必有一组被锁定，" + n.digits(e.z()) + "必在这两组之一中，因此删去" + eliminations() + "。";
    }

    @Override
    public String deathBlossom(Evidence.DeathBlossom e) {
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
    public String alignedExclusion(Evidence.AlignedExclusion e) {
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
        return sb.append("剩下的").append(what).append("都不会出现").append(n.placements(s.eliminations()))
                .append("，因此删去").append(eliminations()).append('。').toString();
    }

    @Override
    public String alignedPairExclusionAls(Evidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + "互相可见，不能填相同的数字；它们的数对也不能让待定数组" + n.and(names)
                + "的数字少于格数；剩下的数对都不会出现" + n.placements(s.eliminations())
                + "，因此删去" + eliminations() + "。";
    }

    @Override
    public String sueDeCoq(Evidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return line + "与" + box + "交叉处的" + n.cells(s.cells()) + "含有" + n.digits(e.crossing()) + "；加上" + line
                + "中的" + group(e.lineSide()) + "和" + box + "中的" + group(e.boxSide()) + "，共" + cells
                + "格正好容纳同样多个数字，每个数字各占其中一格，因此删去" + eliminations() + "。";
    }

    @Override
    public String juniorExocet(Evidence.JuniorExocet e) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = e.covers().get(i);
            fits.add(n.digit(ds[i]) + (two.isEmpty() ? "不在其中任何一条" : "在" + n.units(two)));
        }
        return "基格" + n.cells(s.cells()) + "只含" + n.digits(s.digits()) + "；目标格是" + n.cells(s.secondary())
                + "。在这" + (e.band() ? "横向三宫" : "纵向三宫") + "之外，" + n.units(s.units())
                + "中这些数字每个最多出现在两条线上（" + n.and(fits) + "），而目标格的同伴格都不含这些数字，所以无论基格填哪两个数字，"
                + "目标格也填同样的两个，并且每个目标格的数字也要填入另一个目标格所在的宫中、基格和目标格都不在的那条线上。因此删去"
                + eliminations() + "。";
    }

    @Override
    public String multiSectorLockedSet(Evidence.MultiSectorLockedSet e) {
        return n.units(e.rows()) + "与" + n.units(e.columns()) + "交叉处有" + e.cells() + "个空格。" + n.digits(e.rowDigits())
                + "每个在其能填的每一行里各占其中一格，" + n.digits(e.columnDigits()) + "每个在每一列里各占一格"
                + (e.either() == 0 ? "" : "，" + n.digits(e.either()) + "按行按列算都一样多") + "：共" + e.cells()
                + "个位置，每格一个，所以这些位置都必须在这里填上。因此删去" + eliminations() + "。";
    }
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
