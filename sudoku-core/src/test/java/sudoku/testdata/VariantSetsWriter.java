package sudoku.testdata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * Writes {@code data/variant_sets.txt}, the generated puzzles the variant benchmark runs on:
 * {@value #PER_VARIANT} unique puzzles of each variant from seed {@value #SEED}. Runs only when
 * asked: {@code mvn -pl sudoku-core test -Dtest=VariantSetsWriter -Dsudoku.variantSets=PATH}.
 */
class VariantSetsWriter {
    static final int PER_VARIANT = 40;
    static final long SEED = 13;

    @Test
    @EnabledIfSystemProperty(named = "sudoku.variantSets", matches = ".+")
    void write() throws IOException {
        SplittableRandom random = new SplittableRandom(SEED);
        List<String> lines = new ArrayList<>();
        lines.add("# " + PER_VARIANT + " puzzles of each variant made by this project's generator (VariantSetsWriter,"
                + " seed " + SEED + "), for the variant benchmark.");
        for (String name : List.of("x", "windoku", "jigsaw", "x-jigsaw", "killer", "killer-x")) {
            Variant v = VariantFormat.named(name);
            for (int i = 0; i < PER_VARIANT; i++) {
                lines.add(VariantFormat.write(puzzle(v, random)));
            }
        }
        Files.write(Path.of(System.getProperty("sudoku.variantSets")), lines);
    }

    private static Grid puzzle(Variant v, SplittableRandom random) {
        Variant board = v.hasDiagonals() ? Variant.NONE.withDiagonals() : Variant.NONE;
        board = v.hasWindows() ? board.withWindows() : board;
        while (true) {
            Variant shaped = v.hasRegions() ? board.withRegions(VariantPuzzles.jigsawRegions(9, random)) : board;
            Grid full = VariantPuzzles.fullGrid(shaped.geometry(9), random);
            if (full != null) {
                return v.cages().isEmpty() ? VariantPuzzles.minimal(full, random) : VariantPuzzles.killer(full, 5, random);
            }
        }
    }
}
