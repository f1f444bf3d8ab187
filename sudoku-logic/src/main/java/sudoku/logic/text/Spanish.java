package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import sudoku.logic.Candidate;
import sudoku.logic.FishEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.Names;

/**
 * Says in Spanish the steps of singles, locked candidates, subsets, fish and killer cages;
 * SpanishPatterns, SpanishSets and SpanishChains say the other families. The sentences use the
 * community's Spanish terms (fila, columna, caja; pez espada, medusa, ala XY) and carry everything
 * the English sentence says.
 */
final class Spanish extends Renderer implements Families.Basics {
    /** Says another step (a part of this one) in the same language and notation. */
    private final Function<Step, String> others;

    Spanish(Names n, Step s, Function<Step, String> others) {
        super(n, s);
        this.others = others;
    }

    // ---- singles and the solver's own steps

    @Override
    public String fullHouse(SingleEvidence.FullHouse e) {
        return placedCell() + " es la última celda vacía de " + n.unit(e.unit()) + ", así que es " + placedDigit() + ".";
    }

    @Override
    public String hiddenSingle(SingleEvidence.HiddenSingle e) {
        return "En " + n.unit(e.unit()) + ", el " + placedDigit() + " solo cabe en " + placedCell() + ".";
    }

    @Override
    public String nakedSingle(SingleEvidence.NakedSingle e) {
        List<String> kinds = new java.util.ArrayList<>();
        placedCellKinds().forEach(k -> kinds.add("su " + k));
        String where = n.or(kinds);
        int seen = placedCellSeen(e);
        String start = "A " + placedCell() + " solo le queda un candidato, el " + placedDigit() + ": ";
        if (e.removed() == 0) {
            return start + "los demás ya están en " + where + ".";
        }
        return start + (seen == 0 ? "" : n.digits(seen) + " ya " + (Integer.bitCount(seen) == 1 ? "está" : "están")
                + " en " + where + ", y ") + n.digits(e.removed()) + " se "
                + (Integer.bitCount(e.removed()) == 1 ? "eliminó" : "eliminaron") + " antes.";
    }

    @Override
    public String guess(SingleEvidence.Guess e) {
        return "Ya no se aplica ninguna técnica; se prueba el " + placedDigit() + " en " + placedCell()
                + " (una de las celdas con menos candidatos: " + n.digits(e.candidates()) + "; el " + placedDigit()
                + " es el valor de la solución) y se sigue.";
    }

    // ---- direct steps, locked candidates, subsets, fish, cages

    @Override
    public String lockedCandidates(SubsetEvidence.LockedCandidates e) {
        return "En " + n.unit(e.unit()) + ", el " + n.digits(s.digits()) + " solo puede ir en " + n.cells(s.cells())
                + (s.cells().size() == 2 ? ", ambas en " : ", todas en ") + n.unit(e.target())
                + " (candidatos bloqueados), así que " + removed(n, s) + ".";
    }

    @Override
    public String subset(SubsetEvidence.Subset e) {
        String cells = n.cells(s.cells());
        String digits = n.digits(s.digits());
        String name = bySize("par", "trío", "cuarteto");
        return switch (e.kind()) {
            case NAKED -> "Entre " + cells + " solo hay los candidatos " + digits + " (" + name
                    + " desnudo), así que esos números se eliminan del resto de "
                    + n.unit(e.units().get(0)) + ": " + eliminations() + ".";
            case HIDDEN -> "En " + n.unit(e.units().get(0)) + ", los números " + digits + " solo caben en " + cells + " ("
                    + name + " oculto), así que esas celdas no pueden tener otro candidato: " + removed(n, s) + ".";
            case LOCKED -> "Entre " + cells + " solo hay los candidatos " + digits + " y esas celdas comparten "
                    + n.unit(e.units().get(0)) + " y " + n.unit(e.units().get(1)) + " (" + name
                    + " bloqueado), así que esos números se eliminan del resto de ambas: " + eliminations() + ".";
        };
    }

    @Override
    public String direct(SubsetEvidence.Direct e) {
        return withoutStop(others.apply(step(e.base()))) + "; entonces, en " + n.unit(e.unit()) + ", el " + placedDigit()
                + " solo cabe en " + placedCell() + ".";
    }

