package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.ChainEvidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says in Chinese the steps of chains (X-chains, AICs, nice loops) and forcing chains, nested ones
 * with their inner chains line by line; the other families are in {@link Chinese} and its siblings
 * ({@link Language}).
 */
final class ChineseChains extends Renderer implements Families.Chains {
    ChineseChains(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String chain(ChainEvidence.Chain e) {
        List<ChainEvidence.ChainNode> w = e.walk();
        String first = on(w.get(0));
        String last = on(w.get(w.size() - 1));
        String chain = "。链：" + eureka(s.links()) + "。";
        String placed = s.placements().isEmpty() ? ""
                : "。假设自相矛盾，所以" + placedCell() + "是" + placedDigit();
        return switch (e.end()) {
            case EITHER_END -> walk(w) + (first.equals(last) ? "。假设自相矛盾，所以" + first
                    : "。所以" + first + "或" + last) + "，可删去" + eliminations() + chain;
            case PLACEMENT -> walk(w) + placed + chain;
            case PLACEMENT_BY_SET -> walk(w) + "，于是待定数组" + set(e.lockedSet()) + "没有"
                    + n.digit(w.get(w.size() - 1).digit()) + "而成为数组，可删去" + n.eliminations(e.setRemoves())
                    + placed + chain;
            case LOOP -> walk(w) + "；而“" + last + "”与“" + first + "”互相排斥，所以链首尾相接成环，"
                    + "环上每条链接恰有一端成立，可删去" + eliminations() + "。";
            case REMOVAL -> "如果" + is(s.eliminations().get(0)) + "，那么" + off(w.get(0)) + "。" + walk(w) + "，所以"
                    + isNot(s.eliminations().get(0)) + "。假设自相矛盾，可删去" + eliminations() + chain;
            case ONE_OF_TWO -> walk(w) + "。所以" + n.cell(w.get(0).cells().get(0)) + "是" + n.digit(w.get(0).digit())
                    + "或" + n.digit(w.get(w.size() - 1).digit()) + "，可删去" + eliminations() + chain;
        };
    }

    @Override
    public String verity(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append("。");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            boolean off = ChainParts.assumedOff(e, i);
            sb.append("如果").append(off ? isNot(a) : is(a)).append("，那么")
                    .append(sequence(a, ChainParts.branch(s, i), e.rules(), off))
                    .append("；");
        }
        return sb.append("无论哪种情况，").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("。所以")
                .append(ChainParts.effect(n, s, this::is, "删去" + eliminations()))
                .append("。链：").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append("。").append(furtherConclusions(e)).toString();
    }

