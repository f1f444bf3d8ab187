package sudoku.server;

/** Hides e-mail addresses for public lists: {@code fruscitti@example.com} becomes {@code f***@example.com}. */
public final class EmailMask {
    private EmailMask() {
    }

    /** The first character of the local part, {@code ***}, then {@code @} and the domain; {@code ***} alone without an {@code @}. */
    public static String mask(String email) {
        int at = email.lastIndexOf('@');
        if (at <= 0) {
            return "***";
        }
        return new StringBuilder().appendCodePoint(email.codePointAt(0)).append("***").append(email, at, email.length())
                .toString();
    }
}
