package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.logic.Technique;

/**
 * HoDoKu's technique codes ({@code 0603} = Uniqueness Test 4) with HoDoKu's names, and the
 * techniques that find what each code names: those whose {@link Technique#hodokuCodes()} list it,
 * so the catalogue is the one place a technique's codes are written. A code may name several of
 * ours (HoDoKu's Turbot Fish is our Skyscraper, 2-String Kite, Empty Rectangle or a short
 * X-Chain) or none yet. Five-digit codes are Siamese fish (the fish's code and a {@code 1}).
 */
public final class HodokuCodes {
    /** A code, a {@code -n} variant (ignored) or {@code -x} (a fail case: nothing must be found). */
    private static final Pattern CODE = Pattern.compile("(\\d{4,5})(?:-(\\w+))?");

    /** HoDoKu's codes with HoDoKu's names. */
    private static final Map<String, String> TABLE = new LinkedHashMap<>();

    private static void row(String code, String name) {
        TABLE.put(code, name);
    }

    static {
        row("0000", "Full House");
        row("0002", "Hidden Single");
        row("0003", "Naked Single");
        row("0100", "Locked Candidates Type 1 (Pointing)");
        row("0101", "Locked Candidates Type 2 (Claiming)");
        row("0110", "Locked Pair");
        row("0111", "Locked Triple");
        row("0200", "Naked Pair");
        row("0201", "Naked Triple");
        row("0202", "Naked Quadruple");
        row("0210", "Hidden Pair");
        row("0211", "Hidden Triple");
        row("0212", "Hidden Quadruple");
        String[] sizes = {"X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
        String[] kinds = {"", "Finned ", "Sashimi ", "Franken ", "Finned Franken ", "Mutant ", "Finned Mutant "};
        for (int k = 0; k < kinds.length; k++) {
            for (int s = 0; s < sizes.length; s++) {
                String code = "03" + k + s;
                row(code, kinds[k] + sizes[s]);
                row(code + "1", "Siamese " + kinds[k] + sizes[s]);
            }
        }
        row("0371", "Kraken Fish Type 1");
        row("0372", "Kraken Fish Type 2");
        row("0400", "Skyscraper");
        row("0401", "2-String Kite");
        row("0402", "Empty Rectangle");
        row("0403", "Turbot Fish");
        row("0404", "Dual 2-String Kite");
        row("0405", "Dual Empty Rectangle");
        row("0500", "Simple Colors Trap");
        row("0501", "Simple Colors Wrap");
        row("0502", "Multi Colors 1");
        row("0503", "Multi Colors 2");
        row("0600", "Uniqueness Test 1");
        row("0601", "Uniqueness Test 2");
        row("0602", "Uniqueness Test 3");
        row("0603", "Uniqueness Test 4");
        row("0604", "Uniqueness Test 5");
        row("0605", "Uniqueness Test 6");
        row("0606", "Hidden Rectangle");
        row("0607", "Avoidable Rectangle Type 1");
        row("0608", "Avoidable Rectangle Type 2");
        row("0610", "Bivalue Universal Grave + 1");
        row("0701", "X-Chain");
        row("0702", "XY-Chain");
        row("0703", "Remote Pair");
        row("0706", "Continuous Nice Loop");
        row("0707", "Discontinuous Nice Loop");
        row("0708", "AIC");
        row("0709", "Grouped Continuous Nice Loop");
        row("0710", "Grouped Discontinuous Nice Loop");
        row("0711", "Grouped AIC");
        row("0800", "XY-Wing");
        row("0801", "XYZ-Wing");
        row("0803", "W-Wing");
        row("0901", "Almost Locked Set XZ-Rule");
        row("0902", "Almost Locked Set XY-Wing");
        row("0903", "Almost Locked Set XY-Chain");
        row("0904", "Death Blossom");
        row("1101", "Sue de Coq");
        row("1201", "Template Set");
        row("1202", "Template Delete");
        row("1301", "Forcing Chain Contradiction");
        row("1302", "Forcing Chain Verity");
        row("1303", "Forcing Net Contradiction");
        row("1304", "Forcing Net Verity");
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
        String name = TABLE.get(m.group(1));
        if (name == null) {
            throw new IllegalArgumentException("unknown HoDoKu technique code '" + m.group(1) + "'");
        }
        List<Technique> found = new ArrayList<>();
        for (Technique t : Technique.implemented()) {
            if (t.hodokuCodes().contains(m.group(1))) {
                found.add(t);
            }
        }
        return new Code(m.group(1), "x".equalsIgnoreCase(m.group(2)), name, List.copyOf(found));
    }

    /**
     * The techniques a name stands for: a HoDoKu code (see {@link #parse}), one of ours (see
     * {@link Technique#parse}) or, failing that, one of HoDoKu's names ({@code Forcing Net Verity}).
     * @throws IllegalArgumentException for an unknown name, or a code no technique here finds yet
     */
    public static List<Technique> techniques(String name) {
        String code = name;
        if (!isCode(name)) {
            try {
                return List.of(Technique.parse(name));
            } catch (IllegalArgumentException e) {
                code = TABLE.entrySet().stream().filter(r -> r.getValue().equalsIgnoreCase(name.strip()))
                        .map(Map.Entry::getKey).findFirst().orElseThrow(() -> e);
            }
        }
        Code c = parse(code);
        if (c.techniques().isEmpty()) {
            throw new IllegalArgumentException("HoDoKu's " + c.code() + " (" + c.name() + ") is not implemented here");
        }
        return c.techniques();
    }
}
