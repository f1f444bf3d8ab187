package sudoku.logic;

import java.util.List;
import sudoku.core.Geometry;

/**
 * One link of a chain, as evidence of a step: from one candidate to another, strong (if
 * {@code from} is false then {@code to} is true) or weak (if {@code from} is true then {@code to} is false).
 * An end may be a group: a digit in several cells where two units meet (a box and a line; on
 * variants also a diagonal, a window or a jigsaw region and another unit), taken together (true if
 * the digit is in one of them); {@code from} and {@code to} then name the group's first cell.
 *
 * @param from      the candidate the link starts from (a group's first cell)
 * @param to        the candidate it leads to (a group's first cell)
 * @param strong    strong or weak
 * @param fromCells every cell of the start (one for a single candidate)
 * @param toCells   every cell of the end
 * @param branch    which branch of a forcing chain the link belongs to (0, 1, ... in the order of the
 *                  assumptions); 0 for a single chain
 * @param premises  for a strong link that holds only inside a branch of a forcing chain, the
 *                  candidates earlier consequences of the branch removed, which leave {@code to} the
 *                  only place left once {@code from} is false; empty for a link of the grid itself
 */
public record Link(Candidate from, Candidate to, boolean strong, List<Integer> fromCells, List<Integer> toCells,
                   int branch, List<Candidate> premises, List<Integer> viaSet) {
    /**
     * Copies the lists.
     * @param branch the branch of a forcing chain it belongs to (0 for a plain chain)
     * @param from where to start
     * @param fromCells the cells of the first end (one, or a group)
     * @param strong whether the link is strong (one of the two is true)
     * @param to where to end
     * @param toCells the cells of the second end (one, or a group)
     * @param premises the candidates the branch removed that the link rests on
     * @param viaSet the cells of the almost locked set the link holds through, when one end is a
     *              digit of that set and the other the same digit of a cell outside it: the cell,
     *              lacking the digit, leaves it to the set, or the set, lacking it, is locked and
     *              leaves the cell only that digit; empty for any other link
     */
    public Link {
        fromCells = List.copyOf(fromCells);
        toCells = List.copyOf(toCells);
        premises = List.copyOf(premises);
        viaSet = List.copyOf(viaSet);
    }

    /**
     * A link resting on candidates its branch removed before.
     * @param branch the branch of a forcing chain it belongs to (0 for a plain chain)
     * @param from where to start
     * @param fromCells the cells of the first end (one, or a group)
     * @param strong whether the link is strong (one of the two is true)
     * @param to where to end
     * @param toCells the cells of the second end (one, or a group)
     * @param premises the candidates the branch removed that the link rests on
     */
    public Link(Candidate from, Candidate to, boolean strong, List<Integer> fromCells, List<Integer> toCells,
                int branch, List<Candidate> premises) {
        this(from, to, strong, fromCells, toCells, branch, premises, List.of());
    }

    /**
     * A link of the grid itself, resting on no earlier consequence.
     * @param branch the branch of a forcing chain it belongs to (0 for a plain chain)
     * @param from where to start
     * @param fromCells the cells of the first end (one, or a group)
     * @param strong whether the link is strong (one of the two is true)
     * @param to where to end
     * @param toCells the cells of the second end (one, or a group)
     */
    public Link(Candidate from, Candidate to, boolean strong, List<Integer> fromCells, List<Integer> toCells,
                int branch) {
        this(from, to, strong, fromCells, toCells, branch, List.of());
    }

    /**
     * A link between two single candidates.
     * @param from where to start
     * @param to where to end
     * @param strong whether the link is strong (one of the two is true)
     */
    public Link(Candidate from, Candidate to, boolean strong) {
        this(from, to, strong, List.of(from.cell()), List.of(to.cell()), 0);
    }

    /**
     * This link in branch {@code b} of a forcing chain.
     * @param b the branch number
     * @return this link in branch {@code b} of a forcing chain
     */
    public Link inBranch(int b) {
        return new Link(from, to, strong, fromCells, toCells, b, premises, viaSet);
    }

    /**
     * Whether this is the strong link across an almost locked set: from one of its digits to
     * another, both ends naming all the set's cells (if the first digit is not in the set, the set
     * is locked, so the second is in it).
     */
    private boolean acrossSet() {
        return strong && from.digit() != to.digit() && fromCells.size() > 1 && fromCells.equals(toCells);
    }

    /**
     * Whether this is a strong link between a digit of an almost locked set and another digit of
     * a cell outside it (the end naming all the set's cells): without the set's digit, the set
     * is locked and leaves the cell only its digit, or the other way round.
     */
    private boolean fromSet() {
        return strong && from.digit() != to.digit() && fromCells.size() > 1 && toCells.size() == 1
                && !fromCells.contains(to.cell());
    }

    private boolean toSet() {
        return strong && from.digit() != to.digit() && toCells.size() > 1 && fromCells.size() == 1
                && !toCells.contains(from.cell());
    }

    /**
     * A chain in Eureka notation with cell names, e.g. {@code (5)C1=(5)C7-(5)H7}, {@code =} for a
     * strong link and {@code -} for a weak one; a group is its cells joined by commas, and an
     * almost locked set left on another digit than it was entered by is {@code (3=5)A1,A2,A7}, and
     * one strongly linked to another digit of a cell outside it is named with all its cells,
     * {@code (7)ALS:E2,E5,E6=(5)B2}, as is one whose digit a cell lacking it leaves the set,
     * {@code (3)C2=(3)ALS:B1,B3,B7}, or which, lacking the digit, leaves a cell only that digit,
     * {@code (7)ALS:A5,C5,G5=(7)B4}. A
     * strong link inside a forcing chain's branch that rests on candidates the branch removed
     * before names them after its end: {@code (2)F9-(1)F9=(1)E8[-(1)F8]}.
     * @param g the board's shape
     * @param chain the links of the chain, in order
     * @return a chain in Eureka notation with cell names, e.g
     */
    public static String eureka(Geometry g, List<Link> chain) {
        return eureka(chain, g::cellName);
    }

    /**
     * A chain in Eureka notation, each cell named by {@code cellName} (so {@code (5)r3c1=(5)r3c7}
     * comes out directly in row-and-column notation).
     * @param chain the links of the chain, in order
     * @param cellName a cell's name, by its index
     * @return the chain in Eureka notation
     */
    public static String eureka(List<Link> chain, java.util.function.IntFunction<String> cellName) {
        StringBuilder sb = new StringBuilder();
        int lastNode = 0;
        for (int i = 0; i < chain.size(); i++) {
            Link l = chain.get(i);
            if (i == 0 || !continues(chain.get(i - 1), l)) {
                if (i > 0) {
                    sb.append("; ");
                }
                lastNode = sb.length();
                sb.append(node(cellName, String.valueOf(Geometry.symbol(l.from().digit())), l.fromCells()));
            }
            if (l.fromSet()) {
                sb.setLength(lastNode);
                sb.append(setNode(cellName, l.from().digit(), l.fromCells()));
            }
            if (l.leavesSet()) {
                sb.setLength(lastNode);
                sb.append(setNode(cellName, l.from().digit(), l.viaSet));
            }
            if (l.acrossSet()) {
                sb.setLength(lastNode);
                sb.append(node(cellName, Geometry.symbol(l.from().digit()) + "=" + Geometry.symbol(l.to().digit()), l.toCells()));
            } else {
                sb.append(l.strong() ? '=' : '-');
                lastNode = sb.length();
                sb.append(l.toSet() ? setNode(cellName, l.to().digit(), l.toCells())
                        : l.intoSet() ? setNode(cellName, l.to().digit(), l.viaSet)
                        : node(cellName, String.valueOf(Geometry.symbol(l.to().digit())), l.toCells()));
                premises(sb, cellName, l.premises());
            }
        }
        return sb.toString();
    }

    /**
     * Whether {@code next} starts where {@code prev} ends: at the same candidate and cells, or, into
     * or out of the strong link across an almost locked set, at the digit's cells in the set.
     */
    private static boolean continues(Link prev, Link next) {
        if (!prev.to().equals(next.from())) {
            return false;
        }
        return prev.toCells().equals(next.fromCells())
                || (next.acrossSet() || next.fromSet()) && next.fromCells().containsAll(prev.toCells())
                || (prev.acrossSet() || prev.toSet()) && prev.toCells().containsAll(next.fromCells())
                || prev.intoSet() && prev.viaSet.containsAll(next.fromCells());
    }

    /** Whether the far end is a digit of the set the link holds through (a cell lacking it leaves it to the set). */
    private boolean intoSet() {
        return !viaSet.isEmpty() && viaSet.containsAll(toCells);
    }

    /** Whether the near end is a digit of the set the link holds through (the set lacking it leaves the cell only it). */
    private boolean leavesSet() {
        return !viaSet.isEmpty() && viaSet.containsAll(fromCells) && !viaSet.containsAll(toCells);
    }

    /** Appends {@code [-(1)F8,-(1)F7]}: the candidates, gone earlier in the branch, a strong link rests on. */
    private static void premises(StringBuilder sb, java.util.function.IntFunction<String> cellName, List<Candidate> gone) {
        for (int i = 0; i < gone.size(); i++) {
            Candidate c = gone.get(i);
            sb.append(i == 0 ? "[-" : ",-").append(node(cellName, String.valueOf(Geometry.symbol(c.digit())),
                    List.of(c.cell())));
        }
        if (!gone.isEmpty()) {
            sb.append(']');
        }
    }

    /** {@code (7)ALS:E2,E5,E6}: a digit of an almost locked set, with all the set's cells. */
    private static String setNode(java.util.function.IntFunction<String> cellName, int digit, List<Integer> cells) {
        String node = node(cellName, String.valueOf(Geometry.symbol(digit)), cells);
        int close = node.indexOf(')') + 1;
        return node.substring(0, close) + "ALS:" + node.substring(close);
    }

    private static String node(java.util.function.IntFunction<String> cellName, String digits, List<Integer> cells) {
        StringBuilder sb = new StringBuilder("(").append(digits).append(')');
        for (int i = 0; i < cells.size(); i++) {
            sb.append(i == 0 ? "" : ",").append(cellName.apply(cells.get(i)));
        }
        return sb.toString();
    }
}
