package sudoku.server;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One client connection, served on its own thread: HTTP/1.1 requests one after another
 * (keep-alive), each read within limits (request line, headers, body size, time to send the
 * head), answered in one write. Bodies need a Content-Length; {@code Expect: 100-continue} is
 * honoured. Any malformed request gets a JSON error and the connection is closed.
 */
final class HttpConnection implements Runnable {
    private static final int MAX_LINE = 8 * 1024;
    private static final int MAX_HEAD = 16 * 1024;
    private static final int MAX_HEADERS = 100;
    private static final int IDLE_MILLIS = 30_000;
    private static final long HEAD_MILLIS = 10_000;
    private static final long BODY_MILLIS = 30_000;

    /** A request that cannot be read: answered with {@code status} and the connection closed. */
    private static final class BadRequest extends Exception {
        final int status;

        BadRequest(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    private final Socket socket;
    private final HttpApi api;
    private final int maxBodyBytes;
    private final Runnable onClose;

    HttpConnection(Socket socket, HttpApi api, int maxBodyBytes, Runnable onClose) {
        this.socket = socket;
        this.api = api;
        this.maxBodyBytes = maxBodyBytes;
        this.onClose = onClose;
    }

    @Override
    public void run() {
        try (socket) {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(IDLE_MILLIS);
            InputStream in = new BufferedInputStream(socket.getInputStream(), 8192);
            OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
            boolean open = true;
            while (open) {
                open = serveOne(in, out);
            }
        } catch (IOException e) {
            // the client went away or timed out: nothing to answer
        } finally {
            onClose.run();
        }
    }

    /** Reads and answers one request; false when the connection should close. */
    private boolean serveOne(InputStream in, OutputStream out) throws IOException {
        String method = "?";
        String path = "?";
        try {
            long headDeadline = System.nanoTime() + HEAD_MILLIS * 1_000_000L;
            String requestLine = readLine(in, headDeadline, true);
            if (requestLine == null) {
                return false;
            }
            String[] parts = requestLine.split(" ", -1);
            if (parts.length != 3 || parts[0].isEmpty() || !parts[2].startsWith("HTTP/1.")) {
                throw new BadRequest(400, "malformed request line");
            }
            method = parts[0].toUpperCase(Locale.ROOT);
            boolean http11 = parts[2].equals("HTTP/1.1");
            long length = 0;
            boolean close = !http11;
            boolean expectContinue = false;
            int size = requestLine.length();
            for (int n = 0; ; n++) {
                String line = readLine(in, headDeadline, false);
                if (line.isEmpty()) {
                    break;
                }
                size += line.length();
                if (n >= MAX_HEADERS || size > MAX_HEAD) {
                    throw new BadRequest(431, "request headers too large");
                }
                int colon = line.indexOf(':');
                if (colon <= 0) {
                    throw new BadRequest(400, "malformed header line");
                }
                String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
                String value = line.substring(colon + 1).trim();
                switch (name) {
                    case "content-length" -> length = contentLength(value, length);
                    case "transfer-encoding" -> throw new BadRequest(411,
                            "chunked request bodies are not accepted: send a Content-Length");
                    case "connection" -> {
                        String v = value.toLowerCase(Locale.ROOT);
                        close = v.contains("close") || (!http11 && !v.contains("keep-alive"));
                    }
                    case "expect" -> expectContinue = value.equalsIgnoreCase("100-continue");
                    default -> {
                    }
                }
            }
            String target = parts[1];
            int q = target.indexOf('?');
            path = decodePath(q < 0 ? target : target.substring(0, q));
            String query = q < 0 ? null : target.substring(q + 1);
            if (length > maxBodyBytes) {
                throw new BadRequest(413, "the request body is larger than " + maxBodyBytes + " bytes");
            }
            if (expectContinue && length > 0) {
                out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            byte[] body = readBody(in, (int) length);
            ApiResponse response = api.respond(method, path, query, body);
            write(out, method, response, close);
            return !close;
        } catch (BadRequest e) {
            ApiResponse response = HttpApi.error(new ApiException(e.status, e.getMessage()));
            api.refused(method, path, response);
            write(out, method, response, true);
            lingerClose(in);
            return false;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    /**
     * Ends our side, then reads and drops what the client is still sending (up to 1 MiB, 1 s),
     * so that closing does not reset the connection before the client has read the error.
     */
    private void lingerClose(InputStream in) {
        try {
            socket.shutdownOutput();
            socket.setSoTimeout(1000);
            byte[] sink = new byte[8192];
            long deadline = System.nanoTime() + 1_000_000_000L;
            for (long total = 0; total < 1 << 20 && System.nanoTime() < deadline; ) {
                int n = in.read(sink);
                if (n < 0) {
                    break;
                }
                total += n;
            }
        } catch (IOException ignored) {
            // the client is gone or slow: close anyway
        }
    }

    private static long contentLength(String value, long previous) throws BadRequest {
        if (!value.matches("\\d{1,12}")) {
            throw new BadRequest(400, "bad Content-Length header");
        }
        long n = Long.parseLong(value);
        if (previous != 0 && previous != n) {
            throw new BadRequest(400, "conflicting Content-Length headers");
        }
        return n;
    }

    private static String decodePath(String raw) throws BadRequest {
        String p = raw;
        if (p.startsWith("http://") || p.startsWith("https://")) {
            int slash = p.indexOf('/', p.indexOf("//") + 2);
            p = slash < 0 ? "/" : p.substring(slash);
        }
        if (!p.startsWith("/")) {
            throw new BadRequest(400, "the request target must start with /");
        }
        try {
            return URLDecoder.decode(p.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new BadRequest(400, "malformed percent-encoding in the path");
        }
    }

    /** One line ending in CRLF or LF, without it; null at a clean end of stream before any byte when {@code first}. */
    private static String readLine(InputStream in, long deadline, boolean first) throws IOException, BadRequest {
        StringBuilder sb = new StringBuilder(64);
        while (true) {
            int ch = in.read();
            if (ch < 0) {
                if (first && sb.length() == 0) {
                    return null;
                }
                throw new BadRequest(400, "the request ended early");
            }
            if (ch == '\n') {
                int n = sb.length();
                return n > 0 && sb.charAt(n - 1) == '\r' ? sb.substring(0, n - 1) : sb.toString();
            }
            if (sb.length() >= MAX_LINE) {
                throw new BadRequest(first ? 414 : 431, first ? "request line too long" : "header line too long");
            }
            sb.append((char) ch);
            if ((sb.length() & 63) == 0 && System.nanoTime() - deadline > 0) {
                throw new BadRequest(408, "the request head took too long to arrive");
            }
        }
    }

    private static byte[] readBody(InputStream in, int length) throws IOException, BadRequest {
        byte[] body = new byte[length];
        long deadline = System.nanoTime() + BODY_MILLIS * 1_000_000L;
        int read = 0;
        while (read < length) {
            int n = in.read(body, read, Math.min(length - read, 16 * 1024));
            if (n < 0) {
                throw new BadRequest(400, "the request body ended before its Content-Length");
            }
            read += n;
            if (System.nanoTime() - deadline > 0) {
                throw new BadRequest(408, "the request body took too long to arrive");
            }
        }
        return body;
    }

    private static void write(OutputStream out, String method, ApiResponse r, boolean close) throws IOException {
        byte[] body = r.body();
        String head = "HTTP/1.1 " + r.status() + " " + reason(r.status()) + "\r\n" + HttpApi.headers(r)
                + "Content-Length: " + body.length + "\r\n" + (close ? "Connection: close\r\n" : "") + "\r\n";
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        if (!method.equals("HEAD")) {
            out.write(body);
        }
        out.flush();
    }

    private static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 411 -> "Length Required";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 503 -> "Service Unavailable";
            default -> "Status";
        };
    }
}
