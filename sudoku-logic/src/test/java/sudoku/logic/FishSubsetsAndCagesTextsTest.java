package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * Locked candidates, subsets, direct steps, fish, templates and killer sums say in Spanish and
 * Chinese, in both cell notations, what the English says: every cell, fin, digit and unit of the
 * pattern, and what the step removes or places, with no English word and no placeholder left.
 */
class FishSubsetsAndCagesTextsTest {
    /** English words a Spanish or Chinese sentence never needs (X-Wing and the like aside). */
    private static final Pattern ENGLISH = Pattern.compile("\\b(row|rows|column|columns|box|boxes|and|from|removes|"
            + "fits|only|which|fin|fins|fish|cage|innies|outies|Jellyfish|Squirmbag|Whale)\\b");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z_0-9]+}");

    /** One step of each reglib case of these families, in each language and notation. */
    static Stream<Arguments> steps() throws IOException {
        List<Arguments> out = new ArrayList<>();
        Set<Technique> seen = EnumSet.noneOf(Technique.class);
        for (ReglibTest.Case c : ReglibTest.cases()) {
            for (Step s : ReglibTest.steps(c)) {
                if (ours(s.evidence())) {
                    seen.add(s.technique());
                    for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                        for (Notation notation : Notation.values()) {
                            out.add(Arguments.of(c.line() + " " + s.technique(), c.grid().geometry(), s, lang, notation));
                        }
                    }
                    break;
                }
            }
        }
        assertThat(seen).as("families met in the regression library").contains(Technique.POINTING,
                Technique.CLAIMING, Technique.NAKED_PAIR, Technique.HIDDEN_TRIPLE, Technique.LOCKED_PAIR,
                Technique.DIRECT_POINTING, Technique.DIRECT_HIDDEN_PAIR, Technique.X_WING, Technique.FINNED_SWORDFISH,
                Technique.SASHIMI_JELLYFISH, Technique.FINNED_FRANKEN_JELLYFISH, Technique.MUTANT_X_WING,
                Technique.SIAMESE_FISH, Technique.TEMPLATE_SET, Technique.TEMPLATE_DELETE,
                Technique.CAGE_COMBINATIONS, Technique.INNIES_OUTIES, Technique.CAGE_COMBINATION_ELIMINATION);
        return out.stream();
    }

    private static boolean ours(Evidence e) {
        return e instanceof SubsetEvidence.LockedCandidates || e instanceof SubsetEvidence.Subset || e instanceof SubsetEvidence.Direct
                || e instanceof FishEvidence.Fish || e instanceof FishEvidence.GeneralFish || e instanceof FishEvidence.SiameseFish
                || e instanceof SingleDigitEvidence.Template || e instanceof KillerEvidence.CageCombinations
                || e instanceof KillerEvidence.CageClash;
    }

    @ParameterizedTest(name = "{0} {3} {4}")
    @MethodSource("steps")
    void saysEveryCellDigitAndUnitTheEnglishNames(String name, Geometry g, Step s, Lang lang, Notation notation) {
        String text = StepTexts.of(g, s, lang, notation);
        Names n = Names.of(g, lang, notation);
        assertThat(PLACEHOLDER.matcher(text).find()).as("placeholder left in " + text).isFalse();
        assertThat(ENGLISH.matcher(text).find()).as("English words in " + text).isFalse();
        List<String> expected = new ArrayList<>();
        for (int d : DigitSet.digits(s.digits())) {
            expected.add(n.digit(d));
        }
        for (Candidate p : s.placements()) {
            expected.add(n.cell(p.cell()));
        }
        Evidence ev = s.evidence();
        if (ev instanceof SubsetEvidence.LockedCandidates e) {
            expected.addAll(List.of(n.cells(s.cells()), n.unit(e.unit()), n.unit(e.target()),
                    n.eliminations(s.eliminations())));
        } else if (ev instanceof SubsetEvidence.Subset e) {
            expected.add(n.cells(s.cells()));
            e.units().forEach(u -> expected.add(n.unit(u)));
            expected.add(n.eliminations(s.eliminations()));
        } else if (ev instanceof SubsetEvidence.Direct e) {
            expected.addAll(List.of(n.unit(e.unit()), n.cells(e.base().cells()), n.eliminations(e.base().eliminations())));
        } else if (ev instanceof FishEvidence.Fish e) {
            expected.addAll(List.of(n.units(e.base()), n.units(e.cover()), n.eliminations(s.eliminations())));
            if (e.finBox() >= 0) {
                expected.addAll(List.of(n.unit(e.finBox()), n.cells(s.secondary())));
            }
        } else if (ev instanceof FishEvidence.GeneralFish e) {
            expected.addAll(List.of(n.units(e.base()), n.units(e.cover()), n.eliminations(s.eliminations())));
            if (!s.secondary().isEmpty()) {
                expected.add(n.cells(s.secondary()));
            }
        } else if (ev instanceof FishEvidence.SiameseFish e) {
            for (SubsetEvidence.Part p : List.of(e.first(), e.second())) {
                expected.addAll(List.of(n.cells(p.secondary()), n.eliminations(p.eliminations())));
            }
        } else if (ev instanceof SingleDigitEvidence.Template e) {
            expected.addAll(List.of(String.valueOf(e.fitting()), n.cells(s.cells())));
        } else if (ev instanceof KillerEvidence.CageCombinations e) {
            expected.addAll(List.of(n.cells(e.sum().cells()), String.valueOf(e.sum().sum())));
            if (!e.sum().units().isEmpty()) {
                expected.add(n.units(e.sum().units()));
            }
            if (!e.ruledOut().isEmpty()) {
                expected.add(n.eliminations(e.ruledOut()));
            }
            e.needed().forEach(x -> expected.addAll(List.of(needed(n, lang, x), n.eliminations(x.removed()))));
        } else if (ev instanceof KillerEvidence.CageClash e) {
            expected.addAll(List.of(String.valueOf(e.first().sum()), n.cells(e.second().empty()),
                    n.eliminations(s.eliminations())));
        } else {
            throw new AssertionError("not a family of these: " + ev);
        }
        for (String part : expected) {
            assertThat(text).as(name).containsIgnoringCase(part);
        }
    }

    /**
     * How a sum's needed digits and the cells losing them are said: Spanish gives each digit its
     * article ("necesita el 1 y el 2", never "los 1 y 2"); Chinese says the cells that see all the
     * holders at once ("能同时看到这些格的格", never "能看到这些格全部的格").
     */
    private static String needed(Names n, Lang lang, KillerEvidence.Needed x) {
        if (lang == Lang.ES) {
            List<String> each = new ArrayList<>();
            for (int d : DigitSet.digits(x.digits())) {
                each.add("el " + n.digit(d));
            }
            return "necesita " + n.and(each) + ", que solo puede";
        }
        return n.digits(x.digits()) + (x.digits() == DigitSet.of(DigitSet.digits(x.digits())[0]) ? "，而它" : "，而它们")
                + "只能在" + n.or(x.holders().stream().map(n::cell).toList()) + "，所以能"
                + (x.holders().size() == 1 ? "看到该格" : "同时看到");
    }
}
