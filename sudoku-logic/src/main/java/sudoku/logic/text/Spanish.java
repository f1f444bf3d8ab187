package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.ChainEvidence;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.FishEvidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.Names;

/**
 * Says a step in Spanish, with the community's Spanish terms (fila, columna, caja; pez espada,
 * medusa, ala XY), carrying everything the English sentence says.
 */
final class Spanish extends Renderer implements ChainParts.NestedVeritySaid {
    Spanish(Names n, Step s) {
        super(n, s);
    }

    @Override
    protected Renderer of(Step other) {
        return new Spanish(n, other);
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

    // ---- part A: direct, locked candidates, subsets, fish, templates, cages

    @Override
    public String lockedCandidates(SubsetEvidence.LockedCandidates e) {
        return "En " + n.unit(e.unit()) + ", el " + n.digits(s.digits()) + " solo puede ir en " + n.cells(s.cells())
                + (s.cells().size() == 2 ? ", ambas en " : ", todas en ") + n.unit(e.target())
                + " (candidatos bloqueados), así que " + removed() + ".";
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
                    + name + " oculto), así que esas celdas no pueden tener otro candidato: " + removed() + ".";
            case LOCKED -> "Entre " + cells + " solo hay los candidatos " + digits + " y esas celdas comparten "
                    + n.unit(e.units().get(0)) + " y " + n.unit(e.units().get(1)) + " (" + name
                    + " bloqueado), así que esos números se eliminan del resto de ambas: " + eliminations() + ".";
        };
    }

    @Override
    public String direct(SubsetEvidence.Direct e) {
        return withoutStop(say(e.base())) + "; entonces, en " + n.unit(e.unit()) + ", el " + placedDigit()
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
    private String removed() {
        long digits = s.eliminations().stream().mapToInt(Candidate::digit).distinct().count();
        return (digits > 1 ? "se eliminan " : "se elimina ") + eliminations();
    }

    /** {@code la aleta A1} or {@code las aletas A1 y A2}: the step's secondary cells. */
    private String fins() {
        return (s.secondary().size() > 1 ? "las aletas " : "la aleta ") + n.cells(s.secondary());
    }

    @Override
    public String siameseFish(FishEvidence.SiameseFish e) {
        return "Dos peces sobre la misma base. Primero: " + say(e.first()) + " Segundo: " + say(e.second());
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
        return text + "ninguna pone el " + d + " en " + n.cells(s.cells()) + ", así que " + removed() + ".";
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
    // ---- end of part A

    // ---- part B: wings, single-digit patterns, colouring
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
    // ---- end of part B

    // ---- part C: uniqueness and BUG

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

    /** Items joined with commas and a final "ni", after a negation: {@code 3 en E1 ni 7 en E3}. */
    private static String nor(java.util.List<String> items) {
        int last = items.size() - 1;
        return last == 0 ? items.get(0) : String.join(", ", items.subList(0, last)) + " ni " + items.get(last);
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
    // ---- end of part C

    // ---- part D: almost locked sets, Sue de Coq, aligned exclusion, Exocet, MSLS

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
        return nor(neverPut((cell, digits) -> nor(java.util.Arrays.stream(sudoku.core.bits.DigitSet.digits(digits))
                .mapToObj(n::digit).toList()) + " en " + cell));
    }

    @Override
    public String alignedPairExclusionAls(AlsEvidence.AlignedPairExclusionAls e) {
        java.util.List<String> names = groups(e.sets());
        return n.cells(s.cells()) + " se ven, así que no pueden compartir dígito, y ningún par de sus dígitos puede"
                + " dejar con menos dígitos que celdas " + (names.size() == 1 ? "al conjunto casi bloqueado "
                : "a los conjuntos casi bloqueados ") + nor(names) + "; los pares restantes nunca ponen "
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
    // ---- end of part D

    // ---- part E: chains and forcing chains
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
    // ---- end of part E
}
