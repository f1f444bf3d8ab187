package sudoku.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import sudoku.cli.print.Language;
import sudoku.cli.print.Layout;
import sudoku.cli.print.PdfBook;
import sudoku.cli.print.SvgPage;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.internal.BatchGenerator;
import sudoku.generate.internal.Generator;
import sudoku.generate.internal.VariantGenerator;
import sudoku.input.PuzzleRecord;
import sudoku.logic.Level;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;

/** {@code sudoku print}: puzzles as A4 pages in SVG or PDF, laid out as the web page prints them. */
@Command(name = "print",
        description = {"Print puzzles as A4 pages in SVG or PDF, for puzzle books: one or four",
                "puzzles a page, clues in bold, pages of solutions when asked, laid out as the",
                "web page prints them."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku print -o puzzle.pdf ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku print -f ${sys:sudoku.data:-data}/easy50.txt --per-page 4 --solutions -o easy.pdf",
                "  sudoku print --generate 8 --level hard --seed 42 --per-page 4 -o hard.svg",
                "  sudoku print --lang es --solutions -o libro.pdf -f ${sys:sudoku.data:-data}/easy50.txt",
                "  sudoku print -f ${sys:sudoku.data:-data}/variants.txt --per-page 4 --solutions -o variants.pdf",
                "  sudoku print --generate 4 --variant killer --seed 3 --per-page 4 -o killers.svg",
                "",
                "The format is --format, else the extension of -o; without -o one SVG page goes",
                "to standard output. An SVG holds one page: several pages are written to",
                "FILE-1.svg, FILE-2.svg, ... for -o FILE.svg. The files written are listed on",
                "standard output. A Chinese PDF embeds a subset of a CJK font found on the",
                "machine (fonts-wqy-zenhei or fonts-noto-cjk on Debian; SUDOKU_CJK_FONT names",
                "another).",
                "Exit codes: 0 printed, 1 error (a missing file or font), 2 bad options, 3 an",
                "invalid puzzle; with --solutions 4 a puzzle without solution, 5 one with",
                "several. Nothing is written unless every puzzle can be printed."})
