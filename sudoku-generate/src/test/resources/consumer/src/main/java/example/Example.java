package example;

import java.util.List;
import sudoku.Sudoku;
import sudoku.core.SudokuException;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.Level;

public class Example {
    public static void main(String[] args) {
        Sudoku puzzle = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        System.out.println(puzzle.solution().orElseThrow());
        System.out.println(puzzle.rate().level());
        System.out.println(puzzle.hint(2).technique());
        List<Sudoku> two = Sudoku.generate(GeneratorOptions.builder().level(Level.EASY).build(), 7, 2);
        System.out.println(two.get(1).isUnique());
        try {
            Sudoku.parse("x:" + ".".repeat(80));
        } catch (SudokuException e) {
            System.out.println(e.kind() + " " + e.line() + " " + e.column());
        }
    }
}
