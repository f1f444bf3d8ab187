package sudoku.logic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * The check of a printed nested forcing chain (see {@link PrintedChains}): the check follows the
 * assumption by singles and locked candidates itself, round by round as the sentence numbers
 * its inner chains, and checks each inner chain's links in the state its round starts from (where
 * the removals of the rounds before are gone), and the final chains in the state of the last
 * round, its removals shown false.
 */
final class PrintedNesting {
    private PrintedNesting() {
    }

    private static final Pattern NESTED = Pattern.compile("^If ([A-I][1-9]) is ([1-9]), then singles and locked "
            + "candidates, with [a-z ]+ inside that assumption");
    /** An inner chain: its round, its removal's cell and digit, what clashes when it contradicts itself, its chains. */
    static final Pattern INNER = Pattern.compile("Inner chain \\(round ([0-9]+)\\), ([A-I][1-9]) is not ([1-9]) "
            + "as (?:it contradicts itself(?: \\((" + PrintedClashes.CLASH + ")\\))?|[^:]*, each removing it): (.*?)\\.(?= |$)");
    private static final Pattern FINAL = Pattern.compile("Final chains: (.*?)\\.(?= |$)");

    /** Whether {@code text} says a nested forcing chain. */
    static boolean isNested(String text) {
        return NESTED.matcher(text).find();
    }

    /** How many inner chains {@code text} prints. */
    static int innerChains(String text) {
        int count = 0;
        for (Matcher m = INNER.matcher(text); m.find(); ) {
            count++;
        }
        return count;
    }

    /**
     * What is wrong with the nested forcing chain printed as {@code text}, said in {@code state}.
     * @param state the candidates the step starts from
     * @param text the step's English sentence
     * @return the problems found
     */
    static List<String> problems(Candidates state, String text) {
        return problems(state, text, true);
    }

    /**
     * Like {@link #problems(Candidates, String)}; unless {@code follow}, the inner chains are
     * checked in the state the step starts from, as if the assumption had led to nothing.
     */
    static List<String> problems(Candidates state, String text, boolean follow) {
        List<String> out = new ArrayList<>();
        Geometry g = state.geometry();
        Matcher nested = NESTED.matcher(text);
        nested.find();
        Candidates round = state.copy();
        if (follow) {
            round.place(PrintedChains.cell(g, nested.group(1)), Integer.parseInt(nested.group(2)));
        }
        if (follow && !propagate(round)) {
            return List.of("the assumption contradicts itself by singles and locked candidates: no inner chain is needed");
        }
        int at = 1;
        List<Candidate> removed = new ArrayList<>();
        for (Matcher m = INNER.matcher(text); m.find(); ) {
            int r = Integer.parseInt(m.group(1));
            if (r != at) {
                if (r != at + 1) {
                    out.add("round " + r + " follows round " + at);
                    return out;
                }
                // the next round starts once the removals of this one are followed
                removed.forEach(x -> round.eliminate(x.cell(), x.digit()));
                removed.clear();
                if (follow && !propagate(round)) {
                    out.add("the contradiction comes before round " + r);
                    return out;
                }
                at = r;
            }
            Candidate x = new Candidate(PrintedChains.cell(g, m.group(2)), Integer.parseInt(m.group(3)));
            if (!round.has(x.cell(), x.digit())) {
                out.add("round " + r + ": " + x.describe(g) + " is no candidate there");
            }
            List<String> wrong = new ArrayList<>();
            clash(round, m, wrong);
            wrong.forEach(w -> out.add("round " + r + ", inner chain to " + x.describe(g) + ": " + w));
            removed.add(x);
        }
        Matcher last = FINAL.matcher(text);
        List<String> wrong = new ArrayList<>();
        List<PrintedChains.Branch> branches = last.find()
                ? PrintedChains.branches(round, last.group(1), new HashSet<>(removed), wrong) : List.of();
        wrong.forEach(w -> out.add("final chains: " + w));
        String clash = PrintedClashes.said(text);
        String bad = clash == null ? "no clash said" : PrintedClashes.wrong(round, clash, branches, new HashSet<>(removed));
        if (follow && bad != null) {
            out.add("final contradiction: " + bad);
        }
        return out;
    }

    /**
     * Checks the chains of the inner chain {@code m} (see {@link #INNER}) in {@code round}, and
     * the clash it names when it contradicts itself (one it must name), adding what is wrong to
     * {@code out}.
     */
    static void clash(Candidates round, Matcher m, List<String> out) {
        List<PrintedChains.Branch> branches = PrintedChains.branches(round, m.group(5), Set.of(), out);
        boolean contradiction = m.group(0).contains(" as it contradicts itself");
        if (contradiction && m.group(4) == null) {
            out.add("the contradiction names no clash");
        } else if (contradiction) {
            String bad = PrintedClashes.wrong(round, m.group(4), branches, Set.of());
            if (bad != null) {
                out.add(bad);
            }
        }
    }

    /**
     * Follows singles and locked candidates in {@code s} until they stall: a cell's last
     * candidate or a digit's last place in a unit is placed, and a digit whose places in one
     * unit all lie in another leaves the rest of the other. False on a contradiction (a cell or a
     * unit's digit left without a place).
     */
    static boolean propagate(Candidates s) {
        Geometry g = s.geometry();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int c = 0; c < g.cellCount(); c++) {
                if (s.digit(c) == 0 && Integer.bitCount(s.candidates(c)) == 0) {
                    return false;
                }
                if (s.digit(c) == 0 && Integer.bitCount(s.candidates(c)) == 1) {
                    s.place(c, Integer.numberOfTrailingZeros(s.candidates(c)) + 1);
                    changed = true;
                }
            }
            for (int u = 0; u < g.unitCount(); u++) {
                for (int d = 1; d <= g.side(); d++) {
                    List<Integer> places = places(s, u, d);
                    if (places == null) {
                        continue;
                    }
                    if (places.isEmpty()) {
                        return false;
                    }
                    if (places.size() == 1) {
                        s.place(places.get(0), d);
                        changed = true;
                        continue;
                    }
                    for (int v = 0; v < g.unitCount(); v++) {
                        if (v == u || !PrintedChains.unitCells(g, v).containsAll(places)) {
                            continue;
                        }
                        for (int c : UnitTables.unit(g, v)) {
                            if (!places.contains(c) && s.has(c, d)) {
                                s.eliminate(c, d);
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The places of {@code d} in unit {@code u}, or null when it is placed there. */
    private static List<Integer> places(Candidates s, int u, int d) {
        List<Integer> out = new ArrayList<>();
        for (int c : UnitTables.unit(s.geometry(), u)) {
            if (s.digit(c) == d) {
                return null;
            }
            if (s.has(c, d)) {
                out.add(c);
            }
        }
        return out;
    }
}
