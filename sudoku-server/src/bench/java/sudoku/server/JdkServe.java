package sudoku.server;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * The same routes and {@link HttpApi} on the JDK's {@code com.sun.net.httpserver} instead of Jetty,
 * for measuring {@code POST /api/solve} on both ({@code src/bench/compare-servers.sh}). Not part of
 * the product: the JDK's server accepts malformed heads the service must refuse.
 */
public final class JdkServe {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        int threads = Integer.parseInt(args[1]);
        Budget budget = new Budget(2, 4, 64, 10_000);
        Router router = new Router(new StaticFiles());
        new SolveApi(budget, 16).register(router);
        new MetaApi().register(router);
        HttpApi api = new HttpApi(router, System.err, List.of());
        HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 1024);
        s.createContext("/", ex -> {
            byte[] body = ex.getRequestBody().readAllBytes();
            Map<String, String> headers = new HashMap<>();
            ex.getRequestHeaders().forEach((k, v) -> headers.put(k.toLowerCase(), v.get(0)));
            ApiResponse r = api.respond(ex.getRequestMethod(), ex.getRequestURI().getPath(),
                    ex.getRequestURI().getRawQuery(), headers, body);
            api.headers(r, null).forEach((k, v) -> ex.getResponseHeaders().add(k, v));
            ex.sendResponseHeaders(r.status(), r.body().length == 0 ? -1 : r.body().length);
            ex.getResponseBody().write(r.body());
            ex.close();
        });
        s.setExecutor(Executors.newFixedThreadPool(threads));
        s.start();
        System.out.println("jdk server on " + port);
    }
}
