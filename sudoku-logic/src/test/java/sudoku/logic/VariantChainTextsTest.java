package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * A chain's conclusion on a variant board says what it removes. Here an X-Sudoku state (the
 * solver's path of a published puzzle, listed at a round's start) where D6 holds only 5: no
 * discontinuous nice loop places it by an almost locked set that "empties" its other candidates,
 * since it has none (that sentence read "which removes ." before).
 */
class VariantChainTextsTest {
    private static final String CASE = "DISCONTINUOUS_NICE_LOOP:x 43.9....+8...8..9379.+835.4....3+76..+4.7..4+9..23..4283.+7.3.1678.+94.7.5+493.6+6+49.3.78.:113 313 413 813 913 315 415 515 615 715 815 915 316 416 516 816 916 317 417 717 817 917 218 318 418 718 818 918 321 421 621 721 821 921 322 422 722 822 922 123 323 423 723 823 923 325 425 525 625 725 825 925 326 526 726 826 926 332 432 532 732 832 932 336 436 536 836 936 238 338 438 538 738 838 938 339 439 539 639 739 839 939 341 441 641 741 941 342 442 642 742 146 246 346 446 646 746 846 946 247 347 447 647 747 947 249 349 449 649 749 849 252 352 452 752 952 153 253 353 453 753 853 953 256 356 456 656 756 856 956 257 357 457 757 957 261 361 461 661 761 861 961 262 362 462 762 862 267 367 467 767 867 967 269 369 469 669 769 869 172 372 472 672 772 872 972 177 377 477 677 777 877 977 181 381 481 581 681 781 981 183 383 483 583 683 783 883 983 288 388 488 588 688 788 888 988 294 394 494 594 694 794 894 994 396 496 596 696 796 896 996 399 499 699 799 899 999::546";

    @Test
    void noSetEmptiesACellThatIsAlreadyASingle() {
        String[] f = CASE.split(":", -1);
        Grid grid = ReglibTest.grid(f[1].replace("+", ""));
        Geometry g = grid.geometry();
        Candidates state = ReglibTest.state(new ReglibTest.Case(0, Technique.DISCONTINUOUS_NICE_LOOP, grid,
                ReglibTest.placedWhileSolving(f[1]), new ArrayList<>(ReglibTest.parse(g, f[2])), Set.of(), Set.of()));
        int d6 = g.parseCell("D6");
        assertThat(state.candidates(d6)).as("D6 holds only 5").isEqualTo(sudoku.core.bits.DigitSet.of(5));
        List<Step> steps = Finders.of(Technique.DISCONTINUOUS_NICE_LOOP).all(state);
        assertThat(steps).isNotEmpty();
        assertThat(steps).allSatisfy(s -> assertThat(StepTexts.of(g, s, Lang.EN)).doesNotContain("removes ."));
    }
}
