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
 * Says in English the steps of chains (X-chains, AICs, nice loops) and forcing chains, nested ones
 * with their inner chains line by line; the other families are in {@link English} and its siblings
 * ({@link Language}).
 */
final class EnglishChains extends Renderer implements Families.Chains {
    EnglishChains(Names n, Step s) {
        super(n, s);
    }

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
}
