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
 * An independent check of a chain step as printed: it knows the rules of Sudoku, the candidate
 * grid the step starts from, and the step's English sentence, never the step's own links. It reads
 * the Eureka chains the sentence ends with and checks every link: a weak link joins two candidates
 * of one cell, or one digit in cells that share a unit; a strong link leaves, once its start is
 * false and the candidates it names in brackets are gone, only its end in a cell or in a unit (or
 * crosses an almost locked set). A candidate named in brackets must have been shown false earlier
 * in the printed chains. Where the sentence says "either end" of a chain is true, every candidate
 * it removes must see both ends. A strong link between a digit of an almost locked set named
 * with all its cells ({@code (7)ALS:E6,F4,F5,F6}) and another digit of a cell outside it holds
 * when the cell's other candidates are the set's other digits, each seeing all their places in
 * the set; so does one from a cell's digit to the same digit of a set ({@code (3)C2=(3)ALS:B1,B3,B7}:
 * C2 lacking 3, the set keeps it, else it is locked and C2 is 3).
 */
final class PrintedChains {
    private PrintedChains() {
    }

    /** A block of chains: what introduces it, then the chains, up to the end of the sentence. */
    private static final Pattern BLOCK = Pattern.compile("(Final chains|Chains|Chain|Either way [A-I][1-9] is (?:not )?[1-9]): "
            + "(.*?)\\.(?= |$)");
    private static final Pattern NODE = Pattern.compile("\\(([1-9])(?:=([1-9]))?\\)(ALS:)?([A-I][1-9](?:,[A-I][1-9])*)"
            + "(?:\\[((?:,?-\\([1-9]\\)[A-I][1-9])+)])?");
    private static final Pattern PREMISE = Pattern.compile("-\\(([1-9])\\)([A-I][1-9])");
    private static final Pattern REMOVES = Pattern.compile("which removes (.*?)\\. Chain: ");
    private static final Pattern GROUP = Pattern.compile("([1-9](?:(?:, | and )[1-9])*) from ([A-I][1-9]"
            + "(?:(?:, | and )[A-I][1-9])*)");
    private static final Pattern CELL = Pattern.compile("[A-I][1-9]");
    /**
     * The problem of a strong link between different digits in different cells, or one digit in
     * cells that share no unit: it holds only through an almost locked set the notation does not
     * name, so it cannot be checked as printed.
     */
    static final String UNNAMED_SET = "a strong link between different digits in different cells (an unnamed set)";

    /** A node as printed: the digit it is entered by, the digit it is left by, its cells, the premises after it. */
    record Node(int in, int out, List<Integer> cells, List<Candidate> premises, boolean set) {
    }

    /**
     * What is wrong with the printed chains of {@code text}, said in {@code state} (empty when every
     * link and conclusion holds).
     * @param state the candidates the step starts from
     * @param text the step's English sentence, cells as {@code A1}
     * @return the problems found
     */
    static List<String> problems(Candidates state, String text) {
        List<String> out = new ArrayList<>();
        Geometry g = state.geometry();
        if (PrintedNesting.isNested(text)) {
            return PrintedNesting.problems(state, text);
        }
        if (PrintedNestedVerities.isNestedVerity(text)) {
            return PrintedNestedVerities.problems(state, text, true);
        }
        List<Block> blocks = new ArrayList<>();
        Matcher m = BLOCK.matcher(text);
        while (m.find()) {
            List<Branch> branches = branches(state, m.group(2), Set.of(), out);
            if (branches == null) {
                return out;
            }
            blocks.add(new Block(m.group(1), m.group(2), branches));
        }
        if (blocks.isEmpty()) {
            return out;
        }
        String clash = PrintedClashes.said(text);
        if (clash != null) {
            String bad = PrintedClashes.wrong(state, clash, blocks.get(0).branches(), Set.of());
            if (bad != null) {
                out.add("contradiction: " + bad);
            }
        }
        Matcher removes = REMOVES.matcher(text);
        if (removes.find() && blocks.size() == 1 && blocks.get(0).branches().size() == 1
                && blocks.get(0).branches().get(0).segments().size() == 1) {
            List<Node> chain = blocks.get(0).branches().get(0).segments().get(0);
            if (chain.size() > 2 && chain.get(0).equals(chain.get(chain.size() - 1))
                    && blocks.get(0).text().matches("\\(\\d\\)[A-I][1-9]-.*-\\(\\d\\)[A-I][1-9]")) {
                out.addAll(brokenLoop(chain, blocks.get(0).text(), eliminations(g, removes.group(1))));
                return out;
            }
            for (Candidate e : eliminations(g, removes.group(1))) {
                Node one = new Node(e.digit(), e.digit(), List.of(e.cell()), List.of(), false);
                if (weak(state, one, end(state, chain.get(0), true)) != null
                        || weak(state, one, end(state, chain.get(chain.size() - 1), false)) != null) {
                    out.add(e.describe(g) + " does not see both ends of " + blocks.get(0).text());
                }
            }
        }
        out.addAll(PrintedVerities.problems(state, text, blocks));
        return out;
    }

