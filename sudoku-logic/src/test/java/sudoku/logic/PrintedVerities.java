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
 * The check of a printed forcing chain verity beyond its links (see {@link PrintedChains}): its
 * assumptions are every candidate of the cell, or every place of the digit in one unit, it
 * names, or one candidate true and then false (a double forcing chain, whose first branch must
 * start by a weak link and whose second by a strong one); each conclusion the sentence draws is proved by one chain per assumption, in order, each
 * from its assumption to that conclusion, or is the digit of a proved placement leaving a peer
 * of the placed cell.
 */
final class PrintedVerities {
    private PrintedVerities() {
    }

    private static final Pattern CELL_HOLDS = Pattern.compile("^([A-I][1-9]) holds ([1-9](?:(?:, | or )[1-9])*)\\. ");
    /** A double forcing chain's two assumptions: the candidate true, then false. */
    private static final Pattern ON_OR_OFF = Pattern.compile("^([A-I][1-9]) is ([1-9]) or it is not\\. ");
    private static final Pattern UNIT_HOLDS = Pattern.compile("^In [a-z]+ [A-I1-9], ([1-9]) goes in "
            + "([A-I][1-9](?:(?:, | or )[A-I][1-9])*)\\. ");
    private static final Pattern FIRST = Pattern.compile("either way ([A-I][1-9]) is (not )?([1-9])\\. So (.*?)\\. Chains: ");
    private static final Pattern EITHER_WAY = Pattern.compile("Either way ([A-I][1-9]) is (not )?([1-9])");
    private static final Pattern PLACED = Pattern.compile("([A-I][1-9]) is ([1-9])");
    private static final Pattern ONCE = Pattern.compile("Once ([A-I][1-9]) is ([1-9]), its peers? ([A-I][1-9]"
            + "(?:(?:, | and )[A-I][1-9])*) loses? ([1-9])\\.");
    private static final Pattern CELL = Pattern.compile("[A-I][1-9]");
    private static final Pattern DIGIT = Pattern.compile("[1-9]");

    /**
     * What is wrong with the verity printed as {@code text} with chain {@code blocks}; empty when
     * it is no verity (it draws no "either way" conclusion) or when it holds.
     * @param state the candidates the step starts from
     * @param text the step's English sentence
     * @param blocks its chains, as read
     * @return the problems found
     */
    static List<String> problems(Candidates state, String text, List<PrintedChains.Block> blocks) {
        List<String> out = new ArrayList<>();
        Matcher first = FIRST.matcher(text);
        if (!first.find()) {
            return out;
        }
        Geometry g = state.geometry();
        List<Candidate> assumptions = assumptions(state, text, blocks.get(0), out);
        boolean onOrOff = ON_OR_OFF.matcher(text).find();
        // the conclusions proved by chains, and those the sentence draws
        List<Candidate> proved = new ArrayList<>();
        Set<Candidate> placedProved = new HashSet<>();
        for (PrintedChains.Block b : blocks) {
            Matcher c = b.label().equals("Chains") ? first : EITHER_WAY.matcher(b.label());
            if (c != first && !c.find()) {
                continue;
            }
            Candidate x = new Candidate(PrintedChains.cell(g, c.group(1)), Integer.parseInt(c.group(3)));
            boolean placed = c.group(2) == null;
            if (b.branches().size() != assumptions.size()) {
                out.add(b.label() + ": " + b.branches().size() + " branches for " + assumptions.size() + " assumptions: "
                        + b.text());
                continue;
            }
            for (int i = 0; i < assumptions.size(); i++) {
                String wrong = from(b.branches().get(i), assumptions.get(i), x, placed);
                if (wrong == null && onOrOff) {
                    wrong = startsAs(b.branches().get(i), i == 0);
                }
                if (wrong != null) {
                    out.add(b.label() + ": " + wrong + ": " + b.text());
                }
            }
            proved.add(x);
            if (placed) {
                placedProved.add(x);
            }
        }
        String effect = first.group(4);
        int remove = effect.indexOf("remove ");
        Matcher pm = PLACED.matcher(remove < 0 ? effect : effect.substring(0, remove));
        while (pm.find()) {
            Candidate p = new Candidate(PrintedChains.cell(g, pm.group(1)), Integer.parseInt(pm.group(2)));
            if (!placedProved.contains(p)) {
                out.add("placement " + p.describe(g) + " has no chains");
            }
        }
        Set<Candidate> byPlacement = byPlacement(state, text, placedProved, out);
        if (remove >= 0) {
            for (Candidate e : PrintedChains.eliminations(g, effect.substring(remove))) {
                if (!proved.contains(e) && !byPlacement.contains(e)) {
                    out.add("elimination " + e.describe(g) + " has no chains and leaves no peer of a placement");
                }
            }
        }
        return out;
    }

