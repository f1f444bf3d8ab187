// Games: new, daily, offline and pasted puzzles; checking, hints, solving and restarting.
import * as stats from './stats.js';
import * as offline from './offline.js';
import { get, post } from './api.js';
import { Game, cellName, cellIndex, parseLine, clock } from './game.js';
import { resetChallenge } from './challenge.js';
import { ask } from './dialog.js';
import { t, tn, language, errorText } from './i18n.js';
import { $, clearMarks, digitsOf, esc, levelName, save, say, ui, writable } from './page.js';
import { drawRules, highlight, render, tick } from './board.js';
import { variantName } from './variants.js';
import { changed } from './input.js';
import { closeExplanation } from './steps.js';

export function start(game, message = '') {
  closeExplanation();
  if (ui.training) {
    ui.training = null;
    ui.pencil = false;
    $('trainer-check').disabled = true;
    $('trainer-leave').disabled = true;
  }
  if (ui.prefs.autoMarks && !game.isTouched()) game.autoMarks(false);
  ui.game = game;
  drawRules(game.rules);
  ui.hint = { key: '', level: 0 };
  ui.selected = 40;
  ui.focus = 0;
  clearMarks();
  save();
  render();
  say(message);
  tick();
  resetChallenge();
  $('steps').innerHTML = '';
  $('rating').textContent = '';
}

/** A game in progress: written on (digits; marks too unless they are written automatically), and not solved yet. */
const inProgress = () => ui.game && ui.game.finished === null
  && (ui.prefs.autoMarks ? ui.game.digits.some((d, c) => d !== ui.game.puzzle[c]) : ui.game.isTouched());

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

/**
 * Before Solve, Hint or the explanation in a challenge: warns once that help makes the challenge
 * assisted (accepted, not ranked). Resolves to whether to go on.
 */
export async function mayHelp() {
  const g = ui.game;
  if (!g.isChallenge() || g.assisted) return true;
  const yes = await ask({ title: t('askHelpTitle'), text: t('askHelpText'), yes: t('askHelpYes'), no: t('askHelpNo') });
  if (yes && ui.game === g) {
    g.assisted = true;
    save();
    render();
  }
  return yes && ui.game === g;
}

/** A request body, with the challenge id while a challenge is played (the server marks help on it). */
const withChallenge = (body) => (ui.game.isChallenge() ? { ...body, challenge: ui.game.challenge } : body);
/** A request for the solver's texts: in the page's language, and naming the challenge if any. */
export const inPageLanguage = (body) => withChallenge({ ...body, lang: language() });

/** A short celebration on the board (none where the player asked for less motion: style.css). */
function celebrate() {
  const wrap = document.querySelector('.board-wrap');
  wrap.classList.remove('celebrate');
  void wrap.offsetWidth;
  wrap.classList.add('celebrate');
  setTimeout(() => wrap.classList.remove('celebrate'), 2500);
}

export async function check(auto = false) {
  const game = ui.game;
  const grid = game.gridLine();
  try {
    const r = await post('api/validate', { ...game.request(), grid });
    if (ui.game !== game || game.gridLine() !== grid) return; // the grid changed meanwhile: that check is stale
    clearMarks();
    const g = r.grid;
    if (g.solved) {
      solved(r.unique);
    } else if (!r.valid) {
      say(esc(r.message), 'bad');
    } else {
      const wrong = (g.mistakes || []).concat(g.changed_clues || []);
      wrong.map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
      const cells = wrong.map(esc).join(', ');
      if (wrong.length) say(tn('wrongDigits', wrong.length, { cells }), 'bad');
      else if (!auto) say(t('noMistakes', { n: g.filled }), 'good');
    }
    render();
  } catch (e) {
    // offline, a full grid without a clash is solved: the stocked puzzles have one solution
    if (e.offline && ui.game === game && game.gridLine() === grid && game.isFull() && !game.conflicts().size) solved(true);
    else say(esc(errorText(e)), 'bad');
  }
}

