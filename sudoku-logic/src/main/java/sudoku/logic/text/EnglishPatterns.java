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
 * Says in English the steps of single-digit patterns and templates (skyscrapers, kites, empty
 * rectangles), wings, colouring, and the uniqueness patterns and BUG; the other families are in
 * {@link English} and its siblings ({@link Language}).
 */
final class EnglishPatterns extends Renderer implements Families.Patterns {
    EnglishPatterns(Names n, Step s) {
        super(n, s);
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
}
