package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;

/** The catalogues are complete: every language has every key, every technique a name, every template its text. */
class MessagesTest {
    @ParameterizedTest
    @EnumSource(Lang.class)
    void everyLanguageHasTheKeysOfEnglish(Lang lang) {
        assertThat(Messages.of(lang).keys()).as("keys of messages_" + lang.code())
                .containsExactlyInAnyOrderElementsOf(Messages.of(Lang.EN).keys());
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void everyTechniqueConstantHasANameInEveryLanguage(Lang lang) {
        Messages m = Messages.of(lang);
        List<String> missing = new ArrayList<>();
        for (Technique t : Technique.values()) {
            if (!m.has("technique." + t.name()) || m.text("technique." + t.name()).isBlank()) {
                missing.add("technique." + t.name());
            }
        }
        assertThat(missing).as("technique names missing from messages_" + lang.code()).isEmpty();
    }

    @Test
    void englishNamesAreTheTechniquesOwn() {
        for (Technique t : Technique.values()) {
            assertThat(Messages.of(Lang.EN).text("technique." + t.name())).isEqualTo(t.displayName());
        }
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void everyTemplateAndWordHasItsText(Lang lang) {
        Messages m = Messages.of(lang);
        List<String> keys = new ArrayList<>(List.of("placement", "elimination", "list.comma", "list.and", "list.or",
                "list.groups", "sentence.gap"));
        for (Level l : Level.values()) {
            keys.add("level." + l.label());
        }
        for (sudoku.core.Geometry.UnitKind k : sudoku.core.Geometry.UnitKind.values()) {
            String kind = k.name().toLowerCase(java.util.Locale.ROOT);
            keys.addAll(List.of("kind." + kind, "unit." + kind, "units." + kind));
        }
        assertThat(keys).allMatch(m::has, "in messages_" + lang.code());
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void textsOnlyUsePlaceholdersTheCodeFills(Lang lang) {
        Messages m = Messages.of(lang);
        for (String key : m.keys()) {
            assertThat(m.text(key).replaceAll("\\{(technique|unit|unit2|units|kind|base|cover|cells|secondary|all|"
                    + "cell|digit|digits|removed|eliminations|placements|result|chains|name|names|count|why|right|"
                    + "peer|items|where|article|text|level|grid|puzzle|clash|reason|rating|hardest|steps|guess|"
                    + "ran_out|er_ep_ed|last)}", "")).as(key).doesNotContain("{").doesNotContain("}");
        }
    }

    @Test
    void spanishSaysEBeforeAnISoundAndUBeforeAnOSound() {
        Messages es = Messages.of(Lang.ES);
        assertThat(es.and(List.of("A1", "I9"))).isEqualTo("A1 e I9");
        assertThat(es.and(List.of("A1", "B2", "C3"))).isEqualTo("A1, B2 y C3");
        assertThat(es.or(List.of("7", "8"))).isEqualTo("7 u 8");
        assertThat(Messages.of(Lang.ZH).and(List.of("A1", "B2", "C3"))).isEqualTo("A1、B2和C3");
    }

    @Test
    void anUnknownLanguageIsRefusedNamingTheKnownOnes() {
        assertThat(Lang.parse(" ZH")).isEqualTo(Lang.ZH);
        assertThatThrownBy(() -> Lang.parse("fr")).hasMessage("unknown language 'fr' (known: en, es, zh)");
    }
}
