package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.logic.internal.Lang;

/**
 * Reads a chain step printed in Spanish or Chinese into the words {@link PrintedChains} reads,
 * so that the same checks run on every language's sentence. Only the words are read: the cells,
 * digits, units and chains it passes on are those of the sentence itself, and a phrase it does
 * not know stays as it is (the check then finds no chain, a missing conclusion or a wrong count,
 * and fails). The chains in Eureka notation are the same in every language and pass unchanged.
 */
final class PrintedWords {
    private PrintedWords() {
    }

    private static final String CELL = "[A-I][1-9]";
    private static final String CELLS = CELL + "(?:(?:, |、| y | e |和)" + CELL + ")*";

    /** The sentence in the checker's words; an English sentence as it is. */
    static String read(Lang lang, String text) {
        return switch (lang) {
            case EN -> text;
            case ES -> spanish(text);
            case ZH -> chinese(text);
        };
    }

    /** One rule: a pattern and what each match becomes. */
    private record Rule(Pattern pattern, Function<MatchResult, String> to) {
        String apply(String text) {
            return pattern.matcher(text).replaceAll(m -> Matcher.quoteReplacement(to.apply(m)));
        }
    }

    private static Rule rule(String regex, Function<MatchResult, String> to) {
        return new Rule(Pattern.compile(regex), to);
    }

    private static final java.util.Map<String, String> UNIT_ES = java.util.Map.of("fila", "row", "columna", "column",
            "caja", "box");

    private static final java.util.Map<String, String> UNIT_ZH = java.util.Map.of("行", "row", "列", "column", "宫", "box");

    /** A clash as the Spanish sentence says it (see {@link PrintedClashes#CLASH}). */
    private static final String CLASH_ES = "(?:el [1-9] no tendría sitio en la (?:fila|columna|caja) [A-I1-9]"
            + "|" + CELL + " se quedaría sin candidatos|" + CELL + " tendría que ser a la vez [1-9] y [1-9]"
            + "|" + CELL + " tendría que ser [1-9], que ya está en una celda que ve)";

    /** A Spanish clash in the checker's words. */
    private static final List<Rule> CLASH_ES_WORDS = List.of(
            rule("^el ([1-9]) no tendría sitio en la (fila|columna|caja) ([A-I1-9])$",
                    m -> m.group(1) + " would have no place left in " + UNIT_ES.get(m.group(2)) + " " + m.group(3)),
            rule("^(" + CELL + ") se quedaría sin candidatos$", m -> m.group(1) + " would have no candidate left"),
            rule("^(" + CELL + ") tendría que ser a la vez ([1-9]) y ([1-9])$",
                    m -> m.group(1) + " would have to hold both " + m.group(2) + " and " + m.group(3)));

    /** A clash as the Chinese sentence says it (see {@link PrintedClashes#CLASH}). */
    private static final String CLASH_ZH = "(?:第?[A-I1-9](?:行|列|宫)将没有位置可填[1-9]|" + CELL + "将没有候选数"
            + "|" + CELL + "将必须同时是[1-9]和[1-9]|" + CELL + "将必须是[1-9]，但与它同区的格已是[1-9])";

    /** A Chinese clash in the checker's words. */
    private static final List<Rule> CLASH_ZH_WORDS = List.of(
            rule("^第?([A-I1-9])(行|列|宫)将没有位置可填([1-9])$",
                    m -> m.group(3) + " would have no place left in " + UNIT_ZH.get(m.group(2)) + " " + m.group(1)),
            rule("^(" + CELL + ")将没有候选数$", m -> m.group(1) + " would have no candidate left"),
            rule("^(" + CELL + ")将必须同时是([1-9])和([1-9])$",
                    m -> m.group(1) + " would have to hold both " + m.group(2) + " and " + m.group(3)));

    /** {@code text} with every rule applied in turn. */
    private static String applied(List<Rule> rules, String text) {
        for (Rule r : rules) {
            text = r.apply(text);
        }
        return text;
    }

    private static String clashEs(String clash) {
        return applied(CLASH_ES_WORDS, clash);
    }

    private static String clashZh(String clash) {
        return applied(CLASH_ZH_WORDS, clash);
    }

