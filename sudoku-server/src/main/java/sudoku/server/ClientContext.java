package sudoku.server;

/**
 * Who sent the request being handled on this thread: its client address (the socket's, or the
 * last {@code X-Forwarded-For} entry behind a trusted proxy). The {@link Budget} queues long jobs
 * fairly between addresses with it.
 */
final class ClientContext {
    private static final ThreadLocal<String> ADDRESS = new ThreadLocal<>();

    private ClientContext() {
    }

    /** The address of the request on this thread, or {@code "local"} outside a request. */
    static String address() {
        String a = ADDRESS.get();
        return a == null ? "local" : a;
    }

    /** Runs {@code work} as a request from {@code address}. */
    static <T> T as(String address, java.util.concurrent.Callable<T> work) throws Exception {
        String before = ADDRESS.get();
        ADDRESS.set(address);
        try {
            return work.call();
        } finally {
            if (before == null) {
                ADDRESS.remove();
            } else {
                ADDRESS.set(before);
            }
        }
    }
}
