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
    // ---- end of part B

    // ---- part C: uniqueness and BUG

    @Override
    public String uniqueRectangle(Evidence.UniqueRectangle e) {
        var sec = s.secondary();
        String p = n.digits(e.digits());
        String reason = switch (e.test()) {
            case ONE_CORNER -> n.cell(sec.get(0)) + " is the only corner with other candidates, so it must hold one"
                    + " of them";
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
    public String hiddenRectangle(Evidence.HiddenRectangle e) {
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
    public String uniqueLoop(Evidence.UniqueLoop e) {
        String reason = e.extra() == 0
                ? n.cell(s.secondary().get(0)) + " is the only cell with other candidates, so it must hold one of them"
                : "One of " + n.cells(s.secondary()) + " must be " + n.digits(e.extra())
                        + ", their only other candidate";
        return "The cells " + n.cells(s.cells()) + " form a loop holding " + n.digits(e.pair())
                + " in which every row, column and box has two of them; if those were their only digits they could"
                + " be swapped and the puzzle would have two solutions. " + reason + ", so remove " + eliminations()
                + ".";
    }

    @Override
    public String extendedRectangle(Evidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return "The cells " + n.cells(s.cells()) + " lie in two lines and three crossing lines, each"
                + " crossing line's two cells in one box; all but " + sixth + " hold only "
                + n.digits(s.digits()) + ". Were " + sixth + " one of them too, the two lines' digits could be"
                + " swapped and the puzzle would have two solutions, so remove " + eliminations() + ".";
    }

    @Override
    public String avoidableRectangle(Evidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? "" : "; so one of " + n.cells(s.secondary()) + " is "
                + n.digits(e.extra()) + ", their only other candidate";
        return "The rectangle " + n.cells(s.cells()) + " has " + n.and(each(e.placed(), "%1$s = %2$s"))
                + ", placed while solving (no clue among the four); were " + n.and(each(e.completing(), "%1$s %2$s"))
                + ", the four digits could be swapped and the puzzle would have two solutions" + conclusion
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String bugPlusOne(Evidence.BugPlusOne e) {
        return "Every empty cell but " + placedCell() + " has two candidates, and each digit fits twice "
                + "in each unit; such a grid would have two solutions, so " + placedCell() + " must be "
                + placedDigit() + ", the digit that fits three times in its units.";
    }

    @Override
    public String bivalueGrave(Evidence.BivalueGrave e) {
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
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
