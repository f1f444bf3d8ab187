package sudoku.logic.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.logic.Evidence;
import sudoku.logic.EvidenceFamiliesTest;

/**
 * A language says a step by the renderer of its family of evidence: every family is in exactly one
 * of the four ({@link Families}), and {@link Language#say} hands each record to that renderer's
 * method for it.
 */
class LanguageTest {
    private static final List<Class<?>> RENDERERS = List.of(Families.Basics.class, Families.Patterns.class,
            Families.Sets.class, Families.Chains.class);

    @Test
    void everyFamilyIsSaidByExactlyOneRenderer() throws Exception {
        for (Class<?> family : Evidence.class.getPermittedSubclasses()) {
            Class<?> visitor = Class.forName(family.getName() + "$Visitor");
            assertThat(RENDERERS.stream().filter(visitor::isAssignableFrom)).as(family.getSimpleName()).hasSize(1);
        }
    }

    @Test
    void everyRecordReachesItsOwnMethodOfItsFamilysRenderer() throws Exception {
        List<Object> renderers = new ArrayList<>();
        for (Class<?> r : RENDERERS) {
            // each answers with its own name and the record its method takes
            renderers.add(Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {r},
                    (proxy, method, args) -> r.getSimpleName() + " " + method.getParameterTypes()[0].getName()));
        }
        Language language = new Language((Families.Basics) renderers.get(0), (Families.Patterns) renderers.get(1),
                (Families.Sets) renderers.get(2), (Families.Chains) renderers.get(3));
        int records = 0;
        for (Class<?> family : Evidence.class.getPermittedSubclasses()) {
            Class<?> visitor = Class.forName(family.getName() + "$Visitor");
            Class<?> renderer = RENDERERS.stream().filter(visitor::isAssignableFrom).findFirst().orElseThrow();
            for (Class<?> r : family.getPermittedSubclasses()) {
                assertThat(language.say(EvidenceFamiliesTest.any(r))).as(r.getName())
                        .isEqualTo(renderer.getSimpleName() + " " + r.getName());
                records++;
            }
            assertThat(Arrays.stream(visitor.getMethods()).filter(Method::isDefault)).isEmpty();
        }
        assertThat(records).isPositive();
    }
}
