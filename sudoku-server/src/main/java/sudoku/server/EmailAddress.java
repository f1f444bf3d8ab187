package sudoku.server;

import java.util.regex.Pattern;

/**
 * E-mail addresses as the challenge takes them and shows them: checked (one {@code @}, a local
 * part without spaces, quotes or angle brackets, a domain of at least two dot-separated labels
 * of letters, digits and inner hyphens, at most 254 characters in all) and masked for public
 * lists ({@code fruscitti@example.com} is shown as {@code f***@e******.com}).
 */
public final class EmailAddress {
    /** The longest address accepted (RFC 5321's path limit less the angle brackets). */
    public static final int MAX_LENGTH = 254;
    private static final Pattern LOCAL = Pattern.compile("[^\\s<>@\"\\\\(),;:\\[\\]\\p{Cntrl}]{1,64}");
    private static final Pattern LABEL = Pattern.compile("[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?");

    private EmailAddress() {
    }

    /**
     * The address, trimmed, when it is acceptable.
     * @throws ApiException 400 naming the field {@code email} and what is wrong
     */
    public static String check(String raw) {
        String email = raw.strip();
        if (email.isEmpty()) {
            throw bad("email is empty: give an address like name@example.com");
        }
        if (email.length() > MAX_LENGTH) {
            throw bad("email is " + email.length() + " characters long; at most " + MAX_LENGTH + " are accepted");
        }
        int at = email.indexOf('@');
        if (at < 0 || at != email.lastIndexOf('@')) {
            throw bad("email must have exactly one @, like name@example.com");
        }
        if (!LOCAL.matcher(email.substring(0, at)).matches()) {
            throw bad("email: the part before @ must be 1 to 64 characters with no spaces, quotes, commas or "
                    + "angle brackets");
        }
        String domain = email.substring(at + 1);
        String[] labels = domain.split("\\.", -1);
        if (labels.length < 2) {
            throw bad("email: the domain must have a dot, like example.com");
        }
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) {
                throw bad("email: the domain '" + LogSafe.clip(domain, 60) + "' must be letters, digits and "
                        + "hyphens between dots");
            }
        }
        return email;
    }

    private static ApiException bad(String message) {
        return ApiException.badRequest(message).with("field", "email");
    }

    /**
     * The first character of the local part, {@code ***}, {@code @}, the domain's first label
     * with all but its first character hidden, then the rest of the domain; {@code ***} alone
     * without an {@code @}.
     */
    public static String mask(String email) {
        int at = email.lastIndexOf('@');
        if (at <= 0) {
            return "***";
        }
        StringBuilder out = new StringBuilder().appendCodePoint(email.codePointAt(0)).append("***@");
        String domain = email.substring(at + 1);
        int dot = domain.indexOf('.');
        String first = dot < 0 ? domain : domain.substring(0, dot);
        if (!first.isEmpty()) {
            int cp = first.codePointAt(0);
            out.appendCodePoint(cp).append("*".repeat(first.codePointCount(Character.charCount(cp), first.length())));
        }
        return out.append(dot < 0 ? "" : domain.substring(dot)).toString();
    }
}
