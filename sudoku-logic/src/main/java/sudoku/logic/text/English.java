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
    // ---- end of part D

    // ---- part E: chains and forcing chains
    @Override
    public String chain(Evidence.Chain e) {
        List<Evidence.ChainNode> w = e.walk();
        Evidence.ChainNode first = w.get(0);
        Evidence.ChainNode last = w.get(w.size() - 1);
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
        };
    }

    @Override
    public String verity(Evidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            sb.append(i == 0 ? "If " : "if ").append(is(a)).append(", then ")
                    .append(sequence(a, ChainParts.branch(s, i), e.rules())).append("; ");
        }
        return sb.append("either way ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". So ")
                .append(ChainParts.effect(n, s, this::is, "remove " + eliminations()))
                .append(". Chains: ").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append('.').toString();
    }

    @Override
    public String contradiction(Evidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        String sequence = sequence(w, s.links(), e.rules());
        return "If " + (placed ? isNot(w) : is(w)) + ", then " + (placed && s.links().isEmpty() ? "" : sequence + ", and ")
                + clash(e.clash()) + ". So " + (placed ? is(w) : isNot(w)) + "."
                + (s.links().isEmpty() ? "" : " Chains: " + ChainParts.byBranch(n, s.links()) + ".");
    }

    @Override
    public String nestedContradiction(Evidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        List<Link> last = ChainParts.finalChains(s, e);
        return "If " + is(e.assumption()) + ", then singles and locked candidates, with " + INNER.get(e.inner())
                + " inside that assumption (" + n.and(shown) + "), lead to a contradiction: " + clash(e.clash())
                + ". So " + isNot(e.assumption()) + "."
                + (last.isEmpty() ? "" : " Final chains: " + ChainParts.byBranch(n, last) + ".");
    }

    @Override
    public String kraken(Evidence.Kraken e) {
        Evidence.FinnedFish f = e.fish();
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
    private static final Map<Evidence.Inner, String> INNER = Map.of(
            Evidence.Inner.FORCING_CHAINS, "forcing chains",
            Evidence.Inner.MULTIPLE_FORCING_CHAINS, "multiple forcing chains",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS, "dynamic forcing chains",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "dynamic forcing chains with locked candidates");

    /** "If A1 is not 5, then A7 is 5, so C9 is not 5, ...", with the almost locked sets that force a node. */
    private String walk(List<Evidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("If ").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            Evidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? ", then " : ", so ");
            if (v.via() == Evidence.Via.LOCKED_SET) {
                sb.append("without ").append(n.digit(w.get(i - 1).digit())).append(", the almost locked set ")
                        .append(set(v.set())).append(" is locked, so ");
            } else if (v.via() == Evidence.Via.SET_KEEPS) {
                sb.append("the almost locked set ").append(set(v.set())).append(" keeps ").append(n.digit(v.digit()))
                        .append(" (else it is locked and ").append(on(w.get(i - 1))).append("), so ");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1 is 5", or "5 is in A1 or A2" for a group or a set's places. */
    private String on(Evidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + " is " + n.digit(v.digit())
                : n.digit(v.digit()) + " is in " + n.or(ChainParts.names(n, v.cells()));
    }

    /** "A1 is not 5", or "5 is in neither A1 nor A2". */
    private String off(Evidence.ChainNode v) {
        if (v.cells().size() == 1) {
            return n.cell(v.cells().get(0)) + " is not " + n.digit(v.digit());
        }
        List<String> names = ChainParts.names(n, v.cells());
        return n.digit(v.digit()) + " is in neither " + String.join(", ", names.subList(0, names.size() - 1))
                + " nor " + names.get(names.size() - 1);
    }

    /** "B3, B4 and B7 (1, 4, 6 and 8)". */
    private String set(Evidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + " (" + n.digits(a.digits()) + ")";
    }

    /**
     * "by singles and locked candidates B2 is 4, C7 is 1 and D5 is 3": every digit the chain from
     * {@code a} places, or "its peers lose 5" when it places none.
     */
    private String sequence(Candidate a, List<Link> chain, Evidence.Propagated rules) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "through bivalue cells and conjugate pairs ";
            case ONE_DIGIT -> "by hidden singles of " + n.digit(a.digit()) + " ";
            case SINGLES -> "by singles ";
            case LOCKED -> "by singles and locked candidates ";
        }, "its peers lose " + n.digit(a.digit()));
    }

    /** "D5 would have no candidate left", and the other ways an assumption breaks down. */
    private String clash(Evidence.Clash c) {
        return switch (c.kind()) {
            case NO_PLACE -> n.digit(c.digit()) + " would have no place left in " + n.unit(c.unit());
            case TWO_DIGITS -> n.cell(c.cell()) + " would have to hold both " + n.digit(c.digit()) + " and "
                    + n.digit(c.other());
            case PEER_HOLDS -> n.cell(c.cell()) + " would have to be " + n.digit(c.digit()) + ", which a peer already is";
            case NO_CANDIDATE -> n.cell(c.cell()) + " would have no candidate left";
        };
    }

    /** The set of assumptions of a verity: "A1 holds 3, 5 or 8". */
    private String premise(Evidence.Premise p) {
        if (p instanceof Evidence.CellHolds c) {
            return n.cell(c.cell()) + " holds " + n.digitsOr(c.digits());
        }
        if (p instanceof Evidence.UnitHolds u) {
            return "In " + n.unit(u.unit()) + ", " + n.digit(u.digit()) + " goes in " + n.or(ChainParts.names(n, u.cells()));
        }
        Evidence.FinOrLine f = (Evidence.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + ". So a fin is " + d + ", or " + n.unit(f.line()) + " takes its " + d + " in "
                + n.or(ChainParts.names(n, f.cells()));
    }

    /** "In rows A and C, 4 fits only in columns 2 and 5 apart from the fin F7". */
    private String fish(Evidence.FinnedFish f) {
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
