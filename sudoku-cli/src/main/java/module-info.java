/** The {@code sudoku} command ({@code sudoku.cli.SudokuCommand}) and its subcommands. */
module sudoku.cli {
    requires sudoku.server;
    requires sudoku.scan;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires java.net.http;
    requires java.management;
    requires jdk.unsupported;
    requires org.apache.pdfbox;
    requires org.apache.fontbox;
    requires org.apache.pdfbox.io;

    exports sudoku.cli;
    // picocli sets the commands' option fields; Jackson writes the commands' own records
    opens sudoku.cli to info.picocli, com.fasterxml.jackson.databind;
}
