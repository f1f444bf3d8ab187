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
 * Says a step in Spanish, with the community's Spanish terms (fila, columna, caja; pez espada,
 * medusa, ala XY), carrying everything the English sentence says.
 */
final class Spanish extends Renderer {
    Spanish(Names n, Step s) {
        super(n, s);
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(Evidence.FullHouse e) {
        return placedCell() + " es la última celda vacía de " + n.unit(e.unit()) + ", así que es " + placedDigit() + ".";
    }

    @Override
    public String hiddenSingle(Evidence.HiddenSingle e) {
        return "En " + n.unit(e.unit()) + ", el " + placedDigit() + " solo cabe en " + placedCell() + ".";
    }

    @Override
    public String nakedSingle(Evidence.NakedSingle e) {
        return "A " + placedCell() + " solo le queda un candidato, el " + placedDigit()
                + ": los demás ya están en su fila, su columna o su caja.";
    }

    @Override
    public String guess(Evidence.Guess e) {
        return "Ya no se aplica ninguna técnica; se prueba el " + placedDigit() + " en " + placedCell()
                + " (una celda con menos candidatos, " + n.digits(e.candidates()) + "; el " + placedDigit()
                + " es el valor de la solución) y se sigue.";
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
        };
    }

    @Override
    public String verity(Evidence.Verity e) {
        StringBuilder sb = new StringBuilder(premise(e.premise())).append(". ");
        for (int i = 0; i < e.assumptions().size(); i++) {
            Candidate a = e.assumptions().get(i);
            sb.append(i == 0 ? "Si " : "si ").append(is(a)).append(", entonces ")
                    .append(sequence(a, ChainParts.branch(s, i), e.rules())).append("; ");
        }
        return sb.append("en cualquier caso, ").append(e.placed() ? is(e.shown()) : isNot(e.shown())).append(". Así que ")
                .append(ChainParts.effect(n, s, this::is, "hay que eliminar " + eliminations()))
                .append(". Cadenas: ").append(ChainParts.perAssumption(n, s, e.assumptions()))
                .append('.').toString();
    }

    @Override
    public String contradiction(Evidence.Contradiction e) {
        Candidate w = e.assumption();
        boolean placed = e.assumedFalse();
        return "Si " + (placed ? isNot(w) : is(w)) + ", entonces "
                + (placed && s.links().isEmpty() ? "" : sequence(w, s.links(), e.rules()) + ", y ")
                + clash(e.clash()) + ". Así que " + (placed ? is(w) : isNot(w)) + "."
                + (s.links().isEmpty() ? "" : " Cadenas: " + ChainParts.byBranch(n, s.links()) + ".");
    }

    @Override
    public String nestedContradiction(Evidence.NestedContradiction e) {
        List<String> shown = new ArrayList<>();
        e.removed().forEach(r -> shown.add(isNot(r)));
        List<Link> last = ChainParts.finalChains(s, e);
        return "Si " + is(e.assumption()) + ", entonces los únicos y los candidatos bloqueados, con "
                + INNER.get(e.inner()) + " dentro de esa suposición (" + n.and(shown)
                + "), llevan a una contradicción: " + clash(e.clash()) + ". Así que " + isNot(e.assumption()) + "."
                + (last.isEmpty() ? "" : " Cadenas finales: " + ChainParts.byBranch(n, last) + ".");
    }

