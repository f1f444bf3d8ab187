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
 * Says a step in English. The sentences name the cells and units of the pattern, the digits, and
 * what the step places or removes, so a player can check the step on the grid.
 */
final class English extends Renderer implements ChainParts.NestedVeritySaid {
    English(Names n, Step s) {
        super(n, s);
    }

    @Override
    protected Renderer of(Step other) {
        return new English(n, other);
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(SingleEvidence.FullHouse e) {
        return placedCell() + " is the last empty cell in " + n.unit(e.unit()) + ": it must be " + placedDigit() + ".";
    }

    @Override
    public String hiddenSingle(SingleEvidence.HiddenSingle e) {
        return "In " + n.unit(e.unit()) + ", " + placedDigit() + " fits only in " + placedCell() + ".";
    }

    @Override
    public String nakedSingle(SingleEvidence.NakedSingle e) {
        String where = "its " + n.or(placedCellKinds());
        int seen = placedCellSeen(e);
        if (e.removed() == 0) {
            return placedCell() + " can only be " + placedDigit() + ": every other digit is placed in " + where + ".";
        }
        return placedCell() + " can only be " + placedDigit() + ": " + (seen == 0 ? "" : n.digits(seen)
                + (Integer.bitCount(seen) == 1 ? " is" : " are") + " placed in " + where + " and ") + n.digits(e.removed())
                + (Integer.bitCount(e.removed()) == 1 ? " was" : " were") + " removed before.";
    }

    @Override
    public String guess(SingleEvidence.Guess e) {
        return "No technique applies; try " + placedDigit() + " in " + placedCell() + " (a cell with the fewest candidates, "
                + n.digits(e.candidates()) + "; " + placedDigit() + " is the value the solution has) and go on.";
    }

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages

    @Override
    public String lockedCandidates(SubsetEvidence.LockedCandidates e) {
        return "In " + n.unit(e.unit()) + ", " + n.digits(s.digits()) + " can only be in " + n.cells(s.cells())
                + (s.cells().size() == 2 ? ", both in " : ", all in ") + n.unit(e.target()) + ", which removes " + eliminations() + ".";
    }

    @Override
    public String subset(SubsetEvidence.Subset e) {
        String cells = n.cells(s.cells());
        String digits = n.digits(s.digits());
        return switch (e.kind()) {
            case NAKED -> cells + " hold only " + digits + " between them, so those digits can be removed from the rest of "
                    + n.unit(e.units().get(0)) + ": " + eliminations() + ".";
            case HIDDEN -> "In " + n.unit(e.units().get(0)) + ", " + digits + " fit only in " + cells
                    + ", so those cells can hold nothing else: " + eliminations() + ".";
            case LOCKED -> cells + " hold only " + digits + " between them and share " + n.unit(e.units().get(0))
                    + " and " + n.unit(e.units().get(1)) + ", so those digits can be removed from the rest of both: "
                    + eliminations() + ".";
        };
    }

    @Override
    public String direct(SubsetEvidence.Direct e) {
        return withoutStop(say(e.base())) + "; then in " + n.unit(e.unit()) + ", " + placedDigit() + " fits only in "
                + placedCell() + ".";
    }

    @Override
    public String fish(FishEvidence.Fish e) {
        String d = n.digits(s.digits());
        String text = "In " + n.units(e.base()) + ", " + d + " fits only in " + n.units(e.cover());
        if (s.secondary().isEmpty()) {
            return text + ", so " + d + " can be removed from the rest of " + n.units(e.cover()) + ": " + eliminations()
                    + ".";
        }
        return text + " apart from the " + fins() + " in " + n.unit(e.finBox()) + "; either the fish holds or a fin is "
                + d + ", and either way " + d + " goes from the cells of " + n.units(e.cover()) + " in "
                + n.unit(e.finBox()) + ": " + eliminations() + ".";
    }

    @Override
    public String generalFish(FishEvidence.GeneralFish e) {
        String d = n.digits(s.digits());
        List<Integer> endo = e.endoFins();
        String shared = endo.isEmpty() ? "no place of " + d : "only the place" + (endo.size() > 1 ? "s " : " ")
                + n.cells(endo) + " of " + d + (endo.size() > 1 ? " (fins)" : " (a fin)");
        String text = "In " + n.units(e.base()) + ", which share " + shared + ", " + d + " fits only in " + n.units(e.cover());
        if (s.secondary().isEmpty()) {
            String cover = n.units(e.cover());
            return text + ", so the " + d + "s of those " + e.base().size() + " units fill " + cover + ", one each, and "
                    + d + " can be removed from the rest of " + cover + ": " + eliminations() + ".";
        }
        return text + " apart from the " + fins() + "; either the fish holds or a fin is " + d + ", and either way " + d
                + " goes from the cells of the cover that see every fin: " + eliminations() + ".";
    }

    /** {@code fin A1} or {@code fins A1 and A2}: the step's secondary cells. */
    private String fins() {
        return "fin" + (s.secondary().size() > 1 ? "s " : " ") + n.cells(s.secondary());
    }

    @Override
    public String siameseFish(FishEvidence.SiameseFish e) {
        return "Two fish on the same base: " + say(e.first()) + " And: " + say(e.second());
    }

    @Override
    public String template(SingleDigitEvidence.Template e) {
        String d = n.digits(s.digits());
        boolean one = e.fitting() == 1;
        String text = "Of the 46,656 ways to put " + d + " once in every row, column and box, " + e.fitting()
                + (one ? " fits" : " fit") + " the placed " + d + "s and the candidates and " + (one ? "avoids" : "avoid")
                + " the cells every such template of another digit takes; ";
        if (!s.placements().isEmpty()) {
            return text + (one ? "it puts " : "every one puts ") + d + " in " + n.cells(s.cells()) + ", so " + d
                    + " is placed there.";
        }
        return text + "none puts " + d + " in " + n.cells(s.cells()) + ", which removes " + eliminations() + ".";
    }
    @Override
    public String cageCombinations(KillerEvidence.CageCombinations e) {
        KillerEvidence.KillerSum k = e.sum();
        boolean which = k.kind() != KillerEvidence.SumKind.CAGE || !k.placed().isEmpty();
        if (k.empty().size() == 1) {
            return capitalised(which ? named(k) : named(k) + " has one empty cell, " + n.cell(k.empty().get(0))
                    + ", so it is " + placedDigit()) + ".";
        }
        StringBuilder r = new StringBuilder(named(k)).append(which ? ", which " : " ");
        if (e.combinations().size() > 6) {
            r.append("has ").append(e.combinations().size()).append(" combinations, using only ")
                    .append(n.digits(union(e.combinations())));
        } else {
            List<String> said = new java.util.ArrayList<>(combinations(k, e.combinations(), " with a digit twice",
                    " with repeats"));
            said.sort(null);
            r.append("can only be ").append(n.or(said));
        }
        if (!e.ruledOut().isEmpty()) {
            r.append("; that removes ").append(n.eliminations(e.ruledOut()));
        }
        for (KillerEvidence.Needed x : e.needed()) {
            int holders = x.holders().size();
            r.append("; every combination needs ").append(n.digits(x.digits())).append(", which can only be in ")
                    .append(n.or(x.holders().stream().map(n::cell).toList()))
                    .append(Integer.bitCount(x.digits()) == 1 ? ", so it is" : ", so they are")
                    .append(" removed from the cells that see ")
                    .append(holders == 1 ? "it" : holders == 2 ? "both" : "them all")
                    .append(": ").append(n.eliminations(x.removed()));
        }
        return capitalised(r.toString()) + ".";
    }

    /** How a sum is known, as the start of a sentence: {@code the cage A1 and A2 (10)}. */
    private String named(KillerEvidence.KillerSum k) {
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            String name = cage(k);
            return k.placed().isEmpty() ? name : name + ", less the " + n.digits(k.placedDigits()) + " in "
                    + n.cells(k.placed()) + ", leaves " + k.left() + " to " + n.cells(k.empty());
        }
        String group = n.units(k.units());
        boolean many = k.units().size() > 1;
        // the sentence starts with the group (capitalised by the caller), its rows named in the notation
        String said = k.kind() == KillerEvidence.SumKind.INNIES
                ? group + " add" + (many ? "" : "s")
                        + " up to " + k.total() + " and the cages wholly inside to " + k.known() + ", so the innie"
                : group + " add" + (many ? "" : "s") + " up to " + unitsTotal(k) + " and the cages wholly inside to "
                        + (unitsTotal(k) - k.total()) + ", so the innies add up to " + k.total()
                        + "; the cages that stick out of " + (many ? "them" : "it") + " add up to " + k.known()
                        + ", so the outie";
        boolean one = k.cells().size() == 1;
        String named = said + (one ? " " : "s ") + n.cells(k.cells()) + (one ? " is " : " add up to ") + k.sum();
        return k.placed().isEmpty() ? named : named + ", less the " + n.digits(k.placedDigits()) + " in "
                + n.cells(k.placed()) + ", leave " + k.left() + " to " + n.cells(k.empty());
    }

