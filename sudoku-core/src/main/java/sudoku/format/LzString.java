package sudoku.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.PuzzleFormatException;

/**
 * LZ-string's Base64 form, the compression f-puzzles and SudokuPad put in their links
 * ({@code compressToBase64} and {@code decompressFromBase64} of the JavaScript library
 * lz-string 1.5). A string is an LZW code over UTF-16 units: each step writes either a new
 * unit (a 2-bit marker, then 8 or 16 bits) or the index of a known phrase, in a code width
 * that grows by one bit whenever the dictionary fills it; a code 2 ends the stream. Bits go
 * out lowest first into 6-bit Base64 characters, and the text is padded with {@code =} to a
 * multiple of four.
 */
public final class LzString {
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    /** The most UTF-16 units a decompressed text may have: a puzzle is a few kilobytes, a hostile link could be far more. */
    public static final int MAX_OUTPUT = 1 << 20;

    private LzString() {
    }

    /** The compressed form of {@code text} in lz-string's Base64 alphabet, padded with {@code =}. */
    public static String compressToBase64(String text) {
        BitWriter out = new BitWriter();
        // phrases by code: a unit's code, and (code of a phrase, next unit) -> code of the longer phrase
        Map<Character, Integer> units = new HashMap<>();
        Map<Long, Integer> longer = new HashMap<>();
        Set<Character> fresh = new HashSet<>();
        int[] state = {2, 3, 2}; // enlargeIn, dictSize, numBits
        int w = -1;
        char wUnit = 0;
        boolean wIsUnit = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!units.containsKey(c)) {
                units.put(c, state[1]++);
                fresh.add(c);
            }
            if (w < 0) {
                w = units.get(c);
                wUnit = c;
                wIsUnit = true;
                continue;
            }
            long key = (long) w << 16 | c;
            Integer wc = longer.get(key);
            if (wc != null) {
                w = wc;
                wIsUnit = false;
                continue;
            }
            emit(out, w, wIsUnit && fresh.remove(wUnit) ? wUnit : -1, state);
            longer.put(key, state[1]++);
            w = units.get(c);
            wUnit = c;
            wIsUnit = true;
        }
        if (w >= 0) {
            emit(out, w, wIsUnit && fresh.remove(wUnit) ? wUnit : -1, state);
        }
        out.write(2, state[2]);
        String packed = out.finish();
        return packed + "=".repeat((4 - packed.length() % 4) % 4);
    }

    /**
     * Writes phrase {@code code}: as the new unit {@code unit} the first time a unit is written
     * (unit at least 0), else by its code; widens the code when due.
     */
    private static void emit(BitWriter out, int code, int unit, int[] state) {
        if (unit >= 0) {
            boolean narrow = unit < 256;
            out.write(narrow ? 0 : 1, state[2]);
            out.write(unit, narrow ? 8 : 16);
            countDown(state);
        } else {
            out.write(code, state[2]);
        }
        countDown(state);
    }

    private static void countDown(int[] state) {
        if (--state[0] == 0) {
            state[0] = 1 << state[2];
            state[2]++;
        }
    }

    /**
     * The text {@code compressToBase64} made {@code base64} from; spaces (a {@code +} that a link
     * turned into one) read as {@code +}, and padding is optional.
     * @throws PuzzleFormatException naming the position of a character outside the alphabet, or
     *         saying the data ends early, is corrupt or decompresses past {@link #MAX_OUTPUT}
     */
    public static String decompressFromBase64(String base64) {
        String s = base64.strip().replace(' ', '+');
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == '=') {
            end--;
        }
        int[] values = new int[end];
        for (int i = 0; i < end; i++) {
            int v = BASE64.indexOf(s.charAt(i));
            if (v < 0) {
                throw new PuzzleFormatException("character " + (i + 1) + " ('" + s.charAt(i)
                        + "') is not part of LZ-string's Base64 alphabet (A-Z, a-z, 0-9, +, /)", 0, 0);
            }
            values[i] = v;
        }
        if (end == 0) {
            throw new PuzzleFormatException("no compressed data", 0, 0);
        }
        return decompress(new BitReader(values));
    }

    private static String decompress(BitReader in) {
        List<String> dictionary = new ArrayList<>(List.of("", "", ""));
        int enlargeIn = 4;
        int numBits = 3;
        String w = switch (in.read(2)) {
            case 0 -> String.valueOf((char) in.read(8));
            case 1 -> String.valueOf((char) in.read(16));
            default -> null;
        };
        if (w == null) {
            return "";
        }
        dictionary.add(w);
        StringBuilder result = new StringBuilder(w);
        while (true) {
            int code = in.read(numBits);
            if (code == 0 || code == 1) {
                dictionary.add(String.valueOf((char) in.read(code == 0 ? 8 : 16)));
                code = dictionary.size() - 1;
                if (--enlargeIn == 0) {
                    enlargeIn = 1 << numBits++;
                }
            } else if (code == 2) {
                return result.toString();
            }
            String entry;
            if (code < dictionary.size()) {
                entry = dictionary.get(code);
            } else if (code == dictionary.size()) {
                entry = w + w.charAt(0);
            } else {
                throw new PuzzleFormatException("the compressed data is corrupt (phrase " + code + " of "
                        + dictionary.size() + ")", 0, 0);
            }
            result.append(entry);
            if (result.length() > MAX_OUTPUT) {
                throw new PuzzleFormatException("the compressed data expands past " + MAX_OUTPUT + " characters", 0, 0);
            }
            dictionary.add(w + entry.charAt(0));
            w = entry;
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits++;
            }
        }
    }

    /** Bits written lowest first into 6-bit Base64 characters. */
    private static final class BitWriter {
        private final StringBuilder out = new StringBuilder();
        private int value;
        private int position;

        void write(int bits, int count) {
            for (int i = 0; i < count; i++) {
                value = value << 1 | bits & 1;
                bits >>= 1;
                if (++position == 6) {
                    out.append(BASE64.charAt(value));
                    value = 0;
                    position = 0;
                }
            }
        }

        /** The characters written, after lz-string's last one: the pending bits shifted up to six (a whole zero character when none are pending). */
        String finish() {
            while (true) {
                value <<= 1;
                if (position == 5) {
                    out.append(BASE64.charAt(value));
                    return out.toString();
                }
                position++;
            }
        }
    }

    /** Bits read back from 6-bit values, highest bit of each value first. */
    private static final class BitReader {
        private final int[] values;
        private int index;
        private int mask = 32;

        BitReader(int[] values) {
            this.values = values;
        }

        int read(int count) {
            int bits = 0;
            for (int i = 0; i < count; i++) {
                if (index >= values.length) {
                    throw new PuzzleFormatException("the compressed data ends early (after " + values.length
                            + " characters)", 0, 0);
                }
                if ((values[index] & mask) != 0) {
                    bits |= 1 << i;
                }
                mask >>= 1;
                if (mask == 0) {
                    mask = 32;
                    index++;
                }
            }
            return bits;
        }
    }
}
