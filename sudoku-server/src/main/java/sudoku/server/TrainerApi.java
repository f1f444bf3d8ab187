package sudoku.server;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import sudoku.generate.DifficultyTarget;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.internal.Lang;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.ExplanationView;
import sudoku.logic.view.internal.StepView;

/**
 * {@code POST /api/trainer}: a position to practise one technique on. The generator makes
 * puzzles whose solving path needs the technique until the explainer's path (simplest technique
 * first) uses it; the answer is that puzzle and its steps up to the first one of the technique,
 * so a player starts from the board just before it, where it is the next useful step, and is
 * judged against its placements and eliminations. Runs on the {@link Budget} like the other
 * long routes.
 */
final class TrainerApi {
    /** The fields of a request: the technique (required), the language of the texts, a seed. */
    static final String[] FIELDS = {"technique", "lang", "seed"};
    /** The longest technique name looked up (longer ones are no name, and are not echoed whole). */
    private static final int MAX_NAME = 60;

    private final Budget budget;
    private final GeneratedPuzzles source;
    private final Lazy<Explainer> explainer = new Lazy<>(Explainer::new);

    TrainerApi(Budget budget, GeneratedPuzzles source) {
        this.budget = budget;
        this.source = source;
    }

    /** Registers the route. */
    void register(Router router) {
        router.post("/api/trainer", this::train);
    }

    ApiResponse train(ApiRequest request) {
        JsonBody body = JsonBody.of(request, FIELDS);
        if (!body.has("technique")) {
            throw body.error("technique", "missing field 'technique': the technique to practise, e.g. x-wing "
                    + "(GET /api/techniques lists them)");
        }
        Technique technique;
        try {
            technique = Technique.parse(LogSafe.clip(body.text("technique"), MAX_NAME));
        } catch (IllegalArgumentException e) {
            throw body.error("technique", "technique: " + e.getMessage());
        }
        if (technique == Technique.GUESS) {
            throw body.error("technique", "technique: a guess is not a technique to practise");
        }
        Lang lang;
        try {
            lang = Lang.parse(body.text("lang", "en"));
        } catch (IllegalArgumentException e) {
            throw body.error("lang", "lang: " + LogSafe.clip(e.getMessage(), 80));
        }
        long seed = body.has("seed") ? body.integer("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        GeneratorOptions options;
        try {
            options = GeneratorOptions.builder().difficulty(DifficultyTarget.ANY.withNeeds(technique))
                    .timeout(Duration.ofMillis(budget.millis())).build();
        } catch (IllegalArgumentException e) {
            throw body.error("technique", "technique: " + e.getMessage());
        }
        Lang in = lang;
        Technique wanted = technique;
        return budget.run(deadline -> {
            SplittableRandom random = new SplittableRandom(seed);
            while (true) {
                deadline.check();
                GeneratedPuzzles.Rated r = source.find(null, options, random, deadline);
                Explanation e = explainer.get().explain(r.puzzle().puzzle(), deadline.cancellation());
                for (int k = 0; k < e.steps().size(); k++) {
                    if (e.steps().get(k).technique() == wanted) {
                        return ApiResponse.json(answer(ExplanationView.of(e, in), k, wanted, in, seed));
                    }
                }
            }
        });
    }

    /** The answer: the puzzle, the technique, and the steps up to and including its first one. */
    private static Map<String, Object> answer(ExplanationView view, int index, Technique technique, Lang lang, long seed) {
        List<StepView> steps = view.steps().subList(0, index + 1);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seed", seed);
        out.put("technique", technique.name());
        out.put("name", steps.get(index).technique());
        out.put("puzzle", view.puzzle());
        out.put("level", view.level());
        out.put("index", index);
        out.put("steps", steps);
        out.put("lang", lang.code());
        return out;
    }
}
