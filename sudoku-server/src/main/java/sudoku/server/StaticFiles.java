package sudoku.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPOutputStream;

/**
 * The web page's files, read once from {@code static/} on the class path and kept in memory,
 * each with a strong ETag (a 304 when the client already has it) and, for text, a gzipped copy
 * sent to clients that accept gzip. Only known file types under that folder are served; paths
 * with {@code ..} never match.
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

    /** One file: its bytes, gzipped bytes (null when not worth it), type and tag. */
    private record File(String type, byte[] bytes, byte[] gzipped, String etag) {
    }

    private final Map<String, Optional<File>> cache = new ConcurrentHashMap<>();

    /** Whether there is a file for a URL path. */
    boolean exists(String path) {
        return file(path) != null;
    }

    /**
     * The response for a GET of a file ({@code /} is {@code index.html}), or null when there is
     * none: a 304 when If-None-Match names its tag, gzipped when Accept-Encoding allows.
     */
    ApiResponse get(ApiRequest request) {
        File f = file(request.path());
        if (f == null) {
            return null;
        }
        boolean gzip = f.gzipped() != null && accepts(request.header("Accept-Encoding"));
        String etag = gzip ? f.etag().replace("\"", "") + "-gz" : f.etag().replace("\"", "");
        etag = "\"" + etag + "\"";
        String match = request.header("If-None-Match");
        if (match != null && matches(match, etag)) {
            return new ApiResponse(304, f.type(), new byte[0], 0, f.gzipped() != null
                    ? Map.of("ETag", etag, "Vary", "Accept-Encoding") : Map.of("ETag", etag));
        }
        ApiResponse r = new ApiResponse(200, f.type(), gzip ? f.gzipped() : f.bytes(), 0).withHeader("ETag", etag);
        if (f.gzipped() != null) {
            r = r.withHeader("Vary", "Accept-Encoding");
        }
        return gzip ? r.withHeader("Content-Encoding", "gzip") : r;
    }

    private static boolean accepts(String acceptEncoding) {
        if (acceptEncoding == null) {
            return false;
        }
        for (String part : acceptEncoding.toLowerCase(Locale.ROOT).split(",")) {
            String[] p = part.strip().split(";");
            if (p[0].strip().equals("gzip") || p[0].strip().equals("*")) {
                return p.length < 2 || !p[1].replace(" ", "").matches("q=0(\\.0*)?");
            }
        }
        return false;
    }

    private static boolean matches(String ifNoneMatch, String etag) {
        for (String tag : ifNoneMatch.split(",")) {
            String t = tag.strip();
            if (t.startsWith("W/")) {
                t = t.substring(2);
            }
            if (t.equals(etag) || t.equals("*")) {
                return true;
            }
        }
        return false;
    }

    private File file(String path) {
        String p = path.equals("/") ? "/index.html" : path;
        if (p.contains("..") || p.contains("//") || !p.matches("/[A-Za-z0-9_./-]{1,100}")) {
            return null;
        }
        String type = TYPES.get(p.substring(p.lastIndexOf('.') + 1));
        if (type == null) {
            return null;
        }
        return cache.computeIfAbsent(p, k -> load(k, type)).orElse(null);
    }

    private static Optional<File> load(String p, String type) {
        try (InputStream in = StaticFiles.class.getClassLoader().getResourceAsStream("static" + p)) {
            if (in == null) {
                return Optional.empty();
            }
            byte[] bytes = in.readAllBytes();
            byte[] gz = null;
            if (!type.startsWith("image/png") && !type.startsWith("image/x-icon") && bytes.length > 256) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                try (GZIPOutputStream z = new GZIPOutputStream(out)) {
                    z.write(bytes);
                }
                gz = out.size() < bytes.length ? out.toByteArray() : null;
            }
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            String etag = "\"" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 22) + "\"";
            return Optional.of(new File(type, bytes, gz, etag));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
