// Help asked from the server for the player's game (hints, solutions, explanations): in a
// challenge the player is warned once that help makes it assisted, and every request names the
// challenge and the page's language.
import { ask } from './dialog.js';
import { t, language } from './i18n.js';
import { digitsOf } from './page.js';
import { save, state, update } from './store.js';

/**
 * Before Solve, Hint or the explanation in a challenge: warns once that help makes the challenge
 * assisted (accepted, not ranked). Resolves to whether to go on.
 */
export async function mayHelp() {
  const g = state.game;
  if (!g.isChallenge() || g.assisted) return true;
  const yes = await ask({ title: t('askHelpTitle'), text: t('askHelpText'), yes: t('askHelpYes'), no: t('askHelpNo') });
  if (yes && state.game === g) {
    g.assisted = true;
    save();
    update();
  }
  return yes && state.game === g;
}

/** A request body, with the challenge id while a challenge is played (the server marks help on it). */
export const withChallenge = (body) => (state.game.isChallenge() ? { ...body, challenge: state.game.challenge } : body);

/** A request for the solver's texts: in the page's language, and naming the challenge if any. */
export const inPageLanguage = (body) => withChallenge({ ...body, lang: language() });

/** The player's pencil marks as the API reads them: one string of digits per cell. */
export const marksList = () => state.game.marks.map((m) => digitsOf(m).join(''));
