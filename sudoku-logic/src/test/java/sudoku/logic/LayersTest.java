package sudoku.logic;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * The logic module's layers, read from its class files: the vocabulary ({@code sudoku.logic}, the
 * exported part, under its working parts in {@code sudoku.logic.internal}) at the bottom, the chain engine ({@code sudoku.logic.chain}) above it, the finders
 * ({@code sudoku.logic.technique}) above both, and the solver with what is built on it
 * ({@code sudoku.logic.solve}) at the top; no circle between packages or between files.
 */
class LayersTest {
    private static final JavaClasses LOGIC = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("sudoku.logic");

    @Test
    void noPackageOfTheModuleIsInACircle() {
        slices().assignedFrom(by("package", c -> c.getPackageName())).should().beFreeOfCycles().check(LOGIC);
    }

    /** A file is its top-level class with the classes nested in it. */
    @Test
    void noFileOfTheModuleIsInACircle() {
        slices().assignedFrom(by("file", c -> {
            String name = c.getName();
            int nested = name.indexOf('$');
            return nested < 0 ? name : name.substring(0, nested);
        })).should().beFreeOfCycles().check(LOGIC);
    }

    @Test
    void theVocabularyUsesNoOtherPackageOfTheModule() {
        noClasses().that().resideInAnyPackage("sudoku.logic", "sudoku.logic.internal")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.logic.chain..", "sudoku.logic.technique..",
                        "sudoku.logic.solve..", "sudoku.logic.view..")
                .check(LOGIC);
    }

    /** What a library user sees names none of the module's working parts, so they can change freely. */
    @Test
    void theExportedVocabularyUsesNoInternalPart() {
        noClasses().that().resideInAPackage("sudoku.logic")
                .should().dependOnClassesThat().resideInAPackage("sudoku.logic.internal")
                .check(LOGIC);
    }

    @Test
    void theEngineKnowsNoFinderAndNoSolver() {
        noClasses().that().resideInAPackage("sudoku.logic.chain")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.logic.technique..", "sudoku.logic.solve..",
                        "sudoku.logic.view..")
                .check(LOGIC);
    }

    @Test
    void theFindersKnowNoSolver() {
        noClasses().that().resideInAPackage("sudoku.logic.technique")
                .should().dependOnClassesThat().resideInAnyPackage("sudoku.logic.solve..", "sudoku.logic.view..")
                .check(LOGIC);
    }

    @Test
    void theRegistryIsTheOnlyPublicClassOfTheFinders() {
        classes().that().resideInAPackage("sudoku.logic.technique").and().arePublic()
                .should().haveSimpleName("Finders").check(LOGIC);
    }

    @Test
    void onlyTheRegistryReachesTheFindersFromOutside() {
        noClasses().that().resideOutsideOfPackage("sudoku.logic.technique")
                .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("sudoku.logic.technique")
                        .and(DescribedPredicate.not(JavaClass.Predicates.simpleName("Finders"))))
                .check(LOGIC);
    }

    private static SliceAssignment by(String what, java.util.function.Function<JavaClass, String> slice) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                return SliceIdentifier.of(slice.apply(c));
            }

            @Override
            public String getDescription() {
                return "each " + what + " of sudoku.logic";
            }
        };
    }
}
