package sudoku.server;

import java.util.function.Supplier;

/**
 * A value made on first use (once, thread-safely). The logic and generator engines load many
 * classes; making them when first asked keeps them out of the server's start-up time.
 */
final class Lazy<T> implements Supplier<T> {
    private final Supplier<T> maker;
    private volatile T value;

    Lazy(Supplier<T> maker) {
        this.maker = maker;
    }

    @Override
    public T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = maker.get();
                    value = v;
                }
            }
        }
        return v;
    }
}
