package sudoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Grid;
import sudoku.logic.Evidence;
import sudoku.logic.Hint;

/**
 * The public types a user of the front door sees: those of the packages each library module
 * exports to everyone, read from its module descriptor and its classes (a directory in the
 * build, a jar in a user's repository). The budgets may only come down; a new public type in an
 * exported package must earn its place, or go to an {@code internal} package.
 */
class ExportedApiTest {
    @ParameterizedTest
    @CsvSource({
        // module, budget of exported public types (nested ones included); 44 in all, about what the
        // Rust crate sudoku offers. What the front door takes and returns stays: grids, variants,
        // errors, cancellation, solve results (core); techniques, steps, candidates, links,
        // explanations, hints, ratings, levels (logic); the front door and the generator's options.
        "sudoku.core, 27",
        // logic: the typed evidence of a step (sudoku.logic.Evidence and EvidenceVisitor) joined the
        // vocabulary; its families, their records and visitors count as the one concept they are.
        "sudoku.logic, 15",
        "sudoku.generate, 5",
    })
    void theExportedApiDoesNotGrow(String module, int budget) throws Exception {
        Map<String, List<String>> types = exportedTypes().get(module);
        int count = (int) types.values().stream().flatMap(List::stream).filter(t -> !evidenceRecord(t)).count();
        System.out.println(module + ": " + count + " exported public types " + types);
        assertThat(count).as("exported public types of %s: %s", module, types).isLessThanOrEqualTo(budget);
        assertThat(count).as("a module exports something").isPositive();
    }

    /**
     * Whether a type is one of the families of the sealed {@code Evidence} (each a file of its own),
     * the premises of a verity, or a record or visitor nested in them: with {@code Evidence} and
     * {@code EvidenceVisitor}, which count, they are the one concept of what a step rests on.
     */
    private static boolean evidenceRecord(String type) {
        String outer = type.contains("$") ? type.substring(0, type.indexOf('$')) : type;
        if (outer.equals("Premise")) {
            return true;
        }
        try {
            Class<?> c = Class.forName("sudoku.logic." + outer, false, ExportedApiTest.class.getClassLoader());
            return Evidence.class.isAssignableFrom(c) && c != Evidence.class;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /** Per module, per exported package, its public types (a nested type when it and every enclosing type are public). */
    static Map<String, Map<String, List<String>>> exportedTypes() throws IOException, URISyntaxException {
        Map<String, Map<String, List<String>>> out = new TreeMap<>();
        for (Class<?> anchor : List.of(Grid.class, Hint.class, Sudoku.class)) {
            Path location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            try (FileSystem jar = Files.isDirectory(location) ? null : FileSystems.newFileSystem(location)) {
                Path root = jar == null ? location : jar.getPath("/");
                ModuleDescriptor descriptor;
                try (InputStream in = Files.newInputStream(root.resolve("module-info.class"))) {
                    descriptor = ModuleDescriptor.read(in);
                }
                Map<String, List<String>> packages = new TreeMap<>();
                for (ModuleDescriptor.Exports e : descriptor.exports()) {
                    if (!e.isQualified()) {
                        packages.put(e.source(), publicTypes(root, e.source()));
                    }
                }
                out.put(descriptor.name(), packages);
            }
        }
        return out;
    }

    private static List<String> publicTypes(Path root, String pkg) throws IOException {
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.list(root.resolve(pkg.replace('.', '/')))) {
            for (Path f : files.sorted().toList()) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.equals("package-info.class")) {
                    continue;
                }
                String name = pkg + "." + file.substring(0, file.length() - ".class".length());
                try {
                    if (visible(Class.forName(name, false, ExportedApiTest.class.getClassLoader()))) {
                        names.add(name.substring(pkg.length() + 1));
                    }
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException(name, e);
                }
            }
        }
        return names;
    }

    private static boolean visible(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers()) || c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic()) {
                return false;
            }
        }
        return true;
    }
}
