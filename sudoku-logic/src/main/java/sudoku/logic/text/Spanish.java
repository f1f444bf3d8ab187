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

    @Override
    public String alsXz(Evidence.AlsXz e) {
        boolean two = sudoku.core.bits.DigitSet.size(e.restricted()) == 2;
        return "A = " + group(e.a()) + " y B = " + group(e.b()) + " son conjuntos casi bloqueados; "
                + (two ? n.digits(e.restricted()) + " son comunes restringidos: cada uno está en uno solo de los dos,"
                + " así que ambos conjuntos quedan bloqueados"
                : "el " + n.digits(e.restricted()) + " es común restringido: está en uno solo de los dos, así que el"
                + " otro queda bloqueado y cada uno de los demás dígitos que comparten está en A o en B")
                + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String alsXyWing(Evidence.AlsXyWing e) {
        return "El pivote C = " + group(e.pivot()) + " comparte " + commons(e.x()) + " con A = " + group(e.a())
                + " y " + commons(e.y()) + " con B = " + group(e.b()) + "; C conserva uno de ellos, así que A o B"
                + " queda bloqueado y " + lying(e.z()) + " en A o en B, lo que elimina " + eliminations() + ".";
    }

    @Override
    public String alsXyChain(Evidence.AlsXyChain e) {
        int last = e.sets().size();
        String first = n.digit(e.commons().get(0));
        return "Los conjuntos casi bloqueados " + n.and(chainedSets(e)) + " se encadenan por los comunes restringidos "
                + n.and(chainCommons(e)) + ": si ALS1 no tiene el " + first + ", queda bloqueado; si lo tiene, ALS2 no tiene el "
                + first + " y queda bloqueado, y así a lo largo de la cadena; por tanto ALS1 o ALS" + last
                + " queda bloqueado y " + lying(e.z()) + " en uno de los dos, lo que elimina " + eliminations() + ".";
    }

    @Override
    public String deathBlossom(Evidence.DeathBlossom e) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(e.stemDigits());
        for (int i = 0; i < ds.length; i++) {
            parts.add("si es " + n.digit(ds[i]) + ", el pétalo " + group(e.petals().get(i)) + " lo pierde");
        }
        boolean many = sudoku.core.bits.DigitSet.size(e.z()) > 1;
        return "El tallo " + n.cell(e.stem()) + " tiene " + n.digits(e.stemDigits()) + "; " + String.join("; ", parts)
                + ", y cada pétalo bloquea así sus otros dígitos, entre ellos " + (many ? "" : "el ") + n.digits(e.z())
                + "; por tanto " + lying(e.z()) + (many ? " cada uno" : "") + " en uno de esos conjuntos, lo que elimina "
                + eliminations() + ".";
    }

    @Override
    public String alignedExclusion(Evidence.AlignedExclusion e) {
        java.util.List<String> bases = groups(e.bases());
        java.util.List<String> emptied = groups(e.excluders());
        boolean pair = bases.size() == 2;
        String what = pair ? "par" : "trío";
        StringBuilder sb = new StringBuilder("Celdas base ").append(n.and(bases)).append(": ");
        if (e.peers()) {
            sb.append(pair ? "se ven entre sí, así que no pueden tener el mismo dígito"
                    : "dos de ellas que se ven no pueden tener el mismo dígito");
            sb.append(emptied.isEmpty() ? "; " : ", y ");
        }
        if (!emptied.isEmpty()) {
            sb.append("ningún ").append(what).append(" de sus dígitos puede ocupar todos los candidatos de ")
                    .append(n.or(emptied)).append(emptied.size() == 1 ? ", que ve" : ", que ven")
                    .append(pair ? " las dos celdas base; " : " las tres celdas base; ");
        }
        return sb.append("ningún ").append(what).append(" restante pone ")
                .append(n.placements(s.eliminations())).append(", lo que elimina ").append(eliminations()).append('.')
                .toString();
    }

    @Override
    public String alignedPairExclusionAls(Evidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + " se ven, así que no pueden compartir dígito, y ningún par de sus dígitos puede"
                + " dejar con menos dígitos que celdas " + (names.size() == 1 ? "al conjunto casi bloqueado "
                : "a los conjuntos casi bloqueados ") + n.and(names) + "; los pares restantes nunca ponen "
                + n.placements(s.eliminations()) + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String sueDeCoq(Evidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return n.cells(s.cells()) + ", donde " + line + " se cruza con " + box + ", contienen " + n.digits(e.crossing())
                + "; con " + group(e.lineSide()) + " en " + line + " y " + group(e.boxSide()) + " en " + box
                + " son " + cells + " celdas para otros tantos dígitos, y cada dígito ocupa una de ellas, lo que elimina "
                + eliminations() + ".";
    }

    @Override
    public String juniorExocet(Evidence.JuniorExocet e) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = e.covers().get(i);
            fits.add("el " + n.digit(ds[i]) + (two.isEmpty() ? " en ninguna" : " en " + n.units(two)));
        }
        return "Las celdas base " + n.cells(s.cells()) + " solo contienen " + n.digits(s.digits())
                + "; los objetivos son " + n.cells(s.secondary()) + ". Fuera de la " + (e.band() ? "banda" : "pila")
                + ", " + n.units(s.units()) + " tienen cada uno de esos dígitos en dos unidades como mucho ("
                + n.and(fits) + "), y las compañeras de los objetivos no tienen ninguno, así que, sean cuales sean los"
                + " dos dígitos de las celdas base, los objetivos llevan esos mismos dos, y el dígito de cada objetivo va"
                + " también en la caja del otro objetivo, en la línea en la que no están ni la base ni el objetivo. Hay"
                + " que eliminar " + eliminations() + ".";
    }

    @Override
    public String multiSectorLockedSet(Evidence.MultiSectorLockedSet e) {
        return "Donde " + n.units(e.rows()) + " se cruzan con " + n.units(e.columns()) + " hay " + e.cells()
                + " celdas vacías. Cada uno de los dígitos " + n.digits(e.rowDigits()) + " puede ocupar una de ellas"
                + " por cada fila en la que cabe ahí, y cada uno de " + n.digits(e.columnDigits()) + " una por columna"
                + (e.either() == 0 ? "" : "; " + n.digits(e.either()) + " ocupan tantas contando de una forma como de"
                + " la otra") + ": son " + e.cells() + " posiciones en total, una por celda, así que todas se ocupan ahí."
                + " Hay que eliminar " + eliminations() + ".";
    }

    /** {@code el común restringido 5} or {@code los comunes restringidos 4 y 5}. */
    private String commons(int digits) {
        return sudoku.core.bits.DigitSet.size(digits) > 1 ? "los comunes restringidos " + n.digits(digits)
                : "el común restringido " + n.digits(digits);
    }

    /** {@code el 7 está} or {@code 4 y 7 están}. */
    private String lying(int digits) {
        return sudoku.core.bits.DigitSet.size(digits) > 1 ? n.digits(digits) + " están" : "el " + n.digits(digits) + " está";
    }
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
