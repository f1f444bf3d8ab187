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
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

    @Override
    public String alsXz(Evidence.AlsXz e) {
        return "A = " + group(e.a()) + " and B = " + group(e.b()) + " are almost locked sets; " + n.digits(e.restricted())
                + (sudoku.core.bits.DigitSet.size(e.restricted()) == 2
                ? " are restricted commons: each is in only one of them, so both sets are locked"
                : " is a restricted common: it is in only one of them, so the other is locked and each other shared"
                + " digit is in A or B")
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String alsXyWing(Evidence.AlsXyWing e) {
        return "The pivot C = " + group(e.pivot()) + " shares restricted commons " + n.digits(e.x()) + " with A = "
                + group(e.a()) + " and " + n.digits(e.y()) + " with B = " + group(e.b())
                + "; C keeps one of them, so A or B is locked and " + n.digits(e.z()) + isOrAre(e.z())
                + " in A or B, which removes " + eliminations() + ".";
    }

    @Override
    public String alsXyChain(Evidence.AlsXyChain e) {
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

    /**
     * The name of the chain's set {@code i} (from 0): {@code A1}, {@code A2}... The sentence has
     * always said them as the cells of those names in row-and-column notation ({@code r1c1}), and
     * the recorded sentences keep that.
     */
    private String chainSet(int i) {
        return n.cell(n.g().cell(0, i));
    }

    @Override
    public String deathBlossom(Evidence.DeathBlossom e) {
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
    public String alignedExclusion(Evidence.AlignedExclusion e) {
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
        return sb.append("no ").append(what).append(" left puts ").append(eliminations().replace(" from ", " in "))
                .append(", which removes ").append(eliminations()).append('.').toString();
    }

    @Override
    public String alignedPairExclusionAls(Evidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + " see each other, so they cannot share a digit, and no pair of their digits may empty "
                + n.and(names) + "; the pairs left never use " + eliminations().replace(" from ", " in ")
                + ", which removes " + eliminations() + ".";
    }

    @Override
    public String sueDeCoq(Evidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return n.cells(s.cells()) + ", where " + line + " crosses " + box + ", hold " + n.digits(e.crossing())
                + "; with " + group(e.lineSide()) + " in " + line + " and " + group(e.boxSide()) + " in " + box
                + " they are " + cells + " cells for as many digits, each digit filling one of them, which removes "
                + eliminations() + ".";
    }

    @Override
    public String juniorExocet(Evidence.JuniorExocet e) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = e.covers().get(i);
            fits.add(n.digit(ds[i]) + (two.isEmpty() ? " nowhere" : " in " + n.units(two)));
        }
        return "The base cells " + n.cells(s.cells()) + " hold only " + n.digits(s.digits()) + "; the targets are "
                + n.cells(s.secondary()) + ". Outside the " + (e.band() ? "band" : "stack") + ", " + n.units(s.units())
                + " hold each of these digits in two houses at most (" + n.and(fits) + "), and the targets' companions"
                + " hold none of them, so whatever two digits the base cells take, the targets take the same two, and"
                + " each target's digit also goes in the other target's box, on the line neither the base nor the"
                + " target is on. So remove " + eliminations() + ".";
    }

    @Override
    public String multiSectorLockedSet(Evidence.MultiSectorLockedSet e) {
        return "Where " + n.units(e.rows()) + " cross " + n.units(e.columns()) + " lie " + e.cells()
                + " empty cells. Each of " + n.digits(e.rowDigits()) + " can fill one of them per row where it fits"
                + " there, each of " + n.digits(e.columnDigits()) + " one per column"
                + (e.either() == 0 ? "" : ", and " + n.digits(e.either()) + " as many either way")
                + ": " + e.cells() + " places in all, one per cell, so every one of them is filled there. So remove "
                + eliminations() + ".";
    }

    /** {@code " is"} after one digit, {@code " are"} after more. */
    private static String isOrAre(int digits) {
        return sudoku.core.bits.DigitSet.size(digits) > 1 ? " are" : " is";
    }
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