/** The grid is solved: stops the timer, counts the game, celebrates. */
function solved(unique) {
  ui.game.finish();
  const time = clock(ui.game.elapsed() / 1000);
  if (unique) {
    if (stats.record(ui.game)) {
      celebrate();
      stats.render($('stats'));
    }
    say(`${t('solvedIn', { time })} ${ui.game.served ? t('sendDiagonal') : ''}`, 'good');
  } else {
    say(t('notUniqueFull', { time }), 'bad');
  }
  save();
  tick();
  render();
}

export const marksList = () => ui.game.marks.map((m) => digitsOf(m).join(''));

/** Asks a hint, more precise each time on the same grid; {@code again}: the same level once more (a new language). */
export async function hint(again = false) {
  if (!writable()) return;
  if (!(await mayHelp())) return;
  const key = ui.game.gridLine() + ui.game.marks.join(',');
  if (!again) ui.hint.level = ui.hint.key === key ? Math.min(3, ui.hint.level + 1) : 1;
  ui.hint.key = key;
  try {
    const r = await post('api/hint', inPageLanguage({
      ...ui.game.request(), grid: ui.game.gridLine(), candidates: marksList(), level: ui.hint.level,
    }));
    showHint(r);
  } catch (e) {
    say(esc(errorText(e)), 'bad');
  }
}

/** Points at the pencil marks that leave out a cell's digit or clash with a placed one (and at wrong digits, which come first). */
export async function checkMarks() {
  if (!writable()) return;
  if (!ui.game.marks.some((m, c) => m && !ui.game.digits[c])) { say(t('marksNone')); return; }
  if (!(await mayHelp())) return;
  const game = ui.game;
  const key = game.gridLine() + game.marks.join(',');
  try {
    const r = await post('api/hint', inPageLanguage({
      ...game.request(), grid: game.gridLine(), candidates: marksList(), level: 2,
    }));
    if (ui.game !== game || game.gridLine() + game.marks.join(',') !== key) return;
    clearMarks();
    const h = hintMarks(r);
    if (h.mistakes.length) {
      h.mistakes.map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
      say(esc(r.text), 'bad');
    } else {
      say(t('marksFine'), 'good');
    }
    render();
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
  ui.hint.shown = $('message').innerHTML;
  const b = $('apply-hint');
  if (b) b.addEventListener('click', () => applyHint(h));
  render();
}

function applyHint(r) {
  let changedAny = false;
  for (const p of r.placements || []) changedAny = ui.game.setDigit(cellIndex(p.cell), p.digit) || changedAny;
  changedAny = ui.game.removeMarks((r.eliminations || []).map((e) => [cellIndex(e.cell), e.digit])) || changedAny;
  if (changedAny) changed();
  say(t('hintApplied'));
}

export async function solve() {
  if (ui.game.isPaused()) return;
  if (!(await mayHelp())) return;
  const game = ui.game;
  try {
    const r = await post('api/solve', withChallenge(game.request()));
    if (ui.game !== game) return;
    if (!r.solution) { say(t('noSolution', { reason: esc(r.reason || t('contradict')) }), 'bad'); return; }
    // from where the player is: digits that differ from the solution are pointed out, not overwritten
    const wrong = r.unique ? game.digits.map((d, c) => (d && !game.puzzle[c] && String(d) !== r.solution[c] ? c : -1))
      .filter((c) => c >= 0) : [];
    if (wrong.length) {
      clearMarks();
      wrong.forEach((c) => ui.marks.wrong.add(c));
      render();
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
  ui.game.setAll(ui.game.puzzle);
  if (ui.prefs.autoMarks) ui.game.autoMarks(false);
  changed();
  say(t('restarted'));
}

export function pasted() {
  const text = $('paste-text').value;
  const cells = parseLine(text);
  if (!cells) {
    const n = [...text].filter((ch) => !/[\s|+\-]/.test(ch)).length;
    say(tn('notAPuzzle', n), 'bad');
    return null;
  }
  return cells;
}

/** Asks the hint on show again in the page's language (the language was switched). */
export function relabelHint() {
  const key = ui.game ? ui.game.gridLine() + ui.game.marks.join(',') : '';
  if (ui.hint.shown && ui.hint.shown === $('message').innerHTML && ui.hint.key === key) hint(true);
}
