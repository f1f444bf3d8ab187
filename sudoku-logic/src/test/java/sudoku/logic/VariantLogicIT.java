package sudoku.logic;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every step of the logic path of each X, Windoku and Jigsaw puzzle of variants.txt agrees with the solution. */
class VariantLogicIT {
    @ParameterizedTest
    @MethodSource("sudoku.logic.VariantLogicTest#unitVariants")
    void everyStepAgreesWithTheSolutionAndNoneGuesses(String line) {
        VariantLogicTest.assertEveryStepAgreesAndNoneGuesses(line);
    }
}
