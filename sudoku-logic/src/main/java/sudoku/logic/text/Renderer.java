package sudoku.logic.text;

import sudoku.logic.AlsEvidence;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.KillerEvidence;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.SingleEvidence;
import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.Names;

/**
 * What every language's renderer starts from: the step it says and the words of its language and
 * notation, with the pieces of a step that every language names the same way.
 */
abstract class Renderer {
    /** The words of the language, in the asked notation. */
    protected final Names n;
    /** The step being said. */
    protected final Step s;

    Renderer(Names n, Step s) {
        this.n = n;
        this.s = s;
    }

    /** The cell of the step's (first) placement. */
    protected String placedCell() {
        return n.cell(s.placements().get(0).cell());
    }

    /** The digit of the step's (first) placement. */
    protected String placedDigit() {
        return n.digit(s.placements().get(0).digit());
    }

    /**
     * The kinds of unit the step's placed cell lies in, in the language's words ({@code row},
     * {@code column}, {@code box}, and on variants {@code diagonal}, {@code window},
     * {@code region}, {@code cage}), each once, in unit order.
     */
    protected java.util.List<String> placedCellKinds() {
        int cell = s.placements().get(0).cell();
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int u : n.g().unitIdsOf(cell)) {
            String kind = n.kind(n.g().kind(u));
            if (!out.contains(kind)) {
                out.add(kind);
            }
        }
        if (n.g().cages().stream().anyMatch(c -> c.cells().contains(cell))) {
            out.add(n.text("kind.cage"));
        }
        return out;
    }

    /**
     * The kinds of unit of the board, in the language's words ({@code row}, {@code column},
     * {@code box}; on variants {@code region} in place of the box, and {@code diagonal},
     * {@code window}), each once, in unit order.
     */
    protected java.util.List<String> boardKinds() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int u = 0; u < n.g().unitCount(); u++) {
            String kind = n.kind(n.g().kind(u));
            if (!out.contains(kind)) {
                out.add(kind);
            }
        }
        return out;
    }

    /**
     * The names of the units holding every cell of a chain's group, when a diagonal, a window or a
     * jigsaw region is one of two or more of them (a group only a variant makes, which the reader
     * finds by these units); empty for a single cell and for a group of a box and a line.
     */
    protected java.util.List<String> variantGroupUnits(java.util.List<Integer> cells) {
        return VariantGroups.units(n, cells);
    }

    /** The digits other than the placed one that a digit placed in a cell the placed cell sees rules out. */
    protected int placedCellSeen(SingleEvidence.NakedSingle e) {
        return n.g().allDigits() & ~e.removed() & ~sudoku.core.bits.DigitSet.of(s.placements().get(0).digit());
    }

    /**
     * The step's eliminations cell by cell, cells in reading order, each said by {@code say} from
     * the cell's name and its removed digits (a digit mask): what can no longer go there. Joined
     * with "or" ("ni"), they say that each one is never used, not only that they are never used
     * all at once.
     */
    protected java.util.List<String> neverPut(java.util.function.BiFunction<String, Integer, String> say) {
        java.util.Map<Integer, Integer> byCell = new java.util.TreeMap<>();
        s.eliminations().forEach(c -> byCell.merge(c.cell(), sudoku.core.bits.DigitSet.of(c.digit()), (x, y) -> x | y));
        java.util.List<String> out = new java.util.ArrayList<>();
        byCell.forEach((cell, digits) -> out.add(say.apply(n.cell(cell), digits)));
        return out;
    }

    /**
     * The lines a Multi-Sector Locked Set's digits leave outside its cells: the rows where its row
     * digits fit in those cells, the columns where its column digits do, and both for the digits
     * counted either way, each said by {@code say} from the line's words and the digits joined
     * with "or".
     */
    protected java.util.List<String> mslsLeaves(ExocetEvidence.MultiSectorLockedSet e,
                                                java.util.function.BinaryOperator<String> say, String... lines) {
        java.util.List<String> out = new java.util.ArrayList<>();
        int[] digits = {e.rowDigits(), e.columnDigits(), e.either()};
        for (int i = 0; i < digits.length; i++) {
            if (digits[i] != 0) {
                out.add(say.apply(lines[i], n.digitsOr(digits[i])));
            }
        }
        return out;
    }

    /** What the step removes, in the language's words. */
    protected String eliminations() {
        return n.eliminations(s.eliminations());
    }

    /** What the step places, in the language's words. */
    protected String placements() {
        return n.placements(s.placements());
    }

    /**
     * A chain in Eureka notation, in the asked cell notation.
     * @param links the chain's links, in order
     * @return the chain
     */
    protected String eureka(java.util.List<sudoku.logic.Link> links) {
        return sudoku.logic.Link.eureka(links, n::cell);
    }

    /**
     * The part of a step built from others (a direct hidden pair's pair, one of two Siamese fish)
     * as a step of its own, to be said like one.
     * @param part the step, as its parts
     * @return the step
     */
    protected static Step step(SubsetEvidence.Part part) {
        return new Step(part.technique(), java.util.List.of(), part.eliminations(), part.units(), part.cells(),
                part.secondary(), part.digits(), java.util.List.of(), part.evidence());
    }

    /**
     * A sentence without its final stop, to go on with it.
     * @param sentence a sentence ending with a stop
     * @return the sentence without it
     */
    protected static String withoutStop(String sentence) {
        return sentence.substring(0, sentence.length() - 1);
    }

    /**
     * A subset's word by its size, the step's cell count.
     * @param pair the word for two
     * @param triple the word for three
     * @param quad the word for four
     * @return the word for the step's subset
     */
    protected String bySize(String pair, String triple, String quad) {
        return switch (s.cells().size()) {
            case 2 -> pair;
            case 3 -> triple;
            default -> quad;
        };
    }

    /**
     * One way to make a killer sum, its digits joined by {@code +}: {@code 1+5+9}; a digit that
     * fills every cell is repeated ({@code 4+4}), a way with one digit twice is written out, the sum
     * saying which ({@code 5+5+8}), and a way with more repeats is marked.
     * @param k the sum
     * @param combination the way's digits, as a digit mask
     * @param twice the mark of a way using one digit twice
     * @param repeats the mark of a way using digits more often
     * @return the way
     */
    protected String combination(KillerEvidence.KillerSum k, int combination, String twice, String repeats) {
        java.util.List<String> digits = new java.util.ArrayList<>();
        for (int d : sudoku.core.bits.DigitSet.digits(combination)) {
            digits.add(n.digit(d));
        }
        int cells = k.empty().size();
        if (digits.size() == 1) {
            return String.join("+", java.util.Collections.nCopies(cells, digits.get(0)));
        }
        int more = cells - digits.size();
        int repeated = k.left() - java.util.Arrays.stream(sudoku.core.bits.DigitSet.digits(combination)).sum();
        if (more == 1 && sudoku.core.bits.DigitSet.contains(combination, repeated)) {
            // One digit twice: the sum says which, so the way is written out in full (5+5+8).
            digits.add(java.util.Arrays.binarySearch(sudoku.core.bits.DigitSet.digits(combination), repeated),
                    n.digit(repeated));
            return String.join("+", digits);
        }
        return String.join("+", digits) + (more == 0 ? "" : more == 1 ? twice : repeats);
    }

    /**
     * Ways to make a killer sum, each said by {@link #combination}.
     * @param k the sum
     * @param combinations the ways, as digit masks
     * @param twice the mark of a way using one digit twice
     * @param repeats the mark of a way using digits more often
     * @return the ways, in the given order
     */
    protected java.util.List<String> combinations(KillerEvidence.KillerSum k, java.util.List<Integer> combinations,
                                                 String twice, String repeats) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int c : combinations) {
            out.add(combination(k, c, twice, repeats));
        }
        return out;
    }

    /** What the units of an innies or outies sum add up to: 45 a unit on a 9x9 board. */
    protected int unitsTotal(KillerEvidence.KillerSum k) {
        int side = n.g().side();
        return k.units().size() * side * (side + 1) / 2;
    }

    /**
     * The digits any of the ways uses.
     * @param combinations the ways, as digit masks
     * @return their union, as a digit mask
     */
    protected static int union(java.util.List<Integer> combinations) {
        int all = 0;
        for (int c : combinations) {
            all |= c;
        }
        return all;
    }

    /**
     * A sentence with its first letter in upper case.
     * @param sentence the sentence
     * @return it capitalised
     */
    protected static String capitalised(String sentence) {
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }

    /**
     * Candidates said one by one the way a sentence of the language needs them.
     * @param candidates the candidates, in the order to say them
     * @param pattern each candidate's words: its cell's name is {@code %1$s}, its digit {@code %2$s}
     * @return their words, in order
     */
    protected java.util.List<String> each(java.util.List<sudoku.logic.Candidate> candidates, String pattern) {
        return candidates.stream().map(c -> String.format(pattern, n.cell(c.cell()), n.digit(c.digit()))).toList();
    }

    /**
     * Cells with the candidates they hold, as an almost locked set is named in every language:
     * {@code A2, A4 and A5 (1, 2 and 3)}, in Chinese with full-width brackets.
     * @param set the cells and their digits
     * @return its words
     */
    protected String group(AlsEvidence.CellGroup set) {
        return n.cells(set.cells()) + bracketed(n.digits(set.digits()));
    }

    /**
     * Words in brackets after what they explain: {@code " (1 and 2)"}, in Chinese {@code "（1和2）"}.
     * @param words the words
     * @return them in brackets
     */
    protected String bracketed(String words) {
        return n.messages().lang() == sudoku.logic.internal.Lang.ZH ? "（" + words + "）" : " (" + words + ")";
    }

    /**
     * The sets of an ALS-XY-Chain named {@code ALS1}, {@code ALS2}... with their cells and digits.
     * @param e the chain
     * @return {@code ALS1 = A9 (8 and 9)}, ... in chain order
     */
    protected java.util.List<String> chainedSets(AlsEvidence.AlsXyChain e) {
        java.util.List<String> named = new java.util.ArrayList<>();
        for (int i = 0; i < e.sets().size(); i++) {
            named.add("ALS" + (i + 1) + " = " + group(e.sets().get(i)));
        }
        return named;
    }

    /**
     * The restricted commons of an ALS-XY-Chain, each with the two sets it joins.
     * @param e the chain
     * @return {@code 8 (ALS1-ALS2)}, ... in chain order
     */
    protected java.util.List<String> chainCommons(AlsEvidence.AlsXyChain e) {
        java.util.List<String> links = new java.util.ArrayList<>();
        for (int i = 0; i < e.commons().size(); i++) {
            links.add(n.digit(e.commons().get(i)) + bracketed("ALS" + (i + 1) + "-ALS" + (i + 2)));
        }
        return links;
    }

    /**
     * Each of some groups of cells said as {@link #group}.
     * @param sets the groups
     * @return their words, in order
     */
    protected java.util.List<String> groups(java.util.List<AlsEvidence.CellGroup> sets) {
        return sets.stream().map(this::group).toList();
    }

    // ---- for wings, single-digit patterns and colouring

    /** @param a a cell @param b another @return both, in cell order */
    protected static java.util.List<Integer> sorted(int a, int b) {
        return java.util.List.of(Math.min(a, b), Math.max(a, b));
    }

    /** @param a a cell @param b another @return both named, joined with the language's "and" */
    protected String both(int a, int b) {
        return n.cells(java.util.List.of(a, b));
    }

    /** @param a a cell @param b another @return both named, joined with the language's "or" */
    protected String either(int a, int b) {
        return n.or(java.util.List.of(n.cell(a), n.cell(b)));
    }

    /** @param k a 2-String Kite @return the unit id of its row */
    protected int kiteRow(SingleDigitEvidence.TwoStringKite k) {
        return n.g().row(k.rowCell());
    }

    /** @param k a 2-String Kite @return the unit id of its column */
    protected int kiteColumn(SingleDigitEvidence.TwoStringKite k) {
        return n.g().side() + n.g().col(k.columnCell());
    }

    /**
     * @param k a 2-String Kite
     * @return the unit id of the box joining its two pairs (on a variant, the first other unit
     *         holding both near ends when they share no box: a region, a diagonal or a window)
     */
    protected int kiteBox(SingleDigitEvidence.TwoStringKite k) {
        for (int u : n.g().unitIdsOf(k.rowCell())) {
            if (u >= 2 * n.g().side() && java.util.Arrays.stream(n.g().unitIdsOf(k.columnCell())).anyMatch(v -> v == u)) {
                return u;
            }
        }
        return 2 * n.g().side() + n.g().box(k.rowCell());
    }

    /**
     * A colour of candidates: {@code C1=5, D2=3}.
     * @param candidates the candidates
     * @param separator what goes between two
     * @return their words
     */
    protected String colour(java.util.List<sudoku.logic.Candidate> candidates, String separator) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (sudoku.logic.Candidate c : candidates) {
            names.add(n.cell(c.cell()) + "=" + n.digit(c.digit()));
        }
        return String.join(separator, names);
    }
}
