package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import sudoku.logic.FishEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.Names;

/**
 * Says in Chinese the steps of singles, locked candidates, subsets, fish and killer cages;
 * ChinesePatterns, ChineseSets and ChineseChains say the other families. The sentences use the
 * community's Chinese terms (行, 列, 宫; 唯余, 摒除, 区块, 数对, 鱼, 链) and carry everything the English
 * sentence says.
 */
final class Chinese extends Renderer implements Families.Basics {
    /** Says another step (a part of this one) in the same language and notation. */
    private final Function<Step, String> others;

    Chinese(Names n, Step s, Function<Step, String> others) {
        super(n, s);
        this.others = others;
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(SingleEvidence.FullHouse e) {
        return n.unit(e.unit()) + "只剩" + placedCell() + "一个空格，所以它是" + placedDigit() + "。";
    }

    @Override
    public String hiddenSingle(SingleEvidence.HiddenSingle e) {
        return "在" + n.unit(e.unit()) + "中，" + placedDigit() + "只能填在" + placedCell() + "（"
                + n.kind(n.g().kind(e.unit())) + "摒除）。";
    }

    @Override
    public String nakedSingle(SingleEvidence.NakedSingle e) {
        String where = "它所在的" + n.or(placedCellKinds()) + "中";
        int seen = placedCellSeen(e);
        if (e.removed() == 0) {
            return placedCell() + "只剩一个候选数" + placedDigit() + "：其他数字都已出现在" + where + "（唯余）。";
        }
        return placedCell() + "只剩一个候选数" + placedDigit() + "：" + (seen == 0 ? "" : n.digits(seen) + "已出现在"
                + where + "，") + n.digits(e.removed()) + "已在前面删去（唯余）。";
    }

    @Override
    public String guess(SingleEvidence.Guess e) {
        return "已没有可用的技巧；在" + placedCell() + "（候选数最少的格之一：" + n.digits(e.candidates()) + "）试填"
                + placedDigit() + "（解中的数），然后继续。";
    }

    // ---- direct steps, locked candidates, subsets, fish, cages

    @Override
    public String lockedCandidates(SubsetEvidence.LockedCandidates e) {
        return "在" + n.unit(e.unit()) + "中，" + n.digits(s.digits()) + "只能填在" + n.cells(s.cells()) + "，它们都在"
                + n.unit(e.target()) + "内（区块），所以删去" + eliminations() + "。";
    }

    @Override
    public String subset(SubsetEvidence.Subset e) {
        String cells = n.cells(s.cells());
        String digits = n.digits(s.digits());
        String name = bySize("数对", "三数组", "四数组");
        return switch (e.kind()) {
            case NAKED -> cells + "中只有候选数" + digits + "（显性" + name + "），所以" + n.unit(e.units().get(0))
                    + "的其余格删去这些数：" + eliminations() + "。";
            case HIDDEN -> "在" + n.unit(e.units().get(0)) + "中，" + digits + "只能填在" + cells + "（隐性" + name
                    + "），所以这些格不能填其他数：删去" + eliminations() + "。";
            case LOCKED -> cells + "中只有候选数" + digits + "，且同在" + n.unit(e.units().get(0)) + "和"
                    + n.unit(e.units().get(1)) + "（锁定" + name + "），所以两者的其余格都删去这些数：" + eliminations() + "。";
        };
    }

    @Override
    public String direct(SubsetEvidence.Direct e) {
        return withoutStop(others.apply(step(e.base()))) + "；于是在" + n.unit(e.unit()) + "中，" + placedDigit() + "只能填在"
                + placedCell() + "。";
    }

    @Override
    public String fish(FishEvidence.Fish e) {
        String d = n.digits(s.digits());
        String text = "在" + n.units(e.base()) + "中，" + d + "只出现在" + n.units(e.cover());
        if (s.secondary().isEmpty()) {
            return text + "（" + n.messages().technique(s.technique()) + "），所以这些" + n.kind(n.g().kind(e.cover().get(0))) + "的其余格删去" + d + "："
                    + eliminations() + "。";
        }
        return text + "（" + n.messages().technique(s.technique()) + "），除了" + n.unit(e.finBox()) + "中的鳍" + n.cells(s.secondary()) + "；要么鱼成立，要么某个鳍是" + d
                + "，两种情况下该" + n.kind(n.g().kind(e.finBox())) + "内这些" + n.kind(n.g().kind(e.cover().get(0))) + "上的格都不能是" + d + "：删去"
                + eliminations() + "。";
    }

    @Override
    public String generalFish(FishEvidence.GeneralFish e) {
        String d = n.digits(s.digits());
        String shared = e.endoFins().isEmpty() ? "它们没有共同的" + d + "的位置"
                : "它们只共有" + d + "的位置" + n.cells(e.endoFins()) + "（鳍）";
        String text = "在" + n.units(e.base()) + "（基础集）中，" + shared + "，" + d + "只出现在" + n.units(e.cover())
                + "（覆盖集）";
        if (s.secondary().isEmpty()) {
            int size = e.base().size();
            return text + "，所以这" + size + "个覆盖单元恰好容纳基础集的" + size + "个" + d + "，其余格删去" + d + "："
                    + eliminations() + "。";
        }
        return text + "，除了鳍" + n.cells(s.secondary()) + "；要么鱼成立，要么某个鳍是" + d
                + "，两种情况下覆盖集中能看到所有鳍的格都不能是" + d + "：删去" + eliminations() + "。";
    }

    @Override
    public String siameseFish(FishEvidence.SiameseFish e) {
        return "同一基础集上的两条鱼。其一：" + others.apply(step(e.first())) + "其二：" + others.apply(step(e.second()));
    }

    @Override
    public String cageCombinations(KillerEvidence.CageCombinations e) {
        KillerEvidence.KillerSum k = e.sum();
        if (k.empty().size() == 1) {
            return named(k) + (k.kind() == KillerEvidence.SumKind.CAGE && k.placed().isEmpty()
                    ? "，只剩一个空格" + n.cell(k.empty().get(0)) + "，所以它是" + placedDigit()
                    : "") + "。";
        }
        StringBuilder r = new StringBuilder(named(k));
        if (e.combinations().size() > 6) {
            r.append("：共有").append(e.combinations().size()).append("种组合，只用到").append(n.digits(union(e.combinations())));
        } else {
            java.util.List<String> said = new java.util.ArrayList<>(combinations(k, e.combinations(), "（有一个数重复）",
                    "（有数重复）"));
            said.sort(null);
            r.append("：组合只能是").append(n.or(said));
        }
        if (!e.ruledOut().isEmpty()) {
            r.append("；因此删去").append(n.eliminations(e.ruledOut()));
        }
        for (KillerEvidence.Needed x : e.needed()) {
            int holders = x.holders().size();
            r.append("；每种组合都需要").append(n.digits(x.digits())).append(Integer.bitCount(x.digits()) == 1 ? "，而它只能在" : "，而它们只能在")
                    .append(n.or(x.holders().stream().map(n::cell).toList())).append("，所以能")
                    .append(holders == 1 ? "看到该格" : holders == 2 ? "同时看到这两格" : "同时看到这些格")
                    .append("的格都删去：").append(n.eliminations(x.removed()));
        }
        return r + "。";
    }

    /** How a sum is known: {@code 笼子A1和A2（和为10）}, or the rule of 45's reckoning. */
    private String named(KillerEvidence.KillerSum k) {
        String named;
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            named = cage(k);
        } else {
            String group = n.units(k.units());
            String which = k.kind() == KillerEvidence.SumKind.INNIES ? "内格" : "外格";
            named = (k.kind() == KillerEvidence.SumKind.INNIES
                    ? group + "之和为" + k.total() + "，完全在内的笼子之和为"
                    : group + "之和为" + unitsTotal(k) + "，完全在内的笼子之和为" + (unitsTotal(k) - k.total())
                            + "，所以内格之和为" + k.total() + "；伸出的笼子之和为")
                    + k.known() + "（45法则），所以" + which + n.cells(k.cells())
                    + (k.cells().size() == 1 ? "为" : "之和为") + k.sum();
        }
        return k.placed().isEmpty() ? named : named + "；减去" + n.cells(k.placed()) + "中已填的" + n.digits(k.placedDigits())
                + "，" + n.cells(k.empty()) + (k.empty().size() == 1 ? "为" : "之和为") + k.left();
    }

