package sudoku.input;

import java.util.stream.IntStream;

/** {@link PuzzleChunksTest} with the inputs cut into chunks of every size, from one byte to the whole. */
class PuzzleChunksIT extends PuzzleChunksTest {
    @Override
    IntStream chunkSizes(int max) {
        return IntStream.rangeClosed(1, max);
    }
}