    @Override
    public String fish(FishEvidence.Fish e) {
        String d = n.digits(s.digits());
        String text = "En " + n.units(e.base()) + ", el " + d + " solo cabe en " + n.units(e.cover()) + " ("
                + n.messages().technique(s.technique()) + ")";
        if (s.secondary().isEmpty()) {
            return text + ", así que el " + d + " se elimina del resto de " + n.units(e.cover()) + ": " + eliminations()
                    + ".";
        }
        return text + ", salvo " + fins() + " en " + n.unit(e.finBox()) + "; o el pez se cumple o una aleta es el " + d
                + ", y en ambos casos el " + d + " sale de las celdas de " + n.units(e.cover()) + " dentro de "
                + n.unit(e.finBox()) + ": " + eliminations() + ".";
    }

    @Override
    public String generalFish(FishEvidence.GeneralFish e) {
        String d = n.digits(s.digits());
        java.util.List<Integer> endo = e.endoFins();
        String shared = endo.isEmpty() ? "ninguna posición del " + d
                : (endo.size() > 1 ? "solo las posiciones " : "solo la posición ") + n.cells(endo) + " del " + d
                + (endo.size() > 1 ? " (aletas)" : " (una aleta)");
        String text = "En " + n.units(e.base()) + " (la base), que " + (endo.isEmpty() ? "no " : "") + "comparten " + shared + ", el " + d + " solo cabe en "
                + n.units(e.cover()) + " (la cobertura)";
        if (s.secondary().isEmpty()) {
            int size = e.base().size();
            return text + ", así que las " + size + " unidades de la cobertura reciben el " + d
                    + " de cada unidad de la base y el " + d + " se elimina del resto de ellas: " + eliminations() + ".";
        }
        return text + ", salvo " + fins() + "; o el pez se cumple o una aleta es el " + d + ", y en ambos casos el " + d
                + " sale de las celdas de la cobertura que ven todas las aletas: " + eliminations() + ".";
    }

    /**
     * {@code se elimina 5 de A1 y A2} or {@code se eliminan 3 y 5 de A1}: what the step removes, as a
     * clause; the verb agrees with the digits removed, not the cells ("se eliminan 6 de C4 y E4" read
     * as "six are removed").
     */
    static String removed(Names n, Step s) {
        long digits = s.eliminations().stream().mapToInt(Candidate::digit).distinct().count();
        return (digits > 1 ? "se eliminan " : "se elimina ") + n.eliminations(s.eliminations());
    }

    /** Items joined with commas and a final "ni", after a negation: {@code 3 en E1 ni 7 en E3}. */
    static String nor(java.util.List<String> items) {
        int last = items.size() - 1;
        return last == 0 ? items.get(0) : String.join(", ", items.subList(0, last)) + " ni " + items.get(last);
    }

    /** {@code la aleta A1} or {@code las aletas A1 y A2}: the step's secondary cells. */
    private String fins() {
        return (s.secondary().size() > 1 ? "las aletas " : "la aleta ") + n.cells(s.secondary());
    }

    @Override
    public String siameseFish(FishEvidence.SiameseFish e) {
        return "Dos peces sobre la misma base. Primero: " + others.apply(step(e.first())) + " Segundo: " + others.apply(step(e.second()));
    }

    @Override
    public String cageCombinations(KillerEvidence.CageCombinations e) {
        KillerEvidence.KillerSum k = e.sum();
        if (k.empty().size() == 1) {
            return capitalised(named(k) + (k.kind() == KillerEvidence.SumKind.CAGE && k.placed().isEmpty()
                    ? ", y como solo le queda una celda vacía, " + n.cell(k.empty().get(0)) + ", esta es el " + placedDigit()
                    : "")) + ".";
        }
        StringBuilder r = new StringBuilder(named(k));
        if (e.combinations().size() > 6) {
            r.append(": hay ").append(e.combinations().size()).append(" combinaciones, que solo usan los números ")
                    .append(n.digits(union(e.combinations())));
        } else {
            java.util.List<String> said = new java.util.ArrayList<>(combinations(k, e.combinations(),
                    " con un número repetido", " con repeticiones"));
            said.sort(null);
            r.append(said.size() == 1 ? ": la única combinación posible es " : ": las combinaciones posibles son solo ")
                    .append(n.or(said));
        }
        if (!e.ruledOut().isEmpty()) {
            r.append("; eso elimina ").append(n.eliminations(e.ruledOut()));
        }
        for (KillerEvidence.Needed x : e.needed()) {
            int holders = x.holders().size();
            boolean one = Integer.bitCount(x.digits()) == 1;
            r.append("; toda combinación necesita ").append(n.and(java.util.Arrays.stream(
                            sudoku.core.bits.DigitSet.digits(x.digits())).mapToObj(d -> "el " + n.digit(d)).toList()))
                    .append(", que solo puede").append(one ? "" : "n").append(" ir en ")
                    .append(n.or(x.holders().stream().map(n::cell).toList()))
                    .append(", así que se elimina").append(one ? "" : "n").append(" de las celdas que ven ")
                    .append(holders == 1 ? "esa celda" : holders == 2 ? "ambas" : "todas ellas")
                    .append(": ").append(n.eliminations(x.removed()));
        }
        return capitalised(r.toString()) + ".";
    }

