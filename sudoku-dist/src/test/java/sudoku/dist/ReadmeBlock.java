package sudoku.dist;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One shell block of README.md ({@code ```sh}) and how it is run, as the HTML comment on the line
 * before it says:
 * <ul>
 * <li>{@code <!-- test: repo, expect "TEXT" -->}: each command in turn, in a copy of the repository;
 * the block's output (standard output and error of all its commands) holds the line TEXT;</li>
 * <li>{@code <!-- test: release, expect "TEXT" -->}: likewise, in an empty folder, with the
 * unpacked release's {@code bin} on the PATH;</li>
 * <li>{@code <!-- test: repo, background, expect "TEXT" -->}: a server, started and left running
 * for the blocks after it once its output holds TEXT (on a free port, see {@link ReadmeIT});</li>
 * <li>{@code <!-- test: skip, REASON -->}: not run, for the reason given.</li>
 * </ul>
 * A command ending in {@code # exit N} must end with exit code N, any other with 0.
 */
record ReadmeBlock(int line, String where, boolean background, String expect, String skipReason,
        List<Command> commands) {

    /** One command of a block: its text (continuation lines joined) and the exit code it documents. */
    record Command(int line, String text, int exitCode) {
    }

    private static final Pattern MARK = Pattern.compile("^<!-- test: (repo|release|skip)(.*)-->\\s*$");
    private static final Pattern EXPECT = Pattern.compile("expect \"(.*)\"");
    private static final Pattern EXIT = Pattern.compile("#\\s*exit\\s+(\\d+)\\s*$");

    boolean skipped() {
        return skipReason != null;
    }

    /** Every {@code ```sh} block of the README; a block without its comment is an error naming its line. */
    static List<ReadmeBlock> parse(List<String> readme) {
        List<ReadmeBlock> blocks = new ArrayList<>();
        for (int i = 0; i < readme.size(); i++) {
            if (!readme.get(i).strip().equals("```sh")) {
                continue;
            }
            int fence = i + 1;
            Matcher mark = MARK.matcher(i > 0 ? readme.get(i - 1) : "");
            if (!mark.matches()) {
                throw new IllegalArgumentException("README.md line " + fence + ": a ```sh block needs a comment on"
                        + " the line before it saying how the README test runs it, e.g."
                        + " <!-- test: repo, expect \"a line of its output\" --> or <!-- test: skip, why -->");
            }
            List<Command> commands = new ArrayList<>();
            StringBuilder pending = new StringBuilder();
            int start = 0;
            for (i++; i < readme.size() && !readme.get(i).strip().startsWith("```"); i++) {
                String text = readme.get(i);
                if (pending.isEmpty() && (text.isBlank() || text.strip().startsWith("#"))) {
                    continue;
                }
                if (pending.isEmpty()) {
                    start = i + 1;
                }
                if (text.endsWith("\\")) {
                    pending.append(text, 0, text.length() - 1).append(' ');
                    continue;
                }
                pending.append(text);
                commands.add(command(start, pending.toString()));
                pending.setLength(0);
            }
            String rest = mark.group(2);
            String where = mark.group(1);
            if (where.equals("skip")) {
                String reason = rest.replaceFirst("^,", "").strip();
                if (reason.isEmpty()) {
                    throw new IllegalArgumentException("README.md line " + fence + ": a skipped block says why");
                }
                blocks.add(new ReadmeBlock(fence, where, false, null, reason, commands));
                continue;
            }
            Matcher expect = EXPECT.matcher(rest);
            if (!expect.find()) {
                throw new IllegalArgumentException("README.md line " + fence + ": say a line of the block's output"
                        + " to expect: expect \"...\"");
            }
            blocks.add(new ReadmeBlock(fence, where, rest.contains("background"), expect.group(1), null, commands));
        }
        return blocks;
    }

    private static Command command(int line, String text) {
        Matcher m = EXIT.matcher(text);
        if (m.find()) {
            return new Command(line, text.substring(0, m.start()).strip(), Integer.parseInt(m.group(1)));
        }
        return new Command(line, text.strip(), 0);
    }
}
