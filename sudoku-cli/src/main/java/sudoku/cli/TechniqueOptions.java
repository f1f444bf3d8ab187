package sudoku.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import sudoku.logic.LogicOptions;
import sudoku.logic.Technique;

/** The options that choose which techniques the logic commands may use (a picocli mixin). */
final class TechniqueOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--only", split = ",", paramLabel = "TECHNIQUE",
            description = "Use only these techniques (names as listed by 'sudoku techniques', comma-separated).")
    List<String> only;

    @Option(names = "--without", split = ",", paramLabel = "TECHNIQUE",
            description = "Do not use these techniques (comma-separated).")
    List<String> without;

    @Option(names = "--no-uniqueness", description = "Do not use techniques that assume a unique solution.")
    boolean noUniqueness;

    /**
     * The logic options these flags select.
     * @throws ParameterException (a usage error, exit code 2) naming an unknown technique
     */
    LogicOptions toOptions() {
        return toOptions(LogicOptions.defaults());
    }

    /**
     * The options these flags select for a rating: {@code --only} names them all, {@code --without}
     * takes from Sudoku Explainer's techniques ({@link LogicOptions#rating()}).
     * @throws ParameterException (a usage error, exit code 2) naming an unknown technique
     */
    LogicOptions toRatingOptions() {
        return toOptions(LogicOptions.rating());
    }

    private LogicOptions toOptions(LogicOptions base) {
        try {
            return options(base);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
    }

    private LogicOptions options(LogicOptions base) {
        LogicOptions o = base;
        if (only != null) {
            o = o.only(parse(only));
        }
        if (without != null) {
            o = o.without(parse(without));
        }
        return noUniqueness ? o.withoutUniqueness() : o;
    }

    private static List<Technique> parse(List<String> names) {
        List<Technique> out = new ArrayList<>();
        for (String n : names) {
            out.add(Technique.parse(n));
        }
        return out;
    }
}
