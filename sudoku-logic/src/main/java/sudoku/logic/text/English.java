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
 * Says in English the steps of singles, locked candidates, subsets, fish and killer cages;
 * EnglishPatterns, EnglishSets and EnglishChains say the other families. The sentences name the
 * cells and units of the pattern, the digits, and what the step places or removes, so a player can
 * check the step on the grid.
 */
final class English extends Renderer implements Families.Basics {
    /** Says another step (a part of this one) in the same language and notation. */
    private final Function<Step, String> others;

    English(Names n, Step s, Function<Step, String> others) {
        super(n, s);
        this.others = others;
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

    // ---- direct steps, locked candidates, subsets, fish, cages

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
        return withoutStop(others.apply(step(e.base()))) + "; then in " + n.unit(e.unit()) + ", " + placedDigit() + " fits only in "
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
        return "Two fish on the same base: " + others.apply(step(e.first())) + " And: " + others.apply(step(e.second()));
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
}
