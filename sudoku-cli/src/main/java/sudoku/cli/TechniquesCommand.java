package sudoku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.logic.internal.Messages;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.TechniqueView;

/** {@code sudoku techniques}: the step types the explainer knows, easiest first, with their difficulty. */
@Command(name = "techniques",
        description = {"List the solving techniques, easiest first, with their difficulty on the",
                "Sudoku Explainer scale. Names can be given to --only and --without. Ratings use",
                "the techniques marked 'rates' (Sudoku Explainer's, and the killer cage ones);",
                "explanations and hints use them all but those marked 'when named', which are",
                "used only when --only or --technique names them."},
        mixinStandardHelpOptions = true,
        footer = {"", "Examples:", "  sudoku techniques", "  sudoku techniques --format json"})
public final class TechniquesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = OutputFormat.TextOrJson.class,
            description = "text, json or jsonl (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Mixin
    LanguageOption language;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Messages m = language.messages();
        List<Technique> list = new ArrayList<>(Technique.implemented());
        list.add(Technique.GUESS);
        switch (format) {
            case JSON -> out.println(Json.pretty(list.stream().map(t -> TechniqueView.of(t, true, language.lang))
                    .toList()));
            case JSONL -> list.forEach(t -> out.println(Json.line(TechniqueView.of(t, true, language.lang))));
            default -> {
                int width = 38;
                for (Technique t : list) {
                    width = Math.max(width, columns(m.technique(t)));
                }
                for (Technique t : list) {
                    String note = t == Technique.GUESS ? "  " + m.text("techniques.guess")
                            : (t.uniqueness() ? "  " + m.text("techniques.uniqueness") : "")
                            + (t.rates() ? "  " + m.text("techniques.rating") : "")
                            + (t.onRequestOnly() ? "  " + m.text("techniques.named") : "");
                    String name = m.technique(t);
                    out.printf("%5.1f  %s %s%s%n", t.difficulty(), name + " ".repeat(Math.max(0, width - columns(name))),
                            t.word(), note);
                }
                out.println(m.text("techniques.count", "count", list.size()));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The columns a text takes in a terminal: two for each wide (CJK, full-width) character. */
    static int columns(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            int c = text.codePointAt(i);
            boolean wide = c >= 0x1100 && c <= 0x115F || c >= 0x2E80 && c <= 0xA4CF || c >= 0xAC00 && c <= 0xD7A3
                    || c >= 0xF900 && c <= 0xFAFF || c >= 0xFE30 && c <= 0xFE4F || c >= 0xFF00 && c <= 0xFF60
                    || c >= 0xFFE0 && c <= 0xFFE6;
            n += wide ? 2 : 1;
        }
        return n;
    }
}
