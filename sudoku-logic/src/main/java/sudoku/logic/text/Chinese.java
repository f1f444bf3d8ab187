package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.ChainEvidence;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.FishEvidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.Names;

/**
 * Says a step in Chinese, with the community's Chinese terms (行, 列, 宫; 唯余, 摒除, 区块, 数对, 鱼,
 * 链), carrying everything the English sentence says.
 */
final class Chinese extends Renderer implements ChainParts.NestedVeritySaid {
    Chinese(Names n, Step s) {
        super(n, s);
    }

    @Override
    protected Renderer of(Step other) {
        return new Chinese(n, other);
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

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages

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
        return withoutStop(say(e.base())) + "；于是在" + n.unit(e.unit()) + "中，" + placedDigit() + "只能填在"
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
        return "同一基础集上的两条鱼。其一：" + say(e.first()) + "其二：" + say(e.second());
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
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
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
    // ---- end of part B

    // ---- part C: uniqueness and BUG

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
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

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
    // ---- end of part D

    // ---- part E: chains and forcing chains
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
    // ---- end of part E
}
