package sudoku.logic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.core.Geometry;

/**
 * The check of a printed nested verity (see {@link PrintedChains}): its assumptions are every
 * candidate of the cell, or every place of the digit in one unit, it names, each introduced by
 * "Assuming A1 is 5:" in order; or, for a double forcing chain ("A1 is 5 or it is not"), that
 * candidate assumed true, then false ("Assuming A1 is not 5:"). For each, the check follows the assumption by singles and locked
 * candidates itself and checks its inner chains round by round (as {@link PrintedNesting} does);
 * a chain reaching a conclusion from the assumption is checked where the step starts, from its
 * assumption true, and one reaching it after round r in the state round r starts from, its
 * removals shown false. Each placement the sentence draws is reached in every branch; each
 * removal is reached, or removed by a printed inner chain of the branch, in every branch, or is
 * the digit of a proved placement leaving a peer of the placed cell.
 */
final class PrintedNestedVerities {
    private PrintedNestedVerities() {
    }

    private static final Pattern ASSUMING = Pattern.compile(" Assuming ([A-I][1-9]) is (not )?([1-9]):");
    private static final Pattern FIRST = Pattern.compile("either way [A-I][1-9] is (?:not )?[1-9]\\. So (.*?)\\.(?= Assuming)");
    private static final Pattern REACHED = Pattern.compile("Chains to ([A-I][1-9]) is (not )?([1-9])(?: after round ([0-9]+))?: "
            + "(.*?)\\.(?= |$)");
    private static final Pattern INSIDE = Pattern.compile("([A-I][1-9]) is not ([1-9]) by the inner chain of round ([0-9]+)\\.");
    private static final Pattern PLACED = Pattern.compile("([A-I][1-9]) is ([1-9])");

    /** Whether {@code text} prints a nested verity's branches. */
    static boolean isNestedVerity(String text) {
        return ASSUMING.matcher(text).find();
    }

    /** How many inner chains {@code text} prints, over all its branches. */
    static int innerChains(String text) {
        return PrintedNesting.innerChains(text);
    }

