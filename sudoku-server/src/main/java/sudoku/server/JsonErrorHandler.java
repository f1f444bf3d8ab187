package sudoku.server;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Refusals made by Jetty itself (malformed request heads, bad URIs, an HTTP/2 preface, the 503s
 * of a server shutting down) in the API's JSON error shape, whatever the method.
 */
final class JsonErrorHandler extends ErrorHandler {
    private final PrintStream log;

    JsonErrorHandler(PrintStream log) {
        this.log = log;
    }

    /** Every method gets the JSON body (Jetty's default leaves it out for methods other than GET, POST, HEAD). */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        ApiResponse r = HttpApi.error(new ApiException(status, "malformed request: " + plain(status, reason)));
        log.println(status + " (malformed request): " + LogSafe.escape(reason, 200));
        fields.put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
        fields.put(HttpHeader.CACHE_CONTROL, "no-cache");
        return ByteBuffer.wrap(r.body());
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message,
                                    Throwable cause, Callback callback) {
        String text = switch (code) {
            case 500 -> "internal error";
            case 503 -> "the server is shutting down; try again shortly";
            case 426 -> "HTTP/2 is not served here: speak HTTP/1.1";
            default -> code > 500 ? plain(code, message) : "malformed request: " + plain(code, message);
        };
        ApiResponse r = HttpApi.error(new ApiException(code, text));
        String path;
        try {
            path = request.getHttpURI().getDecodedPath();
        } catch (RuntimeException e) {
            path = request.getHttpURI().getPath();
        }
        log.println(code + " " + LogSafe.escape(request.getMethod(), 10) + " " + LogSafe.escape(path, 200) + ": "
                + LogSafe.escape(message, 200));
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        if (code == 503) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "5");
        }
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, r.body().length);
        response.write(true, ByteBuffer.wrap(r.body()), callback);
    }

    /** Jetty's reason, or a sentence for the status when there is none. */
    private static String plain(int status, String reason) {
        if (reason != null && !reason.isBlank()) {
            return LogSafe.clip(reason.replaceAll("[^\\x20-\\x7e]", "?"), 120);
        }
        return switch (status) {
            case 400 -> "bad request";
            case 408 -> "the request took too long";
            case 413 -> "the request is too large";
            case 414 -> "the request line is too long";
            case 431 -> "the request headers are too large";
            case 505 -> "HTTP version not supported";
            default -> "status " + status;
        };
    }
}