    /**
     * What is wrong with a loop that leaves one candidate and comes back to it by weak links (a
     * discontinuous nice loop, which the candidate true makes false): it removes that candidate alone.
     */
    private static List<String> brokenLoop(List<Node> chain, String printed, List<Candidate> removed) {
        Node z = chain.get(0);
        if (!removed.equals(List.of(new Candidate(z.cells().get(0), z.in())))) {
            return List.of("the loop " + printed + " removes " + removed + ", not its one start candidate");
        }
        return List.of();
    }

    /**
     * The branches of printed chains ({@code chains}, separated by semicolons), every link
     * checked in {@code state} (problems added to {@code out}), each branch knowing
     * {@code knownFalse} false from its start (a chain from one of them goes on with its branch);
     * null when a chain cannot be read.
     */
    static List<Branch> branches(Candidates state, String chains, Set<Candidate> knownFalse, List<String> out) {
        Geometry g = state.geometry();
        List<Branch> branches = new ArrayList<>();
        Branch branch = null;
        for (String segment : chains.split("; ")) {
            Matcher first = NODE.matcher(segment);
            Node start = first.lookingAt() ? node(g, first) : null;
            // its first link: weak from a true start, strong from a false one
            boolean fromTrue = start == null || first.end() >= segment.length() || segment.charAt(first.end()) == '-';
            // a chain from a node its branch has not shown so starts another branch
            if (branch == null || start == null || !branch.reached().contains(key(start, false, fromTrue))) {
                branch = new Branch(new ArrayList<>(), new ArrayList<>(), new HashSet<>(), new HashSet<>(knownFalse));
                branches.add(branch);
                for (Candidate x : knownFalse) {
                    branch.reached().add("-" + x.digit() + ":" + List.of(x.cell()));
                }
                if (start != null) {
                    branch.reached().add(key(start, false, fromTrue));
                    // a branch from a candidate assumed false (a double forcing chain's second) knows it false
                    if (!fromTrue && start.cells().size() == 1 && !start.set()) {
                        branch.shownFalse().add(new Candidate(start.cells().get(0), start.in()));
                    }
                }
            }
            List<Character> links = new ArrayList<>();
            List<Node> nodes = segment(state, segment, branch, links, out);
            if (nodes == null) {
                return null;
            }
            branch.segments().add(nodes);
            branch.links().add(links);
        }
        return branches;
    }

    /** A block of printed chains: what introduces it ("Chains", "Either way F2 is not 7"), its text, and its branches. */
    record Block(String label, String text, List<Branch> branches) {
    }

    /**
     * The chains of one branch: the first from its start, each other from a node an earlier one
     * reached with the truth its first link starts from (true for a weak link, false for a strong
     * one); per chain its nodes and its links ('=' strong, '-' weak); the nodes the branch has
     * shown true or false ({@link #key}) and the candidates it has shown false so far.
     */
    record Branch(List<List<Node>> segments, List<List<Character>> links, Set<String> reached,
                  Set<Candidate> shownFalse) {
    }

    /**
     * A node shown true or false, {@code +4:[12, 13]}: the digit it is entered by ({@code in}) or
     * left by, and its cells.
     */
    private static String key(Node n, boolean in, boolean shownTrue) {
        return (shownTrue ? "+" : "-") + (in ? n.in() : n.out()) + ":" + n.cells();
    }