    private static final List<Rule> SPANISH = List.of(
            rule("^Si (" + CELL + ") es ([1-9]), entonces los únicos y los candidatos bloqueados, con .*? dentro de esa "
                    + "suposición", m -> "If " + m.group(1) + " is " + m.group(2)
                    + ", then singles and locked candidates, with inner chains inside that assumption"),
            rule("Cadena interior \\(ronda ([0-9]+)\\), (" + CELL + ") no es ([1-9]), porque se contradice(?: \\(("
                    + CLASH_ES + ")\\))?: ",
                    m -> "Inner chain (round " + m.group(1) + "), " + m.group(2) + " is not " + m.group(3)
                            + " as it contradicts itself" + (m.group(4) == null ? "" : " (" + clashEs(m.group(4)) + ")") + ": "),
            rule("(, y |, llevan a una contradicción: )(" + CLASH_ES + ")\\. Así que ",
                    m -> (m.group(1).startsWith(", y") ? ", and " : ", lead to a contradiction: ") + clashEs(m.group(2))
                            + ". So "),
            rule("Cadena interior \\(ronda ([0-9]+)\\), (" + CELL + ") no es ([1-9]), porque ([^:]*) y cada caso lo elimina: ",
                    m -> "Inner chain (round " + m.group(1) + "), " + m.group(2) + " is not " + m.group(3) + " as "
                            + m.group(4).replace(" es ", " is ").replaceAll(" [ou] ", " or ") + ", each removing it: "),
            rule("Cadenas finales: ", m -> "Final chains: "),
            rule("en cualquier caso, (" + CELL + ") (no )?es ([1-9])\\. Así que (.*?)\\.(?= Suponiendo)",
                    m -> "either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ". So "
                            + effectEs(m.group(4)) + "."),
            rule(" Suponiendo que (" + CELL + ") (no )?es ([1-9]):",
                    m -> " Assuming " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ":"),
            rule("Cadenas hasta que (" + CELL + ") (no )?es ([1-9])(?: tras la ronda ([0-9]+))?: ",
                    m -> "Chains to " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3)
                            + (m.group(4) == null ? "" : " after round " + m.group(4)) + ": "),
            rule("(" + CELL + ") no es ([1-9]) por la cadena interior de la ronda ([0-9]+)\\.",
                    m -> m.group(1) + " is not " + m.group(2) + " by the inner chain of round " + m.group(3) + "."),
            rule("^(" + CELL + ") es ([1-9]) o no lo es\\. ", m -> m.group(1) + " is " + m.group(2) + " or it is not. "),
            rule("^(" + CELL + ") es ([1-9](?:(?:, | o | u )[1-9])*)\\. ",
                    m -> m.group(1) + " holds " + m.group(2).replaceAll(" [ou] ", " or ") + ". "),
            rule("^En la (fila|columna|caja) ([A-I1-9]), el ([1-9]) va en (" + CELL + "(?:(?:, | o | u )" + CELL + ")*)\\. ",
                    m -> "In " + UNIT_ES.get(m.group(1)) + " " + m.group(2) + ", " + m.group(3) + " goes in "
                            + m.group(4).replaceAll(" [ou] ", " or ") + ". "),
            rule("en cualquier caso, (" + CELL + ") (no )?es ([1-9])\\. Así que (.*?)\\. Cadenas: ",
                    m -> "either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ". So "
                            + effectEs(m.group(4)) + ". Chains: "),
            rule("En cualquier caso, (" + CELL + ") (no )?es ([1-9])",
                    m -> "Either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3)),
            rule("Como (" + CELL + ") es ([1-9]), (" + CELLS + "), que la ven?, pierden? el ([1-9])\\.",
                    m -> "Once " + m.group(1) + " is " + m.group(2) + ", its peer" + (m.group(3).length() > 2 ? "s " : " ")
                            + m.group(3).replace(" y ", " and ").replace(" e ", " and ")
                            + (m.group(3).length() > 2 ? " lose " : " loses ") + m.group(4) + "."),
            rule(", lo que elimina ([^.]*)\\. Cadena: ", m -> ", which removes " + eliminationsEs(m.group(1)) + ". Chain: "),
            rule("Cadenas: ", m -> "Chains: "),
            rule("Cadena: ", m -> "Chain: "));

    static String spanish(String text) {
        return applied(SPANISH, text);
    }

    /** "A1 es 5 y hay que eliminar 5 de A4 y A7; 6 de B2" in the checker's words. */
    private static String effectEs(String effect) {
        int remove = effect.indexOf("hay que eliminar ");
        String placed = remove < 0 ? effect : effect.substring(0, remove);
        String out = placed.replace(" es ", " is ").replace(" y ", " and ").replace(" e ", " and ");
        return remove < 0 ? out : out + "remove " + eliminationsEs(effect.substring(remove + "hay que eliminar ".length()));
    }

    /** "5 de A4 y A7; 4 y 8 de C5" as "5 from A4 and A7, 4 and 8 from C5". */
    private static String eliminationsEs(String words) {
        List<String> groups = new ArrayList<>();
        for (String g : words.split("; ")) {
            int de = g.lastIndexOf(" de ");
            groups.add(de < 0 ? g : and(g.substring(0, de), " y ", " e ") + " from " + and(g.substring(de + 4), " y ", " e "));
        }
        return String.join(", ", groups);
    }

    private static String and(String list, String... ands) {
        for (String a : ands) {
            list = list.replace(a, " and ");
        }
        return list;
    }

