package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.AlsEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * Says in Spanish the steps of almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death
 * Blossom), Sue de Coq, aligned exclusion, the Exocets and Multi-Sector Locked Sets; the other
 * families are in {@link Spanish} and its siblings ({@link Language}).
 */
final class SpanishSets extends Renderer implements Families.Sets {
    SpanishSets(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String alsXz(AlsEvidence.AlsXz e) {
        boolean two = sudoku.core.bits.DigitSet.size(e.restricted()) == 2;
        return "A = " + group(e.a()) + " y B = " + group(e.b()) + " son conjuntos casi bloqueados; "
                + (two ? n.digits(e.restricted()) + " son comunes restringidos: cada uno está en uno solo de los dos,"
                + " así que ambos conjuntos quedan bloqueados"
                : "el " + n.digits(e.restricted()) + " es común restringido: está en uno solo de los dos, así que el"
                + " otro queda bloqueado y cada uno de los demás dígitos que comparten está en A o en B")
                + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String alsXyWing(AlsEvidence.AlsXyWing e) {
        return "El pivote C = " + group(e.pivot()) + " comparte " + commons(e.x()) + " con A = " + group(e.a())
                + " y " + commons(e.y()) + " con B = " + group(e.b()) + "; C conserva al menos uno de ellos, así que A o B"
                + " queda bloqueado y " + lying(e.z()) + " en A o en B, lo que elimina " + eliminations() + ".";
    }

    @Override
    public String alsXyChain(AlsEvidence.AlsXyChain e) {
        int last = e.sets().size();
        String first = n.digit(e.commons().get(0));
        return "Los conjuntos casi bloqueados " + n.and(chainedSets(e)) + " se encadenan por los comunes restringidos "
                + n.and(chainCommons(e)) + ": si ALS1 no tiene el " + first + ", queda bloqueado; si lo tiene, ALS2 no tiene el "
                + first + " y queda bloqueado, y así a lo largo de la cadena; por tanto ALS1 o ALS" + last
                + " queda bloqueado y " + lying(e.z()) + " en uno de los dos, lo que elimina " + eliminations() + ".";
    }

    @Override
    public String deathBlossom(AlsEvidence.DeathBlossom e) {
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
    public String alignedExclusion(AlsEvidence.AlignedExclusion e) {
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
        return sb.append("ningún ").append(what).append(" restante pone ").append(unused())
                .append(", lo que elimina ").append(eliminations()).append('.').toString();
    }

    /** Lo que ninguna combinación restante de una exclusión alineada usa: {@code 3 en E1 ni 1, 4 ni 5 en F2}. */
    private String unused() {
        return Spanish.nor(neverPut((cell, digits) -> Spanish.nor(java.util.Arrays.stream(sudoku.core.bits.DigitSet.digits(digits))
                .mapToObj(n::digit).toList()) + " en " + cell));
    }

    @Override
    public String alignedPairExclusionAls(AlsEvidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + " se ven, así que no pueden compartir dígito, y ningún par de sus dígitos puede"
                + " dejar con menos dígitos que celdas " + (names.size() == 1 ? "al conjunto casi bloqueado "
                : "a los conjuntos casi bloqueados ") + Spanish.nor(names) + "; los pares restantes nunca ponen "
                + unused() + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String sueDeCoq(AlsEvidence.SueDeCoq e) {
        String line = n.unit(e.line());
        String box = n.unit(e.box());
        int cells = s.cells().size() + e.lineSide().cells().size() + e.boxSide().cells().size();
        return n.cells(s.cells()) + ", donde " + line + " se cruza con " + box + ", contienen " + n.digits(e.crossing())
                + "; con " + group(e.lineSide()) + " en " + line + " y " + group(e.boxSide()) + " en " + box
                + " son " + cells + " celdas para otros tantos dígitos, y cada dígito ocupa una de ellas, lo que elimina "
                + eliminations() + ".";
    }

    @Override
    public String juniorExocet(ExocetEvidence.JuniorExocet e) {
        return "Las celdas base " + n.cells(s.cells()) + " solo contienen " + n.digits(s.digits())
                + "; los objetivos son " + n.cells(s.secondary()) + ". Fuera de la " + (e.band() ? "banda" : "pila")
                + ", " + n.units(s.units()) + " tienen cada uno de esos dígitos en dos unidades como mucho ("
                + fits(e.covers()) + "), y las compañeras de los objetivos no tienen ninguno, así que, sean cuales sean los"
                + " dos dígitos de las celdas base, los objetivos llevan esos mismos dos, y el dígito de cada objetivo va"
                + " también en la caja del otro objetivo, en la línea en la que no están ni la base ni el objetivo."
                + crossLines(e.crossLines(), "fuera de la " + (e.band() ? "banda" : "pila"))
                + " Hay que eliminar " + eliminations() + ".";
    }

    @Override
    public String seniorExocet(ExocetEvidence.SeniorExocet e) {
        String line = e.band() ? "fila" : "columna";
        return "Las celdas base " + n.cells(s.cells()) + " solo contienen " + n.digits(s.digits())
                + "; los objetivos son " + n.cells(s.secondary()) + ". Fuera de la " + line + " base y de su caja, y"
                + " aparte de los objetivos, " + n.units(s.units()) + " tienen cada uno de esos dígitos en dos unidades"
                + " como mucho (" + fits(e.covers()) + "), así que, sean cuales sean los dos dígitos de las celdas base,"
                + " cada uno va a un objetivo, y los objetivos llevan esos mismos dos."
                + crossLines(e.crossLines(), "fuera de la " + line + " base y de su caja")
                + " Hay que eliminar " + eliminations() + ".";
    }

    @Override
    public String doubleExocet(ExocetEvidence.DoubleExocet e) {
        String where = e.band() ? "banda" : "pila";
        java.util.List<Integer> b = s.cells();
        java.util.List<Integer> t = s.secondary();
        return "Dos Exocet junior de la misma " + where + " comparten los dígitos base " + n.digits(s.digits())
                + ": las celdas base " + n.cells(b.subList(0, 2)) + " con los objetivos " + n.cells(t.subList(0, 2))
                + ", y las celdas base " + n.cells(b.subList(2, 4)) + " con los objetivos " + n.cells(t.subList(2, 4))
                + ". Fuera de la " + where + ", sus líneas cruzadas (" + n.units(s.units())
                + ") tienen cada dígito en dos unidades como mucho (en el primero " + fits(e.firstCovers())
                + "; en el segundo " + fits(e.secondCovers()) + "), y ninguna compañera de un objetivo tiene"
                + " ninguno, así que los dos dígitos de cada par base van a sus propios objetivos. Un dígito de los dos"
                + " pares iría a los dos objetivos de la tercera caja de la " + where + ", así que los pares no comparten"
                + " ninguno: las cuatro celdas base llevan " + n.digits(s.digits()) + " una vez cada uno, y los cuatro"
                + " objetivos también; cada objetivo solo conserva los dígitos que su propio Exocet permite (su espejo"
                + " y la regla de las líneas cruzadas), ningún dígito se repite en una unidad y cada unidad conserva"
                + " un sitio para cada dígito."
                + doubleSeers(e.seeBases(), "todas las celdas base") + doubleSeers(e.seeTargets(), "todos los objetivos")
                + " Hay que eliminar " + eliminations() + ".";
    }

    /** Las celdas que ven las cuatro celdas base o los cuatro objetivos y pierden los dígitos base; si no hay, nada. */
    private String doubleSeers(java.util.List<Integer> cells, String what) {
        boolean one = cells.size() == 1;
        return cells.isEmpty() ? "" : " " + n.cells(cells) + (one ? " ve " : " ven ") + what + ", así que no puede"
                + (one ? "" : "n") + " tener ninguno de esos dígitos.";
    }

    /** Cada dígito base con las unidades donde están sus celdas, como {@code el 1 en las filas C e I}. */
    private String fits(java.util.List<java.util.List<Integer>> covers) {
        java.util.List<String> fits = new java.util.ArrayList<>();
        int[] ds = sudoku.core.bits.DigitSet.digits(s.digits());
        for (int i = 0; i < ds.length; i++) {
            java.util.List<Integer> two = covers.get(i);
            fits.add("el " + n.digit(ds[i]) + (two.isEmpty() ? " en ninguna" : " en " + n.units(two)));
        }
        return n.and(fits);
    }

    /** La regla de las líneas cruzadas, cuando elimina más; si no, nada. */
    private static String crossLines(boolean used, String where) {
        return used ? " El dígito de un objetivo también tiene que caber en las otras dos líneas cruzadas " + where
                + ", en dos líneas distintas de la del objetivo." : "";
    }

    @Override
    public String multiSectorLockedSet(ExocetEvidence.MultiSectorLockedSet e) {
        return "Donde " + n.units(e.rows()) + " se cruzan con " + n.units(e.columns()) + " hay " + e.cells()
                + " celdas vacías. Cada uno de los dígitos " + n.digits(e.rowDigits()) + " puede ocupar una de ellas"
                + " por cada fila en la que cabe ahí, y cada uno de " + n.digits(e.columnDigits()) + " una por columna"
                + (e.either() == 0 ? "" : "; " + n.digits(e.either()) + " ocupan tantas contando de una forma como de"
                + " la otra") + ": son " + e.cells() + " posiciones en total, una por celda, así que todas se ocupan ahí,"
                + " y fuera de estas celdas " + n.and(mslsLeaves(e,
                (line, digits) -> line + " donde cabe ahí el " + digits + " pierde ese dígito", "cada fila", "cada columna",
                "cada fila y cada columna")) + ". Hay que eliminar " + eliminations() + ".";
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
}
