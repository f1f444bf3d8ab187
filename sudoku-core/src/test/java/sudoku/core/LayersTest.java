package sudoku.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The core module's layers, read from its class files: the board ({@code sudoku.core}) at the
 * bottom; its shared tables ({@code sudoku.core.internal}) and the community's formats
 * ({@code sudoku.format}) above it; reading puzzles in any of them ({@code sudoku.input}) above
 * those; the solvers ({@code sudoku.solve}, {@code sudoku.solve.internal}) at the top.
 *
 * <p>No circle may appear between packages or between files beyond the known ones listed below,
 * and those may only shrink: a circle that takes in one more file or package, or a new one, fails.
 */
class LayersTest {
    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("sudoku.core", "sudoku.format", "sudoku.input", "sudoku.solve");

    /**
     * The package circle left: the engines implement {@code Solver} and return its results, and the
     * API's registry ({@code Solvers}) and {@code Verdict} build the engines.
     */
    private static final Set<String> SOLVERS = Set.of("sudoku.solve", "sudoku.solve.internal");

    /**
     * The file circles left: the board's value types, which name each other (a grid's geometry,
     * a geometry's variant and cages, the text forms that build them); and the solvers' interface,
     * the engines implementing it and the registry building them.
     */
    private static final List<Set<String>> KNOWN_FILE_CIRCLES = List.of(
            names("sudoku.core.", "Cage", "Geometry", "Grid", "GridFormat", "Variant", "VariantFormat"),
            names("sudoku.solve.", "SolveResult", "Solver", "Solvers", "Verdict", "internal.BitsetSolver",
                    "internal.FastSolver", "internal.KillerSolver", "internal.ShapeSolver", "internal.TeachingSolver"));

    @Test
    void noNewCircleBetweenPackages() {
        assertThat(circles(JavaClass::getPackageName)).as("circles between packages")
                .allMatch(SOLVERS::containsAll, "within the known circle " + SOLVERS);
    }

    /** A file is its top-level class with the classes nested in it. */
    @Test
    void noNewCircleBetweenFiles() {
        assertThat(circles(LayersTest::file)).as("circles between files")
                .allMatch(c -> KNOWN_FILE_CIRCLES.stream().anyMatch(known -> known.containsAll(c)),
                        "within a known circle");
    }

    @Test
    void theBoardUsesNoOtherPackageOfTheModule() {
        noClasses().that().resideInAPackage("sudoku.core")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.core.internal..", "sudoku.format..",
                        "sudoku.input..", "sudoku.solve..")
                .check(CORE);
    }

    @Test
    void theDigitSetHelperNamesNothingElseOfTheModule() {
        noClasses().that().resideInAPackage("sudoku.core.bits")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.core", "sudoku.core.internal..",
                        "sudoku.format..", "sudoku.input..", "sudoku.solve..")
                .check(CORE);
    }

    @Test
    void theFormatsNeitherReadFilesNorSolve() {
        noClasses().that().resideInAPackage("sudoku.format")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.input..", "sudoku.solve..")
                .check(CORE);
    }

    @Test
    void theCheckFindsACircle() {
        Map<String, Set<String>> graph = Map.of("a", Set.of("b"), "b", Set.of("c", "d"), "c", Set.of("a"),
                "d", Set.of());
        assertThat(stronglyConnected(graph)).containsExactly(new TreeSet<>(Set.of("a", "b", "c")));
    }

    private static Set<String> names(String prefix, String... names) {
        return Arrays.stream(names).map(n -> prefix + n).collect(Collectors.toSet());
    }

    private static String file(JavaClass c) {
        String name = c.getName();
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }

    /** The circles of the module's classes grouped by {@code group}: each set of groups that reach each other. */
    private static List<Set<String>> circles(Function<JavaClass, String> group) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (JavaClass c : CORE) {
            Set<String> out = graph.computeIfAbsent(group.apply(c), k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass target = d.getTargetClass();
                if (CORE.contain(target.getName()) && !group.apply(target).equals(group.apply(c))) {
                    out.add(group.apply(target));
                }
            }
        }
        return stronglyConnected(graph);
    }

    /** Tarjan's strongly connected components of more than one node. */
    static List<Set<String>> stronglyConnected(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        List<String> stack = new ArrayList<>();
        List<Set<String>> out = new ArrayList<>();
        for (String node : new TreeSet<>(graph.keySet())) {
            if (!index.containsKey(node)) {
                visit(node, graph, index, low, stack, out);
            }
        }
        return out;
    }

    private static void visit(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
                              Map<String, Integer> low, List<String> stack, List<Set<String>> out) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                visit(next, graph, index, low, stack, out);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String top;
            do {
                top = stack.remove(stack.size() - 1);
                component.add(top);
            } while (!top.equals(node));
            if (component.size() > 1) {
                out.add(component);
            }
        }
    }
}
