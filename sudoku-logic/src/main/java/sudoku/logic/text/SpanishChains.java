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
 * Says in Spanish the steps of chains (X-chains, AICs, nice loops) and forcing chains, nested ones
 * with their inner chains line by line; the other families are in {@link Spanish} and its siblings
 * ({@link Language}).
 */
final class SpanishChains extends Renderer implements Families.Chains {
    SpanishChains(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String chain(ChainEvidence.Chain e) {
        List<ChainEvidence.ChainNode> w = e.walk();
        String first = on(w.get(0));
        String last = on(w.get(w.size() - 1));
        String chain = ". Cadena: " + eureka(s.links()) + ".";
        String placed = s.placements().isEmpty() ? ""
                : ". La suposición se contradice a sí misma, así que " + placedCell() + " es " + placedDigit();
        return switch (e.end()) {
            case EITHER_END -> walk(w) + (first.equals(last) ? ". La suposición se contradice a sí misma, así que " + first
                    : ". Así que " + first + " o " + last) + ", lo que elimina " + eliminations() + chain;
            case PLACEMENT -> walk(w) + placed + chain;
            case PLACEMENT_BY_SET -> walk(w) + ", así que, sin el " + n.digit(w.get(w.size() - 1).digit())
                    + ", el conjunto casi bloqueado " + set(e.lockedSet()) + " queda bloqueado, lo que elimina "
                    + n.eliminations(e.setRemoves()) + placed + chain;
            case LOOP -> walk(w) + "; y como «" + last + "» y «" + first + "» se excluyen, la cadena se cierra en un "
                    + "bucle en el que exactamente un extremo de cada enlace es cierto, lo que elimina " + eliminations() + ".";
            case REMOVAL -> "Si " + is(s.eliminations().get(0)) + ", entonces " + off(w.get(0)) + ". " + walk(w)
                    + ", así que " + isNot(s.eliminations().get(0)) + ". La suposición se contradice a sí misma, lo que "
                    + "elimina " + eliminations() + chain;
            case ONE_OF_TWO -> walk(w) + ". Así que " + n.cell(w.get(0).cells().get(0)) + " es " + n.digit(w.get(0).digit())
                    + " o " + n.digit(w.get(w.size() - 1).digit()) + ", lo que elimina " + eliminations() + chain;
        };
    }

    @Override
    public String verity(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            boolean off = ChainParts.assumedOff(e, i);
            sb.append(i == 0 ? "Si " : "si ").append(off ? isNot(a) : is(a)).append(", entonces ")
                    .append(sequence(a, ChainParts.branch(s, i), e.rules(), off)).append("; ");
        }
        return sb.append("en cualquier caso, ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". Así que ")
                .append(ChainParts.effect(n, s, this::is, "hay que eliminar " + eliminations()))
                .append(". Cadenas: ").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append('.').append(furtherConclusions(e)).toString();
    }

    /**
     * Every other conclusion of a verity with its chains, one per assumption ("En cualquier caso,
     * F2 no es 7: ..."), then what each placement removes itself.
     */
    private String furtherConclusions(ForcingEvidence.Verity e) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k < e.traced().size(); k++) {
            Candidate c = e.traced().get(k);
            sb.append(" En cualquier caso, ").append(s.placements().contains(c) ? is(c) : isNot(c)).append(": ")
                    .append(ChainParts.perAssumption(n, s, e.assumptions(), k)).append('.');
        }
        ChainParts.byPlacement(n, s, e).forEach((p, cells) -> sb.append(once(p, cells)));
        return sb.toString();
    }

    @Override
    public String contradiction(ForcingEvidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        return "Si " + (placed ? isNot(w) : is(w)) + ", entonces "
                + (placed && s.links().isEmpty() ? "" : sequence(w, s.links(), e.rules()) + ", y ")
                + clash(e.clash()) + ". Así que " + (placed ? is(w) : isNot(w)) + "."
                + (s.links().isEmpty() ? "" : " Cadenas: " + ChainParts.byBranch(n, s.links()) + ".");
    }

    @Override
    public String nestedContradiction(ForcingEvidence.NestedContradiction e) {
        return String.join("", ChainParts.nested(this, n, s, e));
    }

    @Override
    public String nestedMain(ForcingEvidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        return "Si " + is(e.assumption()) + ", entonces los únicos y los candidatos bloqueados, con "
                + INNER.get(e.inner()) + " dentro de esa suposición (" + n.and(shown)
                + "), llevan a una contradicción: " + clash(e.clash()) + ". Así que " + isNot(e.assumption()) + ".";
    }

    @Override
    public String innerChain(ChainParts.Inner i) {
        return " Cadena interior (ronda " + i.round() + "), " + isNot(i.removed()) + (i.premises().isEmpty()
                ? ", porque se contradice" + (i.clash() == null ? "" : " (" + clash(i.clash()) + ")") + ": "
                : ", porque " + n.or(i.premises().stream().map(this::is).toList()) + " y cada caso lo elimina: ")
                + i.chains() + ".";
    }

    @Override
    public String finalChains(String chains) {
        return " Cadenas finales: " + chains + ".";
    }

    @Override
    public String nestedVerity(ForcingEvidence.NestedVerity e) {
        return ChainParts.joined(ChainParts.nestedVerity(this, n, s, e));
    }

    @Override
    public String assuming(Candidate a, boolean off) {
        return " Suponiendo que " + (off ? isNot(a) : is(a)) + ":";
    }

    @Override
    public String reached(Candidate x, boolean placed, int round, String chains) {
        return " Cadenas hasta que " + (placed ? is(x) : isNot(x)) + (round == 0 ? "" : " tras la ronda " + round) + ": "
                + chains + ".";
    }

    @Override
    public String removedInside(Candidate x, int round) {
        return " " + isNot(x) + " por la cadena interior de la ronda " + round + ".";
    }

    @Override
    public String once(Candidate p, List<Integer> cells) {
        return " Como " + is(p) + ", " + n.cells(cells) + (cells.size() > 1 ? ", que la ven, pierden el " : ", que la ve, pierde el ")
                + n.digit(p.digit()) + ".";
    }

    @Override
    public String nestedVerityMain(ForcingEvidence.NestedVerity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            List<String> shown = new ArrayList<>();
            e.removed().get(i).forEach(r -> shown.add(isNot(r)));
            Candidate a = e.assumptions().get(i);
            sb.append(i == 0 ? "Si " : "si ").append(ChainParts.assumedOff(e, i) ? isNot(a) : is(a))
                    .append(", entonces los únicos y los candidatos bloqueados, con ").append(INNER.get(e.inner()))
                    .append(" dentro de esa suposición").append(shown.isEmpty() ? "" : " (" + n.and(shown) + ")")
                    .append(", llevan a que ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append("; ");
        }
        return sb.append("en cualquier caso, ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". Así que ")
                .append(ChainParts.effect(n, s, this::is, "hay que eliminar " + eliminations())).append('.').toString();
    }

    @Override
    public String kraken(ForcingEvidence.Kraken e) {
        Premise.FinnedFish f = e.fish();
        String d = n.digit(f.digit());
        StringBuilder sb = new StringBuilder(fish(f)).append(". O ninguna aleta es ").append(d)
                .append(" y el pez elimina el ").append(d).append(" del resto de esas líneas, o una aleta es ")
                .append(d).append(": ");
        for (int i = 0; i < f.fins().size(); i++) {
            Candidate a = new Candidate(f.fins().get(i), f.digit());
            sb.append(i == 0 ? "si " : "; si ").append(is(a));
            if (e.seeing().contains(a.cell())) {
                sb.append(", ve a ").append(n.cell(e.shown().cell()));
            } else {
                sb.append(", entonces ").append(sequence(a, ChainParts.branch(s, i), e.rules())).append(", así que ")
                        .append(isNot(e.shown()));
            }
        }
        return sb.append(". En cualquier caso, ").append(isNot(e.shown())).append(". Así que hay que eliminar ")
                .append(eliminations()).append(". Cadenas: ")
                .append(ChainParts.perAssumption(n, s, ChainParts.fins(f))).append('.').toString();
    }

    /** What the forcing chains inside an assumption may be, by level. */
    private static final Map<ForcingEvidence.Inner, String> INNER = Map.of(
            ForcingEvidence.Inner.FORCING_CHAINS, "cadenas forzadas",
            ForcingEvidence.Inner.MULTIPLE_FORCING_CHAINS, "cadenas forzadas múltiples",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS, "cadenas forzadas dinámicas",
            ForcingEvidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "cadenas forzadas dinámicas con candidatos bloqueados");

    /** "Si A1 no es 5, entonces A7 es 5, así que C9 no es 5, ...". */
    private String walk(List<ChainEvidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("Si ").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            ChainEvidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? ", entonces " : ", así que ");
            if (v.via() == ChainEvidence.Via.LOCKED_SET) {
                sb.append("sin el ").append(n.digit(w.get(i - 1).digit())).append(", el conjunto casi bloqueado ")
                        .append(set(v.set())).append(" queda bloqueado, así que ");
            } else if (v.via() == ChainEvidence.Via.SET_KEEPS) {
                sb.append("el conjunto casi bloqueado ").append(set(v.set())).append(" conserva el ")
                        .append(n.digit(v.digit())).append(" (si no, quedaría bloqueado y ").append(wouldBe(w.get(i - 1)))
                        .append("), así que ");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1 es 5", o "el 5 está en A1 o A2" para un grupo. */
    private String on(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + " es " + n.digit(v.digit())
                : "el " + n.digit(v.digit()) + " está en " + n.or(ChainParts.names(n, v.cells())) + where(v);
    }

    /** "A1 sería 5", o "el 5 estaría en A1 o A2" para un grupo: lo que pasaría si el conjunto quedara bloqueado. */
    private String wouldBe(ChainEvidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + " sería " + n.digit(v.digit())
                : "el " + n.digit(v.digit()) + " estaría en " + n.or(ChainParts.names(n, v.cells())) + where(v);
    }

    /** " (en la fila D y la ventana 1)" tras un grupo que solo forma una unidad de la variante; si no, nada. */
    private String where(ChainEvidence.ChainNode v) {
        List<String> units = variantGroupUnits(v.cells());
        return units.isEmpty() ? "" : " (en " + n.and(units) + ")";
    }

    /** "A1 no es 5", o "el 5 no está ni en A1 ni en A2". */
    private String off(ChainEvidence.ChainNode v) {
        if (v.cells().size() == 1) {
            return n.cell(v.cells().get(0)) + " no es " + n.digit(v.digit());
        }
        return "el " + n.digit(v.digit()) + " no está ni en " + String.join(" ni en ", ChainParts.names(n, v.cells()))
                + where(v);
    }

    /** "B3, B4 y B7 (1, 4, 6 y 8)". */
    private String set(ChainEvidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + " (" + n.digits(a.digits()) + ")";
    }

    /** "por únicos y candidatos bloqueados, B2 es 4, C7 es 1 y D5 es 3", o "sus vecinas pierden el 5". */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules) {
        return sequence(a, chain, rules, false);
    }

    /** Como {@link #sequence(Candidate, List, ForcingEvidence.Propagated)}; desde {@code a} falso ({@code off}), "no se coloca nada" si no coloca nada. */
    private String sequence(Candidate a, List<Link> chain, ForcingEvidence.Propagated rules, boolean off) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "por celdas bivalor y pares conjugados, ";
            case ONE_DIGIT -> "por únicos ocultos del " + n.digit(a.digit()) + ", ";
            case SINGLES -> "por únicos, ";
            case LOCKED -> "por únicos y candidatos bloqueados, ";
        }, off ? "no se coloca nada, pero siguen candidatos bloqueados" : "las celdas que ve pierden el " + n.digit(a.digit()));
    }

    /** "D5 se quedaría sin candidatos", y las otras formas de una contradicción. */
    private String clash(ForcingEvidence.Clash c) {
        return switch (c.kind()) {
            case NO_PLACE -> "el " + n.digit(c.digit()) + " no tendría sitio en " + n.unit(c.unit());
            case TWO_DIGITS -> n.cell(c.cell()) + " tendría que ser a la vez " + n.digit(c.digit()) + " y "
                    + n.digit(c.other());
            case PEER_HOLDS -> n.cell(c.cell()) + " tendría que ser " + n.digit(c.digit())
                    + ", que ya está en una celda que ve";
            case NO_CANDIDATE -> n.cell(c.cell()) + " se quedaría sin candidatos";
        };
    }

    /** "A1 es 3, 5 u 8": una de las suposiciones es cierta. */
    private String premise(Premise p) {
        if (p instanceof Premise.CellHolds c) {
            return n.cell(c.cell()) + " es " + n.digitsOr(c.digits());
        }
        if (p instanceof Premise.OnOrOff o) {
            return is(o.candidate()) + " o no lo es";
        }
        if (p instanceof Premise.UnitHolds u) {
            return "En " + n.unit(u.unit()) + ", el " + n.digit(u.digit()) + " va en "
                    + n.or(ChainParts.names(n, u.cells()));
        }
        Premise.FinOrLine f = (Premise.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + ". Así que una aleta es " + d + ", o " + n.unit(f.line()) + " tiene su " + d + " en "
                + n.or(ChainParts.names(n, f.cells()));
    }

    /** "En las filas A y C, el 4 solo está en las columnas 2 y 5, aparte de la aleta F7". */
    private String fish(Premise.FinnedFish f) {
        return "En " + n.units(f.base()) + ", el " + n.digit(f.digit()) + " solo está en " + n.units(f.cover())
                + ", aparte de " + (f.fins().size() > 1 ? "las aletas " : "la aleta ") + n.cells(f.fins());
    }

    private String is(Candidate c) {
        return n.cell(c.cell()) + " es " + n.digit(c.digit());
    }

    private String isNot(Candidate c) {
        return n.cell(c.cell()) + " no es " + n.digit(c.digit());
    }
}
