package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.internal.HodokuCodes;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;

/**
 * HoDoKu's public regression library, case by case, through the logic of {@code sudoku steps}.
 * Opt-in, since the library is not part of this project: {@code -Dsudoku.reglib=PATH} names a copy
 * of {@code reglib-1.4.txt}. A case passes when one listed step of the techniques its code names
 * has exactly the library's eliminations (or placements; a digit placed counts as its cell's
 * other candidates removed, as HoDoKu writes a BUG+1); a fail case ({@code -x}) passes when
 * none is found. The table of pass rates per code is printed and written to
 * {@code target/hodoku-reglib.md}; every step listed is checked against the solution.
 * It runs only when {@code -Dsudoku.reglib=PATH} names the fetched file (the library is GPL
 * and is not in this repository).
 */
@EnabledIfSystemProperty(named = "sudoku.reglib", matches = ".+")
class HodokuReglibComparison {
    /** How long one case may take before it counts as failed. */
    static final Duration BUDGET = Duration.ofSeconds(Long.getLong("sudoku.reglib.seconds", 20));

    /**
     * With {@code -Dsudoku.reglib.only=word,word}, each code is tried with only those of its
     * techniques, to see which one finds its cases (a code none of them names counts as not implemented).
     */
    static final Set<String> ONLY = Set.of(System.getProperty("sudoku.reglib.only", "").split(","));

    /** Pass counts of one code. */
    static final class Tally {
        String name;
        int cases;
        int passed;
        boolean implemented;
        final List<String> failures = new ArrayList<>();
    }

    @Test
    void everyCaseOfTheLibrary() throws IOException {
        String path = System.getProperty("sudoku.reglib");
        List<String> lines = Files.readAllLines(Path.of(path), StandardCharsets.UTF_8);
        Map<String, Tally> byCode = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.startsWith(":")) {
                continue;
            }
            String[] f = line.split(":", -1);
            HodokuCodes.Code code = HodokuCodes.parse(f[1]);
            Tally t = byCode.computeIfAbsent(code.code(), k -> new Tally());
            t.name = code.name();
            t.cases++;
            t.implemented = !techniques(code).isEmpty();
            if (!t.implemented) {
                continue;
            }
            String verdict = run(i + 1, line, code, wrong);
            if (verdict == null) {
                t.passed++;
            } else {
                t.failures.add(verdict);
            }
        }
        String report = report(byCode);
        System.out.println(report);
        Files.writeString(Path.of("target", "hodoku-reglib.md"), report, StandardCharsets.UTF_8);
        assertThat(wrong).as("steps that contradict the solution").isEmpty();
    }

    /** The techniques a case of {@code code} is tried with: those it names, or those of them {@link #ONLY} keeps. */
    private static List<Technique> techniques(HodokuCodes.Code code) {
        return ONLY.equals(Set.of("")) ? code.techniques()
                : code.techniques().stream().filter(t -> ONLY.contains(t.word())).toList();
    }

    /** Null when the case passes, else why not. */
    private static String run(int lineNo, String line, HodokuCodes.Code code, List<String> wrong) {
        String[] f = line.split(":", -1);
        PencilMarkState pm = PencilMarkState.parse(line);
        Set<Candidate> eliminations = new HashSet<>(PencilMarkState.candidates(f[5], "eliminations"));
        Set<Candidate> placements = new HashSet<>(PencilMarkState.candidates(f.length > 6 ? f[6] : "", "placements"));
        Candidates state = pm.state().copy().cancelWith(Cancellation.after(BUDGET));
        List<Step> steps;
        try {
            steps = StepLister.every(state, techniques(code), StepLister.ANY_LENGTH);
        } catch (CancelledException e) {
            return "line " + lineNo + " " + f[1] + ": out of time";
        }
        checkAgainstSolution(lineNo, pm.state().toGrid(), steps, wrong);
        if (code.failCase()) {
            return steps.isEmpty() ? null : "line " + lineNo + " " + f[1] + ": found " + Said.english(steps.get(0));
        }
        for (Step s : steps) {
            boolean same = placements.isEmpty() ? removals(pm.state(), s).equals(eliminations)
                    : new HashSet<>(s.placements()).equals(placements);
            if (same) {
                return null;
            }
        }
        return "line " + lineNo + " " + f[1] + ": " + steps.size() + " steps, none with exactly "
                + (placements.isEmpty() ? "the eliminations " + f[5] : "the placements " + f[6]);
    }

    /**
     * The candidates a step removes: its eliminations and, for each digit it places, the other
     * candidates of that cell (HoDoKu writes a BUG+1 as those, a placement here).
     */
    static Set<Candidate> removals(Candidates state, Step s) {
        Set<Candidate> out = new HashSet<>(s.eliminations());
        for (Candidate p : s.placements()) {
            for (int d : sudoku.core.bits.DigitSet.digits(state.candidates(p.cell()))) {
                if (d != p.digit()) {
                    out.add(new Candidate(p.cell(), d));
                }
            }
        }
        return out;
    }

    private static void checkAgainstSolution(int lineNo, Grid placed, List<Step> steps, List<String> wrong) {
        Solution s;
        try {
            s = Solution.of(placed);
        } catch (PuzzleException e) {
            return;
        }
        if (!s.unique()) {
            return;
        }
        for (Step step : steps) {
            boolean ok = step.placements().stream().allMatch(p -> s.digit(p.cell()) == p.digit())
                    && step.eliminations().stream().noneMatch(e -> s.digit(e.cell()) == e.digit());
            if (!ok) {
                wrong.add("line " + lineNo + ": " + step.technique() + ": " + Said.english(step));
            }
        }
    }

    /** The Markdown table: per code, the cases, those passed and the rate; then the totals. */
    static String report(Map<String, Tally> byCode) {
        StringBuilder out = new StringBuilder("| code | technique | cases | passed | rate |\n|---|---|---|---|---|\n");
        int cases = 0;
        int passed = 0;
        int implementedCases = 0;
        for (var e : byCode.entrySet()) {
            Tally t = e.getValue();
            cases += t.cases;
            passed += t.passed;
            implementedCases += t.implemented ? t.cases : 0;
            out.append(String.format("| %s | %s | %d | %s | %s |%n", e.getKey(), t.name, t.cases,
                    t.implemented ? String.valueOf(t.passed) : "-",
                    t.implemented ? Math.round(100.0 * t.passed / t.cases) + "%" : "not implemented"));
        }
        out.append(String.format("| all | | %d | %d | %d%% (%d%% of the %d cases of implemented codes) |%n",
                cases, passed, Math.round(100.0 * passed / cases),
                Math.round(100.0 * passed / Math.max(1, implementedCases)), implementedCases));
        out.append("\nFailures:\n");
        byCode.values().forEach(t -> t.failures.forEach(f -> out.append("- ").append(f).append('\n')));
        return out.toString();
    }
}