    /**
     * The nodes of one printed chain, each link checked (problems added to {@code out}), its
     * nodes added to what {@code branch} has reached and its weak links' ends to what it has shown
     * false, its links' kinds added to {@code links}; null when it cannot be read.
     */
    private static List<Node> segment(Candidates state, String segment, Branch branch, List<Character> links,
                                      List<String> out) {
        Geometry g = state.geometry();
        List<Node> nodes = new ArrayList<>();
        Matcher nm = NODE.matcher(segment);
        int at = 0;
        while (nm.find()) {
            if (nm.start() != at) {
                links.add(segment.charAt(at));
                if (nm.start() != at + 1) {
                    out.add("cannot read '" + segment + "'");
                    return null;
                }
            }
            nodes.add(node(g, nm));
            at = nm.end();
        }
        if (at != segment.length() || nodes.isEmpty()) {
            out.add("cannot read '" + segment + "'");
            return null;
        }
        // only what the branch showed false may be its premises
        Set<Candidate> shown = branch.shownFalse();
        for (int i = 0; i < links.size(); i++) {
            Node a = nodes.get(i);
            Node b = nodes.get(i + 1);
            String link = segment + " link " + (i + 1);
            for (Candidate p : b.premises()) {
                if (!shown.contains(p) && state.has(p.cell(), p.digit())) {
                    out.add(link + ": premise " + p.describe(g) + " not shown false before");
                }
            }
            String wrong = links.get(i) == '-' ? weak(state, a, b) : strong(state, a, b);
            if (wrong != null) {
                out.add(link + ": " + wrong);
            }
            if (links.get(i) == '-' && b.cells().size() == 1) {
                shown.add(new Candidate(b.cells().get(0), b.in()));
            }
        }
        for (int i = 1; i < nodes.size(); i++) {
            // entered by a strong link, a node is true; left by another digit (an almost locked set), false
            Node n = nodes.get(i);
            boolean on = links.get(i - 1) == '=';
            branch.reached().add(key(n, true, on));
            branch.reached().add(key(n, false, n.in() == n.out() ? on : !on));
        }
        for (Node n : nodes) {
            if (n.in() != n.out() && !almostLocked(state, n)) {
                out.add(segment + ": " + n + " is not an almost locked set holding both digits");
            }
        }
        return nodes;
    }

    /** The candidates of "5 from A4 and A7, 6 and 8 from B2". */
    static List<Candidate> eliminations(Geometry g, String words) {
        List<Candidate> out = new ArrayList<>();
        Matcher gm = GROUP.matcher(words);
        while (gm.find()) {
            Matcher cells = CELL.matcher(gm.group(2));
            while (cells.find()) {
                for (String d : gm.group(1).split(", | and ")) {
                    out.add(new Candidate(cell(g, cells.group()), Integer.parseInt(d)));
                }
            }
        }
        return out;
    }

    /** The node as the chain starts (its first digit) or ends (its last), in the cells that hold that digit. */
    private static Node end(Candidates state, Node n, boolean first) {
        int d = first ? n.in() : n.out();
        return new Node(d, d, n.cells().stream().filter(c -> state.has(c, d)).toList(), List.of(), false);
    }

    static Node node(Geometry g, Matcher nm) {
        List<Integer> cells = new ArrayList<>();
        for (String c : nm.group(4).split(",")) {
            cells.add(cell(g, c));
        }
        List<Candidate> premises = new ArrayList<>();
        if (nm.group(5) != null) {
            Matcher pm = PREMISE.matcher(nm.group(5));
            while (pm.find()) {
                premises.add(new Candidate(cell(g, pm.group(2)), Integer.parseInt(pm.group(1))));
            }
        }
        int in = Integer.parseInt(nm.group(1));
        return new Node(in, nm.group(2) == null ? in : Integer.parseInt(nm.group(2)), cells, premises, nm.group(3) != null);
    }

    static int cell(Geometry g, String name) {
        return g.cell(name.charAt(0) - 'A', name.charAt(1) - '1');
    }

    /** The name of {@code cell} as the checker reads it, {@code A1}. */
    static String name(Geometry g, int cell) {
        return "" + (char) ('A' + g.row(cell)) + (char) ('1' + g.col(cell));
    }

    /** Why {@code a} true does not make {@code b} false, or null. */
    static String weak(Candidates state, Node a, Node b) {
        int da = a.out();
        int db = b.in();
        if (!present(state, a.cells(), da) || !present(state, b.cells(), db)) {
            return "a node is not a candidate";
        }
        List<Integer> holding = a.cells().stream().filter(c -> state.has(c, da)).toList();
        if (holding.size() == 1 && holding.equals(b.cells()) && da != db) {
            return null;
        }
        if (da != db) {
            return "different digits in different cells";
        }
        for (int x : a.cells()) {
            for (int y : b.cells()) {
                if (state.has(x, da) && state.has(y, db) && (x == y || !state.sees(x, y))) {
                    return "cells that share no unit";
                }
            }
        }
        return null;
    }

