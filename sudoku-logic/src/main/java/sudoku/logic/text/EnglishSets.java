package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.AlsEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says in English the steps of almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death
 * Blossom), Sue de Coq, aligned exclusion, the Exocets and Multi-Sector Locked Sets; the other
 * families are in {@link English} and its siblings ({@link Language}).
 */
final class EnglishSets extends Renderer implements Families.Sets {
    EnglishSets(Names n, Step s) {
        super(n, s);
    }

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
}
