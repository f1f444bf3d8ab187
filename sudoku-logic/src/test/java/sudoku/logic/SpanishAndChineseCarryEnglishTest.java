package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * Spanish and Chinese carry everything the English says, for every family: for the first steps of
 * the first regression cases of every technique (classic, variants and killer) and every step of the
 * explained paths of a few X, Windoku and jigsaw puzzles, in both cell notations, each cell, row,
 * column, box, diagonal, window and region the English sentence names, and each digit it names
 * outside those names, is named by the Spanish and by the Chinese sentence of the same step.
 *
 * <p>The words are the communities' own, never the English ones:
 * <ul>
 *   <li>Spanish names fish as the Spanish sites do (Ala X, Pez espada, Medusa, Estrella de mar,
 *   Ballena, Leviatán) and keeps only the names that are names in Spanish too: sashimi, Franken,
 *   Kraken, Exocet, Sue de Coq, Bowman, Nishio. No English technique word appears in a Spanish
 *   sentence, and "Medusa" is the fish of four lines alone (3D Medusa is "Coloreado 3D", with the
 *   other colourings).</li>
 *   <li>Chinese keeps the Latin letters its forums keep: the wing letters (X翼, XY翼, XYZ翼, WXYZ翼,
 *   W翼, X链, XY链, X环, Y环), the abbreviations ALS, RCC, AIC and BUG, Sue de Coq (SdC) and Nishio; every
 *   other Latin word in a Chinese sentence is a defect.</li>
 * </ul>
 */
class SpanishAndChineseCarryEnglishTest {
    private static final Pattern CELL = Pattern.compile("(?<![A-Za-z0-9])(?:[A-I][1-9]|r[1-9]c[1-9])(?![0-9])");
    private static final String LABEL = "[A-I1-9]";
    /** One unit ("column 4"), or a list of units of a kind ("columns 2, 5 and 7"); the kind in group 1 or 2. */
    private static final Pattern UNITS_EN = Pattern.compile("\\b(?:(row|column|box|diagonal|window|region) " + LABEL
            + "|(row|column|box|diagonal|window|region)(?:s|es) " + list(" and ") + ")\\b");
    private static final Pattern UNITS_ES = Pattern.compile("\\b(?:(fila|columna|caja|diagonal|ventana|región) "
            + LABEL
            + "|(fila|columna|caja|diagonal|ventana|regi)(?:s|es|ones) " + list(" [ye] ") + ")\\b");
    private static final Pattern UNITS_ZH_BEFORE = Pattern.compile("第?" + list("和") + "(行|列|宫)");
    private static final Pattern UNITS_ZH_AFTER = Pattern.compile("(对角线|窗口|区域)" + list("和"));
    private static final Pattern DIGIT = Pattern.compile("(?<![0-9])[1-9](?![0-9])");
    private static final Pattern LABELS = Pattern.compile(LABEL);

    /** A label, or a list of them joined the language's way: {@code B, F, G and I}; never {@code B, F, G and I, 9}. */
    private static String list(String and) {
        String comma = and.equals("和") ? "、" : ", ";
        return LABEL + "(?:(?:" + comma + LABEL + ")*" + and + LABEL + ")?";
    }

    /** English words of technique names, never in a Spanish sentence. */
    static final Pattern ENGLISH_IN_SPANISH = Pattern.compile("\\b(Swordfish|Jellyfish|Squirmbag|Whale|Leviathan|Fish|"
            + "Nice|Loop|Kite|Skyscraper|Wing|Finned|Mutant|Forcing|Chain|Net|Nested|Cycle|Rectangle|Hidden|Naked|"
            + "Pointing|Claiming|Turbot|Coloring|Colors|Blossom|Senior|Junior|Discontinuous|Continuous|Template|"
            + "Unique|Avoidable|Empty|Remote|Aligned|Siamese|Dual)\\b");
    /**
     * Latin words a Chinese sentence may hold: cells, row labels, the wing letters, ALS (ALS1, ALS2 in a
     * chain of them), RCC, AIC, BUG, SdC, Sue de Coq, Nishio.
     */
    static final Pattern LATIN_ALLOWED_IN_CHINESE = Pattern.compile("(?:[A-I][1-9]|r[1-9]c[1-9]|[A-I]|[WXYZ]{1,4}|"
            + "ALS|AIC|BUG|RCC|ALS[0-9]+|SdC|Sue|de|Coq|Nishio)");
    /** The English technique names, longest first: "2-String Kite" names no digit. */
    private static final List<String> ENGLISH_NAMES = java.util.Arrays.stream(Technique.values())
            .map(t -> Messages.of(Lang.EN).technique(t)).sorted((a, b) -> b.length() - a.length()).toList();
    private static final Pattern LATIN_WORD = Pattern.compile("[A-Za-z][A-Za-z0-9]*");