public final class PrintCommand implements Callable<Integer> {
    /** The page formats. */
    enum Paper { SVG, PDF }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PUZZLE", arity = "0..*",
            description = "Puzzles: 81 characters each (. or 0 for empty), or any size 'sudoku solve' reads.")
    List<String> puzzles = new ArrayList<>();

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = "A file with one puzzle per line (- for standard input).")
    String file;

    @Option(names = "--generate", paramLabel = "N", description = "Print N new puzzles (see 'sudoku generate').")
    Integer generate;

    @Option(names = "--level", paramLabel = "LEVEL", converter = Converters.LevelName.class,
            description = "With --generate: easy, medium, hard, expert or extreme.")
    Level level;

    @Option(names = "--variant", paramLabel = "NAME", converter = Converters.VariantName.class,
            description = {"Puzzles without a prefix are of this variant, and --generate makes them: x, windoku,",
                    "jigsaw, killer or a combination such as killer-x. Diagonals, shaded windows, region",
                    "borders and dashed cages with their sums are drawn."})
    Variant variant = Variant.NONE;

    @Option(names = "--seed", paramLabel = "SEED",
            description = "With --generate: the seed of the random choices (default: a fresh one, printed on stderr).")
    Long seed;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Where to write: FILE.pdf, or FILE.svg (FILE-1.svg, FILE-2.svg, ... for several pages).")
    Path output;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "svg or pdf (default: from the extension of -o, else svg).")
    Paper format;

    @Option(names = "--per-page", paramLabel = "N", defaultValue = "1",
            description = "Puzzles on a page: 1 or 4 (default: ${DEFAULT-VALUE}).")
    int perPage;

    @Option(names = "--solutions", description = "Add pages of solutions, four to a page.")
    boolean solutions;

    @Option(names = "--title", paramLabel = "TEXT", description = "A heading on every page of puzzles.")
    String title;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "Language of the fixed words (Puzzle 1, Solutions): en, es or zh (default: ${DEFAULT-VALUE}).")
    Language lang;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String usage = usageProblem();
        if (usage != null) {
            err.println("error: " + usage);
            return ExitCodes.USAGE;
        }
        Paper paper = paper();
        List<Grid> grids = new ArrayList<>();
        List<Grid> answers = solutions ? new ArrayList<>() : null;
        int code = generate != null ? generate(variant, grids, answers, err) : read(variant, grids, answers, err);
        if (code != ExitCodes.OK) {
            return code;
        }
        List<Layout.Page> pages = Layout.book(grids, answers, perPage, title, level, lang);
        if (paper == Paper.SVG && output == null && pages.size() > 1) {
            err.println("error: " + pages.size() + " pages: an SVG holds one, so give -o FILE.svg to write "
                    + "FILE-1.svg to FILE-" + pages.size() + ".svg");
            return ExitCodes.USAGE;
        }
        try {
            if (paper == Paper.PDF) {
                ByteArrayOutputStream pdf = new ByteArrayOutputStream();
                PdfBook.write(pages, lang, title, pdf);
                Files.write(output, pdf.toByteArray());
                out.println(output);
            } else if (output == null) {
                out.print(SvgPage.write(pages.get(0), lang));
            } else {
                for (int i = 0; i < pages.size(); i++) {
                    Path file = pages.size() == 1 ? output : numbered(output, i + 1);
                    Files.writeString(file, SvgPage.write(pages.get(i), lang), StandardCharsets.UTF_8);
                    out.println(file);
                }
            }
        } catch (NoSuchFileException e) {
            err.println("error: cannot write " + e.getFile() + ": no such folder");
            return ExitCodes.ERROR;
        } catch (AccessDeniedException e) {
            err.println("error: cannot write " + e.getFile() + ": permission denied");
            return ExitCodes.ERROR;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** What is wrong with the options together, or null. */
    private String usageProblem() {
        int sources = (puzzles.isEmpty() ? 0 : 1) + (file != null ? 1 : 0) + (generate != null ? 1 : 0);
        if (sources != 1) {
            return "give puzzles as arguments, -f FILE or --generate N (one of them)";
        }
        if (generate == null && (level != null || seed != null)) {
            return "--level and --seed go with --generate";
        }
        if (generate != null && generate < 1) {
            return "--generate must be at least 1";
        }
        if (perPage != 1 && perPage != 4) {
            return "--per-page is 1 or 4, not " + perPage;
        }
        if (format == null && output != null && paperOf(output) == null) {
            return "cannot tell the format from '" + output + "': name a .svg or .pdf file, or give --format";
        }
        if (paper() == Paper.PDF && output == null) {
            return "a PDF is written to a file: give -o FILE.pdf";
        }
        return null;
    }

    /** --format, else the extension of -o, else SVG (null for an extension that says neither). */
    private Paper paper() {
        return format != null ? format : output == null ? Paper.SVG : paperOf(output);
    }

    private static Paper paperOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".pdf") ? Paper.PDF : name.endsWith(".svg") ? Paper.SVG : null;
    }

    /** {@code book.svg} as {@code book-3.svg}. */
    static Path numbered(Path file, int page) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String numbered = dot > 0 ? name.substring(0, dot) + "-" + page + name.substring(dot) : name + "-" + page;
        return file.resolveSibling(numbered);
    }

    /** Reads the puzzles of the arguments or the file, and their solutions when asked. */
    private int read(Variant rules, List<Grid> grids, List<Grid> answers, PrintWriter err) {
        List<PuzzleRecord> records;
        try {
            records = PuzzleInput.readAll(file, puzzles, rules);
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        if (records.isEmpty()) {
            err.println("error: no puzzle in " + file);
            return ExitCodes.ERROR;
        }
        int code = ExitCodes.OK;
        for (int i = 0; i < records.size(); i++) {
            PuzzleRecord r = records.get(i);
            String where = file != null ? "line " + r.line() : "puzzle " + (i + 1);
            if (!r.isValid()) {
                err.println((r.error().startsWith("line ") ? "" : where + ": ") + "invalid: " + r.error());
                code = ExitCodes.worst(code, ExitCodes.INVALID);
                continue;
            }
            grids.add(r.grid());
            if (answers != null) {
                code = ExitCodes.worst(code, solve(r.grid(), answers, where, err));
            }
        }
        return code;
    }

    private static int solve(Grid grid, List<Grid> answers, String where, PrintWriter err) {
        try {
            Solution s = Solution.of(grid);
            if (!s.unique()) {
                err.println(where + ": multiple: the puzzle has more than one solution, so no solution to print");
                return ExitCodes.MULTIPLE;
            }
            answers.add(s.solution());
            return ExitCodes.OK;
        } catch (PuzzleException e) {
            err.println(where + ": " + e.status() + ": " + e.getMessage());
            return "unsolvable".equals(e.status()) ? ExitCodes.UNSOLVABLE : ExitCodes.INVALID;
        }
    }

    /** Generates the puzzles (and so their solutions) as {@code sudoku generate} does. */
    private int generate(Variant rules, List<Grid> grids, List<Grid> answers, PrintWriter err) {
        long s = seed != null ? seed : new java.security.SecureRandom().nextLong();
        if (seed == null) {
            err.println("print: seed " + s + " (pass --seed " + s + " to get the same puzzles again)");
        }
        GeneratorOptions.Builder builder = GeneratorOptions.builder();
        if (level != null) {
            builder.level(level);
        }
        GeneratorOptions options = builder.build();
        Consumer<BatchGenerator.Item> sink = item -> {
            grids.add(item.result().puzzle());
            if (answers != null) {
                answers.add(item.result().solution());
            }
        };
        int generated;
        try {
            generated = rules.equals(Variant.NONE)
                    ? new BatchGenerator(new Generator(), 1).run(options, generate, s, sink).generated()
                    : new VariantGenerator().run(rules, options, generate, s, sink);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (generated < generate) {
            err.printf("print: out of time: %d of %d puzzles generated; nothing written%n", generated, generate);
            return ExitCodes.TIMEOUT;
        }
        return ExitCodes.OK;
    }
}
