package sudoku.logic.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import sudoku.logic.Candidate;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.Step;
import sudoku.logic.internal.Names;

/**
 * The pieces of a chain step that every language shows the same way: the Eureka form of its
 * branches, in the asked cell notation, and the digits each branch places.
 */
final class ChainParts {
    private ChainParts() {
    }

    /** The links of branch {@code b} of a step, in order. */
    static List<Link> branch(Step s, int b) {
        List<Link> out = new ArrayList<>();
        for (Link l : s.links()) {
            if (l.branch() == b) {
                out.add(l);
            }
        }
        return out;
    }

    /** Whether assumption {@code i} of a verity is its candidate assumed false: a double forcing chain's second. */
    static boolean assumedOff(ForcingEvidence.Verity e, int i) {
        return e.premise() instanceof Premise.OnOrOff && i == 1;
    }

    /** Whether assumption {@code i} of a nested verity is its candidate assumed false: a nested double forcing chain's second. */
    static boolean assumedOff(ForcingEvidence.NestedVerity e, int i) {
        return e.premise() instanceof Premise.OnOrOff && i == 1;
    }

    /** The Eureka form of each branch of {@code links} present, in branch order, joined by semicolons. */
    static String byBranch(Names n, List<Link> links) {
        Map<Integer, List<Link>> byBranch = new TreeMap<>();
        for (Link l : links) {
            byBranch.computeIfAbsent(l.branch(), k -> new ArrayList<>()).add(l);
        }
        List<String> parts = new ArrayList<>();
        byBranch.values().forEach(b -> parts.add(Link.eureka(b, n::cell)));
        return String.join("; ", parts);
    }

