package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Evidence is one sealed family per file; {@link EvidenceVisitor} takes every family's visitor and
 * hands each record to its own method.
 */
public class EvidenceFamiliesTest {
    @Test
    void theVisitorTakesTheVisitorOfEveryFamily() throws Exception {
        List<Class<?>> taken = Arrays.asList(EvidenceVisitor.class.getInterfaces());
        for (Class<?> family : Evidence.class.getPermittedSubclasses()) {
            assertThat(taken).as(family.getSimpleName()).contains(Class.forName(family.getName() + "$Visitor"));
        }
        assertThat(taken).hasSize(Evidence.class.getPermittedSubclasses().length);
    }

    @Test
    void everyRecordReachesItsOwnMethod() throws Exception {
        EvidenceVisitor<?> visitor = (EvidenceVisitor<?>) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {EvidenceVisitor.class}, (proxy, method, args) -> method.isDefault()
                        ? InvocationHandler.invokeDefault(proxy, method, args) : method.getParameterTypes()[0]);
        int records = 0;
        for (Class<?> family : Evidence.class.getPermittedSubclasses()) {
            for (Class<?> r : family.getPermittedSubclasses()) {
                assertThat(visitor.visit(any(r))).as(r.getName()).isEqualTo(r);
                records++;
            }
        }
        assertThat(records).as("records of every family").isEqualTo(visitorMethods());
    }

    private static long visitorMethods() {
        return Arrays.stream(EvidenceVisitor.class.getMethods()).filter(m -> !m.isDefault()).count();
    }

    /**
     * A record of the type with empty lists, zeros, nulls and each enum's first constant.
     * @param type a record of a family of evidence
     * @return one of its values
     * @throws Exception when it cannot be made
     */
    public static Evidence any(Class<?> type) throws Exception {
        RecordComponent[] parts = type.getRecordComponents();
        Class<?>[] types = Arrays.stream(parts).map(RecordComponent::getType).toArray(Class<?>[]::new);
        List<Object> args = new ArrayList<>();
        for (Class<?> t : types) {
            args.add(t == int.class ? (Object) 0 : t == boolean.class ? (Object) false
                    : t == List.class ? List.of() : t.isEnum() ? t.getEnumConstants()[0] : null);
        }
        Constructor<?> c = type.getDeclaredConstructor(types);
        return (Evidence) c.newInstance(args.toArray());
    }
}
