// Games: new, daily, offline and pasted puzzles; checking, hints, solving and restarting.
import * as stats from './stats.js';
import * as offline from './offline.js';
import { get, post } from './api.js';
import { Game, cellName, cellIndex, parseLine, clock } from './game.js';
import { resetChallenge } from './challenge.js';
import { ask } from './dialog.js';
import { t, tn, errorText } from './i18n.js';
import { $, esc, levelName, say } from './page.js';
import { clearMarks, highlight, save, state, update, writable } from './store.js';
import { variantName } from './variants.js';
import { inPageLanguage, marksList, mayHelp, withChallenge } from './help.js';
import { closeExplanation } from './steps.js';

/** Puts {@code game} on the board and says {@code message}. */
export function start(game, message = '') {
  closeExplanation();
  if (state.prefs.autoMarks && !game.isTouched()) game.autoMarks(false);
  update((s) => {
    if (s.training) Object.assign(s, { training: null, pencil: false });
    Object.assign(s, { game, preview: null, hint: { key: '', level: 0 }, selected: 40, focus: 0 });
    clearMarks();
    save();
  });
  say(message);
  resetChallenge();
  $('steps').innerHTML = '';
  $('rating').textContent = '';
}

/** A game in progress: written on (digits; marks too unless they are written automatically), and not solved yet. */
const inProgress = () => state.game && state.game.finished === null
  && (state.prefs.autoMarks ? state.game.digits.some((d, c) => d !== state.game.puzzle[c]) : state.game.isTouched());

/** Asks before a game in progress is thrown away; resolves to whether to go on. */
export async function mayLeave() {
  return !inProgress() || ask({ title: t('askNewTitle'), text: t('askNewText'), yes: t('askNewYes'), no: t('askNewNo') });
}