    private String cage(KillerEvidence.KillerSum k) {
        return "the cage " + n.cells(k.cells()) + " (" + k.sum() + ")";
    }

    /** A sum in short: {@code the cage A1 and A2 (11)}, {@code the innies B1 and B4 of row B (4)}. */
    private String label(KillerEvidence.KillerSum k) {
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            return cage(k) + (k.placed().isEmpty() ? "" : ", whose " + n.cells(k.empty()) + " make " + k.left() + ",");
        }
        return "the " + (k.kind() == KillerEvidence.SumKind.INNIES ? "innies " : "outies ") + n.cells(k.empty()) + " of "
                + n.units(k.units()) + " (" + k.left() + ")";
    }

    @Override
    public String cageClash(KillerEvidence.CageClash e) {
        StringBuilder text = new StringBuilder(capitalised(label(e.first()))).append(" and ").append(label(e.second()))
                .append(" see each other");
        if (!e.units().isEmpty()) {
            text.append(" in ").append(n.units(e.units()));
        }
        List<String> parts = new java.util.ArrayList<>();
        if (!e.firstOut().isEmpty()) {
            parts.add(ruledOut(e.first(), e.firstOut(), "the first", "the second"));
        }
        if (!e.secondOut().isEmpty()) {
            parts.add(ruledOut(e.second(), e.secondOut(), "the second", "the first"));
        }
        return text.append(": ").append(String.join(", and ", parts))
                .append(", as each would need one of its digits again in cells that see each other; that removes ")
                .append(eliminations()).append('.').toString();
    }

    private String ruledOut(KillerEvidence.KillerSum k, List<Integer> out, String self, String other) {
        return n.and(combinations(k, out, " with a digit twice", " with repeats")) + " in " + self
                + (out.size() == 1 ? " leaves " : " leave ") + other + " no combination";
    }
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    @Override
    public String wing(WingEvidence.Wing e) {
        return "Pivot " + n.cell(e.pivot()) + " holds only " + n.digits(e.pivotDigits()) + "; pincers " + n.cell(e.pincer1())
                + " (" + n.digits(e.pincer1Digits()) + ") and " + n.cell(e.pincer2()) + " ("
                + n.digits(e.pincer2Digits()) + ") see it, so one of " + (e.pivotHoldsZ() ? "the three" : "them") + " is " + n.digit(e.z())
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String wxyzWing(WingEvidence.WxyzWing e) {
        String z = n.digit(e.z());
        return n.cells(e.cells()) + " hold only " + n.digits(e.digits()) + "; each digit but " + z
                + " lies in cells that see each other, so fills at most one of them, and one of the four is " + z
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String wWing(WingEvidence.WWing e) {
        String c1 = n.cell(e.cell1());
        String c2 = n.cell(e.cell2());
        String x = n.digit(e.x());
        return c1 + " and " + c2 + " both hold only " + n.digits(e.digits()) + "; in " + n.unit(e.unit()) + ", " + x
                + " fits only in " + n.cell(e.end1()) + " (seeing " + c1 + ") and " + n.cell(e.end2()) + " (seeing "
                + c2 + "), so " + c1 + " and " + c2 + " cannot both be " + x + ": one is " + n.digit(e.y())
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String skyscraper(SingleDigitEvidence.Skyscraper e) {
        String d = n.digit(e.digit());
        return "In " + n.units(java.util.List.of(e.line1(), e.line2())) + ", " + d
                + " fits only in two cells each, with " + n.cell(e.base1()) + " and " + n.cell(e.base2()) + " in " + n.unit(e.baseLine())
                + "; they cannot both be " + d + ", so " + n.cell(e.top1()) + " or " + n.cell(e.top2())
                + " is, which removes " + eliminations() + ".";
    }

    @Override
    public String twoStringKite(SingleDigitEvidence.TwoStringKite e) {
        String d = n.digit(e.digit());
        return d + " fits only in " + n.cells(sorted(e.rowCell(), e.rowFar())) + " in " + n.unit(kiteRow(e))
                + ", and only in " + n.cells(sorted(e.columnCell(), e.columnFar())) + " in " + n.unit(kiteColumn(e))
                + "; " + n.cell(e.rowCell()) + " and " + n.cell(e.columnCell()) + " share " + n.unit(kiteBox(e))
                + ", so " + n.cell(e.rowFar()) + " or " + n.cell(e.columnFar()) + " is " + d + ", which removes "
                + eliminations() + ".";
    }

    @Override
    public String dualTwoStringKite(SingleDigitEvidence.DualTwoStringKite e) {
        SingleDigitEvidence.TwoStringKite x = e.first();
        return "In " + n.unit(kiteBox(x)) + ", " + n.cell(x.rowCell()) + " and " + n.cell(x.columnCell())
                + " join two 2-String Kites: " + kite(x) + "; " + kite(e.second()) + "; which removes "
                + eliminations() + ".";
    }

    /** One kite of a dual: "5 fits in row A only at A4 and A7, in column 5 only at B5 and G5, so A7 or G5 is 5". */
    private String kite(SingleDigitEvidence.TwoStringKite k) {
        String d = n.digit(k.digit());
        return d + " fits in " + n.unit(kiteRow(k)) + " only at " + n.cell(k.rowCell()) + " and " + n.cell(k.rowFar())
                + ", in " + n.unit(kiteColumn(k)) + " only at " + n.cell(k.columnCell()) + " and "
                + n.cell(k.columnFar()) + ", so " + n.cell(k.rowFar()) + " or " + n.cell(k.columnFar()) + " is " + d;
    }

    @Override
    public String emptyRectangle(SingleDigitEvidence.EmptyRectangle e) {
        String d = n.digit(e.digit());
        String box = n.unit(e.box());
        String near = n.cell(e.near());
        String far = n.cell(e.far());
        String target = n.cell(e.target());
        return "In " + box + ", " + d + " fits only in " + n.unit(e.row()) + " or " + n.unit(e.column()) + "; " + d
                + " fits only in " + near + " and " + far + " in " + n.unit(e.pairUnit()) + ". If " + target
                + " were " + d + ", " + far + " could not be, so " + near + " would be, and " + box
                + " would have no place left for it, so " + d + " is removed from " + target + ".";
    }

    @Override
    public String dualEmptyRectangle(SingleDigitEvidence.DualEmptyRectangle e) {
        return "Two Empty Rectangles in one " + n.kind(n.g().kind(e.first().box())) + ". " + emptyRectangle(e.first()) + " And: "
                + emptyRectangle(e.second());
    }

    @Override
    public String simpleColors(ColouringEvidence.SimpleColors e) {
        String d = n.digit(e.digit());
        String start = "Colouring the conjugate pairs of " + d + ": " + n.cells(e.colour()) + " against "
                + n.cells(e.other()) + "; ";
        if (e.clash().isEmpty()) {
            return start + "one colour holds " + d + ", so cells seeing both colours lose it: " + eliminations() + ".";
        }
        return start + n.cell(e.clash().get(0)) + " and " + n.cell(e.clash().get(1))
                + " share a unit and one colour, so that colour is false: " + eliminations() + ".";
    }

    @Override
    public String multiColorsWrap(ColouringEvidence.MultiColorsWrap e) {
        String d = n.digit(e.digit());
        return "Colouring the conjugate pairs of " + d + ": " + n.cells(e.colour())
                + (e.colour().size() == 1 ? " sees both " : " see both ") + n.cells(e.seen1()) + " and "
                + n.cells(e.seen2()) + ", the two colours of another colouring, one of which holds " + d + "; so "
                + n.cells(e.colour()) + " cannot, which removes " + eliminations() + ".";
    }

    @Override
    public String multiColorsTrap(ColouringEvidence.MultiColorsTrap e) {
        String d = n.digit(e.digit());
        java.util.List<String> why = new java.util.ArrayList<>();
        for (ColouringEvidence.MultiColorsTrap.ColourPair p : e.pairs()) {
            why.add(n.cells(p.colour()) + " and " + n.cells(p.seen()) + " share a unit, so they cannot all be " + d
                    + ", and " + n.cells(p.opposite()) + " or " + n.cells(p.seenOpposite())
                    + " (their opposite colours) hold it");
        }
        return "Colouring the conjugate pairs of " + d + " in two separate groups: " + String.join("; ", why)
                + "; a cell seeing both opposite colours of a pair loses it: " + eliminations() + ".";
    }

    @Override
    public String medusa(ColouringEvidence.Medusa e) {
        String reason = switch (e.reason()) {
            case EITHER_COLOUR -> "one colour is true, and each candidate removed goes with either: in each colour"
                    + " it sees a cell coloured with its digit, or its own cell is coloured with another digit";
            case TWO_DIGITS_IN_CELL -> "if the first colour were true, " + n.cell(e.cell()) + " would hold both "
                    + n.digits(e.digits()) + ", so it is false";
            case SAME_DIGIT_IN_PEERS -> "if the first colour were true, " + n.cell(e.cell()) + " and "
                    + n.cell(e.peer()) + " would both be " + n.digits(e.digits()) + ", so it is false";
            case NO_CANDIDATE_LEFT -> "if the first colour were true, " + n.cell(e.cell())
                    + " would have no candidate left, so it is false";
        };
        return "Colouring candidates through conjugate pairs and bivalue cells: " + colour(e.first(), ", ")
                + " against " + colour(e.second(), ", ") + "; " + reason + ", which removes " + eliminations() + ".";
    }

    @Override
    public String remotePair(ColouringEvidence.RemotePair e) {
        return "The cells " + n.cells(e.chain()) + " all hold " + n.digits(e.digits())
                + " and form a chain, so " + n.cells(e.even()) + " hold one digit and " + n.cells(e.odd())
                + " the other; cells seeing both groups lose both digits: " + eliminations() + ".";
    }
    // ---- end of part B

    // ---- part C: uniqueness and BUG

    @Override
    public String uniqueRectangle(UniquenessEvidence.UniqueRectangle e) {
        var sec = s.secondary();
        String p = n.digits(e.digits());
        String reason = switch (e.test()) {
            case ONE_CORNER -> n.cell(sec.get(0)) + " is the only corner with other candidates, so it must hold one"
                    + " of those others";
            case SAME_EXTRA -> "One of " + n.cells(sec) + " must be " + p + ", their only other candidate";
            case NAKED_SUBSET -> "So " + n.cells(sec.subList(0, 2)) + " hold one of " + p + ", and with "
                    + n.cells(sec.subList(2, sec.size())) + " they lock " + n.digits(s.digits()) + " in "
                    + n.units(s.units());
            case LOCKED_IN_UNIT -> "In " + n.unit(s.units().get(0)) + ", " + p + " fits only in " + n.cells(sec)
                    + ", so one of them is " + p + " and " + n.digits(e.pair() & ~e.digits())
                    + " in the other would complete the pattern";
            case LOCKED_IN_LINES -> "In " + n.unit(s.units().get(0)) + " and " + n.unit(s.units().get(1)) + ", " + p
                    + " fits only at the corners, so it fills a diagonal; on " + n.cells(sec)
                    + " it would leave the pair-only corners to the other digit and complete the pattern";
        };
        return rectangle(e.pair(), reason);
    }

    @Override
    public String hiddenRectangle(UniquenessEvidence.HiddenRectangle e) {
        String x = n.digit(e.digit());
        String y = n.digits(e.other());
        String corner = n.cell(e.corner());
        return rectangle(e.pair(), corner + " holds only " + n.digits(e.pair()) + " and " + x
                + " fits only in the rectangle in " + n.unit(s.units().get(0)) + " and " + n.unit(s.units().get(1))
                + ": if " + n.cell(s.secondary().get(0)) + " were " + y + ", "
                + n.cells(java.util.List.of(e.besideRow(), e.besideColumn())) + " would be " + x + " and " + corner
                + " " + y);
    }

    /** A unique rectangle's sentence: the deadly pattern, the reason it cannot be, what goes. */
    private String rectangle(int pair, String reason) {
        return "The rectangle " + n.cells(s.cells()) + " holds " + n.digits(pair) + "; if those were its only digits"
                + " they could be swapped and the puzzle would have two solutions. " + reason + ", so remove "
                + eliminations() + ".";
    }

    @Override
    public String uniqueLoop(UniquenessEvidence.UniqueLoop e) {
        String reason = e.extra() == 0
                ? n.cell(s.secondary().get(0)) + " is the only cell with other candidates, so it must hold one of those others"
                : "One of " + n.cells(s.secondary()) + " must be " + n.digits(e.extra())
                        + ", their only other candidate";
        return "The cells " + n.cells(s.cells()) + " form a loop holding " + n.digits(e.pair())
                + " in which every " + n.and(boardKinds()) + " has two of them; if those were their only digits they could"
                + " be swapped and the puzzle would have two solutions. " + reason + ", so remove " + eliminations()
                + ".";
    }

    @Override
    public String extendedRectangle(UniquenessEvidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return "The cells " + n.cells(s.cells()) + " lie in two lines and three crossing lines, each"
                + " crossing line's two cells in one box; all but " + sixth + " hold only "
                + n.digits(s.digits()) + ". Were " + sixth + " one of them too, the two lines' digits could be"
                + " swapped and the puzzle would have two solutions, so remove " + eliminations() + ".";
    }

    @Override
    public String avoidableRectangle(UniquenessEvidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? "" : "; so one of " + n.cells(s.secondary()) + " is "
                + n.digits(e.extra()) + ", their only other candidate";
        return "The rectangle " + n.cells(s.cells()) + " has " + n.and(each(e.placed(), "%1$s = %2$s"))
                + ", placed while solving (no clue among the four); were " + n.and(each(e.completing(), "%1$s %2$s"))
                + ", the four digits could be swapped and the puzzle would have two solutions" + conclusion
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String bugPlusOne(UniquenessEvidence.BugPlusOne e) {
        return "Every empty cell but " + placedCell() + " has two candidates, and each digit fits twice "
                + "in each unit; such a grid would have two solutions, so " + placedCell() + " must be "
                + placedDigit() + ", the digit that fits three times in its units.";
    }

    @Override
    public String bivalueGrave(UniquenessEvidence.BivalueGrave e) {
        String d = n.digit(e.digit());
        String cells = n.cells(s.cells());
        return "Without " + n.or(each(e.extras(), "%2$s in %1$s")) + " every empty cell would have two candidates"
                + " and each digit would fit twice in each unit, a pattern with no solution or several; so one of"
                + " those candidates is true" + switch (e.type()) {
                    case SAME_DIGIT -> ": " + d + " is in one of " + cells + ", which removes " + eliminations() + ".";
                    case NAKED_SUBSET -> ": one of " + cells + " is " + n.digitsOr(e.extraDigits()) + ", and with "
                            + n.cells(s.secondary()) + " they lock " + n.digits(s.digits()) + " in "
                            + n.unit(s.units().get(0)) + ", which removes " + eliminations() + ".";
                    case LOCKED_IN_UNIT -> ". In " + n.unit(s.units().get(0)) + ", " + d + " fits only in " + cells
                            + ": the one that is not " + d + " holds its extra candidate, so remove " + eliminations()
                            + ".";
                };
    }
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

    @Override
    public String alsXz(AlsEvidence.AlsXz e) {
        return "A = " + group(e.a()) + " and B = " + group(e.b()) + " are almost locked sets; " + n.digits(e.restricted())
                + (sudoku.core.bits.DigitSet.size(e.restricted()) == 2
                ? " are restricted commons: each is in only one of them, so both sets are locked"
                : " is a restricted common: it is in only one of them, so the other is locked and each other shared"
                + " digit is in A or B")
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String alsXyWing(AlsEvidence.AlsXyWing e) {
        return "The pivot C = " + group(e.pivot()) + " shares restricted commons " + n.digits(e.x()) + " with A = "
                + group(e.a()) + " and " + n.digits(e.y()) + " with B = " + group(e.b())
                + "; C keeps at least one of them, so A or B is locked and " + n.digits(e.z()) + isOrAre(e.z())
                + " in A or B, which removes " + eliminations() + ".";
    }

    @Override
    public String alsXyChain(AlsEvidence.AlsXyChain e) {
        java.util.List<String> named = new java.util.ArrayList<>();
        java.util.List<String> links = new java.util.ArrayList<>();
        for (int i = 0; i < e.sets().size(); i++) {
            named.add(chainSet(i) + " = " + group(e.sets().get(i)));
            if (i > 0) {
                links.add(n.digit(e.commons().get(i - 1)) + " (" + chainSet(i - 1) + "-" + chainSet(i) + ")");
            }
        }
        return "The almost locked sets " + n.and(named) + " are chained by the restricted commons " + n.and(links)
                + ": if " + chainSet(0) + " lacks " + n.digit(e.commons().get(0)) + " it is locked, else " + chainSet(1)
                + " lacks it and is locked, and so on along the chain, so " + chainSet(0) + " or "
                + chainSet(e.sets().size() - 1) + " is locked and " + n.digits(e.z()) + isOrAre(e.z())
                + " in one of them, which removes " + eliminations() + ".";
    }

    /** The name of the chain's set {@code i} (from 0): {@code ALS1}, {@code ALS2}..., never a cell's name. */
    private static String chainSet(int i) {
        return "ALS" + (i + 1);
    }

    @Override
    public String deathBlossom(AlsEvidence.DeathBlossom e) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(e.stemDigits());
        for (int i = 0; i < ds.length; i++) {
            parts.add("if it is " + n.digit(ds[i]) + ", " + group(e.petals().get(i)) + " lose it");
        }
        String z = n.digits(e.z());
        return "Stem " + n.cell(e.stem()) + " holds " + n.digits(e.stemDigits()) + "; " + String.join("; ", parts)
                + ", and lock their other digits, " + z + " among them; so " + z
                + (sudoku.core.bits.DigitSet.size(e.z()) > 1 ? " are each" : " is") + " in one of those sets, which removes "
                + eliminations() + ".";
    }

    @Override
    public String alignedExclusion(AlsEvidence.AlignedExclusion e) {
        java.util.List<String> bases = groups(e.bases());
        java.util.List<String> emptied = groups(e.excluders());
        boolean pair = bases.size() == 2;
        String what = pair ? "pair" : "triple";
        StringBuilder sb = new StringBuilder("Base cells ").append(n.and(bases)).append(": ");
        if (e.peers()) {
            sb.append(pair ? "they see each other, so they cannot hold the same digit"
                    : "two of them that see each other cannot hold the same digit");
            sb.append(emptied.isEmpty() ? "; " : ", and ");
        }
        if (!emptied.isEmpty()) {
            sb.append("no ").append(what).append(" of their digits may take every candidate of ")
                    .append(n.or(emptied)).append(emptied.size() == 1 ? ", which sees" : ", which see")
                    .append(pair ? " both base cells; " : " all three base cells; ");
        }
        return sb.append("no ").append(what).append(" left puts ").append(unused())
                .append(", which removes ").append(eliminations()).append('.').toString();
    }

    /** What no combination left of an aligned exclusion uses: {@code 3 in E1 or 1, 4 or 5 in F2}. */
    private String unused() {
        return n.or(neverPut((cell, digits) -> n.digitsOr(digits) + " in " + cell));
    }

    @Override
    public String alignedPairExclusionAls(AlsEvidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + " see each other, so they cannot share a digit, and no pair of their digits may empty "
                + n.or(names) + "; the pairs left never use " + unused() + ", which removes "
                + eliminations() + ".";
    }

    @Override
    public String sueDeCoq(AlsEvidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return n.cells(s.cells()) + ", where " + line + " crosses " + box + ", hold " + n.digits(e.crossing())
                + "; with " + group(e.lineSide()) + " in " + line + " and " + group(e.boxSide()) + " in " + box
                + " they are " + cells + " cells for as many digits, each digit filling one of them, which removes "
                + eliminations() + ".";
    }

    @Override
    public String juniorExocet(ExocetEvidence.JuniorExocet e) {
        return "The base cells " + n.cells(s.cells()) + " hold only " + n.digits(s.digits()) + "; the targets are "
                + n.cells(s.secondary()) + ". Outside the " + (e.band() ? "band" : "stack") + ", " + n.units(s.units())
                + " hold each of these digits in two houses at most (" + fits(e.covers()) + "), and the targets' companions"
                + " hold none of them, so whatever two digits the base cells take, the targets take the same two, and"
                + " each target's digit also goes in the other target's box, on the line neither the base nor the"
                + " target is on." + crossLines(e.crossLines(), "outside the " + (e.band() ? "band" : "stack"))
                + " So remove " + eliminations() + ".";
    }

    @Override
    public String seniorExocet(ExocetEvidence.SeniorExocet e) {
        String line = e.band() ? "row" : "column";
        return "The base cells " + n.cells(s.cells()) + " hold only " + n.digits(s.digits()) + "; the targets are "
                + n.cells(s.secondary()) + ". Off the base " + line + " and box, and besides the targets, "
                + n.units(s.units()) + " hold each of these digits in two houses at most (" + fits(e.covers())
                + "), so whatever two digits the base cells take, each goes in a target, and the targets take the"
                + " same two." + crossLines(e.crossLines(), "off the base " + line + " and box")
                + " So remove " + eliminations() + ".";
    }

    @Override
    public String doubleExocet(ExocetEvidence.DoubleExocet e) {
        String where = e.band() ? "band" : "stack";
        java.util.List<Integer> b = s.cells();
        java.util.List<Integer> t = s.secondary();
        return "Two Junior Exocets in one " + where + " share the base digits " + n.digits(s.digits())
                + ": base cells " + n.cells(b.subList(0, 2)) + " with targets " + n.cells(t.subList(0, 2))
                + ", and base cells " + n.cells(b.subList(2, 4)) + " with targets " + n.cells(t.subList(2, 4))
                + ". Outside the " + where + ", their cross lines (" + n.units(s.units())
                + ") hold each digit in two houses at most (the first's " + fits(e.firstCovers()) + "; the second's "
                + fits(e.secondCovers()) + "), and no target's companion holds one, so each base pair's two digits"
                + " go to its own targets. A digit in both pairs would go to both targets in the " + where
                + "'s third box, so the pairs share none: the four base cells hold " + n.digits(s.digits())
                + " once each, and so do the four targets, each target keeping only digits its own Exocet allows"
                + " (its mirror and the cross-line rule), no digit twice in a house, and every house keeping a place"
                + " for each digit."
                + doubleSeers(e.seeBases(), "base cell") + doubleSeers(e.seeTargets(), "target")
                + " So remove " + eliminations() + ".";
    }

    /** The cells seeing all four base cells or targets, which lose the base digits; empty when none. */
    private String doubleSeers(java.util.List<Integer> cells, String what) {
        boolean one = cells.size() == 1;
        return cells.isEmpty() ? "" : " " + n.cells(cells) + (one ? " sees every " : " see every ") + what
                + (one ? ", so it holds" : ", so they hold") + " none of these digits.";
    }

    /** Each base digit with the houses its cells lie in, as {@code 1 in rows C and I}. */
    private String fits(java.util.List<java.util.List<Integer>> covers) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = covers.get(i);
            fits.add(n.digit(ds[i]) + (two.isEmpty() ? " nowhere" : " in " + n.units(two)));
        }
        return n.and(fits);
    }

    /** The cross-line rule, when it removes more; empty otherwise. */
    private static String crossLines(boolean used, String where) {
        return used ? " A target's digit must also fit the other two cross lines " + where
                + ", on two lines other than the target's." : "";
    }

    @Override
    public String multiSectorLockedSet(ExocetEvidence.MultiSectorLockedSet e) {
        return "Where " + n.units(e.rows()) + " cross " + n.units(e.columns()) + " lie " + e.cells()
                + " empty cells. Each of " + n.digits(e.rowDigits()) + " can fill one of them per row where it fits"
                + " there, each of " + n.digits(e.columnDigits()) + " one per column"
                + (e.either() == 0 ? "" : ", and " + n.digits(e.either()) + " as many either way")
                + ": " + e.cells() + " places in all, one per cell, so every one of them is filled there, and outside"
                + " these cells " + n.and(mslsLeaves(e,
                (line, digits) -> line + " where " + digits + " fits there loses that digit", "every row", "every column",
                "every row and column")) + ". So remove "
                + eliminations() + ".";
    }

    /** {@code " is"} after one digit, {@code " are"} after more. */
    private static String isOrAre(int digits) {
        return sudoku.core.bits.DigitSet.size(digits) > 1 ? " are" : " is";
    }
    // ---- end of part D

    // ---- part E: chains and forcing chains
    @Override
    public String chain(ChainEvidence.Chain e) {
        List<ChainEvidence.ChainNode> w = e.walk();
        ChainEvidence.ChainNode first = w.get(0);
        ChainEvidence.ChainNode last = w.get(w.size() - 1);
        String walk = walk(w);
        String chain = ". Chain: " + eureka(s.links()) + ".";
        String placed = s.placements().isEmpty() ? ""
                : ". The assumption contradicts itself, so " + placedCell() + " is " + placedDigit();
        return switch (e.end()) {
            case EITHER_END -> walk + (on(first).equals(on(last)) ? ". The assumption contradicts itself, so " + on(first)
                    : ". So " + on(first) + " or " + on(last)) + ", which removes " + eliminations() + chain;
            case PLACEMENT -> walk + placed + chain;
            case PLACEMENT_BY_SET -> walk + ", so without " + n.digit(last.digit()) + ", the almost locked set "
                    + set(e.lockedSet()) + " is locked, which removes " + n.eliminations(e.setRemoves()) + placed + chain;
            case LOOP -> walk + "; and " + on(last) + " and " + on(first) + " exclude each other, so the chain closes "
                    + "into a loop in which exactly one end of every link holds, which removes " + eliminations() + ".";
            case REMOVAL -> "If " + is(s.eliminations().get(0)) + ", then " + off(first) + ". " + walk + ", so "
                    + isNot(s.eliminations().get(0)) + ". The assumption contradicts itself, which removes "
                    + eliminations() + chain;
            case ONE_OF_TWO -> walk + ". So " + n.cell(first.cells().get(0)) + " is " + n.digit(first.digit()) + " or "
                    + n.digit(last.digit()) + ", which removes " + eliminations() + chain;
        };
    }

    @Override
    public String verity(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            boolean off = ChainParts.assumedOff(e, i);
            sb.append(i == 0 ? "If " : "if ").append(off ? isNot(a) : is(a)).append(", then ")
                    .append(sequence(a, ChainParts.branch(s, i), e.rules(), off)).append("; ");
        }
        return sb.append("either way ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". So ")
                .append(ChainParts.effect(n, s, this::is, "remove " + eliminations()))
                .append(". Chains: ").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append('.').append(furtherConclusions(e)).toString();
    }

    /**
     * Every other conclusion of a verity with its chains, one per assumption ("Either way F2 is
     * not 7: ..."), then what each placement removes itself ("Once E5 is 3, its peers E1 and E9
     * lose 3.").
     */
    private String furtherConclusions(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k < e.traced().size(); k++) {
            Candidate c = e.traced().get(k);
            sb.append(" Either way ").append(s.placements().contains(c) ? is(c) : isNot(c)).append(": ")
                    .append(ChainParts.perAssumption(n, s, e.assumptions(), k)).append('.');
        }
        ChainParts.byPlacement(n, s, e).forEach((p, cells) -> sb.append(once(p, cells)));
        return sb.toString();
    }

    @Override
    public String contradiction(ForcingEvidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        String sequence = sequence(w, s.links(), e.rules());
        return "If " + (placed ? isNot(w) : is(w)) + ", then " + (placed && s.links().isEmpty() ? "" : sequence + ", and ")
                + clash(e.clash()) + ". So " + (placed ? is(w) : isNot(w)) + "."
                + (s.links().isEmpty() ? "" : " Chains: " + ChainParts.byBranch(n, s.links()) + ".");
    }

    @Override
    public String nestedContradiction(ForcingEvidence.NestedContradiction e) {
        return String.join("", ChainParts.nested(this, n, s, e));
    }

    @Override
    public String nestedMain(ForcingEvidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        return "If " + is(e.assumption()) + ", then singles and locked candidates, with " + INNER.get(e.inner())
                + " inside that assumption (" + n.and(shown) + "), lead to a contradiction: " + clash(e.clash())
                + ". So " + isNot(e.assumption()) + ".";
    }

    @Override
    public String innerChain(ChainParts.Inner i) {
        return " Inner chain (round " + i.round() + "), " + isNot(i.removed()) + (i.premises().isEmpty()
                ? " as it contradicts itself" + (i.clash() == null ? "" : " (" + clash(i.clash()) + ")") + ": "
                : " as " + n.or(i.premises().stream().map(this::is).toList()) + ", each removing it: ") + i.chains() + ".";
    }

    @Override
    public String finalChains(String chains) {
        return " Final chains: " + chains + ".";
    }

    @Override
    public String nestedVerity(ForcingEvidence.NestedVerity e) {
        return ChainParts.joined(ChainParts.nestedVerity(this, n, s, e));
    }

    @Override
    public String assuming(Candidate a, boolean off) {
        return " Assuming " + (off ? isNot(a) : is(a)) + ":";
    }

    @Override
    public String reached(Candidate x, boolean placed, int round, String chains) {
        return " Chains to " + (placed ? is(x) : isNot(x)) + (round == 0 ? "" : " after round " + round) + ": " + chains + ".";
    }

    @Override
    public String removedInside(Candidate x, int round) {
        return " " + isNot(x) + " by the inner chain of round " + round + ".";
    }

    @Override
    public String once(Candidate p, List<Integer> cells) {
        return " Once " + is(p) + ", its peer" + (cells.size() > 1 ? "s " : " ") + n.cells(cells)
                + (cells.size() > 1 ? " lose " : " loses ") + n.digit(p.digit()) + ".";
    }

    @Override
    public String nestedVerityMain(ForcingEvidence.NestedVerity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            List<String> shown = new ArrayList<>();
            e.removed().get(i).forEach(r -> shown.add(isNot(r)));
            Candidate a = e.assumptions().get(i);
            sb.append(i == 0 ? "If " : "if ").append(ChainParts.assumedOff(e, i) ? isNot(a) : is(a))
                    .append(", then singles and locked candidates, with ").append(INNER.get(e.inner()))
                    .append(" inside that assumption").append(shown.isEmpty() ? "" : " (" + n.and(shown) + ")")
                    .append(", lead to ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("; ");
        }
        return sb.append("either way ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". So ")
                .append(ChainParts.effect(n, s, this::is, "remove " + eliminations())).append('.').toString();
    }

    @Override
    public String kraken(ForcingEvidence.Kraken e) {
        Premise.FinnedFish f = e.fish();
        String d = n.digit(f.digit());
        StringBuilder sb = new StringBuilder(fish(f)).append(". Either no fin is ").append(d)
                .append(" and the fish removes ").append(d).append(" from the rest of those lines, or a fin is ")
                .append(d).append(": ");
        for (int i = 0; i < f.fins().size(); i++) {
            Candidate a = new Candidate(f.fins().get(i), f.digit());
            sb.append(i == 0 ? "if " : "; if ").append(is(a));
            if (e.seeing().contains(a.cell())) {
                sb.append(", it sees ").append(n.cell(e.shown().cell()));
            } else {
                sb.append(", then ").append(sequence(a, ChainParts.branch(s, i), e.rules())).append(", so ")
                        .append(isNot(e.shown()));
            }
        }
        return sb.append(". Either way ").append(isNot(e.shown())).append(". So remove ").append(eliminations())
                .append(". Chains: ").append(ChainParts.perAssumption(n, s, ChainParts.fins(f))).append('.').toString();
    }

    /** What the forcing chains inside an assumption may be, by level. */
    private static final Map<ForcingEvidence.Inner, String> INNER = Map.of(
            ForcingEvidence.Inner.FORCING_CHAINS, "forcing chains",
            ForcingEvidence.Inner.MULTIPLE_FORCING_CHAINS, "multiple forcing chains",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS, "dynamic forcing chains",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "dynamic forcing chains with locked candidates");

    /** "If A1 is not 5, then A7 is 5, so C9 is not 5, ...", with the almost locked sets that force a node. */
    private String walk(List<ChainEvidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("If ").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            ChainEvidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? ", then " : ", so ");
            if (v.via() == ChainEvidence.Via.LOCKED_SET) {
                sb.append("without ").append(n.digit(w.get(i - 1).digit())).append(", the almost locked set ")
                        .append(set(v.set())).append(" is locked, so ");
            } else if (v.via() == ChainEvidence.Via.SET_KEEPS) {
                sb.append("the almost locked set ").append(set(v.set())).append(" keeps ").append(n.digit(v.digit()))
                        .append(" (else it is locked and ").append(on(w.get(i - 1))).append("), so ");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1 is 5", or "5 is in A1 or A2" for a group or a set's places. */
    private String on(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + " is " + n.digit(v.digit())
                : n.digit(v.digit()) + " is in " + n.or(ChainParts.names(n, v.cells())) + where(v);
    }

    /** " (in row D and window 1)" after a group only a variant's unit makes, else nothing. */
    private String where(ChainEvidence.ChainNode v) {
        List<String> units = variantGroupUnits(v.cells());
        return units.isEmpty() ? "" : " (in " + n.and(units) + ")";
    }

    /** "A1 is not 5", or "5 is in neither A1 nor A2". */
    private String off(ChainEvidence.ChainNode v) {
        if (v.cells().size() == 1) {
            return n.cell(v.cells().get(0)) + " is not " + n.digit(v.digit());
        }
        List<String> names = ChainParts.names(n, v.cells());
        return n.digit(v.digit()) + " is in neither " + String.join(", ", names.subList(0, names.size() - 1))
                + " nor " + names.get(names.size() - 1) + where(v);
    }

    /** "B3, B4 and B7 (1, 4, 6 and 8)". */
    private String set(ChainEvidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + " (" + n.digits(a.digits()) + ")";
    }

    /**
     * "by singles and locked candidates B2 is 4, C7 is 1 and D5 is 3": every digit the chain from
     * {@code a} places, or "its peers lose 5" when it places none.
     */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules) {
        return sequence(a, chain, rules, false);
    }

    /** Like {@link #sequence(Candidate, List, ForcingEvidence.Propagated)}; from {@code a} false ({@code off}), "nothing is placed" when it places none. */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules, boolean off) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "through bivalue cells and conjugate pairs ";
            case ONE_DIGIT -> "by hidden singles of " + n.digit(a.digit()) + " ";
            case SINGLES -> "by singles ";
            case LOCKED -> "by singles and locked candidates ";
        }, off ? "nothing is placed, but locked candidates follow" : "its peers lose " + n.digit(a.digit()));
    }

    /** "D5 would have no candidate left", and the other ways an assumption breaks down. */
    private String clash(ForcingEvidence.Clash c) {
        return switch (c.kind()) {
            case NO_PLACE -> n.digit(c.digit()) + " would have no place left in " + n.unit(c.unit());
            case TWO_DIGITS -> n.cell(c.cell()) + " would have to hold both " + n.digit(c.digit()) + " and "
                    + n.digit(c.other());
            case PEER_HOLDS -> n.cell(c.cell()) + " would have to be " + n.digit(c.digit()) + ", which a peer already is";
            case NO_CANDIDATE -> n.cell(c.cell()) + " would have no candidate left";
        };
    }

    /** The set of assumptions of a verity: "A1 holds 3, 5 or 8". */
    private String premise(Premise p) {
        if (p instanceof Premise.CellHolds c) {
            return n.cell(c.cell()) + " holds " + n.digitsOr(c.digits());
        }
        if (p instanceof Premise.OnOrOff o) {
            return is(o.candidate()) + " or it is not";
        }
        if (p instanceof Premise.UnitHolds u) {
            return "In " + n.unit(u.unit()) + ", " + n.digit(u.digit()) + " goes in " + n.or(ChainParts.names(n, u.cells()));
        }
        Premise.FinOrLine f = (Premise.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + ". So a fin is " + d + ", or " + n.unit(f.line()) + " takes its " + d + " in "
                + n.or(ChainParts.names(n, f.cells()));
    }

    /** "In rows A and C, 4 fits only in columns 2 and 5 apart from the fin F7". */
    private String fish(Premise.FinnedFish f) {
        return "In " + n.units(f.base()) + ", " + n.digit(f.digit()) + " fits only in " + n.units(f.cover())
                + " apart from the fin" + (f.fins().size() > 1 ? "s " : " ") + n.cells(f.fins());
    }

    private String is(Candidate c) {
        return n.cell(c.cell()) + " is " + n.digit(c.digit());
    }

    private String isNot(Candidate c) {
        return n.cell(c.cell()) + " is not " + n.digit(c.digit());
    }
    // ---- end of part E
}
