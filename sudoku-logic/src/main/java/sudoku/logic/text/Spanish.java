package sudoku.logic.text;

import sudoku.logic.Evidence;
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

    @Override
    protected Renderer of(Step other) {
        return new Spanish(n, other);
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

    @Override
    public String lockedCandidates(Evidence.LockedCandidates e) {
        return "En " + n.unit(e.unit()) + ", el " + n.digits(s.digits()) + " solo puede ir en " + n.cells(s.cells())
                + (s.cells().size() == 2 ? ", ambas en " : ", todas en ") + n.unit(e.target())
                + " (candidatos bloqueados), así que " + removed() + ".";
    }

    @Override
    public String subset(Evidence.Subset e) {
        String cells = n.cells(s.cells());
        String digits = n.digits(s.digits());
        String name = bySize("pareja", "trío", "cuarteto");
        return switch (e.kind()) {
            case NAKED -> "Entre " + cells + " solo hay los candidatos " + digits + " (" + name
                    + (name.equals("pareja") ? " desnuda" : " desnudo") + "), así que esos números se eliminan del resto de "
                    + n.unit(e.units().get(0)) + ": " + eliminations() + ".";
            case HIDDEN -> "En " + n.unit(e.units().get(0)) + ", los números " + digits + " solo caben en " + cells + " ("
                    + name + (name.equals("pareja") ? " oculta" : " oculto")
                    + "), así que esas celdas no pueden tener otro candidato: " + removed() + ".";
            case LOCKED -> "Entre " + cells + " solo hay los candidatos " + digits + " y esas celdas comparten "
                    + n.unit(e.units().get(0)) + " y " + n.unit(e.units().get(1)) + " (" + name
                    + (name.equals("pareja") ? " bloqueada" : " bloqueado")
                    + "), así que esos números se eliminan del resto de ambas: " + eliminations() + ".";
        };
    }

    @Override
    public String direct(Evidence.Direct e) {
        return withoutStop(say(e.base())) + "; entonces, en " + n.unit(e.unit()) + ", el " + placedDigit()
                + " solo cabe en " + placedCell() + ".";
    }

    @Override
    public String fish(Evidence.Fish e) {
        String d = n.digits(s.digits());
        String text = "En " + n.units(e.base()) + ", el " + d + " solo cabe en " + n.units(e.cover()) + " ("
                + n.messages().technique(s.technique()) + ")";
        if (s.secondary().isEmpty()) {
            return text + ", así que el " + d + " se elimina del resto de esas líneas: " + eliminations() + ".";
        }
        return text + ", salvo " + fins() + " en " + n.unit(e.finBox()) + "; o el pez se cumple o una aleta es el " + d
                + ", y en ambos casos el " + d + " sale de las celdas de esas líneas dentro de esa caja: "
                + eliminations() + ".";
    }

    @Override
    public String generalFish(Evidence.GeneralFish e) {
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

    /** {@code se elimina 5 de A1} or {@code se eliminan 5 de A1 y A2}: what the step removes, as a clause. */
    private String removed() {
        return (s.eliminations().size() > 1 ? "se eliminan " : "se elimina ") + eliminations();
    }

    /** {@code la aleta A1} or {@code las aletas A1 y A2}: the step's secondary cells. */
    private String fins() {
        return (s.secondary().size() > 1 ? "las aletas " : "la aleta ") + n.cells(s.secondary());
    }

    @Override
    public String siameseFish(Evidence.SiameseFish e) {
        return "Dos peces sobre la misma base. Primero: " + say(e.first()) + " Segundo: " + say(e.second());
    }

    @Override
    public String template(Evidence.Template e) {
        String d = n.digits(s.digits());
        boolean one = e.fitting() == 1;
        String text = "De las 46 656 formas de poner el " + d + " una vez en cada fila, columna y caja (plantillas), "
                + e.fitting() + (one ? " encaja" : " encajan") + " con los " + d + " colocados y los candidatos y "
                + (one ? "evita" : "evitan") + " las celdas que ocupan todas las plantillas de otro número; ";
        if (!s.placements().isEmpty()) {
            return text + (one ? "pone" : "todas ponen") + " el " + d + " en " + n.cells(s.cells())
                    + ", así que se coloca " + placements() + ".";
        }
        return text + "ninguna pone el " + d + " en " + n.cells(s.cells()) + ", así que " + removed() + ".";
    }
    @Override
    public String cageCombinations(Evidence.CageCombinations e) {
        Evidence.KillerSum k = e.sum();
        if (k.empty().size() == 1) {
            return capitalised(named(k) + (k.kind() == Evidence.SumKind.CAGE && k.placed().isEmpty()
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
        for (Evidence.Needed x : e.needed()) {
            int holders = x.holders().size();
            boolean one = Integer.bitCount(x.digits()) == 1;
            r.append("; toda combinación necesita ").append(one ? "el " : "los ").append(n.digits(x.digits()))
                    .append(", que solo puede").append(one ? "" : "n").append(" ir en ")
                    .append(n.or(x.holders().stream().map(n::cell).toList()))
                    .append(", así que se elimina").append(one ? "" : "n").append(" de las celdas que ven ")
                    .append(holders == 1 ? "esa celda" : holders == 2 ? "ambas" : "todas ellas")
                    .append(": ").append(n.eliminations(x.removed()));
        }
        return capitalised(r.toString()) + ".";
    }

    /** How a sum is known: {@code la jaula A1 y A2 (10)}, or the rule of 45's reckoning. */
    private String named(Evidence.KillerSum k) {
        String named;
        if (k.kind() == Evidence.SumKind.CAGE) {
            named = cage(k);
        } else {
            String group = n.units(k.units());
            boolean many = k.units().size() > 1;
            boolean one = k.cells().size() == 1;
            String which = k.kind() == Evidence.SumKind.INNIES ? "interior" : "exterior";
            named = (k.kind() == Evidence.SumKind.INNIES
                    ? group + (many ? " suman " : " suma ") + k.total() + " y las jaulas que quedan enteras dentro suman "
                    : "las celdas interiores de " + group + " suman " + k.total() + " y las jaulas que sobresalen de "
                            + (many ? "ellas" : "ella") + " suman ")
                    + k.known() + " (regla del 45), así que " + (one ? "la celda " + which + " " : "las celdas "
                    + which + "es ") + n.cells(k.cells()) + (one ? " vale " : " suman ") + k.sum();
        }
        return k.placed().isEmpty() ? named : named + "; sin " + (Integer.bitCount(k.placedDigits()) == 1 ? "el " : "los ")
                + n.digits(k.placedDigits()) + " ya puesto" + (Integer.bitCount(k.placedDigits()) == 1 ? "" : "s")
                + " en " + n.cells(k.placed()) + ", quedan " + k.left() + " para " + n.cells(k.empty());
    }

    private String cage(Evidence.KillerSum k) {
        return "la jaula " + n.cells(k.cells()) + " (" + k.sum() + ")";
    }

    /** A sum in short: {@code la jaula A1 y A2 (11)}, {@code las celdas interiores B1 y B4 de la fila B (4)}. */
    private String label(Evidence.KillerSum k) {
        if (k.kind() == Evidence.SumKind.CAGE) {
            return cage(k) + (k.placed().isEmpty() ? "" : ", cuyas celdas vacías " + n.cells(k.empty()) + " suman "
                    + k.left() + ",");
        }
        return "las celdas " + (k.kind() == Evidence.SumKind.INNIES ? "interiores " : "exteriores ") + n.cells(k.empty())
                + " de " + n.units(k.units()) + " (" + k.left() + ")";
    }

    @Override
    public String cageClash(Evidence.CageClash e) {
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

    private String ruledOut(Evidence.KillerSum k, java.util.List<Integer> out, String self, String other) {
        return n.and(combinations(k, out, " con un número repetido", " con repeticiones")) + " en " + self
                + (out.size() == 1 ? " deja a " : " dejan a ") + other + " sin ninguna combinación";
    }
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
    // ---- end of part B

    // ---- part C: uniqueness and BUG
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