    private static final List<Rule> CHINESE = List.of(
            rule("^如果(" + CELL + ")是([1-9])，那么在这个假设之内借助",
                    m -> "If " + m.group(1) + " is " + m.group(2) + ", then singles and locked candidates, with inner "
                            + "chains inside that assumption "),
            rule("内部链（第([0-9]+)轮），(" + CELL + ")不是([1-9])，因为它自相矛盾(?:（(" + CLASH_ZH + ")）)?：",
                    m -> " Inner chain (round " + m.group(1) + "), " + m.group(2) + " is not " + m.group(3)
                            + " as it contradicts itself" + (m.group(4) == null ? "" : " (" + clashZh(m.group(4)) + ")") + ": "),
            rule("(，而且|唯一数和区块推出矛盾：)(" + CLASH_ZH + ")。所以",
                    m -> (m.group(1).equals("，而且") ? ", and " : " lead to a contradiction: ") + clashZh(m.group(2))
                            + ". So "),
            rule("内部链（第([0-9]+)轮），(" + CELL + ")不是([1-9])，因为([^：]*)，每种情况都删去它：",
                    m -> " Inner chain (round " + m.group(1) + "), " + m.group(2) + " is not " + m.group(3) + " as "
                            + m.group(4).replace("是", " is ").replace("或", " or ").replace("、", ", ") + ", each removing it: "),
            rule("最终的链：", m -> " Final chains: "),
            rule("；无论哪种情况，(" + CELL + ")(不)?是([1-9])。所以(.*?)。(?=假设)",
                    m -> "; either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ". So "
                            + effectZh(m.group(4)) + ". "),
            rule("假设(" + CELL + ")(不)?是([1-9])：",
                    m -> " Assuming " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ":"),
            rule("推出(" + CELL + ")(不)?是([1-9])的链(?:（第([0-9]+)轮之后）)?：",
                    m -> " Chains to " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3)
                            + (m.group(4) == null ? "" : " after round " + m.group(4)) + ": "),
            rule("(" + CELL + ")不是([1-9])，由第([0-9]+)轮的内部链得出。",
                    m -> " " + m.group(1) + " is not " + m.group(2) + " by the inner chain of round " + m.group(3) + ". "),
            rule("^(" + CELL + ")要么是([1-9])，要么不是\\2。", m -> m.group(1) + " is " + m.group(2) + " or it is not. "),
            rule("^(" + CELL + ")只能是([1-9](?:(?:、|或)[1-9])*)。",
                    m -> m.group(1) + " holds " + m.group(2).replace("、", ", ").replace("或", " or ") + ". "),
            rule("^在第?([A-I1-9])(行|列|宫)中，([1-9])只能在(" + CELL + "(?:(?:、|或)" + CELL + ")*)。",
                    m -> "In " + UNIT_ZH.get(m.group(2)) + " " + m.group(1) + ", " + m.group(3) + " goes in "
                            + m.group(4).replace("、", ", ").replace("或", " or ") + ". "),
            rule("；无论哪种情况，(" + CELL + ")(不)?是([1-9])。所以(.*?)。链：",
                    m -> "; either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3) + ". So "
                            + effectZh(m.group(4)) + ". Chains: "),
            rule("无论哪种情况，(" + CELL + ")(不)?是([1-9])",
                    m -> " Either way " + m.group(1) + " is " + (m.group(2) == null ? "" : "not ") + m.group(3)),
            rule("(" + CELL + ")是([1-9])后，与它同区的(" + CELLS + ")删去([1-9])。",
                    m -> " Once " + m.group(1) + " is " + m.group(2) + ", its peer" + (m.group(3).length() > 2 ? "s " : " ")
                            + m.group(3).replace("、", ", ").replace("和", " and ")
                            + (m.group(3).length() > 2 ? " lose " : " loses ") + m.group(4) + ". "),
            rule("，可删去([^。]*)。链：", m -> ", which removes " + eliminationsZh(m.group(1)) + ". Chain: "),
            // the chains' label, not a set chain's list of sets ("待定数组链：...")
            rule("链：(?=\\()", m -> " Chains: "),
            rule("：", m -> ": "),
            rule("。", m -> ". "));

    static String chinese(String text) {
        return applied(CHINESE, text).replaceAll(" {2,}", " ").strip();
    }

    /** "A1是5和删去A4和A7的5；C5的4和8" in the checker's words. */
    private static String effectZh(String effect) {
        int remove = effect.indexOf("删去");
        String placed = remove < 0 ? effect : effect.substring(0, remove);
        String out = placed.replace("是", " is ").replace("、", ", ").replace("和", " and ");
        return remove < 0 ? out : out + (placed.isEmpty() ? "" : " ") + "remove "
                + eliminationsZh(effect.substring(remove + 2));
    }

    /** "A4和A7的5；C5的4和8" as "5 from A4 and A7, 4 and 8 from C5". */
    private static String eliminationsZh(String words) {
        List<String> groups = new ArrayList<>();
        for (String g : words.split("；")) {
            int of = g.lastIndexOf('的');
            groups.add(of < 0 ? g : zhList(g.substring(of + 1)) + " from " + zhList(g.substring(0, of)));
        }
        return String.join(", ", groups);
    }

    private static String zhList(String list) {
        return list.replace("、", ", ").replace("和", " and ");
    }
}
