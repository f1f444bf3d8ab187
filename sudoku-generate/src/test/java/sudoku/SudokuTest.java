package sudoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Cancellation;
import sudoku.core.SudokuException;
import sudoku.core.SudokuException.Kind;
import sudoku.core.Variant;
import sudoku.generate.internal.BatchGenerator;
import sudoku.generate.internal.Generator;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.Hint;
import sudoku.logic.Level;
import sudoku.logic.internal.PuzzleException;

/** The front door: variants, hints from a player's position, many puzzles, one family of errors. */
class SudokuTest {
    private static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /** An X-Sudoku: unique only with its diagonals. */
    private static final String X = "..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";

    @Test
    void aStepIsSaidInTheAskedLanguageNamingItsCells() {
        Sudoku puzzle = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        for (sudoku.logic.Step step : puzzle.explain().steps().subList(0, 5)) {
            String cell = sudoku.core.Geometry.CLASSIC.cellName(step.placements().get(0).cell());
            String en = puzzle.text(step);
            String es = puzzle.text(step, java.util.Locale.forLanguageTag("es"));
            String zh = puzzle.text(step, java.util.Locale.forLanguageTag("zh-CN"));
            assertThat(en).contains(cell);
            assertThat(es).contains(cell).isNotEqualTo(en).containsPattern("\\b(En|es|la|el|solo)\\b");
            assertThat(zh).contains(cell).containsPattern("\\p{IsHan}");
            assertThat(puzzle.text(step, java.util.Locale.FRENCH)).as("a language without texts falls back to English")
                    .isEqualTo(en);
        }
    }

    @Test
    void aPrefixOrAParameterReadsAVariant() {
        Sudoku prefixed = Sudoku.parse("x:" + X);
        Sudoku named = Sudoku.parse(X, Variant.named("x"));
        assertThat(prefixed.grid().geometry().variant().hasDiagonals()).isTrue();
        assertThat(named).isEqualTo(prefixed);
        assertThat(prefixed.isUnique()).isTrue();
        assertThat(Sudoku.parse(X).grid().geometry().variant()).isEqualTo(Variant.NONE);
        assertThat(prefixed.toString()).isEqualTo("x:" + X);
        assertThat(Sudoku.parse(prefixed.toString())).isEqualTo(prefixed);
    }

    @Test
    void nullIsAClearFormatError() {
        SudokuException e = catchThrowableOfType(() -> Sudoku.parse(null), SudokuException.class);
        assertThat(e.kind()).isEqualTo(Kind.FORMAT);
        assertThat(e.getMessage()).isEqualTo("no puzzle: the text is null");
        assertThat(e.field()).isEqualTo("puzzle");
    }

