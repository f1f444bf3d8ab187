// A puzzle of the player's own, typed or pasted in the panel (or read from a picture: scan.js):
// read here, or converted by the server when it is another tool's (community.js), then checked by
// the server (POST /api/validate, which does not count as help) before it is played. A grid whose
// clues clash, an empty one, one with too few clues or without a solution is refused in the page's
// language, the grid shown on the board and clashing cells marked; one with several solutions may
// be played anyway (a printed puzzle with a clue lost still makes a game).
import { post } from './api.js';
import { Game, cellIndex, cellName, parseLine } from './game.js';
import { t, tn, errorText } from './i18n.js';
import { $, esc, say } from './page.js';
import { closePreview, showPreview } from './store.js';
import { pastedGame } from './community.js';
import { solve, start } from './play.js';

/** The fewest clues a classic puzzle with one solution can have. */
const FEWEST_CLUES = 17;

/** The page's own 81 characters from the panel as a game; null, and why said, when they are not 81 cells. */
function ownGame() {
  const text = $('paste-text').value;
  const cells = parseLine(text);
  if (cells) return new Game(cells);
  say(tn('notAPuzzle', [...text].filter((ch) => !/[\s|+\-]/.test(ch)).length), 'bad');
  return null;
}

/** The pairs of clues that clash ({cells: [a, b]} each), found on the page when the server cannot be reached. */
function clashesHere(game) {
  const out = [];
  game.puzzle.forEach((d, c) => {
    for (const p of game.peers(c)) if (d && p > c && game.puzzle[p] === d) out.push({ cells: [c, p].map(cellName) });
  });
  return out;
}

/**
 * Why {@code game} is refused, given the server's check {@code r} ({clues, clashes, solutions};
 * solutions null when unknown): {text, cells to mark, anyway: whether it may be played anyway}, or
 * null when it is a puzzle.
 */
function refusal(game, r) {
  if (r.clashes.length) {
    // a pair in two units (a row and a box) is named once
    const pairs = [...new Set(r.clashes.map((x) => x.cells.join(' ')))].map((key) => key.split(' '))
      .map(([a, b]) => t('ownPair', { a, b, digit: game.puzzle[cellIndex(a)] }));
    const cells = [...new Set(r.clashes.flatMap((x) => x.cells.map(cellIndex)))];
    // every clashing cell is marked on the board; the first few pairs are named
    return { text: t('ownClash', { pairs: pairs.slice(0, 4).join('; ') + (pairs.length > 4 ? '; …' : '') }), cells };
  }
  if (!r.clues) return { text: t('ownEmpty'), empty: true };
  if (r.solutions === 0) return { text: t('ownNoSolution') };
  if (!game.rules && r.clues < FEWEST_CLUES) return { text: tn('ownTooFew', r.clues, { fewest: FEWEST_CLUES }) };
  if (r.solutions > 1) return { text: t('ownSeveral'), anyway: true };
  return null;
}

/** Says why {@code game} is refused, shows it on the board (its clashing cells marked) and offers the ways on. */
function refuse(game, why) {
  if (!why.empty) showPreview(game, why.cells || []);
  const fix = why.anyway ? '' : ` ${t('ownFix', { play: t('playIt') })}`;
  const anyway = why.anyway ? ` <button id="own-anyway" type="button">${esc(t('ownAnyway'))}</button>` : '';
  const back = why.empty ? '' : ` <button id="own-back" type="button">${esc(t('backToGame'))}</button>`;
  say(`${esc(why.text)}${fix}${anyway}${back}`, 'bad');
  $('own-anyway')?.addEventListener('click', () => start(game, t('ownSeveralOn')));
  $('own-back')?.addEventListener('click', () => { closePreview(); say(''); });
}

/** "Play it": the grid in the panel checked by the server, then played, or refused with the reason. */
export async function playOwn() {
  closePreview();
  const game = await pastedGame(ownGame);
  if (!game) return;
  say(t('ownChecking'));
  let r;
  try {
    const v = await post('api/validate', game.request());
    r = { clues: v.clues, clashes: v.clashes, solutions: v.solutions };
  } catch (e) {
    const clues = game.puzzle.filter((d) => d).length;
    if (Array.isArray(e.details?.cells) && e.details.cells.length === 2) {
      r = { clues, clashes: [{ cells: e.details.cells }], solutions: 0 }; // a variant's clashing clues
    } else if (e.offline) {
      r = { clues, clashes: clashesHere(game), solutions: null };
    } else {
      say(esc(errorText(e)), 'bad');
      return;
    }
  }
  const why = refusal(game, r);
  if (why) refuse(game, why);
  else start(game, r.solutions === null ? `${t('yourPuzzleOn')} ${t('ownUnchecked')}` : t('yourPuzzleOn'));
}

/** "Solve it": the grid in the panel put on the board and solved (the solver says what is wrong with it). */
export async function solveOwn() {
  closePreview();
  const game = await pastedGame(ownGame);
  if (!game) return;
  start(game);
  solve();
}