    private String cage(KillerEvidence.KillerSum k) {
        return "笼子" + n.cells(k.cells()) + "（和为" + k.sum() + "）";
    }

    /** A sum in short: {@code 笼子A1和A2（和为11）}, {@code B行的内格B1和B4（和为4）}. */
    private String label(KillerEvidence.KillerSum k) {
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            return cage(k) + (k.placed().isEmpty() ? "" : "（其空格" + n.cells(k.empty()) + "之和为" + k.left() + "）");
        }
        return n.units(k.units()) + "的" + (k.kind() == KillerEvidence.SumKind.INNIES ? "内格" : "外格") + n.cells(k.empty())
                + "（和为" + k.left() + "）";
    }

    @Override
    public String cageClash(KillerEvidence.CageClash e) {
        StringBuilder text = new StringBuilder(label(e.first())).append("与").append(label(e.second())).append("互相可见");
        if (!e.units().isEmpty()) {
            text.append("（同在").append(n.units(e.units())).append("）");
        }
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (!e.firstOut().isEmpty()) {
            parts.add(ruledOut(e.first(), e.firstOut(), "第一组", "第二组"));
        }
        if (!e.secondOut().isEmpty()) {
            parts.add(ruledOut(e.second(), e.secondOut(), "第二组", "第一组"));
        }
        return text.append("：").append(String.join("；", parts))
                .append("，因为它们都会在互相可见的格中重复用到某个数；因此删去").append(eliminations()).append("。").toString();
    }

    private String ruledOut(KillerEvidence.KillerSum k, java.util.List<Integer> out, String self, String other) {
        return self + "的" + n.and(combinations(k, out, "（有一个数重复）", "（有数重复）")) + "会使" + other + "没有可用的组合";
    }
}
