package sudoku.logic.internal;

/** English words a template cannot hold: the article a technique's name takes when spoken. */
public final class Words {
    private Words() {
    }

    /**
     * {@code a} or {@code an} for a technique's name as it is spoken: {@code an XY-Chain},
     * {@code an Almost Locked Set}, {@code a Uniqueness Test}, {@code a W-Wing}.
     */
    public static String article(String name) {
        if (name.isEmpty()) {
            return "a";
        }
        char c = Character.toUpperCase(name.charAt(0));
        boolean letterName = name.length() == 1 || !Character.isLowerCase(name.charAt(1));
        if (letterName && Character.isLetter(c)) {
            return "AEFHILMNORSX".indexOf(c) >= 0 ? "an" : "a";
        }
        if (c == 'U') {
            return name.toLowerCase(java.util.Locale.ROOT).matches("u(ni|se|su|ti).*") ? "a" : "an";
        }
        if (c == '8' || name.startsWith("11") || name.startsWith("18")) {
            return "an";
        }
        return "AEIO".indexOf(c) >= 0 ? "an" : "a";
    }
}
