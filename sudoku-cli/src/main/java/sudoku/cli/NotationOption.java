package sudoku.cli;

import picocli.CommandLine.Option;
import sudoku.logic.internal.Notation;

/** {@code --notation}: how the texts name cells and rows (a picocli mixin). */
final class NotationOption {
    @Option(names = "--notation", paramLabel = "cell|rc", defaultValue = "cell", converter = Converters.NotationName.class,
            description = "How texts name cells and rows: cell (C1, row C) or rc (r3c1, row 3, as HoDoKu writes them); "
                    + "JSON fields keep their names (default: ${DEFAULT-VALUE}).")
    Notation notation = Notation.CELL;
}