    /** A step and the board it was found on. */
    record StepOn(Geometry geometry, Step step) {
    }

    private static List<StepOn> corpus;
    /** Steps of one technique said at most: the first ones of its regression cases. */
    private static final int PER_TECHNIQUE = 24;
    /** Regression cases of one technique read at most. */
    private static final int CASES_PER_TECHNIQUE = 2;

    /**
     * The steps said: the first {@value #PER_TECHNIQUE} steps of each technique in its first
     * {@value #CASES_PER_TECHNIQUE} regression cases, and the explained paths of a few variant puzzles.
     */
    static synchronized List<StepOn> corpus() throws IOException {
        if (corpus != null) {
            return corpus;
        }
        List<StepOn> out = new ArrayList<>();
        java.util.Map<Technique, Integer> taken = new java.util.EnumMap<>(Technique.class);
        java.util.Map<Technique, Integer> cases = new java.util.EnumMap<>(Technique.class);
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (cases.merge(c.technique(), 1, Integer::sum) > CASES_PER_TECHNIQUE) {
                continue;
            }
            for (Step s : ReglibTest.steps(c)) {
                if (taken.merge(s.technique(), 1, Integer::sum) <= PER_TECHNIQUE) {
                    out.add(new StepOn(c.grid().geometry(), s));
                }
            }
        }
        List<Grid> variants = new ArrayList<>();
        variants.addAll(DataSets.sample("x_sudoq.txt", 200));
        variants.addAll(DataSets.sample("windoku_sudoq.txt", 200));
        variants.addAll(DataSets.sample("jigsaw_janko.txt", 400));
        ExplainedPaths.walk(variants, (puzzle, state, steps) ->
                steps.forEach(s -> out.add(new StepOn(puzzle.geometry(), s))));
        corpus = List.copyOf(out);
        return corpus;
    }

    @Test
    void spanishAndChineseNameEveryCellUnitAndDigitTheEnglishNames() throws IOException {
        List<String> lacking = new ArrayList<>();
        Set<Technique> met = EnumSet.noneOf(Technique.class);
        int said = 0;
        for (StepOn x : corpus()) {
            met.add(x.step().technique());
            for (Notation notation : Notation.values()) {
                Facts english = facts(Lang.EN, StepTexts.of(x.geometry(), x.step(), Lang.EN, notation));
                for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                    String text = StepTexts.of(x.geometry(), x.step(), lang, notation);
                    Facts facts = facts(lang, text);
                    said++;
                    if (!facts.carries(english)) {
                        lacking.add(x.step().technique() + " " + lang + " " + notation + ": lacks "
                                + facts.missing(english)
                                + "\n  " + text + "\n  " + StepTexts.of(x.geometry(), x.step(), Lang.EN, notation));
                    }
                }
            }
        }
        assertThat(said).isGreaterThan(1000);
        assertThat(met).as("families met").hasSizeGreaterThan(120);
        assertThat(lacking).as(lacking.size() + " sentences lack facts").isEmpty();
    }

    @Test
    void spanishAndChineseUseNoEnglishTechniqueWord() throws IOException {
        List<String> english = new ArrayList<>();
        for (Technique t : Technique.values()) {
            check(english, t + " name", Lang.ES, Messages.of(Lang.ES).technique(t));
            check(english, t + " name", Lang.ZH, Messages.of(Lang.ZH).technique(t));
        }
        for (StepOn x : corpus()) {
            for (Notation notation : Notation.values()) {
                for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
                    check(english, x.step().technique().toString(), lang,
                            StepTexts.of(x.geometry(), x.step(), lang, notation));
                }
            }
        }
        assertThat(english).isEmpty();
    }

    @Test
    void everySpanishAndChineseTechniqueNameIsItsOwn() {
        for (Lang lang : List.of(Lang.ES, Lang.ZH)) {
            Set<String> names = new TreeSet<>();
            for (Technique t : Technique.values()) {
                assertThat(names.add(Messages.of(lang).technique(t))).as(lang + " " + t).isTrue();
            }
        }
        for (Technique t : Technique.values()) {
            assertThat(Messages.of(Lang.ES).technique(t).contains("Medusa")).as("Spanish name of " + t + " says Medusa")
                    .isEqualTo(t.name().endsWith("JELLYFISH"));
        }
    }

    @Test
    void chineseNamesEveryRowColumnAndBoxWithTheOrdinalInBothNotations() throws IOException {
        List<String> bare = new ArrayList<>();
        for (StepOn x : corpus()) {
            for (Notation notation : Notation.values()) {
                String text = StepTexts.of(x.geometry(), x.step(), Lang.ZH, notation);
                Matcher m = UNITS_ZH_BEFORE.matcher(CELL.matcher(text).replaceAll(" "));
                while (m.find()) {
                    if (!m.group().startsWith("第")) {
                        bare.add(m.group() + " in " + text);
                    }
                }
            }
        }
        assertThat(bare).as("\"在4列中\" reads as \"in 4 columns\"").isEmpty();
    }

    @Test
    void everyFishSaysItsBaseAndCoverLinesInOrderInEveryLanguage() throws IOException {
        List<String> unsorted = new ArrayList<>();
        Set<Technique> fish = EnumSet.noneOf(Technique.class);
        for (StepOn x : corpus()) {
            Evidence e = x.step().evidence();
            if (!(e instanceof FishEvidence.Fish || e instanceof FishEvidence.GeneralFish || e instanceof FishEvidence.SiameseFish
                    || e instanceof ForcingEvidence.Kraken)) {
                continue;
            }
            fish.add(x.step().technique());
            for (Lang lang : Lang.values()) {
                String text = CELL.matcher(StepTexts.of(x.geometry(), x.step(), lang, Notation.CELL)).replaceAll(" ");
                for (Pattern p : switch (lang) {
                    case EN -> List.of(UNITS_EN);
                    case ES -> List.of(UNITS_ES);
                    case ZH -> List.of(UNITS_ZH_BEFORE, UNITS_ZH_AFTER);
                }) {
                    for (String list : p.matcher(text).results().map(MatchResult::group).toList()) {
                        List<String> labels = LABELS.matcher(list.replace("第", "")).results().map(MatchResult::group).toList();
                        if (!labels.equals(labels.stream().sorted().toList())) {
                            unsorted.add(x.step().technique() + " " + lang + ": " + list);
                        }
                    }
                }
            }
        }
        assertThat(fish).as("fish families read").contains(Technique.X_WING, Technique.FINNED_SWORDFISH,
                Technique.SASHIMI_JELLYFISH, Technique.FRANKEN_SWORDFISH, Technique.MUTANT_JELLYFISH,
                Technique.FINNED_MUTANT_WHALE, Technique.SIAMESE_MUTANT_FISH, Technique.KRAKEN_FISH, Technique.LEVIATHAN);
        assertThat(unsorted).isEmpty();
    }

    @Test
    void aSpanishSubsetIsCalledByItsTechniqueName() throws IOException {
        int read = 0;
        for (StepOn x : corpus()) {
            if (x.step().evidence() instanceof SubsetEvidence.Subset) {
                String name = Messages.of(Lang.ES).technique(x.step().technique()).toLowerCase(java.util.Locale.ROOT);
                assertThat(StepTexts.of(x.geometry(), x.step(), Lang.ES)).as("the step is a " + name).contains("(" + name + ")");
                read++;
            }
        }
        assertThat(read).isGreaterThan(20);
    }

    @Test
    void spanishRemovesOneDigitInTheSingular() throws IOException {
        int read = 0;
        for (StepOn x : corpus()) {
            List<Integer> digits = x.step().eliminations().stream().map(Candidate::digit).distinct().toList();
            String text = StepTexts.of(x.geometry(), x.step(), Lang.ES);
            if (digits.size() == 1 && text.contains("se elimina")) {
                assertThat(text).as("one digit removed").doesNotContain("se eliminan " + digits.get(0) + " de");
                read++;
            }
        }
        assertThat(read).isGreaterThan(20);
    }

    @Test
    void aSentenceThatDropsACellAUnitOrADigitLacksIt() {
        Facts english = facts(Lang.EN, "In rows A and C, 5 fits only in columns 2 and 7: 5 from E2 and r9c7.");
        assertThat(facts(Lang.ES, "En las filas A y C, el 5 solo cabe en las columnas 2 y 7: el 5 de E2 y r9c7.")
                .carries(english)).isTrue();
        assertThat(facts(Lang.ES, "En las filas A y C, el 5 solo cabe en las columnas 2 y 7: el 5 de E2.")
                .carries(english)).isFalse();
        assertThat(facts(Lang.ZH, "在第A和C行中，5只出现在第2列：删去E2和r9c7的5。").carries(english)).isFalse();
        assertThat(facts(Lang.ZH, "在第A和C行中，5只出现在第2和7列：删去E2和r9c7。").carries(english)).isTrue();
        assertThat(facts(Lang.ZH, "在第A和C行中，只出现在第2和7列：删去E2和r9c7。").carries(english)).isFalse();
        List<String> found = new ArrayList<>();
        check(found, "a Spanish name", Lang.ES, "Ala X con aleta (Finned X-Wing)");
        check(found, "a Chinese name", Lang.ZH, "鳍X翼（Finned）");
        check(found, "a Chinese name", Lang.ZH, "X翼、ALS-XZ、SdC");
        assertThat(found).hasSize(2);
    }

    private static void check(List<String> found, String where, Lang lang, String text) {
        if (lang == Lang.ES) {
            Matcher m = ENGLISH_IN_SPANISH.matcher(text);
            if (m.find()) {
                found.add(where + " ES says '" + m.group() + "': " + text);
            }
            return;
        }
        Matcher m = LATIN_WORD.matcher(text);
        while (m.find()) {
            if (!LATIN_ALLOWED_IN_CHINESE.matcher(m.group()).matches()) {
                found.add(where + " ZH says '" + m.group() + "': " + text);
                return;
            }
        }
    }

    /** What a sentence names: its cells, its units (kind and label), its digits outside those names. */
    record Facts(Set<String> cells, Set<String> units, Set<String> digits) {
        boolean carries(Facts english) {
            return cells.containsAll(english.cells) && units.containsAll(english.units)
                    && digits.containsAll(english.digits);
        }

        String missing(Facts english) {
            Set<String> out = new TreeSet<>(english.cells);
            out.removeAll(cells);
            Set<String> u = new TreeSet<>(english.units);
            u.removeAll(units);
            Set<String> d = new TreeSet<>(english.digits);
            d.removeAll(digits);
            return "cells " + out + ", units " + u + ", digits " + d;
        }
    }

    static Facts facts(Lang lang, String text) {
        Set<String> cells = found(CELL, text);
        String rest = CELL.matcher(text).replaceAll(" ");
        if (lang == Lang.EN) {
            for (String name : ENGLISH_NAMES) {
                rest = rest.replace(name, " ");
            }
        }
        Set<String> units = new TreeSet<>();
        switch (lang) {
            case EN -> rest = units(rest, UNITS_EN, units);
            case ES -> rest = units(rest, UNITS_ES, units);
            case ZH -> rest = units(units(rest, UNITS_ZH_BEFORE, units), UNITS_ZH_AFTER, units);
        }
        Set<String> digits = found(DIGIT, rest);
        return new Facts(cells, units, digits);
    }

    private static Set<String> found(Pattern p, String text) {
        return p.matcher(text).results().map(MatchResult::group)
                .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
    }

    /** Adds the units {@code p} finds to {@code units} ("kind label", kinds in English); the text without them. */
    private static String units(String text, Pattern p, Set<String> units) {
        Matcher m = p.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String kind = kind(m.group(1) != null ? m.group(1) : m.group(2));
            String named = m.group().substring(m.group().indexOf(' ') + 1);
            Matcher l = LABELS.matcher(p == UNITS_ZH_BEFORE ? m.group().replace("第", "") : p == UNITS_ZH_AFTER
                    ? m.group().substring(m.group(1).length()) : named);
            while (l.find()) {
                units.add(kind + " " + l.group());
            }
            m.appendReplacement(out, " ");
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String kind(String word) {
        return switch (word) {
            case "row", "fila", "行" -> "row";
            case "column", "columna", "列" -> "column";
            case "box", "caja", "宫" -> "box";
            case "diagonal", "对角线" -> "diagonal";
            case "window", "ventana", "窗口" -> "window";
            default -> "region";
        };
    }
}
