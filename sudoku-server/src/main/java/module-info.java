/**
 * The HTTP service: the JSON API, the seed's challenge routes and the web page, on Jetty
 * ({@code sudoku.server.SudokuServer} starts it from {@code ServerOptions}).
 */
module sudoku.server {
    requires transitive sudoku.generate;
    requires sudoku.scan;
    requires org.eclipse.jetty.server;
    requires org.eclipse.jetty.http;
    requires org.eclipse.jetty.io;
    requires org.eclipse.jetty.util;
    requires com.fasterxml.jackson.databind;
    requires java.sql;
    requires io.prometheus.metrics.core;
    requires io.prometheus.metrics.model;
    requires io.prometheus.writer.text;

    exports sudoku.server;
    // the answers' own small records are written by Jackson
    opens sudoku.server to com.fasterxml.jackson.databind;
}