    /**
     * The assumptions the sentence names, checked to be all a cell's candidates or all a digit's
     * places in one unit; when it names them otherwise (a fish's fins and lines), the starts of
     * the first conclusion's chains.
     */
    static List<Candidate> assumptions(Candidates state, String text, PrintedChains.Block first,
                                               List<String> out) {
        Geometry g = state.geometry();
        List<Candidate> named = new ArrayList<>();
        Matcher cell = CELL_HOLDS.matcher(text);
        Matcher unit = UNIT_HOLDS.matcher(text);
        Matcher onOrOff = ON_OR_OFF.matcher(text);
        if (onOrOff.find()) {
            Candidate a = new Candidate(PrintedChains.cell(g, onOrOff.group(1)), Integer.parseInt(onOrOff.group(2)));
            if (!state.has(a.cell(), a.digit())) {
                out.add(a.describe(g) + " is no candidate");
            }
            named.add(a);
            named.add(a);
        } else if (cell.find()) {
            int c = PrintedChains.cell(g, cell.group(1));
            int mask = 0;
            for (Matcher d = DIGIT.matcher(cell.group(2)); d.find(); ) {
                named.add(new Candidate(c, Integer.parseInt(d.group())));
                mask |= 1 << Integer.parseInt(d.group()) - 1;
            }
            if (state.digit(c) != 0 || state.candidates(c) != mask) {
                out.add(cell.group(1) + " holds other candidates than " + cell.group(2));
            }
        } else if (unit.find()) {
            int d = Integer.parseInt(unit.group(1));
            Set<Integer> cells = new HashSet<>();
            for (Matcher cm = CELL.matcher(unit.group(2)); cm.find(); ) {
                int c = PrintedChains.cell(g, cm.group());
                named.add(new Candidate(c, d));
                cells.add(c);
            }
            boolean all = false;
            for (int u = 0; u < g.unitCount() && !all; u++) {
                Set<Integer> places = new HashSet<>();
                for (int c : UnitTables.unit(g, u)) {
                    if (state.has(c, d)) {
                        places.add(c);
                    }
                }
                all = places.equals(cells);
            }
            if (!all) {
                out.add(unit.group(2) + " are not every place of " + d + " in a unit");
            }
        } else if (first != null) {
            for (PrintedChains.Branch b : first.branches()) {
                PrintedChains.Node start = b.segments().get(0).get(0);
                named.add(new Candidate(start.cells().get(0), start.in()));
            }
        }
        return named;
    }

    /**
     * Why {@code branch} does not lead from {@code a} (its first chain's start) to {@code x} placed
     * (its last chain ending by a strong link, or being {@code a} itself) or removed (by a weak
     * link), or null.
     */
    private static String from(PrintedChains.Branch branch, Candidate a, Candidate x, boolean placed) {
        List<PrintedChains.Node> chain = branch.segments().get(branch.segments().size() - 1);
        List<Character> links = branch.links().get(branch.links().size() - 1);
        PrintedChains.Node start = branch.segments().get(0).get(0);
        PrintedChains.Node end = chain.get(chain.size() - 1);
        if (!start.cells().equals(List.of(a.cell())) || start.in() != a.digit()) {
            return "a chain does not start from its assumption";
        }
        if (!end.cells().equals(List.of(x.cell())) || end.out() != x.digit()) {
            return "a chain does not end at the conclusion";
        }
        if (links.isEmpty() ? !placed : links.get(links.size() - 1) != (placed ? '=' : '-')) {
            return "a chain reaches the conclusion by the wrong kind of link";
        }
        return null;
    }

    /**
     * Why {@code branch} does not start from its candidate true ({@code on}: its first link weak)
     * or false (its first link strong), or null: a double forcing chain's branches start one way each.
     */
    private static String startsAs(PrintedChains.Branch branch, boolean on) {
        List<Character> first = branch.links().get(0);
        if (first.isEmpty()) {
            return "a branch is its assumption alone";
        }
        return first.get(0) == (on ? '-' : '=') ? null
                : "a chain starts from its candidate " + (on ? "false" : "true") + " where the branch assumes it "
                + (on ? "true" : "false");
    }

    /**
     * The eliminations the sentence says a proved placement makes itself ("Once E5 is 3, its peers
     * E1 and E9 lose 3."), each checked to be that digit in a peer of the placed cell.
     */
    static Set<Candidate> byPlacement(Candidates state, String text, Set<Candidate> placedProved,
                                              List<String> out) {
        Geometry g = state.geometry();
        Set<Candidate> said = new HashSet<>();
        Matcher m = ONCE.matcher(text);
        while (m.find()) {
            Candidate p = new Candidate(PrintedChains.cell(g, m.group(1)), Integer.parseInt(m.group(2)));
            int d = Integer.parseInt(m.group(4));
            if (!placedProved.contains(p) || d != p.digit()) {
                out.add("'" + m.group() + "' does not follow a proved placement");
                continue;
            }
            for (Matcher cm = CELL.matcher(m.group(3)); cm.find(); ) {
                int c = PrintedChains.cell(g, cm.group());
                if (!state.sees(c, p.cell())) {
                    out.add(cm.group() + " is no peer of " + m.group(1));
                }
                said.add(new Candidate(c, d));
            }
        }
        return said;
    }
}