export async function newGame() {
  if (!(await mayLeave())) return;
  const level = $('level').value;
  const variant = $('variant').value;
  say(t('gettingPuzzle'));
  try {
    if (variant !== 'classic') {
      await newVariant(variant, level);
      return;
    }
    const r = await get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(level)}`);
    const game = new Game(parseLine(r.puzzle), true, r.level || level);
    if (r.challenge !== undefined && r.challenge !== null && r.challenge !== '') game.challenge = String(r.challenge);
    start(game, t('newGame', { level: esc(levelName(r.level || level)) }));
  } catch (e) {
    if (e.offline) playOffline(level);
    else say(esc(errorText(e)), 'bad');
  }
}

/**
 * A fresh puzzle of a variant, from the generator: at the level picked when it can be made in time,
 * else at any level. A killer is asked for without a level: one at a level is found by drawing
 * cage layouts until one rates in it, longer than a player waits.
 */
async function newVariant(variant, level) {
  const killer = variant.split('-').includes('killer');
  let r;
  try {
    r = await post('api/generate', killer ? { variant } : { variant, level });
  } catch (e) {
    if (e.offline || killer) throw e;
    r = await post('api/generate', { variant });
  }
  const p = r.puzzles[0];
  const rules = { variant: p.variant };
  if (p.regions) rules.regions = p.regions;
  if (p.cages) rules.cages = p.cages;
  start(new Game(parseLine(p.puzzle), false, p.level || '', rules),
    t('newVariant', { variant: esc(variantName(p.variant)), level: p.level ? ` (${esc(levelName(p.level))})` : '' }));
}

/** Without the server: a puzzle from the stock kept on this device, if any. */
function playOffline(level) {
  const p = offline.take(level);
  if (!p) { say(t('offlineNone'), 'bad'); return; }
  start(new Game(parseLine(p.puzzle), false, p.level), t('offlineGame'));
}

export async function daily() {
  if (!(await mayLeave())) return;
  say(t('gettingPuzzle'));
  try {
    const r = await get('api/daily');
    const game = new Game(parseLine(r.puzzle), false, r.level);
    game.daily = r.date;
    start(game, t('dailyGame', { date: esc(r.date) }));
  } catch (e) {
    // offline: today's daily puzzle, when it was kept on the device
    const kept = e.offline ? offline.keptDaily(new Date().toISOString().slice(0, 10)) : null;
    if (!kept) { say(esc(errorText(e)), 'bad'); return; }
    const game = new Game(parseLine(kept.puzzle), false, kept.level);
    game.daily = kept.date;
    start(game, `${t('dailyGame', { date: esc(kept.date) })} ${t('offlineNote')}`);
  }
}

/** A short celebration on the board (none where the player asked for less motion: style.css). */
function celebrate() {
  const wrap = document.querySelector('.board-wrap');
  wrap.classList.remove('celebrate');
  void wrap.offsetWidth;
  wrap.classList.add('celebrate');
  setTimeout(() => wrap.classList.remove('celebrate'), 2500);
}

export async function check(auto = false) {
  const game = state.game;
  const grid = game.gridLine();
  try {
    const r = await post('api/validate', { ...game.request(), grid });
    if (state.game !== game || game.gridLine() !== grid) return; // the grid changed meanwhile: that check is stale
    clearMarks();
    const g = r.grid;
    if (g.solved) {
      solved(r.unique);
    } else if (!r.valid) {
      // a puzzle of the player's own played anyway (own.js): several solutions, or none
      say(r.solutions > 1 ? t('ownSeveral') : r.solutions === 0 && !r.clashes.length ? t('ownNoSolution') : esc(r.message), 'bad');
    } else {
      const wrong = (g.mistakes || []).concat(g.changed_clues || []);
      wrong.map(cellIndex).forEach((c) => state.marks.wrong.add(c));
      const cells = wrong.map(esc).join(', ');
      if (wrong.length) say(tn('wrongDigits', wrong.length, { cells }), 'bad');
      else if (!auto) say(t('noMistakes', { n: g.filled }), 'good');
    }
    update();
  } catch (e) {
    // offline, a full grid without a clash is solved: the stocked puzzles have one solution
    if (e.offline && state.game === game && game.gridLine() === grid && game.isFull() && !game.conflicts().size) solved(true);
    else say(esc(errorText(e)), 'bad');
  }
}

/** The grid is solved: stops the timer, counts the game, celebrates. */
function solved(unique) {
  state.game.finish();
  const time = clock(state.game.elapsed() / 1000);
  if (unique) {
    if (stats.record(state.game)) {
      celebrate();
      stats.render($('stats'));
    }
    say(`${t('solvedIn', { time })} ${state.game.served ? t('sendDiagonal') : ''}`, 'good');
  } else {
    say(t('notUniqueFull', { time }), 'bad');
  }
  save();
  update();
}

/** After a change of the grid: saves, redraws, and checks a full grid (unless {@code autoCheck} is false). */
export function changed(autoCheck = true) {
  clearMarks();
  const done = state.game.isFull() && state.game.conflicts().size === 0;
  if (!done) state.game.resume();
  save();
  update();
  if (done && autoCheck) check(true);
}

/** Asks a hint, more precise each time on the same grid; {@code again}: the same level once more (a new language). */
export async function hint(again = false) {
  if (!writable()) return;
  if (!(await mayHelp())) return;
  const key = state.game.gridLine() + state.game.marks.join(',');
  if (!again) state.hint.level = state.hint.key === key ? Math.min(3, state.hint.level + 1) : 1;
  state.hint.key = key;
  try {
    const r = await post('api/hint', inPageLanguage({
      ...state.game.request(), grid: state.game.gridLine(), candidates: marksList(), level: state.hint.level,
    }));
    showHint(r);
  } catch (e) {
    say(esc(errorText(e)), 'bad');
  }
}

/** Points at the pencil marks that leave out a cell's digit or clash with a placed one (and at wrong digits, which come first). */
export async function checkMarks() {
  if (!writable()) return;
  if (!state.game.marks.some((m, c) => m && !state.game.digits[c])) { say(t('marksNone')); return; }
  if (!(await mayHelp())) return;
  const game = state.game;
  const key = game.gridLine() + game.marks.join(',');
  try {
    const r = await post('api/hint', inPageLanguage({
      ...game.request(), grid: game.gridLine(), candidates: marksList(), level: 2,
    }));
    if (state.game !== game || game.gridLine() + game.marks.join(',') !== key) return;
    clearMarks();
    const h = hintMarks(r);
    if (h.mistakes.length) {
      h.mistakes.map(cellIndex).forEach((c) => state.marks.wrong.add(c));
      say(esc(r.text), 'bad');
    } else {
      say(t('marksFine'), 'good');
    }
    update();
  } catch (e) {
    say(esc(errorText(e)), 'bad');
  }
}

/** A hint as {@link highlight} reads it: a mistake's cells are the wrong ones; a step's candidates come from its step. */
function hintMarks(r) {
  const mistake = r.kind === 'mistake' || r.kind === 'clashing_mark' || r.kind === 'missing_candidate';
  return {
    cells: mistake ? [] : r.cells || [], secondary: r.secondary || [], mistakes: mistake ? r.cells || [] : [],
    placements: r.step?.placements || [], eliminations: r.step?.eliminations || [],
  };
}

function showHint(r) {
  const h = hintMarks(r);
  highlight(h);
  const more = r.level < 3 && !h.mistakes.length ? ` <i>${t('askAgain')}</i>` : '';
  const apply = r.level === 3 && (h.placements.length || h.eliminations.length)
    ? ` <button id="apply-hint" type="button">${t('apply')}</button>` : '';
  say(`${t('hintN', { n: r.level })} ${esc(r.text)}${more}${apply}`, h.mistakes.length ? 'bad' : '');
  state.hint.shown = $('message').innerHTML;
  const b = $('apply-hint');
  if (b) b.addEventListener('click', () => applyHint(h));
  update();
}

function applyHint(r) {
  let changedAny = false;
  for (const p of r.placements || []) changedAny = state.game.setDigit(cellIndex(p.cell), p.digit) || changedAny;
  changedAny = state.game.removeMarks((r.eliminations || []).map((e) => [cellIndex(e.cell), e.digit])) || changedAny;
  if (changedAny) changed();
  say(t('hintApplied'));
}

export async function solve() {
  if (state.game.isPaused()) return;
  if (!(await mayHelp())) return;
  const game = state.game;
  try {
    const r = await post('api/solve', withChallenge(game.request()));
    if (state.game !== game) return;
    if (!r.solution) { say(t('noSolution', { reason: esc(r.reason || t('contradict')) }), 'bad'); return; }
    // from where the player is: digits that differ from the solution are pointed out, not overwritten
    const wrong = r.unique ? game.digits.map((d, c) => (d && !game.puzzle[c] && String(d) !== r.solution[c] ? c : -1))
      .filter((c) => c >= 0) : [];
    if (wrong.length) {
      clearMarks();
      wrong.forEach((c) => state.marks.wrong.add(c));
      update();
      say(tn('wrongDigits', wrong.length, { cells: wrong.map(cellName).join(', ') }), 'bad');
      return;
    }
    game.setAll(parseLine(r.solution));
    game.finish();
    game.counted = true; // shown, not solved: not in the statistics
    changed(false);
    say(r.unique ? t('solvedUndo') : t('oneOfSeveral'), r.unique ? 'good' : 'bad');
  } catch (e) {
    say(esc(errorText(e)), 'bad');
  }
}

export function restart() {
  if (!writable()) return;
  state.game.setAll(state.game.puzzle);
  if (state.prefs.autoMarks) state.game.autoMarks(false);
  changed();
  say(t('restarted'));
}

/** Asks the hint on show again in the page's language (the language was switched). */
export function relabelHint() {
  const key = state.game ? state.game.gridLine() + state.game.marks.join(',') : '';
  if (state.hint.shown && state.hint.shown === $('message').innerHTML && state.hint.key === key) hint(true);
}