    @Override
    public String kraken(Evidence.Kraken e) {
        Evidence.FinnedFish f = e.fish();
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
    private static final Map<Evidence.Inner, String> INNER = Map.of(
            Evidence.Inner.FORCING_CHAINS, "cadenas forzadas",
            Evidence.Inner.MULTIPLE_FORCING_CHAINS, "cadenas forzadas múltiples",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS, "cadenas forzadas dinámicas",
            Evidence.Inner.DYNAMIC_FORCING_CHAINS_PLUS, "cadenas forzadas dinámicas con candidatos bloqueados");

    /** "Si A1 no es 5, entonces A7 es 5, así que C9 no es 5, ...". */
    private String walk(List<Evidence.ChainNode> w) {
        StringBuilder sb = new StringBuilder("Si ").append(off(w.get(0)));
        for (int i = 1; i < w.size(); i++) {
            Evidence.ChainNode v = w.get(i);
            sb.append(i == 1 ? ", entonces " : ", así que ");
            if (v.via() == Evidence.Via.LOCKED_SET) {
                sb.append("sin el ").append(n.digit(w.get(i - 1).digit())).append(", el conjunto casi bloqueado ")
                        .append(set(v.set())).append(" queda bloqueado, así que ");
            } else if (v.via() == Evidence.Via.SET_KEEPS) {
                sb.append("el conjunto casi bloqueado ").append(set(v.set())).append(" conserva el ")
                        .append(n.digit(v.digit())).append(" (si no, quedaría bloqueado y ").append(on(w.get(i - 1)))
                        .append("), así que ");
            }
            sb.append(i % 2 == 1 ? on(v) : off(v));
        }
        return sb.toString();
    }

    /** "A1 es 5", o "el 5 está en A1 o A2" para un grupo. */
    private String on(Evidence.ChainNode v) {
        return v.cells().size() == 1 ? n.cell(v.cells().get(0)) + " es " + n.digit(v.digit())
                : "el " + n.digit(v.digit()) + " está en " + n.or(ChainParts.names(n, v.cells()));
    }

    /** "A1 no es 5", o "el 5 no está ni en A1 ni en A2". */
    private String off(Evidence.ChainNode v) {
        if (v.cells().size() == 1) {
            return n.cell(v.cells().get(0)) + " no es " + n.digit(v.digit());
        }
        return "el " + n.digit(v.digit()) + " no está ni en " + String.join(" ni en ", ChainParts.names(n, v.cells()));
    }

    /** "B3, B4 y B7 (1, 4, 6 y 8)". */
    private String set(Evidence.AlmostLockedSet a) {
        return n.cells(a.cells()) + " (" + n.digits(a.digits()) + ")";
    }

    /** "por únicos y candidatos bloqueados, B2 es 4, C7 es 1 y D5 es 3", o "sus vecinas pierden el 5". */
    private String sequence(Candidate a, List<Link> chain, Evidence.Propagated rules) {
        return ChainParts.sequence(n, chain, this::is, switch (rules) {
            case LINKS -> "por celdas bivalor y pares conjugados, ";
            case ONE_DIGIT -> "por únicos ocultos del " + n.digit(a.digit()) + ", ";
            case SINGLES -> "por únicos, ";
            case LOCKED -> "por únicos y candidatos bloqueados, ";
        }, "las celdas que ve pierden el " + n.digit(a.digit()));
    }

    /** "D5 se quedaría sin candidatos", y las otras formas de una contradicción. */
    private String clash(Evidence.Clash c) {
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
    private String premise(Evidence.Premise p) {
        if (p instanceof Evidence.CellHolds c) {
            return n.cell(c.cell()) + " es " + n.digitsOr(c.digits());
        }
        if (p instanceof Evidence.UnitHolds u) {
            return "En " + n.unit(u.unit()) + ", el " + n.digit(u.digit()) + " va en "
                    + n.or(ChainParts.names(n, u.cells()));
        }
        Evidence.FinOrLine f = (Evidence.FinOrLine) p;
        String d = n.digit(f.fish().digit());
        return fish(f.fish()) + ". Así que una aleta es " + d + ", o " + n.unit(f.line()) + " tiene su " + d + " en "
                + n.or(ChainParts.names(n, f.cells()));
    }

    /** "En las filas A y C, el 4 solo está en las columnas 2 y 5, aparte de la aleta F7". */
    private String fish(Evidence.FinnedFish f) {
        return "En " + n.units(f.base()) + ", el " + n.digit(f.digit()) + " solo está en " + n.units(f.cover())
                + ", aparte de " + (f.fins().size() > 1 ? "las aletas " : "la aleta ") + n.cells(f.fins());
    }

    private String is(Candidate c) {
        return n.cell(c.cell()) + " es " + n.digit(c.digit());
    }

    private String isNot(Candidate c) {
        return n.cell(c.cell()) + " no es " + n.digit(c.digit());
    }
    // ---- end of part E
}
