package sudoku.cli;

import picocli.CommandLine.Option;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;

/** {@code --lang}: the language of the logic solver's texts (a picocli mixin). */
final class LanguageOption {
    @Option(names = "--lang", paramLabel = "en|es|zh", defaultValue = "en", converter = Converters.LanguageCode.class,
            description = "The language of technique names, steps, hints and errors: en, es or zh (default: ${DEFAULT-VALUE}).")
    Lang lang = Lang.EN;

    /** The catalogue of the chosen language. */
    Messages messages() {
        return Messages.of(lang);
    }
}
