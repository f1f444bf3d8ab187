package sudoku.server;

import java.util.Base64;
import java.util.Locale;
import sudoku.scan.ImageDecoder;
import sudoku.scan.ScanException;
import sudoku.scan.ScanLimits;
import sudoku.scan.ScanView;
import sudoku.scan.Scanner;

/**
 * {@code POST /api/scan}: the puzzle read from a photo or a screenshot. The body is the PNG or
 * JPEG file itself ({@code Content-Type: image/jpeg}, {@code image/png} or
 * {@code application/octet-stream}), or a JSON object whose {@code image} is the file in base64
 * (a {@code data:} URL is accepted; JSON strings are limited, so this suits small pictures). The
 * body may be larger than other routes' ({@link #MAX_BODY}); the picture's header is checked
 * against {@link #LIMITS} before a pixel is decoded, and the reading runs on the {@link Budget},
 * whose deadline stops it.
 */
final class ScanApi {
    /** The route. */
    static final String PATH = "/api/scan";
    /** The largest body of this route: a 6 MB picture. */
    static final int MAX_BODY = 6_000_000;
    /** The picture's limits: 6 MB, 40 megapixels, 10,000 pixels a side. */
    static final ScanLimits LIMITS = new ScanLimits(6_000_000L, 40_000_000L, 10_000);

    private final Budget budget;
    private volatile Scanner scanner;

    ScanApi(Budget budget) {
        this.budget = budget;
    }

    /** The body limit of {@code path}: {@link #MAX_BODY} for this route, {@code otherwise} for the rest. */
    static int bodyLimit(String path, int otherwise) {
        return PATH.equals(path) ? Math.max(otherwise, MAX_BODY) : otherwise;
    }

    /** Registers the route. */
    void register(Router router) {
        router.post(PATH, this::scan);
    }

    ApiResponse scan(ApiRequest request) {
        byte[] image = isFile(request) ? request.body() : image(JsonBody.of(request, "image").text("image"));
        try {
            ImageDecoder.header(image, LIMITS);
        } catch (ScanException e) {
            throw refused(e);
        }
        Scanner s = scanner();
        return ApiResponse.json(budget.run(deadline -> {
            try {
                return ScanView.of(s.scan(image, deadline.cancellation()));
            } catch (ScanException e) {
                throw refused(e);
            }
        }));
    }

    private Scanner scanner() {
        Scanner s = scanner;
        if (s == null) {
            s = new Scanner(LIMITS);
            scanner = s;
        }
        return s;
    }

    /** Whether the body is the picture itself: an image type, or bytes that are not JSON. */
    private static boolean isFile(ApiRequest request) {
        String type = request.header("content-type");
        type = type == null ? "" : type.toLowerCase(Locale.ROOT);
        return type.startsWith("image/") || type.startsWith("application/octet-stream")
                || (request.body().length > 0 && request.body()[0] != '{' && !type.contains("json"));
    }

    /** The bytes of a base64 text, with or without a {@code data:image/...;base64,} head. */
    private static byte[] image(String text) {
        String b64 = text;
        if (text.startsWith("data:")) {
            int comma = text.indexOf(',');
            if (comma < 0 || !text.substring(0, comma).endsWith(";base64")) {
                throw ApiException.badRequest("image: a data: URL must be base64 (data:image/png;base64,...)")
                        .with("field", "image");
            }
            b64 = text.substring(comma + 1);
        }
        try {
            return Base64.getMimeDecoder().decode(b64);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("image: not base64: " + e.getMessage()).with("field", "image");
        }
    }

    /** The HTTP error for a picture that cannot be read: 400, 413, 422 or 503, its kind as the status word. */
    private static ApiException refused(ScanException e) {
        int status = switch (e.kind()) {
            case NOT_AN_IMAGE -> 400;
            case TOO_LARGE -> 413;
            case NO_GRID -> 422;
            case OUT_OF_TIME -> 503;
        };
        return new ApiException(status, "image: " + e.getMessage()).with("field", "image")
                .with("status", e.kind().name().toLowerCase(Locale.ROOT));
    }
}
