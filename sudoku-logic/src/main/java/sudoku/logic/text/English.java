package sudoku.logic.text;

import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says a step in English. The sentences name the cells and units of the pattern, the digits, and
 * what the step places or removes, so a player can check the step on the grid.
 */
final class English extends Renderer {
    English(Names n, Step s) {
        super(n, s);
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(Evidence.FullHouse e) {
        return placedCell() + " is the last empty cell in " + n.unit(e.unit()) + ": it must be " + placedDigit() + ".";
    }

    @Override
    public String hiddenSingle(Evidence.HiddenSingle e) {
        return "In " + n.unit(e.unit()) + ", " + placedDigit() + " fits only in " + placedCell() + ".";
    }

    @Override
    public String nakedSingle(Evidence.NakedSingle e) {
        return placedCell() + " can only be " + placedDigit() + ": every other digit is ruled out in its row, column or box.";
    }

    @Override
    public String guess(Evidence.Guess e) {
        return "No technique applies; try " + placedDigit() + " in " + placedCell() + " (a cell with the fewest candidates, "
                + n.digits(e.candidates()) + "; " + placedDigit() + " is the value the solution has) and go on.";
    }

    @Override
    public String prose(Evidence.Prose e) {
        return n.notation().text(n.g(), e.english());
    }

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    @Override
    public String wing(Evidence.Wing e) {
        return "Pivot " + n.cell(e.pivot()) + " is " + n.digits(e.pivotDigits()) + "; pincers " + n.cell(e.pincer1())
                + " (" + n.digits(e.pincer1Digits()) + ") and " + n.cell(e.pincer2()) + " ("
                + n.digits(e.pincer2Digits()) + ") see it, so one of " + (e.pivotHoldsZ() ? "the three" : "them") + " is " + n.digit(e.z())
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String wxyzWing(Evidence.WxyzWing e) {
        String z = n.digit(e.z());
        return n.cells(e.cells()) + " hold only " + n.digits(e.digits()) + "; each digit but " + z
                + " lies in cells that see each other, so fills at most one of them, and one of the four is " + z
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String wWing(Evidence.WWing e) {
        String c1 = n.cell(e.cell1());
        String c2 = n.cell(e.cell2());
        String x = n.digit(e.x());
        return c1 + " and " + c2 + " are both " + n.digits(e.digits()) + "; in " + n.unit(e.unit()) + ", " + x
                + " fits only in " + n.cell(e.end1()) + " (seeing " + c1 + ") and " + n.cell(e.end2()) + " (seeing "
                + c2 + "), so " + c1 + " and " + c2 + " cannot both be " + x + ": one is " + n.digit(e.y())
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String skyscraper(Evidence.Skyscraper e) {
        String d = n.digit(e.digit());
        return "In " + n.units(java.util.List.of(e.line1(), e.line2())) + ", " + d
                + " fits only in two cells each, with " + n.cell(e.base1()) + " and " + n.cell(e.base2()) + " in " + n.unit(e.baseLine())
                + "; they cannot both be " + d + ", so " + n.cell(e.top1()) + " or " + n.cell(e.top2())
                + " is, which removes " + eliminations() + ".";
    }

    @Override
    public String twoStringKite(Evidence.TwoStringKite e) {
        String d = n.digit(e.digit());
        return d + " fits only in " + n.cells(sorted(e.rowCell(), e.rowFar())) + " in " + n.unit(kiteRow(e))
                + ", and only in " + n.cells(sorted(e.columnCell(), e.columnFar())) + " in " + n.unit(kiteColumn(e))
                + "; " + n.cell(e.rowCell()) + " and " + n.cell(e.columnCell()) + " share " + n.unit(kiteBox(e))
                + ", so " + n.cell(e.rowFar()) + " or " + n.cell(e.columnFar()) + " is " + d + ", which removes "
                + eliminations() + ".";
    }

    @Override
    public String dualTwoStringKite(Evidence.DualTwoStringKite e) {
        Evidence.TwoStringKite x = e.first();
        return "In " + n.unit(kiteBox(x)) + ", " + n.cell(x.rowCell()) + " and " + n.cell(x.columnCell())
                + " join two 2-String Kites: " + kite(x) + "; " + kite(e.second()) + "; which removes "
                + eliminations() + ".";
    }

    /** One kite of a dual: "5 fits in row A only at A4 and A7, in column 5 only at B5 and G5, so A7 or G5 is 5". */
    private String kite(Evidence.TwoStringKite k) {
        String d = n.digit(k.digit());
        return d + " fits in " + n.unit(kiteRow(k)) + " only at " + n.cell(k.rowCell()) + " and " + n.cell(k.rowFar())
                + ", in " + n.unit(kiteColumn(k)) + " only at " + n.cell(k.columnCell()) + " and "
                + n.cell(k.columnFar()) + ", so " + n.cell(k.rowFar()) + " or " + n.cell(k.columnFar()) + " is " + d;
    }

    @Override
    public String emptyRectangle(Evidence.EmptyRectangle e) {
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
    public String dualEmptyRectangle(Evidence.DualEmptyRectangle e) {
        return "Two Empty Rectangles in one box. " + emptyRectangle(e.first()) + " And: "
                + emptyRectangle(e.second());
    }

    @Override
    public String simpleColors(Evidence.SimpleColors e) {
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
    public String multiColorsWrap(Evidence.MultiColorsWrap e) {
        String d = n.digit(e.digit());
        return "Colouring the conjugate pairs of " + d + ": " + n.cells(e.colour())
                + (e.colour().size() == 1 ? " sees both " : " see both ") + n.cells(e.seen1()) + " and "
                + n.cells(e.seen2()) + ", the two colours of another colouring, one of which holds " + d + "; so "
                + n.cells(e.colour()) + " cannot, which removes " + eliminations() + ".";
    }

    @Override
    public String multiColorsTrap(Evidence.MultiColorsTrap e) {
        String d = n.digit(e.digit());
        java.util.List<String> why = new java.util.ArrayList<>();
        for (Evidence.MultiColorsTrap.ColourPair p : e.pairs()) {
            why.add(n.cells(p.colour()) + " and " + n.cells(p.seen()) + " share a unit, so they cannot all be " + d
                    + ", and " + n.cells(p.opposite()) + " or " + n.cells(p.seenOpposite())
                    + " (their opposite colours) hold it");
        }
        return "Colouring the conjugate pairs of " + d + " in two separate groups: " + String.join("; ", why)
                + "; a cell seeing both opposite colours of a pair loses it: " + eliminations() + ".";
    }

    @Override
    public String medusa(Evidence.Medusa e) {
        String reason = switch (e.reason()) {
            case EITHER_COLOUR -> "one colour is true, and each of these candidates would go with either";
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
    public String remotePair(Evidence.RemotePair e) {
        return "The cells " + n.cells(e.chain()) + " all hold " + n.digits(e.digits())
                + " and form a chain, so " + n.cells(e.even()) + " hold one digit and " + n.cells(e.odd())
                + " the other; cells seeing both groups lose both digits: " + eliminations() + ".";
    }
    // ---- end of part B

    // ---- part C: uniqueness and BUG
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
