package sudoku.server;

import java.nio.file.Path;

/** Runs a server in a process of its own (for the kill -9 test): prints its port, then serves until killed. */
public final class ServerProcessMain {
    private ServerProcessMain() {
    }

    /** Arguments: the database file, and optionally the connection cap. */
    public static void main(String[] args) throws Exception {
        ServerOptions options = TestServer.functional(Path.of(args[0])).at("127.0.0.1", 0);
        if (args.length > 1) {
            options = options.toBuilder().maxConnections(Integer.parseInt(args[1])).build();
        }
        SudokuServer server = SudokuServer.start(options, System.err);
        System.out.println(server.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
