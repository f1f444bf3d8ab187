package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.Step;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.Names;

/**
 * Says in Spanish the steps of single-digit patterns and templates (skyscrapers, kites, empty
 * rectangles), wings, colouring, and the uniqueness patterns and BUG; the other families are in
 * {@link Spanish} and its siblings ({@link Language}).
 */
final class SpanishPatterns extends Renderer implements Families.Patterns {
    SpanishPatterns(Names n, Step s) {
        super(n, s);
    }

    @Override
    public String template(SingleDigitEvidence.Template e) {
        String d = n.digits(s.digits());
        boolean one = e.fitting() == 1;
        String text = "De las 46 656 formas de poner el " + d + " una vez en cada fila, columna y caja (plantillas), "
                + e.fitting() + (one ? " encaja" : " encajan") + " con los " + d + " colocados y los candidatos y "
                + (one ? "evita" : "evitan") + " las celdas que ocupan todas las plantillas de otro número; ";
        if (!s.placements().isEmpty()) {
            return text + (one ? "pone" : "todas ponen") + " el " + d + " en " + n.cells(s.cells())
                    + ", así que se coloca " + placements() + ".";
        }
        return text + "ninguna pone el " + d + " en " + n.cells(s.cells()) + ", así que " + Spanish.removed(n, s) + ".";
    }

