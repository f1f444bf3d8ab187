package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.Evidence;
import sudoku.logic.Link;
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
    // ---- end of part D

    // ---- part E: chains and forcing chains
    @Override
    public String chain(Evidence.Chain e) {
        List<Evidence.ChainNode> w = e.walk();
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
        };
    }

    @Override
    public String verity(Evidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append("。");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            sb.append("如果").append(is(a)).append("，那么").append(sequence(a, ChainParts.branch(s, i), e.rules()))
                    .append("；");
        }
        return sb.append("无论哪种情况，").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("。所以")
                .append(ChainParts.effect(n, s, this::is, "删去" + eliminations()))
                .append("。链：").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append("。").toString();
    }

    @Override
    public String contradiction(Evidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        return "如果" + (placed ? isNot(w) : is(w)) + "，那么"
                + (placed && s.links().isEmpty() ? "" : sequence(w, s.links(), e.rules()) + "，而且")
                + clash(e.clash()) + "。所以" + (placed ? is(w) : isNot(w)) + "。"
                + (s.links().isEmpty() ? "" : "链：" + ChainParts.byBranch(n, s.links()) + "。");
    }

    @Override
    public String nestedContradiction(Evidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        List<Link> last = ChainParts.finalChains(s, e);
        return "如果" + is(e.assumption()) + "，那么在这个假设之内借助" + INNER.get(e.inner()) + "（" + n.and(shown)
                + "），唯一数和区块推出矛盾：" + clash(e.clash()) + "。所以" + isNot(e.assumption()) + "。"
                + (last.isEmpty() ? "" : "最终的链：" + ChainParts.byBranch(n, last) + "。");
    }

    @Override
    public String kraken(Evidence.Kraken e) {
        Evidence.FinnedFish f = e.fish();
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
    private static final Map<Evidence.Inner, String> INNER = Map.of(
            Evidence.Inner.FORCING_CHAINS, "强制链",
            Evidence.Inner.MULTIPLE_FORCING_CHAINS, "多重强制链",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS, "动态强制链",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "带区块的动态强制链");

    /** "如果A1不是5，那么A7是5，所以C9不是5，……". */
    private String walk(List<Evidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("如果").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            Evidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? "，那么" : "，所以");
            if (v.via() == Evidence.Via.LOCKED_SET) {
                sb.append("待定数组").append(set(v.set())).append("没有").append(n.digit(w.get(i - 1).digit()))
                        .append("而成为数组，所以");
            } else if (v.via() == Evidence.Via.SET_KEEPS) {
                sb.append("待定数组").append(set(v.set())).append("保留").append(n.digit(v.digit()))
                        .append("（否则它成为数组，且").append(on(w.get(i - 1))).append("），所以");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1是5"，组则为"5在A1或A2中". */
    private String on(Evidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + "是" + n.digit(v.digit())
                : n.digit(v.digit()) + "在" + n.or(ChainParts.names(n, v.cells())) + "中";
    }

    /** "A1不是5"，组则为"A1和A2都不是5". */
    private String off(Evidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + "不是" + n.digit(v.digit())
                : n.cells(v.cells()) + "都不是" + n.digit(v.digit());
    }

    /** "B3、B4和B7（1、4、6和8）". */
    private String set(Evidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + "（" + n.digits(a.digits()) + "）";
    }

    /** "由唯一数和区块推出B2是4、C7是1和D5是3"，或"它的同区格删去5". */
    private String sequence(Candidate a, List<Link> chain, Evidence.Propagated rules) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "经由双值格和共轭对推出";
            case ONE_DIGIT -> "由" + n.digit(a.digit()) + "的摒除推出";
            case SINGLES -> "由唯一数推出";
            case LOCKED -> "由唯一数和区块推出";
        }, "与它同区的格删去" + n.digit(a.digit()));
    }

    /** "D5将没有候选数"，以及其他矛盾. */
    private String clash(Evidence.Clash c) {
        return switch (c.kind()) {
            case NO_PLACE -> n.unit(c.unit()) + "将没有位置可填" + n.digit(c.digit());
            case TWO_DIGITS -> n.cell(c.cell()) + "将必须同时是" + n.digit(c.digit()) + "和" + n.digit(c.other());
            case PEER_HOLDS -> n.cell(c.cell()) + "将必须是" + n.digit(c.digit()) + "，但与它同区的格已是"
                    + n.digit(c.digit());
            case NO_CANDIDATE -> n.cell(c.cell()) + "将没有候选数";
        };
    }

    /** "A1只能是3、5或8"：其中一个假设成立. */
    private String premise(Evidence.Premise p) {
        if (p instanceof Evidence.CellHolds c) {
            return n.cell(c.cell()) + "只能是" + n.digitsOr(c.digits());
        }
        if (p instanceof Evidence.UnitHolds u) {
            return "在" + n.unit(u.unit()) + "中，" + n.digit(u.digit()) + "只能在" + n.or(ChainParts.names(n, u.cells()));
        }
        Evidence.FinOrLine f = (Evidence.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + "。所以某个鳍是" + d + "，或者" + n.unit(f.line()) + "的" + d + "在"
                + n.or(ChainParts.names(n, f.cells())) + "中";
    }

    /** "在A、C行中，除鳍F7外，4只出现在2、5列". */
    private String fish(Evidence.FinnedFish f) {
        return "在" + n.units(f.base()) + "中，除鳍" + n.cells(f.fins()) + "外，" + n.digit(f.digit()) + "只出现在"
                + n.units(f.cover());
    }

    private String is(Candidate c) {
        return n.cell(c.cell()) + "是" + n.digit(c.digit());
    }

    private String isNot(Candidate c) {
        return n.cell(c.cell()) + "不是" + n.digit(c.digit());
    }
    // ---- end of part E
}
