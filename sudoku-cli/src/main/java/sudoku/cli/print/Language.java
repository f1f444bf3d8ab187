package sudoku.cli.print;

import java.util.Locale;
import java.util.Map;
import sudoku.logic.Level;

/**
 * The languages of the few fixed words on a printed page, each a small message map with the
 * same keys (the web page's catalogues in {@code static/i18n} use the same wording).
 */
public enum Language {
    /** English. */
    EN(Map.of("puzzle", "Puzzle {n}", "solutions", "Solutions", "level_easy", "Easy", "level_medium", "Medium",
            "level_hard", "Hard", "level_expert", "Expert", "level_extreme", "Extreme")),
    /** Spanish. */
    ES(Map.of("puzzle", "Sudoku {n}", "solutions", "Soluciones", "level_easy", "Fácil", "level_medium", "Medio",
            "level_hard", "Difícil", "level_expert", "Experto", "level_extreme", "Extremo")),
    /** Simplified Chinese: needs a CJK font in a PDF. */
    ZH(Map.of("puzzle", "第 {n} 题", "solutions", "答案", "level_easy", "简单", "level_medium", "中等",
            "level_hard", "困难", "level_expert", "专家", "level_extreme", "极难"));

    /** The keys every language has. */
    static final java.util.Set<String> KEYS = java.util.Set.of("puzzle", "solutions", "level_easy", "level_medium",
            "level_hard", "level_expert", "level_extreme");

    private final Map<String, String> words;

    Language(Map<String, String> words) {
        this.words = words;
    }

    /** The caption of puzzle number {@code n} (from 1). */
    public String puzzle(int n) {
        return words.get("puzzle").replace("{n}", Integer.toString(n));
    }

    /** The name of a difficulty level. */
    public String level(Level level) {
        return words.get("level_" + level.name().toLowerCase(Locale.ROOT));
    }

    /** The heading of a solution page. */
    public String solutions() {
        return words.get("solutions");
    }

    /** The message map itself, for the test that every key is there. */
    Map<String, String> words() {
        return words;
    }

    /** The code used on the command line: {@code en}, {@code es}, {@code zh}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
