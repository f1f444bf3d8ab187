package sudoku.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** {@code GET /api/openapi.json} (the API's description) and {@code GET /api/health}. */
final class MetaApi {
    private final byte[] openApi;

    MetaApi() {
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
    }
}
