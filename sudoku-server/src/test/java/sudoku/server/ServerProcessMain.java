package sudoku.server;

import java.nio.file.Path;

/** Runs a server in a process of its own (for the kill -9 test): prints its port, then serves until killed. */
public final class ServerProcessMain {
    private ServerProcessMain() {
    }

    /** Arguments: the database file. */
    public static void main(String[] args) throws Exception {
        SudokuServer server = SudokuServer.start(TestServer.functional(Path.of(args[0])).at("127.0.0.1", 0),
                System.err);
        System.out.println(server.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
