package sudoku.server;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;

/**
 * What a request must be before any route sees it, beyond what Jetty's parser already refuses:
 * a method spelt exactly (methods are case-sensitive: {@code get} is not {@code GET}), no
 * transfer coding but {@code chunked} and no content coding, a JSON body on POST (so a
 * cross-site form, which can only send form and text types, cannot reach a route), and valid
 * UTF-8 everywhere: the query, every header and the body, with no overlong forms or surrogates.
 */
final class StrictRequest {
    /** The methods the service implements; others, in any spelling, are a 501. */
    static final Set<String> IMPLEMENTED = Set.of("GET", "HEAD", "POST", "OPTIONS");
    /** Standard methods the service knows but never allows: a 405 from the router. */
    private static final Set<String> KNOWN = Set.of("PUT", "DELETE", "PATCH", "TRACE", "CONNECT");

    private StrictRequest() {
    }

    /** The refusal of a request's head, or null when it may go on. */
    static ApiException check(Request request) {
        String method = request.getMethod();
        if (!IMPLEMENTED.contains(method) && !KNOWN.contains(method)) {
            return new ApiException(501, "method " + LogSafe.clip(method, 20) + " is not implemented (methods are "
                    + "case-sensitive; this server implements GET, HEAD, POST and OPTIONS)");
        }
        for (HttpField f : request.getHeaders()) {
            if (invalidUtf8(f.getValue()) || invalidUtf8(f.getName())) {
                return ApiException.badRequest("the header " + LogSafe.clip(f.getName(), 40)
                        + " is not valid UTF-8 (overlong or broken byte sequence)");
            }
        }
        String transfer = request.getHeaders().get(HttpHeader.TRANSFER_ENCODING);
        if (transfer != null) {
            String codings = String.join(",", request.getHeaders().getValuesList(HttpHeader.TRANSFER_ENCODING));
            if (!codings.strip().equalsIgnoreCase("chunked")) {
                return new ApiException(501, "transfer coding '" + LogSafe.clip(codings, 60)
                        + "' is not supported (only chunked)");
            }
        }
        String coding = request.getHeaders().get(HttpHeader.CONTENT_ENCODING);
        if (coding != null && !coding.strip().equalsIgnoreCase("identity")) {
            return new ApiException(415, "content coding '" + LogSafe.clip(coding, 60)
                    + "' is not supported: send the JSON body as it is");
        }
        String query = request.getHttpURI().getQuery();
        if (query != null && !validPercentEncoded(query)) {
            return ApiException.badRequest("the query string is not valid UTF-8 once decoded (overlong or broken "
                    + "%-escapes)").with("field", "query");
        }
        boolean hasBody = request.getLength() > 0 || transfer != null;
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        if (method.equals("POST") && hasBody && !isJson(type) && !isPicture(request, type)) {
            return new ApiException(415, "a POST body must be JSON, sent with Content-Type: application/json (not "
                    + LogSafe.clip(String.valueOf(request.getHeaders().get(HttpHeader.CONTENT_TYPE)), 60) + ")");
        }
        return null;
    }

    /** The refusal of a body that is not valid UTF-8, or null. */
    static ApiException checkBody(byte[] body) {
        int at = firstInvalidUtf8(body);
        return at < 0 ? null : ApiException.badRequest("the request body is not valid UTF-8 at byte " + at
                + " (overlong or broken byte sequence)");
    }

    /**
     * Whether the body is a picture sent to the scan route as it is: {@code image/png}, {@code image/jpeg} or
     * {@code application/octet-stream}. None of these is a type a cross-site form can send without a preflight.
     */
    static boolean isPicture(Request request, String contentType) {
        if (contentType == null || !ScanApi.PATH.equals(request.getHttpURI().getPath())) {
            return false;
        }
        String t = contentType.split(";")[0].strip().toLowerCase(Locale.ROOT);
        return t.equals("image/png") || t.equals("image/jpeg") || t.equals("application/octet-stream");
    }

    /** Whether a Content-Type is JSON in UTF-8: {@code application/json}, with at most {@code charset=utf-8}. */
    static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String[] parts = contentType.split(";");
        if (!parts[0].strip().equalsIgnoreCase("application/json")) {
            return false;
        }
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip().toLowerCase(Locale.ROOT).replace("\"", "");
            if (!p.equals("charset=utf-8") && !p.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a header's text, as Jetty read it (bytes above 0x7f as Latin-1 characters, or a
     * replacement character where it found broken UTF-8), holds broken or overlong UTF-8.
     */
    static boolean invalidUtf8(String text) {
        boolean high = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\uFFFD') {
                return true;
            }
            if (c > 0x7f) {
                high = true;
                if (c > 0xff) {
                    // already decoded from UTF-8 by the parser: valid
                    return false;
                }
            }
        }
        return high && firstInvalidUtf8(text.getBytes(StandardCharsets.ISO_8859_1)) >= 0;
    }

    /** Whether a raw query's %-escapes decode to valid UTF-8 (a malformed escape counts as invalid). */
    static boolean validPercentEncoded(String raw) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%') {
                if (i + 2 >= raw.length()) {
                    return false;
                }
                int hi = Character.digit(raw.charAt(i + 1), 16);
                int lo = Character.digit(raw.charAt(i + 2), 16);
                if (hi < 0 || lo < 0) {
                    return false;
                }
                out.write(hi * 16 + lo);
                i += 2;
            } else if (c > 0xff) {
                out.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            } else {
                out.write(c);
            }
        }
        return firstInvalidUtf8(out.toByteArray()) < 0;
    }

    /** The index of the first byte that is not part of valid UTF-8 (overlong forms and surrogates included), or -1. */
    static int firstInvalidUtf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(Math.min(bytes.length, 8192) + 1);
        while (true) {
            CoderResult r = decoder.decode(in, out, true);
            if (r.isError()) {
                return in.position();
            }
            if (r.isOverflow()) {
                out.clear();
                continue;
            }
            r = decoder.flush(out);
            if (r.isOverflow()) {
                out.clear();
                continue;
            }
            return -1;
        }
    }
}