    /**
     * The Eureka form of each assumption's branch, joined by semicolons; a branch without links
     * is its assumption alone, {@code (5)A1}.
     */
    static String perAssumption(Names n, Step s, List<Candidate> assumptions) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < assumptions.size(); i++) {
            List<Link> b = branch(s, i);
            Candidate a = assumptions.get(i);
            parts.add(b.isEmpty() ? "(" + n.digit(a.digit()) + ")" + n.cell(a.cell()) : Link.eureka(b, n::cell));
        }
        return String.join("; ", parts);
    }

    /**
     * The Eureka form of the chains of conclusion {@code k} of a verity, one per assumption (see
     * {@link ForcingEvidence.Verity#traced}), joined by semicolons.
     */
    static String perAssumption(Names n, Step s, List<Candidate> assumptions, int k) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < assumptions.size(); i++) {
            List<Link> b = branch(s, k * assumptions.size() + i);
            Candidate a = assumptions.get(i);
            parts.add(b.isEmpty() ? "(" + n.digit(a.digit()) + ")" + n.cell(a.cell()) : Link.eureka(b, n::cell));
        }
        return String.join("; ", parts);
    }

    /**
     * The eliminations of a verity no chain is traced to, by the placement of the step that makes
     * each itself (its digit in a peer of the placed cell), placements in order; a placement
     * that makes none is left out.
     */
    static Map<Candidate, List<Integer>> byPlacement(Names n, Step s, ForcingEvidence.Verity e) {
        return byPlacement(n, s, e.traced());
    }

    /** Like {@link #byPlacement(Names, Step, ForcingEvidence.Verity)}, the conclusions traced being {@code traced}. */
    static Map<Candidate, List<Integer>> byPlacement(Names n, Step s, List<Candidate> traced) {
        Map<Candidate, List<Integer>> out = new java.util.LinkedHashMap<>();
        for (Candidate x : s.eliminations()) {
            if (traced.contains(x)) {
                continue;
            }
            for (Candidate p : s.placements()) {
                if (p.digit() == x.digit() && java.util.Arrays.stream(n.g().peers(p.cell())).anyMatch(c -> c == x.cell())) {
                    out.computeIfAbsent(p, k -> new ArrayList<>()).add(x.cell());
                    break;
                }
            }
        }
        return out;
    }

    /**
     * What a branch places, in the language's words: {@code by} and every digit the chain places
     * (the ends of its strong links into one cell, said by {@code is}), each once (the chains of a
     * contradiction share their start), or {@code none} when it places none.
     */
    static String sequence(Names n, List<Link> chain, Function<Candidate, String> is, String by, String none) {
        List<String> parts = new ArrayList<>();
        java.util.Set<Candidate> said = new java.util.HashSet<>();
        for (Link l : chain) {
            if (l.strong() && l.toCells().size() == 1 && said.add(l.to())) {
                parts.add(is.apply(l.to()));
            }
        }
        return parts.isEmpty() ? none : by + n.and(parts);
    }

    /** What a step does, in the language's words: each placement said by {@code is}, then {@code remove}. */
    static String effect(Names n, Step s, Function<Candidate, String> is, String remove) {
        List<String> out = new ArrayList<>();
        s.placements().forEach(p -> out.add(is.apply(p)));
        if (!s.eliminations().isEmpty()) {
            out.add(remove);
        }
        return n.and(out);
    }

    /** The names of cells, in order. */
    static List<String> names(Names n, List<Integer> cells) {
        List<String> out = new ArrayList<>();
        cells.forEach(c -> out.add(n.cell(c)));
        return out;
    }

    /** A fish's fins, each assumed to hold its digit. */
    static List<Candidate> fins(Premise.FinnedFish f) {
        List<Candidate> out = new ArrayList<>();
        f.fins().forEach(c -> out.add(new Candidate(c, f.digit())));
        return out;
    }

    /** The links of the inner chain of removal {@code j} of a nested step. */
    static List<Link> innerChain(Step s, ForcingEvidence.NestedContradiction e, int j) {
        int from = e.firstBranches().get(j);
        int to = e.branchesEnd(j);
        List<Link> out = new ArrayList<>();
        for (Link l : s.links()) {
            if (l.branch() >= from && l.branch() < to) {
                out.add(l);
            }
        }
        return out;
    }

    /**
     * One inner chain of a nested step.
     * @param round the round, from 1
     * @param removed the removal
     * @param premises what the chain assumes, one of which holds; empty when the removal contradicts itself
     * @param chains the chains in Eureka form
     * @param branches the branches of the step's links that draw it
     * @param clash what clashes when the removal contradicts itself, as its chains show it; else null
     */
    record Inner(int round, Candidate removed, List<Candidate> premises, String chains, List<Integer> branches,
                 ForcingEvidence.Clash clash) {
    }

    /** Each inner chain of a nested step, in order; none for a step made without its links. */
    static List<Inner> inner(Names n, Step s, ForcingEvidence.NestedContradiction e) {
        List<Inner> out = new ArrayList<>();
        for (int j = 0; j < e.removed().size() && !s.links().isEmpty(); j++) {
            List<Candidate> premises = e.premises().get(j);
            out.add(new Inner(e.rounds().get(j), e.removed().get(j),
                    premises.equals(List.of(e.removed().get(j))) ? List.of() : premises,
                    byBranch(n, innerChain(s, e, j)), range(e.firstBranches().get(j), e.branchesEnd(j)),
                    j < e.clashes().size() ? e.clashes().get(j) : null));
        }
        return out;
    }

    /** Each inner chain of a nested verity, assumption by assumption, in order; none for a step made without its links. */
    static List<Inner> inner(Names n, Step s, ForcingEvidence.NestedVerity e) {
        List<Inner> out = new ArrayList<>();
        for (int i = 0; i < e.assumptions().size() && !e.traced().isEmpty(); i++) {
            out.addAll(inner(n, s, e, i));
        }
        return out;
    }

    /** The inner chains of assumption {@code i} of a nested verity, in order. */
    private static List<Inner> inner(Names n, Step s, ForcingEvidence.NestedVerity e, int i) {
        List<Inner> out = new ArrayList<>();
        for (int j = 0; j < e.removed().get(i).size(); j++) {
            Candidate x = e.removed().get(i).get(j);
            List<Candidate> premises = e.premises().get(i).get(j);
            List<Integer> branches = itemBranches(e, e.innerFirst().get(i).get(j));
            List<ForcingEvidence.Clash> clashes = i < e.clashes().size() ? e.clashes().get(i) : List.of();
            out.add(new Inner(e.rounds().get(i).get(j), x, premises.equals(List.of(x)) ? List.of() : premises,
                    byBranch(n, inBranches(s, branches)), branches, j < clashes.size() ? clashes.get(j) : null));
        }
        return out;
    }

    /** The branches from {@code from} up to {@code to}, in order. */
    static List<Integer> range(int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int b = from; b < to; b++) {
            out.add(b);
        }
        return out;
    }

    /** The links of {@code branches} (in order, with no gap), in order. */
    private static List<Link> inBranches(Step s, List<Integer> branches) {
        List<Link> out = new ArrayList<>();
        if (branches.isEmpty()) {
            return out;
        }
        int from = branches.get(0);
        int to = branches.get(branches.size() - 1);
        for (Link l : s.links()) {
            if (l.branch() >= from && l.branch() <= to) {
                out.add(l);
            }
        }
        return out;
    }

    /** How a language says the parts of a nested step. */
    interface NestedSaid {
        /**
         * The main sentence: the assumption, what its inner chains remove, the contradiction.
         * @param e the evidence
         * @return the sentence
         */
        String nestedMain(ForcingEvidence.NestedContradiction e);

        /**
         * One inner chain's sentence, with what goes before it in running text (a space, or nothing).
         * @param i the inner chain
         * @return the sentence
         */
        String innerChain(Inner i);

        /**
         * The final contradiction's chains, with what goes before them in running text.
         * @param chains the chains in Eureka form
         * @return the sentence
         */
        String finalChains(String chains);
    }

    /**
     * The sentences of a nested step in order: its main sentence, each inner chain's, then its
     * final chains' when it has links; joined they are the step's text.
     */
    static List<String> nested(NestedSaid say, Names n, Step s, ForcingEvidence.NestedContradiction e) {
        return nestedParts(say, n, s, e).stream().map(Part::text).toList();
    }

    /** {@link #nested}'s sentences with their depths and the branches that draw them. */
    static List<Part> nestedParts(NestedSaid say, Names n, Step s, ForcingEvidence.NestedContradiction e) {
        List<Part> out = new ArrayList<>();
        out.add(new Part(0, say.nestedMain(e), List.of()));
        inner(n, s, e).forEach(i -> out.add(new Part(1, say.innerChain(i), i.branches())));
        List<Link> last = finalChains(s, e);
        if (!last.isEmpty()) {
            int end = last.stream().mapToInt(Link::branch).max().orElseThrow() + 1;
            out.add(new Part(1, say.finalChains(byBranch(n, last)), range(e.finalBranch(), end)));
        }
        return out;
    }

    /** How a language says the parts of a nested verity, beside the inner chains it shares with the nested contradiction. */
    interface NestedVeritySaid extends NestedSaid {
        /**
         * The main sentence: the premise, each assumption with what its inner chains remove, the conclusion.
         * @param e the evidence
         * @return the sentence
         */
        String nestedVerityMain(ForcingEvidence.NestedVerity e);

        /**
         * What introduces one assumption's chains ("Assuming A1 is 5:", or "Assuming A1 is not 5:").
         * @param a the assumption
         * @param off whether it is {@code a} assumed false (a double forcing chain's second branch)
         * @return the words, with what goes before them in running text
         */
        String assuming(Candidate a, boolean off);

        /**
         * The chains that reach a conclusion in one assumption's branch.
         * @param x the conclusion
         * @param placed whether it is placed (else removed)
         * @param round 0 when the chains start from the assumption, else the round whose removals they start from
         * @param chains the chains in Eureka form
         * @return the sentence, with what goes before it in running text
         */
        String reached(Candidate x, boolean placed, int round, String chains);

        /**
         * A conclusion an inner chain of the branch removes itself.
         * @param x the removal
         * @param round the inner chain's round
         * @return the sentence, with what goes before it in running text
         */
        String removedInside(Candidate x, int round);

        /**
         * The removals a placement of the step makes itself ("Once E5 is 3, its peers E1 and E9 lose 3.").
         * @param p the placement
         * @param cells the peers losing its digit
         * @return the sentence, with what goes before it in running text
         */
        String once(Candidate p, List<Integer> cells);
    }

    /**
     * The sentences of a nested verity with their depths: the main sentence; per assumption, what
     * introduces it, then its inner chains and the chains reaching each traced conclusion, one
     * level deeper; then what each placement removes itself. Only the main sentence for a step
     * made without its links.
     */
    static List<Part> nestedVerity(NestedVeritySaid say, Names n, Step s, ForcingEvidence.NestedVerity e) {
        List<Part> out = new ArrayList<>();
        out.add(new Part(0, say.nestedVerityMain(e), List.of()));
        if (e.traced().isEmpty()) {
            return out;
        }
        for (int i = 0; i < e.assumptions().size(); i++) {
            out.add(new Part(1, say.assuming(e.assumptions().get(i), assumedOff(e, i)), List.of()));
            inner(n, s, e, i).forEach(x -> out.add(new Part(2, say.innerChain(x), x.branches())));
            for (int k = 0; k < e.traced().size(); k++) {
                Candidate x = e.traced().get(k);
                int at = e.reachedIn().get(k).get(i);
                List<Integer> branches = at < 0 ? List.of() : itemBranches(e, e.reachFirst().get(k).get(i));
                out.add(new Part(2, at < 0 ? say.removedInside(x, -at)
                        : say.reached(x, s.placements().contains(x), at, byBranch(n, inBranches(s, branches))), branches));
            }
        }
        byPlacement(n, s, e.traced()).forEach((p, cells) -> out.add(new Part(1, say.once(p, cells), List.of())));
        return out;
    }

    /**
     * The branches of the item of a nested verity whose first branch is {@code first} (see
     * {@link ForcingEvidence.NestedVerity}): up to the next item's first, or the step's branch count.
     */
    private static List<Integer> itemBranches(ForcingEvidence.NestedVerity e, int first) {
        int end = e.branchCount();
        for (List<List<Integer>> items : List.of(e.innerFirst(), e.reachFirst())) {
            for (List<Integer> firsts : items) {
                for (int f : firsts) {
                    if (f > first && f < end) {
                        end = f;
                    }
                }
            }
        }
        return range(first, end);
    }

    /**
     * One sentence of a step said in parts, with its depth under the main sentence.
     * @param depth 0 for the main sentence, deeper for what it holds
     * @param text the sentence, with what goes before it in running text
     * @param branches the branches of the step's links that draw its chains; none for a sentence without chains
     */
    record Part(int depth, String text, List<Integer> branches) {
    }

    /** The sentences of {@code lines} joined as running text. */
    static String joined(List<Part> lines) {
        StringBuilder sb = new StringBuilder();
        lines.forEach(l -> sb.append(l.text()));
        return sb.toString();
    }

    /** The links of the final contradiction of a nested step. */
    static List<Link> finalChains(Step s, ForcingEvidence.NestedContradiction e) {
        List<Link> out = new ArrayList<>();
        for (Link l : s.links()) {
            if (l.branch() >= e.finalBranch()) {
                out.add(l);
            }
        }
        return out;
    }
}