    /** How a sum is known: {@code la jaula A1 y A2 (10)}, or the rule of 45's reckoning. */
    private String named(KillerEvidence.KillerSum k) {
        String named;
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            named = cage(k);
        } else {
            String group = n.units(k.units());
            boolean many = k.units().size() > 1;
            boolean one = k.cells().size() == 1;
            String which = k.kind() == KillerEvidence.SumKind.INNIES ? "interior" : "exterior";
            named = (k.kind() == KillerEvidence.SumKind.INNIES
                    ? group + (many ? " suman " : " suma ") + k.total() + " y las jaulas que quedan enteras dentro suman "
                    : group + (many ? " suman " : " suma ") + unitsTotal(k) + " y las jaulas que quedan enteras dentro suman "
                            + (unitsTotal(k) - k.total()) + ", así que sus celdas interiores suman " + k.total()
                            + "; las jaulas que sobresalen de " + (many ? "ellas" : "ella") + " suman ")
                    + k.known() + " (regla del 45), así que " + (one ? "la celda " + which + " " : "las celdas "
                    + which + "es ") + n.cells(k.cells()) + (one ? " vale " : " suman ") + k.sum();
        }
        return k.placed().isEmpty() ? named : named + "; sin " + (Integer.bitCount(k.placedDigits()) == 1 ? "el " : "los ")
                + n.digits(k.placedDigits()) + " ya puesto" + (Integer.bitCount(k.placedDigits()) == 1 ? "" : "s")
                + " en " + n.cells(k.placed()) + ", quedan " + k.left() + " para " + n.cells(k.empty());
    }

    private String cage(KillerEvidence.KillerSum k) {
        return "la jaula " + n.cells(k.cells()) + " (" + k.sum() + ")";
    }

    /** A sum in short: {@code la jaula A1 y A2 (11)}, {@code las celdas interiores B1 y B4 de la fila B (4)}. */
    private String label(KillerEvidence.KillerSum k) {
        if (k.kind() == KillerEvidence.SumKind.CAGE) {
            return cage(k) + (k.placed().isEmpty() ? "" : ", cuyas celdas vacías " + n.cells(k.empty()) + " suman "
                    + k.left() + ",");
        }
        return "las celdas " + (k.kind() == KillerEvidence.SumKind.INNIES ? "interiores " : "exteriores ") + n.cells(k.empty())
                + " de " + n.units(k.units()) + " (" + k.left() + ")";
    }

    @Override
    public String cageClash(KillerEvidence.CageClash e) {
        StringBuilder text = new StringBuilder(capitalised(label(e.first()))).append(" y ").append(label(e.second()))
                .append(" se ven entre sí");
        if (!e.units().isEmpty()) {
            text.append(" en ").append(n.units(e.units()));
        }
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (!e.firstOut().isEmpty()) {
            parts.add(ruledOut(e.first(), e.firstOut(), "la primera", "la segunda"));
        }
        if (!e.secondOut().isEmpty()) {
            parts.add(ruledOut(e.second(), e.secondOut(), "la segunda", "la primera"));
        }
        return text.append(": ").append(String.join("; y ", parts))
                .append(", porque cada una necesitaría repetir uno de sus números en celdas que se ven; eso elimina ")
                .append(eliminations()).append('.').toString();
    }

    private String ruledOut(KillerEvidence.KillerSum k, java.util.List<Integer> out, String self, String other) {
        return n.and(combinations(k, out, " con un número repetido", " con repeticiones")) + " en " + self
                + (out.size() == 1 ? " deja a " : " dejan a ") + other + " sin ninguna combinación";
    }
}
