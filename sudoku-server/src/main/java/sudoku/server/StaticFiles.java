package sudoku.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The web page's files, read once from {@code static/} on the class path and kept in memory.
 * Only known file types under that folder are served; paths with {@code ..} never match.
 */
final class StaticFiles {
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "json", "application/json; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon",
            "webmanifest", "application/manifest+json");

    private final Map<String, ApiResponse> cache = new ConcurrentHashMap<>();

    /** The file for a URL path ({@code /} is {@code index.html}), or null when there is none. */
    ApiResponse get(String path) {
        String p = path.equals("/") ? "/index.html" : path;
        if (p.contains("..") || p.contains("//") || !p.matches("/[A-Za-z0-9_./-]{1,100}")) {
            return null;
        }
        String ext = p.substring(p.lastIndexOf('.') + 1);
        String type = TYPES.get(ext);
        if (type == null) {
            return null;
        }
        ApiResponse hit = cache.get(p);
        if (hit != null) {
            return hit;
        }
        try (InputStream in = StaticFiles.class.getClassLoader().getResourceAsStream("static" + p)) {
            if (in == null) {
                return null;
            }
            ApiResponse r = new ApiResponse(200, type, in.readAllBytes(), 0);
            cache.put(p, r);
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