    @ParameterizedTest
    @CsvSource({
        // cells, line and column named: the first cell too many, or the end of a short text
        "83, 1, 82",
        "82, 1, 82",
        "80, 1, 81",
    })
    void aWrongLengthSaysWhere(int cells, long line, int column) {
        String text = (EASY + "12").substring(0, cells);
        SudokuException e = catchThrowableOfType(() -> Sudoku.parse(text), SudokuException.class);
        assertThat(e.kind()).isEqualTo(Kind.FORMAT);
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.column()).isEqualTo(column);
        assertThat(e.getMessage()).startsWith(cells + " cells").contains("line " + line + ", column " + column);
    }

    @Test
    void aWrongLengthOverSeveralLinesNamesTheLine() {
        String grid = String.join("\n", EASY.substring(0, 27), EASY.substring(27, 54), EASY.substring(54) + "5");
        SudokuException e = catchThrowableOfType(() -> Sudoku.parse(grid), SudokuException.class);
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(28);
    }

    @Test
    void eachFailureHasItsKindAndPlace() {
        SudokuException symbol = catchThrowableOfType(() -> Sudoku.parse("..x" + EASY.substring(3)),
                SudokuException.class);
        assertThat(symbol.kind()).isEqualTo(Kind.FORMAT);
        assertThat(symbol.cell()).isEqualTo(2);
        assertThat(symbol.column()).isEqualTo(3);

        SudokuException clash = catchThrowableOfType(() -> Sudoku.parse("11" + ".".repeat(79)), SudokuException.class);
        assertThat(clash.kind()).isEqualTo(Kind.CLASH);
        assertThat(clash.cell()).isEqualTo(1);

        SudokuException variant = catchThrowableOfType(() -> Sudoku.parse("sudoku:" + EASY), SudokuException.class);
        assertThat(variant.kind()).isEqualTo(Kind.VARIANT);
        assertThat(variant.field()).isEqualTo("variant");

        SudokuException regions = catchThrowableOfType(() -> Sudoku.parse("jigsaw:" + EASY + " 1234"),
                SudokuException.class);
        assertThat(regions.kind()).isEqualTo(Kind.VARIANT);
        assertThat(regions.field()).isEqualTo("regions");

        // A9 can only be 9, which column 9 already has at B9
        Sudoku none = Sudoku.parse("12345678." + "........9" + ".".repeat(63));
        SudokuException unsolvable = catchThrowableOfType(none::rate, SudokuException.class);
        assertThat(unsolvable.kind()).isEqualTo(Kind.UNSOLVABLE);
        assertThat(unsolvable).isInstanceOf(PuzzleException.class);
    }

    @Test
    void aStoppedRatingIsATimeOut() {
        Cancellation past = Cancellation.afterMillis(0);
        SudokuException e = catchThrowableOfType(() -> Sudoku.parse(EASY).rate(past), SudokuException.class);
        assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
    }

    @Test
    void hintsComeFromThePlayersPosition() {
        Sudoku puzzle = Sudoku.parse(EASY);
        Hint first = puzzle.hint(2);
        assertThat(first.kind()).isEqualTo(Hint.Kind.STEP);
        assertThat(first.technique()).isNotNull();

        String solution = puzzle.solution().orElseThrow().toString();
        char wrong = (char) ('1' + (solution.charAt(0) - '0') % 9);
        Hint mistake = puzzle.hint(wrong + EASY.substring(1), null, 2);
        assertThat(mistake.kind()).isEqualTo(Hint.Kind.MISTAKE);
        assertThat(mistake.cells()).containsExactly(0);
        assertThat(puzzle.hint(wrong + EASY.substring(1), null, 1).cells()).as("level 1 names only the unit").isEmpty();

        // pencil marks that leave out the digit of A1 (every other empty cell has its candidates)
        List<String> tokens = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            tokens.add(EASY.charAt(cell) != '.' ? "." : cell == 0 ? String.valueOf(wrong) : candidates(EASY, cell));
        }
        Hint missing = puzzle.hint(EASY, String.join(" ", tokens), 2);
        assertThat(missing.kind()).isEqualTo(Hint.Kind.MISSING_CANDIDATE);
        assertThat(missing.cells()).containsExactly(0);
        // a pencil mark of a digit a clue in its row holds comes before
        tokens.set(1, tokens.get(1) + EASY.chars().filter(Character::isDigit).mapToObj(c -> String.valueOf((char) c))
                .filter(c -> EASY.substring(0, 9).contains(c)).findFirst().orElseThrow());
        assertThat(puzzle.hint(EASY, String.join(" ", tokens), 2).kind()).isEqualTo(Hint.Kind.CLASHING_MARK);

        String changedClue = EASY.substring(0, 2) + (EASY.charAt(2) == '9' ? '1' : '9') + EASY.substring(3);
        SudokuException clue = catchThrowableOfType(() -> puzzle.hint(changedClue, null, 1), SudokuException.class);
        assertThat(clue.kind()).isEqualTo(Kind.POSITION);
        assertThat(clue.cell()).isEqualTo(2);
        SudokuException level = catchThrowableOfType(() -> puzzle.hint(4), SudokuException.class);
        assertThat(level.kind()).isEqualTo(Kind.OPTIONS);
        assertThat(level.field()).isEqualTo("level");
        SudokuException marks = catchThrowableOfType(() -> puzzle.hint(EASY, "12 34", 1), SudokuException.class);
        assertThat(marks.field()).isEqualTo("marks");
        SudokuException size = catchThrowableOfType(() -> puzzle.hint(".".repeat(16), null, 1), SudokuException.class);
        assertThat(size.kind()).isEqualTo(Kind.POSITION);
    }

    @Test
    void manyPuzzlesFromOneSeedAreTheBatchGeneratorsOwn() {
        GeneratorOptions options = GeneratorOptions.builder().level(Level.EASY).build();
        List<Sudoku> three = Sudoku.generate(options, 7, 3);
        assertThat(three).hasSize(3).doesNotHaveDuplicates().allMatch(Sudoku::isUnique);
        assertThat(three.get(0)).isEqualTo(Sudoku.generate(options, 7));
        assertThat(Sudoku.generated(options, 7).limit(3).toList()).isEqualTo(three);
        List<Sudoku> batch = new ArrayList<>();
        new BatchGenerator(new Generator(), 1).run(options, 3, 7, item -> batch.add(Sudoku.of(item.result().puzzle())));
        assertThat(batch).isEqualTo(three);
        assertThat(Sudoku.generate(options, 7, 0)).isEmpty();
        SudokuException count = catchThrowableOfType(() -> Sudoku.generate(options, 7, -1), SudokuException.class);
        assertThat(count.field()).isEqualTo("count");
    }

    @Test
    void aGeneratorTimeOutIsInTheFamily() {
        GeneratorOptions impossible = GeneratorOptions.builder().rating(11.8, 12.0).timeout(Duration.ofMillis(50))
                .build();
        SudokuException e = catchThrowableOfType(() -> Sudoku.generate(impossible, 1), SudokuException.class);
        assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
        SudokuException options = catchThrowableOfType(() -> GeneratorOptions.builder().clues(30, 20).build(),
                SudokuException.class);
        assertThat(options.kind()).isEqualTo(Kind.OPTIONS);
        assertThat(options.field()).isEqualTo("clues");
    }

    /** The digits no clue in the cell's row, column or box holds, as a pencil-mark token. */
    private static String candidates(String puzzle, int cell) {
        StringBuilder out = new StringBuilder();
        for (char d = '1'; d <= '9'; d++) {
            boolean seen = false;
            for (int p = 0; p < 81; p++) {
                boolean peer = p / 9 == cell / 9 || p % 9 == cell % 9
                        || (p / 27 == cell / 27 && p % 9 / 3 == cell % 9 / 3);
                seen |= peer && puzzle.charAt(p) == d;
            }
            if (!seen) {
                out.append(d);
            }
        }
        return out.toString();
    }
}
