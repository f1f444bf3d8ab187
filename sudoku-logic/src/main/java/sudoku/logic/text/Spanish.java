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

    @Override
    public String uniqueRectangle(Evidence.UniqueRectangle e) {
        var sec = s.secondary();
        String p = n.digits(e.digits());
        String reason = switch (e.test()) {
            case ONE_CORNER -> onlyOneWithOthers(sec.get(0), "la única esquina");
            case SAME_EXTRA -> sameExtra(e.digits());
            case NAKED_SUBSET -> "Así que al menos una de " + n.cells(sec.subList(0, 2)) + " es "
                    + n.digitsOr(e.digits()) + "; tomadas como una sola celda, forman con "
                    + n.cells(sec.subList(2, sec.size())) + " " + nakedSubset() + " en " + n.units(s.units());
            case LOCKED_IN_UNIT -> "En " + n.unit(s.units().get(0)) + ", el " + p + " solo cabe en " + n.cells(sec)
                    + ", así que una de ellas es el " + p + ", y el " + n.digits(e.pair() & ~e.digits())
                    + " en la otra completaría el patrón mortal";
            case LOCKED_IN_LINES -> "En " + n.unit(s.units().get(0)) + " y " + n.unit(s.units().get(1)) + ", el " + p
                    + " solo cabe en las esquinas, así que ocupa una diagonal; en " + n.cells(sec)
                    + " dejaría las esquinas que solo tienen la pareja para el otro dígito y completaría el patrón"
                    + " mortal";
        };
        return rectangle(e.pair(), reason);
    }

    @Override
    public String hiddenRectangle(Evidence.HiddenRectangle e) {
        String x = n.digit(e.digit());
        String y = n.digits(e.other());
        String corner = n.cell(e.corner());
        return rectangle(e.pair(), corner + " solo tiene " + n.digits(e.pair()) + " y, en "
                + n.unit(s.units().get(0)) + " y " + n.unit(s.units().get(1)) + ", el " + x
                + " solo cabe en el rectángulo: si " + n.cell(s.secondary().get(0)) + " fuera " + y + ", "
                + n.cells(java.util.List.of(e.besideRow(), e.besideColumn())) + " serían " + x + " y " + corner
                + " sería " + y + ", el patrón mortal");
    }

    /** A unique rectangle's sentence: the deadly pattern, the reason it cannot be, what goes. */
    private String rectangle(int pair, String reason) {
        return "El rectángulo " + n.cells(s.cells()) + " tiene los candidatos " + n.digits(pair)
                + "; si fueran sus únicos dígitos, se podrían intercambiar y el sudoku tendría dos soluciones. "
                + reason + "; por tanto, hay que eliminar " + eliminations() + ".";
    }

    /** The one cell of a deadly pattern with other candidates, which must hold one of them. */
    private String onlyOneWithOthers(int cell, String what) {
        return n.cell(cell) + " es " + what + " con otros candidatos, así que tiene que ser uno de ellos";
    }

    /** The step's secondary cells share one extra digit, so one of them is that digit. */
    private String sameExtra(int extra) {
        return "Una de " + n.cells(s.secondary()) + " tiene que ser el " + n.digits(extra)
                + ", su único otro candidato";
    }

    /** The naked subset of the step's digits: {@code un trío desnudo de 2, 8 y 9}. */
    private String nakedSubset() {
        String[] names = {"una pareja desnuda", "un trío desnudo", "un cuarteto desnudo"};
        int size = sudoku.core.bits.DigitSet.size(s.digits());
        return (size >= 2 && size <= 4 ? names[size - 2] : "un subconjunto desnudo") + " de " + n.digits(s.digits());
    }

    @Override
    public String uniqueLoop(Evidence.UniqueLoop e) {
        String reason = e.extra() == 0 ? onlyOneWithOthers(s.secondary().get(0), "la única celda")
                : sameExtra(e.extra());
        return "Las celdas " + n.cells(s.cells()) + " forman un bucle con " + n.digits(e.pair())
                + " en el que cada fila, columna y caja tiene dos de ellas; si fueran sus únicos dígitos, se podrían"
                + " intercambiar y el sudoku tendría dos soluciones. " + reason + "; por tanto, hay que eliminar "
                + eliminations() + ".";
    }

    @Override
    public String extendedRectangle(Evidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return "Las celdas " + n.cells(s.cells()) + " están donde " + n.units(e.lines()) + " cruzan "
                + n.units(e.crossing()) + ", con las dos celdas de cada línea cruzada en una misma caja; todas salvo " + sixth + " solo tienen "
                + n.digits(s.digits()) + ". Si " + sixth + " también fuera uno de ellos, los dígitos de las dos"
                + " líneas se podrían intercambiar y el sudoku tendría dos soluciones; por tanto, hay que eliminar "
                + eliminations() + ".";
    }

    @Override
    public String avoidableRectangle(Evidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? "" : "; así que una de " + n.cells(s.secondary()) + " es el "
                + n.digits(e.extra()) + ", su único otro candidato";
        return "El rectángulo " + n.cells(s.cells()) + " tiene " + n.and(each(e.placed(), "%1$s = %2$s"))
                + ", colocados al resolver (ninguna de las cuatro celdas es pista); si "
                + n.and(each(e.completing(), "%1$s fuera %2$s"))
                + ", los cuatro dígitos se podrían intercambiar y el sudoku tendría dos soluciones" + conclusion
                + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String bugPlusOne(Evidence.BugPlusOne e) {
        return "Todas las celdas vacías salvo " + placedCell() + " tienen dos candidatos, y cada dígito cabe dos veces"
                + " en cada unidad; una cuadrícula así tendría dos soluciones, así que " + placedCell()
                + " tiene que ser " + placedDigit() + ", el dígito que cabe tres veces en sus unidades.";
    }

    @Override
    public String bivalueGrave(Evidence.BivalueGrave e) {
        String d = n.digit(e.digit());
        String cells = n.cells(s.cells());
        return "Sin " + n.or(each(e.extras(), "el %2$s de %1$s")) + ", cada celda vacía tendría dos candidatos y cada"
                + " dígito cabría dos veces en cada unidad, un patrón sin solución o con varias; así que uno de esos"
                + " candidatos es verdadero" + switch (e.type()) {
                    case SAME_DIGIT -> ": el " + d + " está en una de " + cells + ", lo que elimina " + eliminations()
                            + ".";
                    case NAKED_SUBSET -> ": una de " + cells + " es " + n.digitsOr(e.extraDigits())
                            + "; tomadas como una sola celda, forman con " + n.cells(s.secondary()) + " "
                            + nakedSubset() + " en " + n.unit(s.units().get(0)) + ", lo que elimina " + eliminations()
                            + ".";
                    case LOCKED_IN_UNIT -> ". En " + n.unit(s.units().get(0)) + ", el " + d + " solo cabe en " + cells
                            + ": la que no sea " + d + " tiene su candidato de más; por tanto, hay que eliminar "
                            + eliminations() + ".";
                };
    }
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS
    // ---- end of part D

    // ---- part E: chains and forcing chains
    // ---- end of part E
}
