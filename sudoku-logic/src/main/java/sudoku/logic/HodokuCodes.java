package sudoku.logic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HoDoKu's technique codes ({@code 0603} = Uniqueness Test 4) and the techniques that find what
 * each code names, in one table. A code may name several of ours (HoDoKu's Turbot Fish is our
 * Skyscraper, 2-String Kite, Empty Rectangle or a short X-Chain) or none yet. A technique is
 * looked up by its {@link Technique#word()} when asked for, so a technique added to
 * {@link Technique} under the word listed here is found without a change to this class.
 * Five-digit codes are Siamese fish (the fish's code and a {@code 1}).
 */
public final class HodokuCodes {
    /** A code, a {@code -n} variant (ignored) or {@code -x} (a fail case: nothing must be found). */
    private static final Pattern CODE = Pattern.compile("(\\d{4,5})(?:-(\\w+))?");

    /** Code, HoDoKu's name, then the words of our techniques that find it. */
    private static final Map<String, Entry> TABLE = new LinkedHashMap<>();

    /** One row of the table. */
    private record Entry(String name, List<String> words) {
    }

    private static void row(String code, String name, String... words) {
        TABLE.put(code, new Entry(name, List.of(words)));
    }

    static {
        row("0000", "Full House", "full-house");
        row("0002", "Hidden Single", "hidden-single");
        row("0003", "Naked Single", "naked-single");
        row("0100", "Locked Candidates Type 1 (Pointing)", "pointing");
        row("0101", "Locked Candidates Type 2 (Claiming)", "claiming");
        row("0110", "Locked Pair", "locked-pair");
        row("0111", "Locked Triple", "locked-triple");
        row("0200", "Naked Pair", "naked-pair");
        row("0201", "Naked Triple", "naked-triple");
        row("0202", "Naked Quadruple", "naked-quad");
        row("0210", "Hidden Pair", "hidden-pair");
        row("0211", "Hidden Triple", "hidden-triple");
        row("0212", "Hidden Quadruple", "hidden-quad");
        String[] sizes = {"X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
        String[] words = {"x-wing", "swordfish", "jellyfish", "squirmbag", "whale", "leviathan"};
        String[][] kinds = {{"", ""}, {"Finned ", "finned-"}, {"Sashimi ", "sashimi-"}, {"Franken ", "franken-"},
                {"Finned Franken ", "finned-franken-"}, {"Mutant ", "mutant-"}, {"Finned Mutant ", "finned-mutant-"}};
        for (int k = 0; k < kinds.length; k++) {
            for (int s = 0; s < sizes.length; s++) {
                String code = "03" + k + s;
                row(code, kinds[k][0] + sizes[s], kinds[k][1] + words[s]);
                row(code + "1", "Siamese " + kinds[k][0] + sizes[s],
                        k >= 5 ? "siamese-mutant-fish" : k >= 3 ? "siamese-franken-fish" : "siamese-fish");
            }
        }
        row("0371", "Kraken Fish Type 1", "kraken-fish");
        row("0372", "Kraken Fish Type 2", "kraken-fish");
        row("0400", "Skyscraper", "skyscraper");
        row("0401", "2-String Kite", "two-string-kite");
        row("0402", "Empty Rectangle", "empty-rectangle");
        row("0403", "Turbot Fish", "skyscraper", "two-string-kite", "empty-rectangle", "x-chain");
        row("0404", "Dual 2-String Kite", "dual-two-string-kite");
        row("0405", "Dual Empty Rectangle", "dual-empty-rectangle");
        row("0500", "Simple Colors Trap", "simple-colors-trap");
        row("0501", "Simple Colors Wrap", "simple-colors-wrap");
        row("0502", "Multi Colors 1", "multi-colors");
        row("0503", "Multi Colors 2", "multi-colors");
        row("0600", "Uniqueness Test 1", "unique-rectangle-1");
        row("0601", "Uniqueness Test 2", "unique-rectangle-2");
        row("0602", "Uniqueness Test 3", "unique-rectangle-3");
        row("0603", "Uniqueness Test 4", "unique-rectangle-4");
        // HoDoKu's type 5 includes two diagonal corners with the extra digit, our type 2
        row("0604", "Uniqueness Test 5", "unique-rectangle-5", "unique-rectangle-2");
        row("0605", "Uniqueness Test 6", "unique-rectangle-6");
        row("0606", "Hidden Rectangle", "hidden-rectangle");
        row("0607", "Avoidable Rectangle Type 1", "avoidable-rectangle-1");
        row("0608", "Avoidable Rectangle Type 2", "avoidable-rectangle-2");
        row("0610", "Bivalue Universal Grave + 1", "bug-plus-1");
        row("0701", "X-Chain", "x-chain");
        row("0702", "XY-Chain", "xy-chain");
        row("0703", "Remote Pair", "remote-pair");
        row("0706", "Continuous Nice Loop", "continuous-nice-loop", "x-cycle");
        row("0707", "Discontinuous Nice Loop", "discontinuous-nice-loop", "aic");
        row("0708", "AIC", "aic");
        row("0709", "Grouped Continuous Nice Loop", "continuous-nice-loop");
        row("0710", "Grouped Discontinuous Nice Loop", "discontinuous-nice-loop", "grouped-aic");
        row("0711", "Grouped AIC", "grouped-aic");
        row("0800", "XY-Wing", "xy-wing");
        row("0801", "XYZ-Wing", "xyz-wing");
        row("0803", "W-Wing", "w-wing");
        row("0901", "Almost Locked Set XZ-Rule", "als-xz");
        row("0902", "Almost Locked Set XY-Wing", "als-xy-wing");
        row("0903", "Almost Locked Set XY-Chain", "als-xy-chain");
        row("0904", "Death Blossom", "death-blossom");
        row("1101", "Sue de Coq", "sue-de-coq");
        row("1201", "Template Set", "template-set");
        row("1202", "Template Delete", "template-delete");
        row("1301", "Forcing Chain Contradiction", "forcing-chain-contradiction");
        row("1302", "Forcing Chain Verity", "cell-forcing-chain", "unit-forcing-chain");
        row("1303", "Forcing Net Contradiction", "forcing-net-contradiction");
        row("1304", "Forcing Net Verity", "forcing-net-verity");
    }

    private HodokuCodes() {
    }

    /**
     * A technique name as HoDoKu writes it: the code, whether the case is a fail case
     * ({@code -x}), HoDoKu's name for it and the techniques here that find it (empty when none does yet).
     */
    public record Code(String code, boolean failCase, String name, List<Technique> techniques) {
    }

    /** Whether {@code text} has the shape of a HoDoKu code ({@code 0603}, {@code 0711-2}, {@code 03111}, {@code 0300-x}). */
    public static boolean isCode(String text) {
        return CODE.matcher(text.strip()).matches();
    }

    /**
     * Reads a HoDoKu code with its variant.
     * @throws IllegalArgumentException when the text is not a code or the code is not one of HoDoKu's
     */
    public static Code parse(String text) {
        Matcher m = CODE.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a HoDoKu technique code such as 0603 or 0711-1");
        }
        Entry e = TABLE.get(m.group(1));
        if (e == null) {
            throw new IllegalArgumentException("unknown HoDoKu technique code '" + m.group(1) + "'");
        }
        List<Technique> found = new ArrayList<>();
        for (String word : e.words()) {
            for (Technique t : Technique.values()) {
                if (t.word().equals(word) && Technique.implemented().contains(t) && !found.contains(t)) {
                    found.add(t);
                }
            }
        }
        return new Code(m.group(1), "x".equalsIgnoreCase(m.group(2)), e.name(), List.copyOf(found));
    }

    /**
     * The techniques a name stands for: a HoDoKu code (see {@link #parse}) or one of ours
     * (see {@link Technique#parse}).
     * @throws IllegalArgumentException for an unknown name, or a code no technique here finds yet
     */
    public static List<Technique> techniques(String name) {
        if (!isCode(name)) {
            return List.of(Technique.parse(name));
        }
        Code c = parse(name);
        if (c.techniques().isEmpty()) {
            throw new IllegalArgumentException("HoDoKu's " + c.code() + " (" + c.name() + ") is not implemented here");
        }
        return c.techniques();
    }
}
