package sudoku.testdata;

import java.util.ArrayList;
import java.util.List;

/** Splits a shell command line from the README into words, for the tests that run its examples. */
public final class ShellWords {
    private ShellWords() {
    }

    /**
     * The words of {@code line}: single and double quotes group (and are removed), and a
     * {@code #} that starts a word begins a comment.
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char ch : line.toCharArray()) {
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    word.append(ch);
                }
            } else if (ch == '"' || ch == '\'') {
                quote = ch;
                inWord = true;
            } else if (Character.isWhitespace(ch)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else if (ch == '#' && !inWord) {
                break;
            } else {
                word.append(ch);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
