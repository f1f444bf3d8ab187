package sudoku.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import sudoku.core.Geometry;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.generate.Symmetry;
import sudoku.logic.internal.Lang;
import sudoku.logic.Level;
import sudoku.logic.Technique;

/**
 * picocli converters for the libraries' own names of things: each reads a value with the
 * library's parser, so a wrong value is a usage error (exit 2) whose message lists what is known.
 */
final class Converters {
    private Converters() {
    }

    /** A level: {@code easy}, {@code medium}, ... in any case. */
    static final class LevelName implements ITypeConverter<Level> {
        @Override
        public Level convert(String value) {
            return read(() -> Level.parse(value));
        }
    }

    /** A technique by name ({@code x-wing}, {@code X_WING} or {@code X-Wing}). */
    static final class TechniqueName implements ITypeConverter<Technique> {
        @Override
        public Technique convert(String value) {
            return read(() -> Technique.parse(value));
        }
    }

    /** A language of the logic solver's texts: {@code en}, {@code es} or {@code zh}. */
    static final class LanguageCode implements ITypeConverter<Lang> {
        @Override
        public Lang convert(String value) {
            return read(() -> Lang.parse(value));
        }
    }

    /** A notation of cell names ({@code cell} or {@code rc}). */
    static final class NotationName implements ITypeConverter<sudoku.logic.internal.Notation> {
        @Override
        public sudoku.logic.internal.Notation convert(String value) {
            return read(() -> sudoku.logic.internal.Notation.of(value));
        }
    }

    /** A clue pattern's symmetry ({@code none}, {@code rot180}, ...). */
    static final class SymmetryName implements ITypeConverter<Symmetry> {
        @Override
        public Symmetry convert(String value) {
            return read(() -> Symmetry.parse(value));
        }
    }

    /** A variant: {@code x}, {@code windoku}, {@code jigsaw}, {@code killer} or a combination ({@code killer-x}). */
    static final class VariantName implements ITypeConverter<Variant> {
        @Override
        public Variant convert(String value) {
            return read(() -> VariantFormat.named(value));
        }
    }

    /** A board: a side ({@code 9}) or a box shape ({@code 2x3}). */
    static final class BoardSize implements ITypeConverter<Geometry> {
        @Override
        public Geometry convert(String value) {
            return read(() -> Geometry.parse(value));
        }
    }

    /** The library's IllegalArgumentException as picocli's conversion error, message kept. */
    private static <T> T read(java.util.function.Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