    /**
     * What is wrong with the nested verity printed as {@code text}, said in {@code state}.
     * @param state the candidates the step starts from
     * @param text the step's English sentence
     * @param follow unless true, the inner chains are checked where the step starts, as if the
     *               assumptions had led to nothing (a broken check, which must fail)
     * @return the problems found
     */
    static List<String> problems(Candidates state, String text, boolean follow) {
        List<String> out = new ArrayList<>();
        Geometry g = state.geometry();
        Matcher first = FIRST.matcher(text);
        if (!first.find()) {
            return List.of("no conclusion drawn");
        }
        List<Candidate> assumptions = PrintedVerities.assumptions(state, text, null, out);
        List<Integer> starts = new ArrayList<>();
        List<Candidate> named = new ArrayList<>();
        List<Boolean> off = new ArrayList<>();
        for (Matcher m = ASSUMING.matcher(text); m.find(); ) {
            starts.add(m.start());
            named.add(new Candidate(PrintedChains.cell(g, m.group(1)), Integer.parseInt(m.group(3))));
            off.add(m.group(2) != null);
        }
        if (!named.equals(assumptions)) {
            out.add("the branches " + named + " are not the assumptions " + assumptions);
            return out;
        }
        // a candidate true or not (a double forcing chain): its first branch assumes it true, its second false
        boolean onOrOff = assumptions.size() == 2 && assumptions.get(0).equals(assumptions.get(1));
        if (!off.equals(onOrOff ? List.of(false, true) : java.util.Collections.nCopies(off.size(), false))) {
            out.add("the branches assume " + off + " false where the premise is " + (onOrOff ? "true or false" : "all true"));
            return out;
        }
        // what the sentence draws, and what each branch proves
        String effect = first.group(1);
        int remove = effect.indexOf("remove ");
        List<Candidate> placements = new ArrayList<>();
        for (Matcher pm = PLACED.matcher(remove < 0 ? effect : effect.substring(0, remove)); pm.find(); ) {
            placements.add(new Candidate(PrintedChains.cell(g, pm.group(1)), Integer.parseInt(pm.group(2))));
        }
        List<Candidate> removals = remove < 0 ? List.of() : PrintedChains.eliminations(g, effect.substring(remove));
        Set<Candidate> placedEverywhere = new HashSet<>(placements);
        Set<Candidate> removedEverywhere = new HashSet<>(removals);
        for (int i = 0; i < named.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1) : text.length();
            Set<Candidate> placed = new HashSet<>();
            Set<Candidate> removed = new HashSet<>();
            branch(state, named.get(i), off.get(i), text.substring(starts.get(i), end), follow, placed, removed, out);
            placedEverywhere.retainAll(placed);
            removedEverywhere.retainAll(removed);
        }
        for (Candidate p : placements) {
            if (!placedEverywhere.contains(p)) {
                out.add("placement " + p.describe(g) + " is not reached in every branch");
            }
        }
        Set<Candidate> byPlacement = PrintedVerities.byPlacement(state, text, placedEverywhere, out);
        for (Candidate x : removals) {
            if (!removedEverywhere.contains(x) && !byPlacement.contains(x)) {
                out.add("removal " + x.describe(g) + " is not reached in every branch and leaves no peer of a placement");
            }
        }
        return out;
    }

    /**
     * Checks the branch of assumption {@code a} (assumed false when {@code off}), printed as
     * {@code text}: its inner chains, round by round, and its chains to the conclusions, adding
     * those it proves placed or removed.
     */
    private static void branch(Candidates state, Candidate a, boolean off, String text, boolean follow,
                               Set<Candidate> placed, Set<Candidate> removed, List<String> out) {
        Geometry g = state.geometry();
        String where = "branch " + (off ? "not " : "") + a.describe(g) + ": ";
        Candidates round = state.copy();
        if (follow) {
            if (off) {
                round.eliminate(a.cell(), a.digit());
            } else {
                round.place(a.cell(), a.digit());
            }
            if (!PrintedNesting.propagate(round)) {
                out.add(where + "the assumption contradicts itself by singles and locked candidates");
                return;
            }
        }
        // per round (from 1): the state its inner chains are checked in, and its removals
        List<Candidates> roundStarts = new ArrayList<>(List.of(state, round.copy()));
        List<Set<Candidate>> roundRemovals = new ArrayList<>(List.of(Set.of(), new HashSet<>()));
        for (Matcher m = PrintedNesting.INNER.matcher(text); m.find(); ) {
            int r = Integer.parseInt(m.group(1));
            int at = roundStarts.size() - 1;
            if (r != at) {
                if (r != at + 1) {
                    out.add(where + "round " + r + " follows round " + at);
                    return;
                }
                roundRemovals.get(at).forEach(x -> round.eliminate(x.cell(), x.digit()));
                if (follow && !PrintedNesting.propagate(round)) {
                    out.add(where + "the contradiction comes before round " + r);
                    return;
                }
                roundStarts.add(round.copy());
                roundRemovals.add(new HashSet<>());
            }
            Candidate x = new Candidate(PrintedChains.cell(g, m.group(2)), Integer.parseInt(m.group(3)));
            if (!round.has(x.cell(), x.digit())) {
                out.add(where + "round " + r + ": " + x.describe(g) + " is no candidate there");
            }
            List<String> wrong = new ArrayList<>();
            PrintedNesting.clash(round, m, wrong);
            wrong.forEach(w -> out.add(where + "round " + r + ", inner chain to " + x.describe(g) + ": " + w));
            roundRemovals.get(r).add(x);
        }
        for (Matcher m = INSIDE.matcher(text); m.find(); ) {
            Candidate x = new Candidate(PrintedChains.cell(g, m.group(1)), Integer.parseInt(m.group(2)));
            int r = Integer.parseInt(m.group(3));
            if (r < roundRemovals.size() && roundRemovals.get(r).contains(x)) {
                removed.add(x);
            } else {
                out.add(where + x.describe(g) + " is removed by no inner chain of round " + r);
            }
        }
        for (Matcher m = REACHED.matcher(text); m.find(); ) {
            Candidate x = new Candidate(PrintedChains.cell(g, m.group(1)), Integer.parseInt(m.group(3)));
            boolean placing = m.group(2) == null;
            int r = m.group(4) == null ? 0 : Integer.parseInt(m.group(4));
            if (r >= roundStarts.size()) {
                out.add(where + "no round " + r + " before the chains to " + x.describe(g));
                continue;
            }
            List<String> wrong = new ArrayList<>();
            List<PrintedChains.Branch> branches = PrintedChains.branches(roundStarts.get(r), m.group(5),
                    roundRemovals.get(r), wrong);
            wrong.forEach(w -> out.add(where + "chains to " + x.describe(g) + ": " + w));
            String bad = branches == null ? "cannot be read" : branches.size() != 1 ? "are not one branch"
                    : reaches(branches.get(0), r == 0 ? a : null, off, x, placing);
            if (bad != null) {
                out.add(where + "the chains to " + x.describe(g) + " " + bad);
                continue;
            }
            (placing ? placed : removed).add(x);
        }
    }

    /**
     * Why {@code branch} does not start from {@code a} true (when given; false when {@code off},
     * by a strong link out of it) and end at {@code x} placed (by a strong link) or removed (by a
     * weak one), or null.
     */
    private static String reaches(PrintedChains.Branch branch, Candidate a, boolean off, Candidate x, boolean placing) {
        PrintedChains.Node start = branch.segments().get(0).get(0);
        List<Character> firstLinks = branch.links().get(0);
        if (a != null && (!start.cells().equals(List.of(a.cell())) || start.in() != a.digit()
                || off && (firstLinks.isEmpty() || firstLinks.get(0) != '=')
                || !off && !firstLinks.isEmpty() && firstLinks.get(0) != '-')) {
            return "do not start from the assumption";
        }
        List<PrintedChains.Node> chain = branch.segments().get(branch.segments().size() - 1);
        List<Character> links = branch.links().get(branch.links().size() - 1);
        PrintedChains.Node end = chain.get(chain.size() - 1);
        if (links.isEmpty() || !end.cells().equals(List.of(x.cell())) || end.out() != x.digit()
                || links.get(links.size() - 1) != (placing ? '=' : '-')) {
            return "do not end at the conclusion by the right kind of link";
        }
        return null;
    }
}
