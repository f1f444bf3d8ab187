package sudoku.server;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** The routes by path and method; anything else falls through to the static files of the page. */
final class Router {
    /** One route's handler. */
    @FunctionalInterface
    interface Route {
        ApiResponse handle(ApiRequest request) throws Exception;
    }

    private final Map<String, Map<String, Route>> routes = new HashMap<>();
    private final StaticFiles files;

    Router(StaticFiles files) {
        this.files = files;
    }

    /** Registers a GET route. */
    void get(String path, Route route) {
        add("GET", path, route);
    }

    /** Registers a POST route. */
    void post(String path, Route route) {
        add("POST", path, route);
    }

    private void add(String method, String path, Route route) {
        routes.computeIfAbsent(path, p -> new TreeMap<>()).put(method, route);
    }

    /** Every route as {@code METHOD path}, sorted. */
    java.util.List<String> routes() {
        java.util.List<String> out = new java.util.ArrayList<>();
        routes.forEach((path, methods) -> methods.keySet().forEach(m -> out.add(m + " " + path)));
        java.util.Collections.sort(out);
        return out;
    }

    /** The methods served on {@code path} (HEAD with GET), empty when none; static files allow GET and HEAD. */
    java.util.List<String> methods(String path) {
        Map<String, Route> byMethod = routes.get(path);
        java.util.List<String> out = new java.util.ArrayList<>();
        if (byMethod != null) {
            out.addAll(byMethod.keySet());
        } else if (!path.startsWith("/api/") && !path.startsWith("/demo/") && files.exists(path)) {
            out.add("GET");
        }
        if (out.contains("GET")) {
            out.add("HEAD");
        }
        return out;
    }

    /** The response to a request: a route's, a static file, a 404 or a 405 naming the allowed methods. */
    ApiResponse dispatch(ApiRequest request) throws Exception {
        Map<String, Route> byMethod = routes.get(request.path());
        if (byMethod != null) {
            Route r = byMethod.get(request.method());
            if (r == null && request.method().equals("HEAD")) {
                r = byMethod.get("GET");
            }
            if (r == null) {
                java.util.List<String> allowed = methods(request.path());
                throw new ApiException(405, "method " + LogSafe.clip(request.method(), 10) + " not allowed on "
                        + request.path() + " (use " + String.join(" or ", allowed) + ")")
                        .with("allow", String.join(", ", allowed) + ", OPTIONS");
            }
            return r.handle(request);
        }
        if (!request.path().startsWith("/api/") && !request.path().startsWith("/demo/")) {
            if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
                throw new ApiException(405, "method " + LogSafe.clip(request.method(), 10) + " not allowed on "
                        + LogSafe.clip(request.path(), 80) + " (use GET or HEAD)").with("allow", "GET, HEAD, OPTIONS");
            }
            ApiResponse file = files.get(request);
            if (file != null) {
                return file;
            }
        }
        throw new ApiException(404, "no such route: " + LogSafe.clip(request.method(), 10) + " "
                + LogSafe.clip(request.path(), 100) + " (see /api/openapi.json)");
    }
}