    /**
     * Every other conclusion of a verity with its chains, one per assumption ("无论哪种情况，F2不是7：..."),
     * then what each placement removes itself.
     */
    private String furtherConclusions(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k < e.traced().size(); k++) {
            Candidate c = e.traced().get(k);
            sb.append("无论哪种情况，").append(s.placements().contains(c) ? is(c) : isNot(c)).append("：")
                    .append(ChainParts.perAssumption(n, s, e.assumptions(), k)).append("。");
        }
        ChainParts.byPlacement(n, s, e).forEach((p, cells) -> sb.append(once(p, cells)));
        return sb.toString();
    }

    @Override
    public String contradiction(ForcingEvidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        return "如果" + (placed ? isNot(w) : is(w)) + "，那么"
                + (placed && s.links().isEmpty() ? "" : sequence(w, s.links(), e.rules()) + "，而且")
                + clash(e.clash()) + "。所以" + (placed ? is(w) : isNot(w)) + "。"
                + (s.links().isEmpty() ? "" : "链：" + ChainParts.byBranch(n, s.links()) + "。");
    }

    @Override
    public String nestedContradiction(ForcingEvidence.NestedContradiction e) {
        return String.join("", ChainParts.nested(this, n, s, e));
    }

    @Override
    public String nestedMain(ForcingEvidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        return "如果" + is(e.assumption()) + "，那么在这个假设之内借助" + INNER.get(e.inner()) + "（" + n.and(shown)
                + "），唯一数和区块推出矛盾：" + clash(e.clash()) + "。所以" + isNot(e.assumption()) + "。";
    }

    @Override
    public String innerChain(ChainParts.Inner i) {
        return "内部链（第" + i.round() + "轮），" + isNot(i.removed()) + (i.premises().isEmpty()
                ? "，因为它自相矛盾" + (i.clash() == null ? "" : "（" + clash(i.clash()) + "）") + "："
                : "，因为" + n.or(i.premises().stream().map(this::is).toList()) + "，每种情况都删去它：") + i.chains() + "。";
    }

    @Override
    public String finalChains(String chains) {
        return "最终的链：" + chains + "。";
    }

    @Override
    public String nestedVerity(ForcingEvidence.NestedVerity e) {
        return ChainParts.joined(ChainParts.nestedVerity(this, n, s, e));
    }

    @Override
    public String assuming(Candidate a, boolean off) {
        return "假设" + (off ? isNot(a) : is(a)) + "：";
    }

    @Override
    public String reached(Candidate x, boolean placed, int round, String chains) {
        return "推出" + (placed ? is(x) : isNot(x)) + "的链" + (round == 0 ? "" : "（第" + round + "轮之后）") + "：" + chains + "。";
    }

    @Override
    public String removedInside(Candidate x, int round) {
        return isNot(x) + "，由第" + round + "轮的内部链得出。";
    }

    @Override
    public String once(Candidate p, List<Integer> cells) {
        return is(p) + "后，与它同区的" + n.cells(cells) + "删去" + n.digit(p.digit()) + "。";
    }

    @Override
    public String nestedVerityMain(ForcingEvidence.NestedVerity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append("。");
        for (int i = 0; i < e.assumptions().size(); i++) {
            List<String> shown = new ArrayList<>();
            e.removed().get(i).forEach(r -> shown.add(isNot(r)));
            Candidate a = e.assumptions().get(i);
            sb.append("如果").append(ChainParts.assumedOff(e, i) ? isNot(a) : is(a)).append("，那么在这个假设之内借助")
                    .append(INNER.get(e.inner())).append(shown.isEmpty() ? "" : "（" + n.and(shown) + "）")
                    .append("，唯一数和区块推出").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("；");
        }
        return sb.append("无论哪种情况，").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("。所以")
                .append(ChainParts.effect(n, s, this::is, "删去" + eliminations())).append("。").toString();
    }

    @Override
    public String kraken(ForcingEvidence.Kraken e) {
        Premise.FinnedFish f = e.fish();
        String d = n.digit(f.digit());
        StringBuilder sb = new StringBuilder(fish(f)).append("。要么没有鳍是").append(d).append("，鱼从这些线的其余格删去")
                .append(d).append("；要么某个鳍是").append(d).append("：");
        for (int i = 0; i < f.fins().size(); i++) {
            Candidate a = new Candidate(f.fins().get(i), f.digit());
            sb.append(i == 0 ? "如果" : "；如果").append(is(a));
            if (e.seeing().contains(a.cell())) {
                sb.append("，它与").append(n.cell(e.shown().cell())).append("同区");
            } else {
                sb.append("，那么").append(sequence(a, ChainParts.branch(s, i), e.rules())).append("，所以")
                        .append(isNot(e.shown()));
            }
        }
        return sb.append("。无论哪种情况，").append(isNot(e.shown())).append("。所以删去").append(eliminations())
                .append("。链：").append(ChainParts.perAssumption(n, s, ChainParts.fins(f))).append("。").toString();
    }

    /** What the forcing chains inside an assumption may be, by level. */
    private static final Map<ForcingEvidence.Inner, String> INNER = Map.of(
            ForcingEvidence.Inner.FORCING_CHAINS, "强制链",
            ForcingEvidence.Inner.MULTIPLE_FORCING_CHAINS, "多重强制链",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS, "动态强制链",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "带区块的动态强制链");

    /** "如果A1不是5，那么A7是5，所以C9不是5，……". */
    private String walk(List<ChainEvidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("如果").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            ChainEvidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? "，那么" : "，所以");
            if (v.via() == ChainEvidence.Via.LOCKED_SET) {
                sb.append("待定数组").append(set(v.set())).append("没有").append(n.digit(w.get(i - 1).digit()))
                        .append("而成为数组，所以");
            } else if (v.via() == ChainEvidence.Via.SET_KEEPS) {
                sb.append("待定数组").append(set(v.set())).append("保留").append(n.digit(v.digit()))
                        .append("（否则它会成为数组，").append(wouldBe(w.get(i - 1))).append("），所以");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1是5"，组则为"5在A1或A2中". */
    private String on(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + "是" + n.digit(v.digit())
                : n.digit(v.digit()) + "在" + n.or(ChainParts.names(n, v.cells())) + "中" + where(v);
    }

    /** "A1就会是5"，组则为"5就会在A1或A2中"：数组若被锁定会怎样. */
    private String wouldBe(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + "就会是" + n.digit(v.digit())
                : n.digit(v.digit()) + "就会在" + n.or(ChainParts.names(n, v.cells())) + "中" + where(v);
    }

    /** "（位于D行和窗口1）"：只由变体的单元构成的组之后；否则为空. */
    private String where(ChainEvidence.ChainNode v) {
        List<String> units = variantGroupUnits(v.cells());
        return units.isEmpty() ? "" : "（位于" + n.and(units) + "）";
    }

    /** "A1不是5"，组则为"A1和A2都不是5". */
    private String off(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + "不是" + n.digit(v.digit())
                : n.cells(v.cells()) + "都不是" + n.digit(v.digit()) + where(v);
    }

    /** "B3、B4和B7（1、4、6和8）". */
    private String set(ChainEvidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + "（" + n.digits(a.digits()) + "）";
    }

    /** "由唯一数和区块推出B2是4、C7是1和D5是3"，或"它的同区格删去5". */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules) {
        return sequence(a, chain, rules, false);
    }

    /** 同{@link #sequence(Candidate, List, ForcingEvidence.Propagated)}；从{@code a}不成立（{@code off}）出发而不填数时，说"不填入数字"。 */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules, boolean off) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "经由双值格和共轭对推出";
            case ONE_DIGIT -> "由" + n.digit(a.digit()) + "的摒除推出";
            case SINGLES -> "由唯一数推出";
            case LOCKED -> "由唯一数和区块推出";
        }, off ? "不填入数字，但推出区块删数" : "与它同区的格删去" + n.digit(a.digit()));
    }

    /** "D5将没有候选数"，以及其他矛盾. */
    private String clash(ForcingEvidence.Clash c) {
        return switch (c.kind()) {
            case NO_PLACE -> n.unit(c.unit()) + "将没有位置可填" + n.digit(c.digit());
            case TWO_DIGITS -> n.cell(c.cell()) + "将必须同时是" + n.digit(c.digit()) + "和" + n.digit(c.other());
            case PEER_HOLDS -> n.cell(c.cell()) + "将必须是" + n.digit(c.digit()) + "，但与它同区的格已是"
                    + n.digit(c.digit());
            case NO_CANDIDATE -> n.cell(c.cell()) + "将没有候选数";
        };
    }

    /** "A1只能是3、5或8"：其中一个假设成立. */
    private String premise(Premise p) {
        if (p instanceof Premise.CellHolds c) {
            return n.cell(c.cell()) + "只能是" + n.digitsOr(c.digits());
        }
        if (p instanceof Premise.OnOrOff o) {
            return n.cell(o.candidate().cell()) + "要么是" + n.digit(o.candidate().digit()) + "，要么不是"
                    + n.digit(o.candidate().digit());
        }
        if (p instanceof Premise.UnitHolds u) {
            return "在" + n.unit(u.unit()) + "中，" + n.digit(u.digit()) + "只能在" + n.or(ChainParts.names(n, u.cells()));
        }
        Premise.FinOrLine f = (Premise.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + "。所以某个鳍是" + d + "，或者" + n.unit(f.line()) + "的" + d + "在"
                + n.or(ChainParts.names(n, f.cells())) + "中";
    }

    /** "在A、C行中，除鳍F7外，4只出现在2、5列". */
    private String fish(Premise.FinnedFish f) {
        return "在" + n.units(f.base()) + "中，除鳍" + n.cells(f.fins()) + "外，" + n.digit(f.digit()) + "只出现在"
                + n.units(f.cover());
    }

    private String is(Candidate c) {
        return n.cell(c.cell()) + "是" + n.digit(c.digit());
    }

    private String isNot(Candidate c) {
        return n.cell(c.cell()) + "不是" + n.digit(c.digit());
    }
}
