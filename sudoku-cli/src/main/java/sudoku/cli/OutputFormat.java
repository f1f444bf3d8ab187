package sudoku.cli;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;

/**
 * How results are printed. Each command takes only its own forms: its {@code --format} option
 * reads the value with one of the converters below, so any other value is a usage error (exit 2)
 * that lists the forms the command has.
 */
public enum OutputFormat {
    /** The seeds' display: boxes and bands drawn with | and -+-. */
    GRID,
    /** One line per puzzle. */
    LINE,
    /** One JSON object per line. */
    JSONL,
    /** One JSON document. */
    JSON,
    /** Plain sentences. */
    TEXT,
    /** Sudoku Explainer's serate lines: the puzzle and {@code ED=ER/EP/ED}. */
    SERATE,
    // the formats of other players' tools, one puzzle each (sudoku.format)
    SUDOKUWIKI(CommunityFormat.SUDOKUWIKI),
    FPUZZLES(CommunityFormat.FPUZZLES),
    FPUZZLES_JSON(CommunityFormat.FPUZZLES_JSON),
    SUDOKUPAD(CommunityFormat.SUDOKUPAD),
    SS(CommunityFormat.SS),
    SDK(CommunityFormat.SDK),
    SDM(CommunityFormat.SDM),
    HODOKU(CommunityFormat.HODOKU),
    HODOKU_GIVENS(CommunityFormat.HODOKU_GIVENS),
    HODOKU_VALUES(CommunityFormat.HODOKU_VALUES);

    private final CommunityFormat community;

    OutputFormat() {
        this(null);
    }

    OutputFormat(CommunityFormat community) {
        this.community = community;
    }

    /** The word used on the command line: {@code grid}, {@code line}, {@code sudokuwiki}, ... */
    String word() {
        return community != null ? community.word() : name().toLowerCase(Locale.ROOT);
    }

    /** The other tools' format this form writes, or null for the project's own forms. */
    CommunityFormat community() {
        return community;
    }

    /** A state in this form's other tools' format, ending in one line break. */
    String writeCommunity(PuzzleState state) {
        String text = community.write(state);
        return text.endsWith("\n") ? text : text + "\n";
    }

    /** {@code forms} and every other tools' format. */
    private static OutputFormat[] withCommunity(OutputFormat... forms) {
        EnumSet<OutputFormat> all = EnumSet.copyOf(List.of(forms));
        for (OutputFormat f : values()) {
            if (f.community != null) {
                all.add(f);
            }
        }
        return all.toArray(OutputFormat[]::new);
    }

    /** Reads a form among a command's own, in any case. */
    abstract static class Among implements ITypeConverter<OutputFormat> {
        private final Set<OutputFormat> forms;

        Among(OutputFormat first, OutputFormat... rest) {
            forms = EnumSet.of(first, rest);
        }

        Among(OutputFormat[] all) {
            forms = EnumSet.copyOf(List.of(all));
        }

        @Override
        public OutputFormat convert(String value) {
            for (OutputFormat f : forms) {
                if (f.word().equalsIgnoreCase(value.trim())) {
                    return f;
                }
            }
            throw new TypeConversionException("'" + value + "' is not one of "
                    + String.join(", ", forms.stream().map(OutputFormat::word).toList()));
        }
    }

    /** The logic commands' forms: text, json, jsonl. */
    static final class TextOrJson extends Among {
        TextOrJson() {
            super(TEXT, JSON, JSONL);
        }
    }

    /** {@code rate}'s forms: text, json, jsonl and Sudoku Explainer's serate lines. */
    static final class Rated extends Among {
        Rated() {
            super(TEXT, JSON, JSONL, SERATE);
        }
    }

    /** {@code steps}' forms: text, or one JSON document. */
    static final class TextOrJsonDocument extends Among {
        TextOrJsonDocument() {
            super(TEXT, JSON);
        }
    }

    /** {@code solve}'s forms: grid, line, jsonl, json (one object per puzzle line either way). */
    static final class Solved extends Among {
        Solved() {
            super(GRID, LINE, JSONL, JSON);
        }
    }

    /** {@code generate}'s forms: line, grid, jsonl and the other tools' formats. */
    static final class Generated extends Among {
        Generated() {
            super(withCommunity(LINE, GRID, JSONL));
        }
    }

    /** {@code convert}'s forms: line, grid and the other tools' formats. */
    static final class Converted extends Among {
        Converted() {
            super(withCommunity(LINE, GRID));
        }
    }

    /** {@code minimize}'s forms: line, grid. */
    static final class LineOrGrid extends Among {
        LineOrGrid() {
            super(LINE, GRID);
        }
    }

    /** {@code canon}'s forms: line, jsonl. */
    static final class LineOrJsonl extends Among {
        LineOrJsonl() {
            super(LINE, JSONL);
        }
    }
}
