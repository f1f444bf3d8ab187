package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;

/**
 * Every chain of the explained paths of a sample of hard puzzles holds as printed, checked by
 * {@link PrintedChains} from the candidate grid and the sentence alone (the sweep over several
 * hundred puzzles is {@link PrintedChainCheckIT}).
 */
class PrintedChainCheckTest {
    private static final java.util.regex.Pattern KEEPS = java.util.regex.Pattern.compile("\\(([1-9])\\)[A-I][1-9]=\\(\\1\\)ALS:");

    @Test
    void everyPrintedLinkAndConclusionHoldsOnASample() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 3));
        puzzles.addAll(DataSets.sample("forum_hardest_1106.txt", 200));
        Map<Lang, Counts> all = check(puzzles, List.of(Lang.EN, Lang.ES, Lang.ZH));
        Counts c = all.get(Lang.EN);
        all.forEach((l, counts) -> System.out.println(l + " " + counts.summary(puzzles.size())));
        assertThat(c.problems).isEmpty();
        assertThat(c.checked).as("chain steps checked").isGreaterThan(30);
        assertThat(c.rejectedWithout).as("steps whose links fail the check without their premises")
                .isPositive().isEqualTo(c.withPremises);
        assertThat(c.innerChains).as("inner chains printed").isGreaterThanOrEqualTo(c.nested);
        assertThat(c.nestedRejectedUnfollowed).as("nested steps whose inner chains fail where the step starts").isPositive();
        assertThat(c.untiedRejected).as("verities that fail the check without their last conclusion's chains")
                .isPositive().isEqualTo(c.verityManyConclusions);
        assertThat(c.doublesRejectedOn).as("double forcing chains that fail with their second branch started as the first")
                .isEqualTo(c.doubles);
        assertThat(c.nestedVeritiesRejectedUntied).as("nested verities that fail with a conclusion left unproved in a branch")
                .isEqualTo(c.nestedVerities);
        assertThat(c.clashes).as("clashes named").isGreaterThanOrEqualTo(c.nested);
        assertThat(c.clashesTamperedRejected).as("steps rejected with their first clash made wrong")
                .isPositive().isEqualTo(c.clashesTampered);
        for (Lang l : List.of(Lang.ES, Lang.ZH)) {
            sameAsEnglish(l, all.get(l), c);
        }
    }

    @Test
    void aLinkThatLeavesASetItsDigitNamesTheSet() {
        // grouped chains whose last strong link holds only through an almost locked set that keeps the digit
        List<Grid> puzzles = List.of(
                Grid.parse("..6.....1.8...7.5.9...5.8.......4....4..3..2....2.8.....3.7...9.7.....8.1.....6.3"),
                Grid.parse("...4.67....71.........7..15.94.6.5.........98..5.1.6..3.............2.6...6.4.1.."));
        Map<Lang, Counts> all = check(puzzles, List.of(Lang.EN, Lang.ES, Lang.ZH));
        Counts c = all.get(Lang.EN);
        assertThat(c.problems).isEmpty();
        assertThat(c.unnamedSets).as("links through unnamed sets").isZero();
        assertThat(c.namedKeeps).as("links to a set that keeps the digit").isPositive();
        sameAsEnglish(Lang.ES, all.get(Lang.ES), c);
        sameAsEnglish(Lang.ZH, all.get(Lang.ZH), c);
    }

    @Test
    void aChineseSentenceThatNamesAChainOfSetsIsNoChainToCheck() {
        // an ALS-XY-Chain, which prints no chain in Eureka notation, says 链 before its sets in Chinese
        List<Grid> puzzles = List.of(
                Grid.parse("........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8"));
        Map<Lang, Counts> all = check(puzzles, List.of(Lang.EN, Lang.ZH));
        assertThat(all.get(Lang.EN).problems).isEmpty();
        sameAsEnglish(Lang.ZH, all.get(Lang.ZH), all.get(Lang.EN));
    }

    /**
     * The Spanish or Chinese steps pass the same checks as the English ones, as many of each kind:
     * every chain read, every premise, inner chain and conclusion found, none failing, and the
     * same broken cases rejected.
     */
    static void sameAsEnglish(Lang lang, Counts said, Counts english) {
        assertThat(said.problems).as(lang + " problems").isEmpty();
        assertThat(said.summary(0)).as(lang + " counts").isEqualTo(english.summary(0));
    }

    /** What a check over some puzzles found: how many chain steps it read, what is wrong with them. */
    static final class Counts {
        int checked;
        int premises;
        /** Links through an almost locked set the notation does not name (see {@link PrintedChains#UNNAMED_SET}). */
        int unnamedSets;
        /** Strong links from a cell to the same digit of a named set ({@code (3)C2=(3)ALS:B1,B3,B7}). */
        int namedKeeps;
        /** The steps with such links, each with its puzzle, its problem and its sentence. */
        final List<String> unnamed = new ArrayList<>();
        /** Forcing chain verities, and those that place or remove more than one candidate (each tied to its own chains). */
        int verities;
        int verityManyConclusions;
        /** Of those, how many the check rejects once their last conclusion's chains are struck out. */
        int untiedRejected;
        /** Steps whose chains print premises, and those the check rejects once the premises are struck out. */
        int withPremises;
        int rejectedWithout;
        /**
         * Nested forcing chains, and their inner chains: checked in the states the check itself
         * reaches from the outer assumption (see {@link PrintedNesting}).
         */
        int nested;
        int innerChains;
        /** Nested steps whose inner chains the check rejects in the state the step starts from, the assumption not followed. */
        int nestedRejectedUnfollowed;
        /**
         * Double forcing chains (a candidate true, then false), and those the check rejects once
         * the second branch's first link is printed weak, as if it started from the candidate true.
         */
        int doubles;
        /**
         * Nested verities, the inner chains and the chains to conclusions their branches print, and
         * those the check rejects with their inner chains checked where the step starts.
         */
        int nestedVerities;
        int nestedVerityInner;
        int nestedVerityReached;
        int nestedVeritiesRejectedUnfollowed;
        /** Nested verities the check rejects with their last branch's last sentence struck out. */
        int nestedVeritiesRejectedUntied;
        int doublesRejectedOn;
        /**
         * The clashes the printed contradictions name (each checked against its chains), the
         * steps checked with their first clash made wrong, and how many of those the check rejects.
         */
        int clashes;
        int clashesTampered;
        int clashesTamperedRejected;
        final List<String> problems = new ArrayList<>();

        /** The counts in one line, for the test's output. */
        String summary(int puzzles) {
            return String.format("printed chains: %d puzzles, %d chain steps, %d bracketed premises, %d links through "
                    + "unnamed sets, %d problems; %d verities, %d of them with more than one conclusion; %d of %d "
                    + "steps with premises fail without them; %d nested steps with %d inner chains", puzzles, checked, premises,
                    unnamedSets, problems.size(), verities, verityManyConclusions, rejectedWithout, withPremises, nested,
                    innerChains)
                    + String.format("; %d of %d verities of several conclusions fail with the last one's chains struck out;"
                    + " %d of %d nested steps fail with their inner chains checked where the step starts",
                    untiedRejected, verityManyConclusions, nestedRejectedUnfollowed, nested)
                    + String.format("; %d double forcing chains, %d rejected with the second branch started as the first",
                    doubles, doublesRejectedOn)
                    + String.format("; %d nested verities with %d inner chains and %d chains to conclusions, %d rejected with "
                    + "their inner chains checked where the step starts, %d with their last branch's last sentence struck out",
                    nestedVerities, nestedVerityInner, nestedVerityReached, nestedVeritiesRejectedUnfollowed,
                    nestedVeritiesRejectedUntied)
                    + String.format("; %d clashes named, %d of %d steps rejected with their first clash made wrong",
                    clashes, clashesTamperedRejected, clashesTampered);
        }
    }

    /**
     * A nested verity's English sentence with the last sentence of its last branch struck out
     * (its chains to a conclusion, or the inner chain said to remove it): one conclusion left
     * unproved in that branch.
     */
    static String lastBranchUntied(String english, List<StepTexts.Line> lines) {
        String last = null;
        for (StepTexts.Line l : lines) {
            if (l.depth() == 2) {
                last = l.text();
            }
        }
        int at = last == null ? -1 : english.lastIndexOf(" " + last);
        return at < 0 ? english : english.substring(0, at) + english.substring(at + 1 + last.length());
    }

    /**
     * A verity's sentence with its last conclusion's chains struck out: the last "Either way ...:"
     * sentence, or else the last "Once ... is ..." sentence, which ties eliminations to a placement.
     */
    static String untied(String text) {
        int at = text.lastIndexOf(" Either way ");
        if (at < 0) {
            at = text.lastIndexOf(" Once ");
        }
        if (at < 0) {
            return text;
        }
        int end = text.indexOf(". ", at + 1);
        return text.substring(0, at) + (end < 0 ? "" : text.substring(end + 1));
    }

    /**
     * Solves each puzzle round by round as the explainer does and checks each step that prints
     * chains in the grid its round starts from, in English.
     */
    static Counts check(List<Grid> puzzles) {
        return check(puzzles, List.of(Lang.EN)).get(Lang.EN);
    }

    /**
     * Like {@link #check(List)}, the same steps said in each of {@code langs} and read by
     * {@link PrintedWords}, with counts per language.
     */
    static Map<Lang, Counts> check(List<Grid> puzzles, List<Lang> langs) {
        Map<Lang, Counts> out = new EnumMap<>(Lang.class);
        langs.forEach(l -> out.put(l, new Counts()));
        ExplainedPaths.walk(puzzles, (puzzle, state, round) -> {
            for (Step s : round) {
                for (Lang l : langs) {
                    count(out.get(l), puzzle, state, s, PrintedWords.read(l, StepTexts.of(puzzle.geometry(), s, l)));
                }
            }
        });
        return out;
    }

    /** Checks one step printed as {@code text} (in the checker's words) in {@code state}, adding to {@code out}. */
    private static void count(Counts out, Grid puzzle, Candidates state, Step s, String text) {
        if (s.evidence() instanceof ForcingEvidence.NestedContradiction) {
            out.nested++;
            out.innerChains += PrintedNesting.innerChains(text);
            if (!PrintedNesting.problems(state, text, false).isEmpty()) {
                out.nestedRejectedUnfollowed++;
            }
        }
        if (s.evidence() instanceof ForcingEvidence.NestedVerity) {
            out.nestedVerities++;
            out.nestedVerityInner += PrintedNesting.innerChains(text);
            out.nestedVerityReached += text.split("Chains to ", -1).length - 1;
            if (!PrintedNestedVerities.problems(state, text, false).isEmpty()) {
                out.nestedVeritiesRejectedUnfollowed++;
            }
            String english = Said.english(s);
            if (!PrintedChains.problems(state, lastBranchUntied(english,
                    StepTexts.lines(state.geometry(), s, Lang.EN, sudoku.logic.internal.Notation.CELL))).isEmpty()) {
                out.nestedVeritiesRejectedUntied++;
            }
        }
        if (text.contains("hain: ") || text.contains("hains: ") || PrintedNestedVerities.isNestedVerity(text)
                || PrintedNesting.isNested(text)) {
            out.checked++;
            out.namedKeeps += KEEPS.matcher(text).results().count();
            if (s.evidence() instanceof ForcingEvidence.Verity v && v.premise() instanceof Premise.OnOrOff o) {
                out.doubles++;
                String on = "(" + o.candidate().digit() + ")" + PrintedChains.name(state.geometry(), o.candidate().cell());
                int chains = text.indexOf("Chains: ");
                int off = text.indexOf(on + "=", chains);
                if (off > 0 && !PrintedChains.problems(state, text.substring(0, off) + on + "-"
                        + text.substring(off + on.length() + 1)).isEmpty()) {
                    out.doublesRejectedOn++;
                }
            }
            if (s.evidence() instanceof ForcingEvidence.Verity) {
                out.verities++;
                if (s.placements().size() + s.eliminations().size() > 1) {
                    out.verityManyConclusions++;
                    if (!PrintedChains.problems(state, untied(text)).isEmpty()) {
                        out.untiedRejected++;
                    }
                }
            }
            int clashes = (int) java.util.regex.Pattern.compile(PrintedClashes.CLASH).matcher(text).results().count();
            out.clashes += clashes;
            if (clashes > 0) {
                out.clashesTampered++;
                if (!PrintedChains.problems(state, PrintedClashes.tampered(text)).isEmpty()) {
                    out.clashesTamperedRejected++;
                }
            }
            out.premises += text.split("\\[-").length - 1;
            if (text.contains("[-")) {
                out.withPremises++;
                String bare = text.replaceAll("\\[-[^]]*]", "");
                if (PrintedChains.problems(state, bare).stream()
                        .anyMatch(p -> !p.endsWith(PrintedChains.UNNAMED_SET))) {
                    out.rejectedWithout++;
                }
            }
            for (String p : PrintedChains.problems(state, text)) {
                if (p.endsWith(PrintedChains.UNNAMED_SET)) {
                    out.unnamedSets++;
                    out.unnamed.add(puzzle.toString().replace("\n", "") + " " + s.technique() + ": " + p
                            + "\n  " + text);
                    continue;
                }
                out.problems.add(puzzle.toString().replace("\n", "") + " " + s.technique() + ": " + p
                        + "\n  " + text);
            }
        }
    }
}
