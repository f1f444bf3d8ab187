package sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import sudoku.core.bits.DigitSet;

class GridFormatTest {
    static final String SEED_EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @Test
    void displayPrintsTheSeedsGridExactly() {
        String expected = """
                . . 3 |. 2 . |6 . .\s
                9 . . |3 . 5 |. . 1\s
                . . 1 |8 . 6 |4 . .\s
                ------+------+------
                . . 8 |1 . 2 |9 . .\s
                7 . . |. . . |. . 8\s
                . . 6 |7 . 8 |2 . .\s
                ------+------+------
                . . 2 |6 . 9 |5 . .\s
                8 . . |2 . 3 |. . 9\s
                . . 5 |. 1 . |3 . .\s
                """;
        assertThat(GridFormat.display(Grid.parse(SEED_EASY))).isEqualTo(expected);
    }

    @Test
    void candidateDisplayCentresLikeTheSeeds() {
        Geometry g = Geometry.CLASSIC;
        int[] cands = new int[81];
        java.util.Arrays.fill(cands, g.allDigits());
        cands[0] = DigitSet.of(4);
        cands[5] = DigitSet.of(1) | DigitSet.of(7);
        String first = GridFormat.displayCandidates(g, cands).lines().findFirst().orElseThrow();
        assertThat(first).startsWith("    4     123456789 123456789 |123456789 123456789     17    |");
    }

    @Test
    void readsTheDisplayedGridBack() {
        Grid grid = Grid.parse(SEED_EASY);
        assertThat(Grid.parse(GridFormat.display(grid))).isEqualTo(grid);
        assertThat(Grid.parse(SEED_EASY.replace('.', '0'))).isEqualTo(grid);
    }

    @Test
    void sizeIsInferredFromTheCellCount() {
        assertThat(Grid.parse("1..." + "..1." + ".1.." + "...1").geometry().side()).isEqualTo(4);
        assertThat(Grid.parse("123......").geometry().hasBoxes()).isFalse();
        assertThatThrownBy(() -> Grid.parse("1.2.3.....1.")).hasMessageStartingWith("12 cells");
    }

    @Test
    void sixteenBySixteenUsesLetters() {
        String row = "123456789ABCDEFG";
        Grid g = Grid.parse(row + ".".repeat(240));
        assertThat(g.geometry().side()).isEqualTo(16);
        assertThat(g.get(15)).isEqualTo(16);
        assertThat(g.toLine()).startsWith(row);
    }

    @Test
    void wrongCountNamesTheCount() {
        assertThatThrownBy(() -> Grid.parse(SEED_EASY.substring(1)))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("80 cells");
    }

    @Test
    void badCharacterNamesLineColumnAndCell() {
        String bad = SEED_EASY.substring(0, 10) + "x" + SEED_EASY.substring(11);
        assertThatThrownBy(() -> Grid.parse(bad))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("line 1, column 11 (cell B2): 'x' is not a symbol of a 9x9 board");
    }

    @Test
    void clashNamesTheUnitAndBothCells() {
        String clash = "33" + SEED_EASY.substring(2).replace('3', '.');
        assertThatThrownBy(() -> Grid.parse(clash))
                .hasMessageContaining("digit 3 twice in row A: A1 and A2");
    }

    @Test
    void decorationIsTheBoxDrawingMarksAndWhiteSpaceForEveryCharacter() {
        for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
            char ch = (char) c;
            boolean expected = ch == '|' || ch == '-' || ch == '+' || Character.isWhitespace(ch);
            assertThat(GridFormat.isDecoration(ch)).as("U+%04X", c).isEqualTo(expected);
        }
    }

    /** 300 random lines here; {@link GridFormatIT} reads 3000. */
    @Test
    void aLineOfCellsReadFromBytesIsWhatTheFullReaderReads() {
        assertBytesPathReadsWhatTheFullReaderReads(300);
    }

    /** Random lines of cells, some with a byte a line of cells may not hold, read both ways. */
    static void assertBytesPathReadsWhatTheFullReaderReads(int rounds) {
        java.util.Random random = new java.util.Random(20261127L);
        int[] lengths = {16, 36, 49, 64, 80, 81, 82, 100, 144, 256, 625};
        String cellBytes = ".0123456789";
        // bytes a line of cells may not hold: letters, blanks, the neighbours of '.' and of the digits, non-ASCII
        byte[] others = {'a', 'G', ' ', '\t', '/', ':', '-', '+', '*', (byte) 0x80, (byte) 0xFF, (byte) 0xC3};
        int read = 0;
        for (int round = 0; round < rounds; round++) {
            int length = lengths[round % lengths.length];
            byte[] line = new byte[length + 6];
            int from = 3;
            for (int i = from; i < from + length; i++) {
                line[i] = (byte) cellBytes.charAt(random.nextInt(cellBytes.length()));
            }
            if (round % 3 == 0) {
                line[from + random.nextInt(length)] = others[random.nextInt(others.length)];
            }
            Grid fast = GridFormat.cellsOnly(line, from, from + length);
            String text = new String(line, from, length, java.nio.charset.StandardCharsets.ISO_8859_1);
            Grid full;
            try {
                full = GridFormat.parseUnchecked(text);
            } catch (PuzzleFormatException e) {
                full = null;
            }
            boolean cellsOnly = text.chars().allMatch(c -> cellBytes.indexOf(c) >= 0);
            // the bytes path reads exactly the lines of dots and digits that the full reader accepts
            assertThat(fast).as("%s", text).isEqualTo(cellsOnly ? full : null);
            read += fast != null ? 1 : 0;
        }
        assertThat(read).as("lines read from bytes").isBetween(rounds / 15, rounds - rounds / 15);
    }
}
