// The page: renders the game, takes mouse, touch and keyboard input, and asks the API for
// puzzles, checks, hints, solutions and explanations.
import * as stats from './stats.js';
import * as offline from './offline.js';
import { get } from './api.js';
import { Game } from './game.js';
import { setupChallenge } from './challenge.js';
import { t, setLanguage, initialLanguage, language } from './i18n.js';
import { $, PREFS, STORE, esc, levelName, save, say, ui } from './page.js';
import { buildBoard, render, tick } from './board.js';
import { clearColours, erase, fillMarks, onKey, redo, toggleAutoMarks, togglePause, togglePencil, undo } from './input.js';
import { check, checkMarks, daily, hint, newGame, pasted, restart, solve, start } from './play.js';
import { openShared, print, share } from './share.js';
import { pastedGame } from './community.js';
import { closeExplanation, explain, showStep } from './steps.js';

async function loadLevels() {
  let levels = ['easy'];
  try { levels = (await get('api/levels')).levels; } catch (e) { /* keep the default */ }
  $('level').innerHTML = levels.map((l) => `<option value="${esc(l)}"></option>`).join('');
  nameLevels();
}

function nameLevels() {
  for (const o of $('level').options) o.textContent = levelName(o.value);
}

function switchLanguage(lang) {
  setLanguage(lang);
  $('lang').value = language();
  stats.render($('stats'));
  nameLevels();
  if (ui.game) { render(); tick(); }
}

async function main() {
  buildBoard();
  setLanguage(initialLanguage(), false);
  $('lang').value = language();
  try { ui.prefs = { ...ui.prefs, ...JSON.parse(localStorage.getItem(PREFS)) }; } catch (e) { /* defaults */ }
  document.addEventListener('keydown', onKey);
  const on = (id, f) => $(id).addEventListener('click', f);
  on('new-game', newGame);
  on('daily', daily);
  on('pencil', togglePencil);
  on('erase', erase);
  on('undo', undo);
  on('redo', redo);
  on('hint', hint);
  on('check', () => check(false));
  on('solve', solve);
  on('restart', restart);
  on('fill-marks', fillMarks);
  on('auto-marks', toggleAutoMarks);
  on('check-marks', checkMarks);
  on('share', share);
  on('pause', togglePause);
  on('resume', togglePause);
  on('colour-marks', () => { ui.colourMarks = !ui.colourMarks; render(); });
  on('clear-colours', clearColours);
  on('print', print);
  on('explain', explain);
  on('explain-prev', () => showStep(ui.explanation.index - 1));
  on('explain-next', () => showStep(ui.explanation.index + 1));
  on('explain-close', () => { closeExplanation(); say(''); });
  const pastedOwn = () => { const p = pasted(); return p ? new Game(p) : null; };
  on('paste-play', async () => { const g = await pastedGame(pastedOwn); if (g) start(g, t('yourPuzzleOn')); });
  on('paste-solve', async () => { const g = await pastedGame(pastedOwn); if (g) { start(g); solve(); } });
  $('lang').addEventListener('change', () => switchLanguage($('lang').value));
  window.addEventListener('hashchange', openShared);
  setupChallenge(() => ui.game, save);
  stats.render($('stats'));
  setInterval(tick, 1000);
  await loadLevels();
  let saved = null;
  try { saved = Game.fromJSON(JSON.parse(localStorage.getItem(STORE))); } catch (e) { /* start afresh */ }
  if (saved) {
    $('level').value = saved.level || $('level').value;
    start(saved, t('welcomeBack'));
    await openShared();
  } else if (!(await openShared())) {
    await newGame();
  }
  document.body.dataset.ready = 'true';
  offline.install();
  setTimeout(() => offline.topUp($('level').value,
    (l) => get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(l)}`)), 2000);
}

main();
