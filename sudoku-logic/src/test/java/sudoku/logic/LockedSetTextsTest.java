package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom), aligned exclusion, Sue de
 * Coq, Junior and Senior Exocet and multi-sector locked sets read in Spanish and Chinese with everything the
 * English sentence names: each set's cells and digits, the restricted commons, the stem, the base
 * and target cells, the lines, and what goes; in the asked notation, with no English word left.
 */
class LockedSetTextsTest {
    /** English words the sentences of these families use; none may be left in Spanish. */
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|boxes|and|from|removes|"
            + "the|is|are|of|in|with|sets?|locked|pivot|stem|targets?|band|stack|pair|triple|cells?|so|or|which)\\b");
    /** Chinese may only hold Latin letters in cell names, ALS and RCC. */
    private static final Pattern LATIN = Pattern.compile("[A-Za-z]{2,}");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z_0-9]+}");

    static Stream<Arguments> steps() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (Technique t : List.of(Technique.ALS_XZ, Technique.ALS_XY_WING, Technique.ALS_XY_CHAIN,
                Technique.DEATH_BLOSSOM, Technique.ALIGNED_PAIR_EXCLUSION, Technique.ALIGNED_TRIPLE_EXCLUSION,
                Technique.ALIGNED_PAIR_EXCLUSION_ALS, Technique.SUE_DE_COQ, Technique.JUNIOR_EXOCET,
                Technique.SENIOR_EXOCET, Technique.MULTI_SECTOR_LOCKED_SET)) {
            Step step = firstReglibStep(t);
            for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                for (Notation notation : Notation.values()) {
                    out.add(Arguments.of(t, lang, notation, step));
                }
            }
        }
        return out.stream();
    }

    private static Step firstReglibStep(Technique t) throws IOException {
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (c.technique() == t) {
                List<Step> found = Finders.of(t).all(ReglibTest.state(c));
                if (!found.isEmpty()) {
                    return found.get(0);
                }
            }
        }
        throw new AssertionError("no regression case of " + t + " finds a step");
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("steps")
    void everyNamedPartIsSaid(Technique t, Lang lang, Notation notation, Step s) {
        String text = StepTexts.of(Geometry.CLASSIC, s, lang, notation);
        Names n = Names.of(Geometry.CLASSIC, lang, notation);
        for (String part : named(n, s)) {
            assertThat(text).as(() -> Said.english(s)).contains(part);
        }
        for (Candidate c : s.eliminations()) {
            assertThat(text).contains(n.cell(c.cell())).contains(n.digit(c.digit()));
        }
        assertThat(text).contains(n.eliminations(s.eliminations()));
        assertThat(PLACEHOLDER.matcher(text).find()).as("placeholder left in " + text).isFalse();
        if (lang == Lang.ZH) {
            String latin = text.replaceAll("r\\d+c\\d+|ALS\\d*|RCC", "");
            assertThat(LATIN.matcher(latin).find()).as("Latin words in " + text).isFalse();
        } else {
            assertThat(ENGLISH.matcher(text).find()).as("English words in " + text).isFalse();
        }
    }

    /**
     * A multi-sector locked set says, in every language, which lines lose which digits outside its
     * cells: the rows where its row digits fit there, the columns where its column digits do.
     */
    @org.junit.jupiter.api.Test
    void multiSectorLockedSetSaysWhichLinesLoseWhichDigits() throws IOException {
        Step s = firstReglibStep(Technique.MULTI_SECTOR_LOCKED_SET);
        ExocetEvidence.MultiSectorLockedSet e = (ExocetEvidence.MultiSectorLockedSet) s.evidence();
        assertThat(e.rowDigits()).isNotZero();
        assertThat(e.columnDigits()).isNotZero();
        Names en = Names.of(Geometry.CLASSIC, Lang.EN, Notation.CELL);
        assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.EN)).contains("outside these cells every row where "
                + en.digitsOr(e.rowDigits()) + " fits there loses that digit and every column where "
                + en.digitsOr(e.columnDigits()) + " fits there loses that digit");
        Names es = Names.of(Geometry.CLASSIC, Lang.ES, Notation.CELL);
        assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ES)).contains("fuera de estas celdas cada fila donde cabe ahí el "
                + es.digitsOr(e.rowDigits()) + " pierde ese dígito y cada columna donde cabe ahí el "
                + es.digitsOr(e.columnDigits()) + " pierde ese dígito");
        Names zh = Names.of(Geometry.CLASSIC, Lang.ZH, Notation.CELL);
        assertThat(StepTexts.of(Geometry.CLASSIC, s, Lang.ZH)).contains("在这些格之外，凡是" + zh.digitsOr(e.rowDigits())
                + "在这里能填的行，其余格都删去该数字，凡是" + zh.digitsOr(e.columnDigits()) + "在这里能填的列，其余格都删去该数字");
    }

    /** What the English sentence names besides the eliminations, in the words of {@code n}. */
    private static List<String> named(Names n, Step s) {
        List<String> out = new ArrayList<>();
        List<AlsEvidence.CellGroup> groups = new ArrayList<>();
        Evidence ev = s.evidence();
        if (ev instanceof AlsEvidence.AlsXz e) {
            groups.addAll(List.of(e.a(), e.b()));
            out.add(n.digits(e.restricted()));
        } else if (ev instanceof AlsEvidence.AlsXyWing e) {
            groups.addAll(List.of(e.pivot(), e.a(), e.b()));
            out.addAll(List.of(n.digits(e.x()), n.digits(e.y()), n.digits(e.z())));
        } else if (ev instanceof AlsEvidence.AlsXyChain e) {
            groups.addAll(e.sets());
            e.commons().forEach(d -> out.add(n.digit(d)));
            out.add(n.digits(e.z()));
        } else if (ev instanceof AlsEvidence.DeathBlossom e) {
            groups.addAll(e.petals());
            out.addAll(List.of(n.cell(e.stem()), n.digits(e.stemDigits()), n.digits(e.z())));
        } else if (ev instanceof AlsEvidence.AlignedExclusion e) {
            groups.addAll(e.bases());
            groups.addAll(e.excluders());
        } else if (ev instanceof AlsEvidence.AlignedPairExclusionAls e) {
            groups.addAll(e.sets());
            out.add(n.cells(s.cells()));
        } else if (ev instanceof AlsEvidence.SueDeCoq e) {
            groups.addAll(List.of(e.lineSide(), e.boxSide()));
            out.addAll(List.of(n.cells(s.cells()), n.digits(e.crossing()), n.unit(e.line()), n.unit(e.box())));
        } else if (ev instanceof ExocetEvidence.JuniorExocet e) {
            out.addAll(List.of(n.cells(s.cells()), n.cells(s.secondary()), n.digits(s.digits()), n.units(s.units())));
            e.covers().stream().filter(c -> !c.isEmpty()).forEach(c -> out.add(n.units(c)));
        } else if (ev instanceof ExocetEvidence.SeniorExocet e) {
            out.addAll(List.of(n.cells(s.cells()), n.cells(s.secondary()), n.digits(s.digits()), n.units(s.units())));
            e.covers().stream().filter(c -> !c.isEmpty()).forEach(c -> out.add(n.units(c)));
        } else if (ev instanceof ExocetEvidence.MultiSectorLockedSet e) {
            out.addAll(List.of(n.units(e.rows()), n.units(e.columns()), String.valueOf(e.cells()),
                    n.digits(e.rowDigits()), n.digits(e.columnDigits())));
        } else {
            throw new AssertionError(s.technique() + " said with " + ev);
        }
        for (AlsEvidence.CellGroup g : groups) {
            out.add(n.cells(g.cells()));
            out.add(n.digits(g.digits()));
        }
        return out;
    }
}