    /** Why {@code a} false does not make {@code b} true, given the premises of {@code b}, or null. */
    private static String strong(Candidates state, Node a, Node b) {
        Geometry g = state.geometry();
        int da = a.out();
        int db = b.in();
        if (!present(state, a.cells(), da) || !present(state, b.cells(), db)) {
            return "a node is not a candidate";
        }
        Set<Candidate> gone = new HashSet<>(b.premises());
        if (a.cells().size() == 1 && a.cells().equals(b.cells()) && da != db) {
            int c = a.cells().get(0);
            for (int d = 1; d <= g.side(); d++) {
                if (d != da && d != db && state.has(c, d) && !gone.contains(new Candidate(c, d))) {
                    return "the cell keeps " + d;
                }
            }
            return null;
        }
        // a set's digit is linked to another digit of a cell, or to the same digit: the cell, lacking
        // it, leaves it to the set, or the set, lacking it, is locked and leaves it to the cell
        if ((da != db || b.set() != a.set()) && (a.set() || b.set())) {
            return a.set() ? setLink(state, a, b, gone) : setLink(state, b, a, gone);
        }
        if (da != db) {
            return UNNAMED_SET;
        }
        for (int u = 0; u < g.unitCount(); u++) {
            Set<Integer> unit = unitCells(g, u);
            if (!unit.containsAll(a.cells()) || !unit.containsAll(b.cells())) {
                continue;
            }
            boolean only = true;
            for (int c : unit) {
                if (state.has(c, da) && !a.cells().contains(c) && !b.cells().contains(c)
                        && !gone.contains(new Candidate(c, da))) {
                    only = false;
                }
            }
            if (only) {
                return null;
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            Set<Integer> unit = unitCells(g, u);
            if (unit.containsAll(a.cells()) && unit.containsAll(b.cells())) {
                return "no unit where they are the only places";
            }
        }
        // one digit in cells that share no unit: the link runs through a set it does not name
        return UNNAMED_SET;
    }

    /**
     * Why an almost locked set ({@code set}, named with all its cells) does not leave
     * {@code cell}'s digit as its only candidate once the set lacks its own digit (or the other
     * way round: the cell taking another digit removes one of the set's, which then keeps its
     * own), or null: every other candidate of the cell, but those gone, is another digit of
     * the set, all whose places in the set the cell sees.
     */
    private static String setLink(Candidates state, Node set, Node cell, Set<Candidate> gone) {
        Node asSet = new Node(set.in(), set.in(), set.cells(), List.of(), true);
        if (cell.cells().size() != 1 || set.cells().contains(cell.cells().get(0)) || !almostLocked(state, asSet)) {
            return "the set is no almost locked set apart from the cell";
        }
        int c = cell.cells().get(0);
        int digits = 0;
        for (int x : set.cells()) {
            digits |= state.candidates(x);
        }
        for (int d = 1; d <= state.geometry().side(); d++) {
            if (d == cell.in() || !state.has(c, d) || gone.contains(new Candidate(c, d))) {
                continue;
            }
            if (d == set.in() || (digits >> (d - 1) & 1) == 0) {
                return "the cell keeps " + d + ", which the set does not remove";
            }
            for (int x : set.cells()) {
                if (state.has(x, d) && !state.sees(x, c)) {
                    return "the cell keeps " + d + ": it does not see the set's " + d + " in " + x;
                }
            }
        }
        return null;
    }

    /** Whether the cells of {@code n} share a unit and hold one digit more than their count, both its digits among them. */
    private static boolean almostLocked(Candidates state, Node n) {
        int digits = 0;
        for (int c : n.cells()) {
            digits |= state.candidates(c);
        }
        boolean oneUnit = false;
        Geometry g = state.geometry();
        for (int u = 0; u < g.unitCount() && !oneUnit; u++) {
            Set<Integer> unit = unitCells(g, u);
            oneUnit = unit.containsAll(n.cells());
        }
        return oneUnit && Integer.bitCount(digits) == n.cells().size() + 1
                && (digits >> (n.in() - 1) & 1) != 0 && (digits >> (n.out() - 1) & 1) != 0;
    }

    /** The cells of each unit of a board, as sets: built once per geometry, the checks ask for them often. */
    private static final java.util.Map<Geometry, List<Set<Integer>>> UNIT_CELLS = new java.util.concurrent.ConcurrentHashMap<>();

    /** The cells of unit {@code u} of {@code g}, as an unmodifiable set. */
    static Set<Integer> unitCells(Geometry g, int u) {
        return UNIT_CELLS.computeIfAbsent(g, geometry -> {
            List<Set<Integer>> units = new ArrayList<>();
            for (int v = 0; v < geometry.unitCount(); v++) {
                Set<Integer> cells = new java.util.LinkedHashSet<>();
                for (int c : UnitTables.unit(geometry, v)) {
                    cells.add(c);
                }
                units.add(java.util.Collections.unmodifiableSet(cells));
            }
            return List.copyOf(units);
        }).get(u);
    }

    /** Whether {@code d} is a candidate of every cell (an almost locked set: of one of them). */
    private static boolean present(Candidates state, List<Integer> cells, int d) {
        return cells.stream().anyMatch(c -> state.has(c, d));
    }
}
