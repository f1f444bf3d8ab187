package sudoku.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code GET /api/openapi.json} (the API's description), {@code GET /api/health} (liveness: the
 * process answers) and {@code GET /api/ready} (readiness: the database answers a query and the
 * challenge's puzzle stock has a puzzle of every level; a 503 naming what is not ready otherwise).
 */
final class MetaApi {
    /** What readiness found: each check's word ({@code ok} or the problem), and whether all passed. */
    record Readiness(boolean ready, Map<String, Object> checks) {
    }

    private final byte[] openApi;
    private final Supplier<Readiness> readiness;

    MetaApi(Supplier<Readiness> readiness) {
        this.readiness = readiness;
        try (InputStream in = MetaApi.class.getClassLoader().getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("missing resource openapi.json");
            }
            openApi = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Registers the routes. */
    void register(Router router) {
        router.get("/api/openapi.json", r -> new ApiResponse(200, ApiResponse.JSON, openApi, 0));
        router.get("/api/health", r -> ApiResponse.json(Map.of("status", "ok")));
        router.get("/api/ready", r -> {
            Readiness now = readiness.get();
            if (!now.ready()) {
                StringBuilder why = new StringBuilder("not ready:");
                now.checks().forEach((check, word) -> {
                    if (!"ok".equals(word)) {
                        why.append(' ').append(check).append(' ').append(word).append(';');
                    }
                });
                throw new ApiException(503, why.substring(0, why.length() - 1)).with("retry_after", 5);
            }
            return ApiResponse.json(Map.of("status", "ready", "checks", now.checks()));
        });
    }
}
