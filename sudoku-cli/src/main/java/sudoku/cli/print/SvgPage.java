package sudoku.cli.print;

import java.util.Locale;

/**
 * One page as an SVG document, A4 with a millimetre view box. Each board is a
 * {@code <g class="board">} holding its caption and one {@code <g class="cell" data-cell="A1">}
 * per cell, with a {@code <text>} when the cell shows a digit (bold for a clue).
 */
public final class SvgPage implements PageCanvas {
    private static final String LATIN = "'DejaVu Sans', Helvetica, Arial, sans-serif";
    private static final String CJK = "'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'WenQuanYi Micro Hei', sans-serif";

    private final StringBuilder svg = new StringBuilder();
    private final String fontFamily;

    private SvgPage(Language language) {
        fontFamily = language == Language.ZH ? CJK : LATIN;
    }

    /** The SVG text of {@code page}, its fixed words in {@code language}. */
    public static String write(Layout.Page page, Language language) {
        SvgPage canvas = new SvgPage(language);
        canvas.svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%smm\" "
                                + "height=\"%smm\" viewBox=\"0 0 %s %s\" font-family=\"%s\">%n",
                        number(Layout.PAGE_WIDTH), number(Layout.PAGE_HEIGHT), number(Layout.PAGE_WIDTH),
                        number(Layout.PAGE_HEIGHT), canvas.fontFamily))
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
        Layout.draw(page, canvas);
        return canvas.svg.append("</svg>\n").toString();
    }

    @Override
    public void label(String kind, double x, double y, double sizeMm, boolean bold, String text) {
        svg.append("<text class=\"").append(kind).append("\" x=\"").append(number(x)).append("\" y=\"")
                .append(number(y)).append("\" font-size=\"").append(number(sizeMm)).append('"')
                .append(bold ? " font-weight=\"bold\"" : "").append('>').append(escape(text)).append("</text>\n");
    }

    @Override
    public void beginBoard(String caption) {
        svg.append("<g class=\"board\" data-caption=\"").append(escape(caption)).append("\">\n");
    }

    @Override
    public void cell(String name, double x, double y, double sizeMm, String symbol, boolean clue) {
        svg.append("<g class=\"cell\" data-cell=\"").append(name).append("\">");
        if (symbol != null) {
            svg.append("<text x=\"").append(number(x)).append("\" y=\"").append(number(y))
                    .append("\" font-size=\"").append(number(sizeMm)).append("\" text-anchor=\"middle\"")
                    .append(clue ? " font-weight=\"bold\"" : "").append('>').append(escape(symbol)).append("</text>");
        }
        svg.append("</g>\n");
    }

    @Override
    public void lines(double[][] segments, double widthMm, int grey, double dashMm) {
        if (segments.length == 0) {
            return;
        }
        svg.append("<path fill=\"none\" stroke=\"").append(colour(grey))
                .append("\" stroke-width=\"").append(number(widthMm)).append('"');
        if (dashMm > 0) {
            svg.append(" stroke-dasharray=\"").append(number(dashMm)).append(' ').append(number(0.75 * dashMm))
                    .append('"');
        }
        svg.append(" d=\"");
        for (double[] s : segments) {
            svg.append('M').append(number(s[0])).append(' ').append(number(s[1]))
                    .append('L').append(number(s[2])).append(' ').append(number(s[3]));
        }
        svg.append("\"/>\n");
    }

    @Override
    public void fill(double[][] rectangles, int grey) {
        if (rectangles.length == 0) {
            return;
        }
        svg.append("<path stroke=\"none\" fill=\"").append(colour(grey)).append("\" d=\"");
        for (double[] r : rectangles) {
            svg.append('M').append(number(r[0])).append(' ').append(number(r[1])).append('h').append(number(r[2]))
                    .append('v').append(number(r[3])).append('h').append(number(-r[2])).append('z');
        }
        svg.append("\"/>\n");
    }

    private static String colour(int grey) {
        return String.format("#%02x%02x%02x", grey, grey, grey);
    }

    @Override
    public void endBoard() {
        svg.append("</g>\n");
    }

    /** A length with at most two decimals, as SVG reads it whatever the default locale. */
    private static String number(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char ch : text.toCharArray()) {
            switch (ch) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.append(ch < ' ' ? ' ' : ch);
            }
        }
        return sb.toString();
    }
}
