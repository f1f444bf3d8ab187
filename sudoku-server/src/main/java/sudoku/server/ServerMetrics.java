package sudoku.server;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.function.IntSupplier;

/**
 * The service's metrics, in Prometheus' own client: requests by route and status, their
 * latency, the long-job queue, refusals by reason and open connections. Routes are labelled by
 * their registered path only ({@code static} for the page's files, {@code other} for anything
 * else), so a client choosing paths cannot grow the label set.
 */
final class ServerMetrics {
    /** Why a request or connection was refused: the {@code reason} label of {@code sudoku_rejections_total}. */
    enum Rejection {
        /** a per-address rate (429) */
        RATE_LIMITED,
        /** a per-address connection cap, or the global cap reached (503 on connecting) */
        CONNECTION_CAP,
        /** an idle or slow connection closed to make room under pressure */
        EVICTED,
        /** the long-job queue full, a job out of time, or shutting down (503) */
        UNAVAILABLE,
        /** a request head or body too slow (408) */
        TOO_SLOW;

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A {@code host:port} to listen on. */
    record Address(String host, int port) {
        /** Parses {@code host:port} (an IPv6 host in brackets); an error naming the text when it is not one. */
        static Address parse(String text) {
            int colon = text.lastIndexOf(':');
            if (colon <= 0 || colon == text.length() - 1) {
                throw new IllegalArgumentException("the metrics address must be HOST:PORT, e.g. 127.0.0.1:9100, not '"
                        + LogSafe.clip(text, 80) + "'");
            }
            String host = text.substring(0, colon);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            int port;
            try {
                port = Integer.parseInt(text.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("the metrics port must be 0 to 65535 in '" + LogSafe.clip(text, 80)
                        + "'");
            }
            return new Address(host, port);
        }
    }

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Set<String> routes;
    private final Counter requests;
    private final Histogram latency;
    private final Counter rejections;

    /**
     * @param routes      the registered paths (each its own route label)
     * @param queued      long jobs waiting now
     * @param busy        long jobs running now
     * @param connections connections open now
     */
    ServerMetrics(Set<String> routes, IntSupplier queued, IntSupplier busy, IntSupplier connections) {
        this.routes = Set.copyOf(routes);
        requests = Counter.builder().name("sudoku_http_requests_total").help("HTTP requests answered")
                .labelNames("route", "method", "status").withoutExemplars().register(registry);
        latency = Histogram.builder().name("sudoku_http_request_duration_seconds")
                .help("Time from a request's head to its answer").labelNames("route")
                .classicOnly().classicUpperBounds(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)
                .withoutExemplars().register(registry);
        rejections = Counter.builder().name("sudoku_rejections_total")
                .help("Requests and connections refused or closed early, by reason").labelNames("reason")
                .withoutExemplars().register(registry);
        for (Rejection r : Rejection.values()) {
            rejections.labelValues(r.label());
        }
        GaugeWithCallback.builder().name("sudoku_work_queue_length").help("Long jobs waiting for a worker")
                .callback(cb -> cb.call(queued.getAsInt())).register(registry);
        GaugeWithCallback.builder().name("sudoku_work_busy").help("Long jobs running")
                .callback(cb -> cb.call(busy.getAsInt())).register(registry);
        GaugeWithCallback.builder().name("sudoku_connections_open").help("HTTP connections open")
                .callback(cb -> cb.call(connections.getAsInt())).register(registry);
    }

    /** Counts one answered request. */
    void request(String path, String method, int status, long nanos) {
        String route = routeLabel(path);
        requests.labelValues(route, methodLabel(method), Integer.toString(status)).inc();
        latency.labelValues(route).observe(nanos / 1e9);
        if (status == 429) {
            rejected(Rejection.RATE_LIMITED);
        } else if (status == 503) {
            rejected(Rejection.UNAVAILABLE);
        } else if (status == 408) {
            rejected(Rejection.TOO_SLOW);
        }
    }

    /** Counts one refusal. */
    void rejected(Rejection reason) {
        rejections.labelValues(reason.label()).inc();
    }

    /** Every metric in Prometheus' text format (version 0.0.4). */
    byte[] scrape() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            PrometheusTextFormatWriter.create().write(out, registry.scrape());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The content type of {@link #scrape()}. */
    static String contentType() {
        return PrometheusTextFormatWriter.CONTENT_TYPE;
    }

    private String routeLabel(String path) {
        if (path == null) {
            return "other";
        }
        if (routes.contains(path)) {
            return path;
        }
        return path.startsWith("/api/") || path.startsWith("/demo/") ? "other" : "static";
    }

    private static String methodLabel(String method) {
        return switch (method) {
            case "GET", "HEAD", "POST", "OPTIONS" -> method;
            default -> "other";
        };
    }
}
