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
import sudoku.logic.Messages;
import sudoku.logic.Technique;
import sudoku.logic.Techniques;
import sudoku.logic.view.TechniqueView;

/** {@code sudoku techniques}: the step types the explainer knows, easiest first, with their difficulty. */
@Command(name = "techniques",
        description = {"List the solving techniques, easiest first, with their difficulty on the",
                "Sudoku Explainer scale. Names can be given to --only and --without."},
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
        List<Technique> list = new ArrayList<>(Techniques.implemented());
        list.add(Technique.GUESS);
        switch (format) {
            case JSON -> out.println(Json.pretty(list.stream().map(t -> TechniqueView.of(t, true, language.lang))
                    .toList()));
            case JSONL -> list.forEach(t -> out.println(Json.line(TechniqueView.of(t, true, language.lang))));
            default -> {
                for (Technique t : list) {
                    String note = t == Technique.GUESS ? "  " + m.text("techniques.guess")
                            : t.uniqueness() ? "  " + m.text("techniques.uniqueness") : "";
                    out.printf("%5.1f  %-38s %s%s%n", t.difficulty(), m.technique(t), t.word(), note);
                }
                out.println(m.text("techniques.count", "count", list.size()));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
