package sudoku.server;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-address request rates for the routes that cost the server work or storage (getpuzzle and
 * the daily puzzle share the getpuzzle rate): a token bucket
 * per client address and kind of route, refilled at a steady rate per minute and holding at most
 * {@code burst} tokens. A request finding the bucket empty gets a 429 with {@code Retry-After}.
 * Buckets of addresses that have been quiet long enough to be full again are dropped, so the
 * table stays small whatever the number of addresses.
 */
final class RateLimits {
    /** The routes that run long work (explain, rate, hint, generate, trainer, scan) or store a submission. */
    static final Set<String> EXPENSIVE = Set.of("/api/explain", "/api/rate", "/api/hint", "/api/generate", "/api/trainer",
            ChallengeApi.PREFIX + "/submit", ScanApi.PATH);
    /** The route that stores a served challenge. */
    static final String GET_PUZZLE = ChallengeApi.PREFIX + "/getpuzzle";
    /** The daily puzzle: a date not asked for before makes and stores a puzzle. */
    static final String DAILY = "/api/daily";
    private static final int MAX_ADDRESSES = 100_000;

    private static final class Bucket {
        double tokens;
        long at;

        Bucket(double tokens, long at) {
            this.tokens = tokens;
            this.at = at;
        }
    }

    private final double expensivePerNano;
    private final double getPuzzlePerNano;
    private final int burst;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    RateLimits(int expensivePerMinute, int getPuzzlePerMinute, int burst) {
        this.expensivePerNano = expensivePerMinute / 60e9;
        this.getPuzzlePerNano = getPuzzlePerMinute / 60e9;
        this.burst = burst;
    }

    /** Takes a token for a request from {@code address} to {@code path}; the 429 to answer when there is none. */
    ApiException take(String address, String path) {
        double perNano;
        String kind;
        if (EXPENSIVE.contains(path)) {
            perNano = expensivePerNano;
            kind = "e ";
        } else if (path.equals(GET_PUZZLE) || path.equals(DAILY)) {
            perNano = getPuzzlePerNano;
            kind = "g ";
        } else {
            return null;
        }
        long now = System.nanoTime();
        if (buckets.size() > MAX_ADDRESSES) {
            prune(now);
        }
        Bucket b = buckets.computeIfAbsent(kind + address, k -> new Bucket(burst, now));
        synchronized (b) {
            b.tokens = Math.min(burst, b.tokens + (now - b.at) * perNano);
            b.at = now;
            if (b.tokens >= 1) {
                b.tokens -= 1;
                return null;
            }
            long waitSeconds = (long) Math.ceil((1 - b.tokens) / perNano / 1e9);
            return new ApiException(429, "too many requests to " + path + " from your address: at most "
                    + Math.round(perNano * 60e9) + " a minute (bursts of " + burst + "); retry in " + waitSeconds + " s")
                    .with("retry_after", Math.max(1, waitSeconds));
        }
    }

    /** Drops the buckets that would be full by now. */
    void prune(long now) {
        buckets.entrySet().removeIf(e -> {
            double perNano = e.getKey().startsWith("e ") ? expensivePerNano : getPuzzlePerNano;
            Bucket b = e.getValue();
            synchronized (b) {
                return b.tokens + (now - b.at) * perNano >= burst;
            }
        });
    }
}
