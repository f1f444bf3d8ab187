package sudoku.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The settings of {@code sudoku serve} from three places, in this order of precedence: the
 * command line's flags, then {@code SUDOKU_*} environment variables ({@code --max-connections}
 * is {@code SUDOKU_MAX_CONNECTIONS}), then a config file ({@code --config FILE} or
 * {@code SUDOKU_CONFIG}: Java properties, {@code max-connections = 2048}); whatever none of them
 * sets keeps the server's default. A list ({@code cors}) is taken whole from one place,
 * comma-separated in the environment and the file.
 */
final class ServeSettings {
    /** Where one setting's value came from. */
    record Setting(List<String> values, String origin) {
    }

    /** The options that are not settings of the server. */
    private static final List<String> NOT_SETTINGS = List.of("--help", "--version", "--config", "--print-config");

    private ServeSettings() {
    }

    /** The environment variable of an option: {@code --max-connections} is {@code SUDOKU_MAX_CONNECTIONS}. */
    static String variable(String longName) {
        return "SUDOKU_" + longName.substring(2).toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /**
     * Every setting given somewhere, by option name, from the place with the highest precedence.
     * @throws CommandLine.ParameterException when the config file cannot be read or names an unknown setting
     */
    static Map<String, Setting> resolve(CommandSpec spec, Function<String, String> env) {
        ParseResult parsed = spec.commandLine().getParseResult();
        Map<String, OptionSpec> settings = new LinkedHashMap<>();
        for (OptionSpec o : spec.options()) {
            if (!NOT_SETTINGS.contains(o.longestName())) {
                settings.put(o.longestName(), o);
            }
        }
        Map<String, Setting> out = new LinkedHashMap<>();
        Path file = configFile(parsed, env);
        if (file != null) {
            Properties p = load(spec, file);
            for (String key : new TreeSet<>(p.stringPropertyNames())) {
                OptionSpec o = settings.get("--" + key);
                if (o == null) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "config file " + file
                            + ": unknown setting '" + key + "' (known: " + String.join(", ",
                            settings.keySet().stream().map(n -> n.substring(2)).toList()) + ")");
                }
                out.put(o.longestName(), new Setting(values(o, p.getProperty(key)), "config file " + file));
            }
        }
        for (OptionSpec o : settings.values()) {
            String v = env.apply(variable(o.longestName()));
            if (v != null) {
                out.put(o.longestName(), new Setting(values(o, v), variable(o.longestName())));
            }
        }
        for (OptionSpec o : settings.values()) {
            if (parsed.hasMatchedOption(o)) {
                List<String> given = parsed.matchedOption(o.longestName()).originalStringValues();
                out.put(o.longestName(), new Setting(given.isEmpty() ? List.of("true") : List.copyOf(given), "flag"));
            }
        }
        return out;
    }

    /** The command line that sets these settings, each once. */
    static String[] arguments(Map<String, Setting> settings) {
        List<String> args = new ArrayList<>();
        settings.forEach((name, s) -> s.values().forEach(v -> args.add(name + "=" + v)));
        return args.toArray(String[]::new);
    }

    private static Path configFile(ParseResult parsed, Function<String, String> env) {
        if (parsed.hasMatchedOption("--config")) {
            return parsed.matchedOption("--config").getValue();
        }
        String v = env.apply("SUDOKU_CONFIG");
        return v == null || v.isBlank() ? null : Path.of(v);
    }

    private static Properties load(CommandSpec spec, Path file) {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "cannot read the config file " + file + ": "
                    + e.getMessage());
        }
        return p;
    }

    private static List<String> values(OptionSpec o, String text) {
        String v = text.strip();
        if (o.isMultiValue()) {
            return Arrays.stream(v.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        }
        return List.of(v);
    }
}
