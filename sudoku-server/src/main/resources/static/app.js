// The page: renders the game, takes mouse, touch and keyboard input, and asks the API for
// puzzles, checks, hints, solutions and explanations.
import * as stats from './stats.js';
import * as offline from './offline.js';
import { get } from './api.js';
import { Game } from './game.js';
import { relabelChallenge, setupChallenge } from './challenge.js';
import { t, setLanguage, initialLanguage, language } from './i18n.js';
import { $, PREFS, STORE, esc, levelName, save, say, ui } from './page.js';
import { buildBoard, render, tick } from './board.js';
import { clearColours, erase, fillMarks, onKey, redo, toggleAutoMarks, togglePause, togglePencil, undo } from './input.js';
import { check, checkMarks, daily, hint, newGame, pasted, relabelHint, restart, solve, start } from './play.js';
import { openShared, print, share } from './share.js';
import { pastedGame } from './community.js';
import { closeExplanation, explain, relabelExplanation, showStep } from './steps.js';
import { watchAway } from './away.js';
import { judge, leaveTraining, loadTechniques, practise } from './trainer.js';
import { loadVariants, onVariants, variantNames, variantName } from './variants.js';

async function loadLevels() {
  let levels = ['easy'];
  try { levels = (await get('api/levels')).levels; } catch (e) { /* keep the default */ }
  $('level').innerHTML = levels.map((l) => `<option value="${esc(l)}"></option>`).join('');
  nameLevels();
}

function nameLevels() {
  for (const o of $('level').options) o.textContent = levelName(o.value);
  for (const o of $('variant').options) o.textContent = variantName(o.value);
}

/** The variant list: those the server offers (variants.js), the choice kept. */
function listVariants() {
  const chosen = $('variant').value;
  $('variant').innerHTML = variantNames().map((v) => `<option value="${esc(v)}"></option>`).join('');
  $('variant').value = variantNames().includes(chosen) ? chosen : 'classic';
  nameLevels();
}

function switchLanguage(lang) {
  setLanguage(lang);
  $('lang').value = language();
  stats.render($('stats'));
  nameLevels();
  if (ui.game) { render(); tick(); }
  relabelChallenge();
  relabelExplanation();
  relabelHint();
  loadTechniques();
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
  on('hint', () => hint());
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
  on('trainer-start', practise);
  on('trainer-check', judge);
  on('trainer-leave', leaveTraining);
  on('explain', () => explain());
  on('explain-prev', () => showStep(ui.explanation.index - 1));
  on('explain-next', () => showStep(ui.explanation.index + 1));
  on('explain-close', () => { closeExplanation(); say(''); });
  on('nav-prev', () => showStep(ui.explanation.index - 1));
  on('nav-next', () => showStep(ui.explanation.index + 1));
  on('nav-close', () => { closeExplanation(); say(''); $('board').focus({ preventScroll: true }); });
  const pastedOwn = () => { const p = pasted(); return p ? new Game(p) : null; };
  on('paste-play', async () => { const g = await pastedGame(pastedOwn); if (g) start(g, t('yourPuzzleOn')); });
  on('paste-solve', async () => { const g = await pastedGame(pastedOwn); if (g) { start(g); solve(); } });
  $('lang').addEventListener('change', () => switchLanguage($('lang').value));
  window.addEventListener('hashchange', openShared);
  setupChallenge(() => ui.game, save, (text, tone) => say(esc(text), tone));
  stats.render($('stats'));
  watchAway();
  onVariants(listVariants);
  await Promise.all([loadLevels(), loadVariants(get)]);
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
  loadTechniques();
  offline.install();
  offline.showOffline($('offline-badge'));
  setTimeout(() => offline.topUp($('level').value, [...$('level').options].map((o) => o.value),
    (l) => get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(l)}`), () => get('api/daily')), 2000);
}

main();