    @Override
    public String wing(WingEvidence.Wing e) {
        return "El pivote " + n.cell(e.pivot()) + " solo tiene los candidatos " + n.digits(e.pivotDigits()) + "; las pinzas "
                + n.and(java.util.List.of(n.cell(e.pincer1()) + " (" + n.digits(e.pincer1Digits()) + ")",
                        n.cell(e.pincer2()) + " (" + n.digits(e.pincer2Digits()) + ")"))
                + " lo ven, así que " + (e.pivotHoldsZ() ? "una de las tres celdas" : "una de las dos pinzas")
                + " es el " + n.digit(e.z()) + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String wxyzWing(WingEvidence.WxyzWing e) {
        String z = n.digit(e.z());
        return n.cells(e.cells()) + " solo tienen los candidatos " + n.digits(e.digits()) + "; cada dígito salvo el "
                + z + " está en celdas que se ven entre sí, así que ocupa como mucho una de ellas, y una de las cuatro "
                + "es el " + z + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String wWing(WingEvidence.WWing e) {
        String x = n.digit(e.x());
        String cells = both(e.cell1(), e.cell2());
        return cells + " tienen ambas solo los candidatos " + n.digits(e.digits()) + "; en " + n.unit(e.unit()) + ", el " + x
                + " solo cabe en " + n.and(java.util.List.of(n.cell(e.end1()) + " (que ve " + n.cell(e.cell1()) + ")",
                        n.cell(e.end2()) + " (que ve " + n.cell(e.cell2()) + ")"))
                + ", así que " + cells + " no pueden ser ambas " + x + ": una es el " + n.digit(e.y())
                + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String skyscraper(SingleDigitEvidence.Skyscraper e) {
        String d = n.digit(e.digit());
        return "En " + n.units(java.util.List.of(e.line1(), e.line2())) + ", el " + d
                + " solo cabe en dos celdas de cada una, con " + both(e.base1(), e.base2()) + " en "
                + n.unit(e.baseLine()) + "; no pueden ser ambas " + d + ", así que " + either(e.top1(), e.top2())
                + " lo es, lo que elimina " + eliminations() + ".";
    }

    @Override
    public String twoStringKite(SingleDigitEvidence.TwoStringKite e) {
        String d = n.digit(e.digit());
        return "El " + d + " solo cabe en " + n.cells(sorted(e.rowCell(), e.rowFar())) + " en " + n.unit(kiteRow(e))
                + ", y solo en " + n.cells(sorted(e.columnCell(), e.columnFar())) + " en " + n.unit(kiteColumn(e))
                + "; " + both(e.rowCell(), e.columnCell()) + " comparten " + n.unit(kiteBox(e)) + ", así que "
                + either(e.rowFar(), e.columnFar()) + " es el " + d + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String dualTwoStringKite(SingleDigitEvidence.DualTwoStringKite e) {
        SingleDigitEvidence.TwoStringKite x = e.first();
        return "En " + n.unit(kiteBox(x)) + ", " + both(x.rowCell(), x.columnCell())
                + " unen dos cometas de dos cuerdas: " + kite(x) + "; " + kite(e.second()) + "; lo que elimina "
                + eliminations() + ".";
    }

    /** One kite of a dual: "el 5 cabe en la fila A solo en A4 y A7, en la columna 5 solo en B5 y G5, así que...". */
    private String kite(SingleDigitEvidence.TwoStringKite k) {
        String d = n.digit(k.digit());
        return "el " + d + " cabe en " + n.unit(kiteRow(k)) + " solo en " + both(k.rowCell(), k.rowFar()) + ", en "
                + n.unit(kiteColumn(k)) + " solo en " + both(k.columnCell(), k.columnFar()) + ", así que "
                + either(k.rowFar(), k.columnFar()) + " es el " + d;
    }

    @Override
    public String emptyRectangle(SingleDigitEvidence.EmptyRectangle e) {
        String d = n.digit(e.digit());
        String box = n.unit(e.box());
        String target = n.cell(e.target());
        return "En " + box + ", el " + d + " solo cabe en "
                + n.or(java.util.List.of(n.unit(e.row()), n.unit(e.column())))
                + "; el " + d + " solo cabe en " + both(e.near(), e.far()) + " en " + n.unit(e.pairUnit()) + ". Si "
                + target + " fuera " + d + ", " + n.cell(e.far()) + " no podría serlo, así que " + n.cell(e.near())
                + " lo sería, y " + box + " no tendría sitio para él, así que se elimina el " + d + " de " + target
                + ".";
    }

    @Override
    public String dualEmptyRectangle(SingleDigitEvidence.DualEmptyRectangle e) {
        return "Dos rectángulos vacíos en una misma " + n.kind(n.g().kind(e.first().box())) + ". " + emptyRectangle(e.first()) + " Además: "
                + emptyRectangle(e.second());
    }

    @Override
    public String simpleColors(ColouringEvidence.SimpleColors e) {
        String d = n.digit(e.digit());
        String start = "Coloreando las parejas conjugadas del " + d + ": " + n.cells(e.colour()) + " frente a "
                + n.cells(e.other()) + "; ";
        if (e.clash().isEmpty()) {
            return start + "uno de los colores es el " + d + ", así que las celdas que ven ambos colores lo pierden: "
                    + eliminations() + ".";
        }
        return start + both(e.clash().get(0), e.clash().get(1))
                + " comparten una unidad y un color, así que ese color es falso: " + eliminations() + ".";
    }

    @Override
    public String multiColorsWrap(ColouringEvidence.MultiColorsWrap e) {
        String d = n.digit(e.digit());
        boolean one = e.colour().size() == 1;
        return "Coloreando las parejas conjugadas del " + d + ": " + n.cells(e.colour()) + (one ? " ve" : " ven")
                + " tanto " + n.cells(e.seen1()) + " como " + n.cells(e.seen2())
                + ", los dos colores de otro coloreado, uno de los cuales es el " + d + "; así que "
                + n.cells(e.colour()) + (one ? " no puede" : " no pueden") + " serlo, lo que elimina " + eliminations()
                + ".";
    }

    @Override
    public String multiColorsTrap(ColouringEvidence.MultiColorsTrap e) {
        String d = n.digit(e.digit());
        java.util.List<String> why = new java.util.ArrayList<>();
        for (ColouringEvidence.MultiColorsTrap.ColourPair p : e.pairs()) {
            why.add("el color " + n.cells(p.colour()) + " y el color " + n.cells(p.seen())
                    + " comparten una unidad, así que no pueden ser todas " + d + ", y " + n.cells(p.opposite())
                    + " o " + n.cells(p.seenOpposite()) + " (sus colores opuestos) lo tienen");
        }
        return "Coloreando las parejas conjugadas del " + d + " en dos grupos separados: " + String.join("; ", why)
                + "; una celda que ve los dos colores opuestos de un par lo pierde: " + eliminations() + ".";
    }

    @Override
    public String medusa(ColouringEvidence.Medusa e) {
        String ifFirst = "si el primer color fuera verdadero, ";
        String reason = switch (e.reason()) {
            case EITHER_COLOUR -> "uno de los dos colores es verdadero, y cada candidato eliminado cae con "
                    + "cualquiera de ellos: en cada color ve una celda coloreada con su dígito, o su propia celda "
                    + "tiene coloreado otro dígito";
            case TWO_DIGITS_IN_CELL -> ifFirst + n.cell(e.cell()) + " tendría que ser a la vez " + n.digits(e.digits())
                    + ", así que es falso";
            case SAME_DIGIT_IN_PEERS -> ifFirst + both(e.cell(), e.peer()) + " valdrían ambas " + n.digits(e.digits())
                    + ", así que es falso";
            case NO_CANDIDATE_LEFT -> ifFirst + n.cell(e.cell()) + " se quedaría sin candidatos, así que es falso";
        };
        return "Coloreando candidatos por parejas conjugadas y celdas bivalor: " + colour(e.first(), ", ")
                + " frente a " + colour(e.second(), ", ") + "; " + reason + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String remotePair(ColouringEvidence.RemotePair e) {
        return "Las celdas " + n.cells(e.chain()) + " solo tienen los candidatos " + n.digits(e.digits())
                + " y forman una cadena, así que " + n.cells(e.even()) + " tienen un dígito y " + n.cells(e.odd())
                + " el otro; las celdas que ven ambos grupos pierden los dos dígitos: " + eliminations() + ".";
    }


    @Override
    public String uniqueRectangle(UniquenessEvidence.UniqueRectangle e) {
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
    public String hiddenRectangle(UniquenessEvidence.HiddenRectangle e) {
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
        return n.cell(cell) + " es " + what + " con otros candidatos, así que tiene que ser uno de esos otros";
    }

    /** The step's secondary cells share one extra digit, so one of them is that digit. */
    private String sameExtra(int extra) {
        return "Una de " + n.cells(s.secondary()) + " tiene que ser el " + n.digits(extra)
                + ", su único otro candidato";
    }

    /** The naked subset of the step's digits: {@code un trío desnudo de 2, 8 y 9}. */
    private String nakedSubset() {
        String[] names = {"un par desnudo", "un trío desnudo", "un cuarteto desnudo"};
        int size = sudoku.core.bits.DigitSet.size(s.digits());
        return (size >= 2 && size <= 4 ? names[size - 2] : "un subconjunto desnudo") + " de " + n.digits(s.digits());
    }

    @Override
    public String uniqueLoop(UniquenessEvidence.UniqueLoop e) {
        String reason = e.extra() == 0 ? onlyOneWithOthers(s.secondary().get(0), "la única celda")
                : sameExtra(e.extra());
        return "Las celdas " + n.cells(s.cells()) + " forman un bucle con " + n.digits(e.pair())
                + " en el que cada " + n.and(boardKinds()) + " tiene dos de ellas; si fueran sus únicos dígitos, se podrían"
                + " intercambiar y el sudoku tendría dos soluciones. " + reason + "; por tanto, hay que eliminar "
                + eliminations() + ".";
    }

    @Override
    public String extendedRectangle(UniquenessEvidence.ExtendedRectangle e) {
        String sixth = n.cell(s.secondary().get(0));
        return "Las celdas " + n.cells(s.cells()) + " están donde " + n.units(e.lines()) + " cruzan "
                + n.units(e.crossing()) + ", con las dos celdas de cada línea cruzada en una misma caja; todas salvo " + sixth + " solo tienen "
                + n.digits(s.digits()) + ". Si " + sixth + " también fuera uno de ellos, los dígitos de las dos"
                + " líneas se podrían intercambiar y el sudoku tendría dos soluciones; por tanto, hay que eliminar "
                + eliminations() + ".";
    }

    @Override
    public String avoidableRectangle(UniquenessEvidence.AvoidableRectangle e) {
        String conclusion = e.extra() == 0 ? "" : "; así que una de " + n.cells(s.secondary()) + " es el "
                + n.digits(e.extra()) + ", su único otro candidato";
        return "El rectángulo " + n.cells(s.cells()) + " tiene " + n.and(each(e.placed(), "%1$s = %2$s"))
                + ", colocados al resolver (ninguna de las cuatro celdas es pista); si "
                + n.and(each(e.completing(), "%1$s fuera %2$s"))
                + ", los cuatro dígitos se podrían intercambiar y el sudoku tendría dos soluciones" + conclusion
                + ", lo que elimina " + eliminations() + ".";
    }

    @Override
    public String bugPlusOne(UniquenessEvidence.BugPlusOne e) {
        return "Todas las celdas vacías salvo " + placedCell() + " tienen dos candidatos, y cada dígito cabe dos veces"
                + " en cada unidad; una cuadrícula así tendría dos soluciones, así que " + placedCell()
                + " tiene que ser " + placedDigit() + ", el dígito que cabe tres veces en sus unidades.";
    }

    @Override
    public String bivalueGrave(UniquenessEvidence.BivalueGrave e) {
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
}
