package sudoku.server;

/** Makes client-supplied text safe to write to a log: one line, printable ASCII, bounded length. */
public final class LogSafe {
    private LogSafe() {
    }

    /** The text with control and non-ASCII characters escaped as {@code \\uXXXX}, cut to {@code max} chars. */
    public static String escape(String text, int max) {
        if (text == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder(Math.min(text.length(), max) + 8);
        for (int i = 0; i < text.length() && sb.length() < max; i++) {
            char ch = text.charAt(i);
            if (ch == '\\') {
                sb.append("\\\\");
            } else if (ch >= 32 && ch < 127) {
                sb.append(ch);
            } else {
                sb.append(String.format("\\u%04x", (int) ch));
            }
        }
        if (sb.length() >= max && text.length() > max) {
            sb.append("...");
        }
        return sb.toString();
    }

    /** The text cut to {@code max} characters (for messages sent back, which JSON escapes). */
    public static String clip(String text, int max) {
        if (text == null) {
            return "";
        }
        return text.length() <= max ? text : text.substring(0, max) + "...";
    }
}
