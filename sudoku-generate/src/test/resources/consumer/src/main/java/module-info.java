module example {
    requires sudoku.generate;
}
