// The page's wiring: the views subscribed to the store (store.js), each button, key and cell
// given its handler, then the first game loaded. The only module that knows every other.
import * as stats from './stats.js';
import * as offline from './offline.js';
import { get } from './api.js';
import { Game } from './game.js';
import { relabelChallenge, setupChallenge } from './challenge.js';
import { t, setLanguage, initialLanguage, language } from './i18n.js';
import { $, esc, levelName, say } from './page.js';
import { KEYS, read } from './storage.js';
import { closePreview, save, state, subscribe, update } from './store.js';
import { buildBoard, render, tick } from './board.js';
import {
  clearColours, colour, contextMenu, erase, fillMarks, onKey, padDigit, pointerDown, redo, toggleAutoMarks, togglePause,
  togglePencil, undo,
} from './input.js';
import { check, checkMarks, daily, hint, newGame, relabelHint, restart, solve, start } from './play.js';
import { playOwn, solveOwn } from './own.js';
import { openShared, print, share } from './share.js';
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
  update();
  relabelChallenge();
  relabelExplanation();
  relabelHint();
  loadTechniques();
}

/** Every button's handler; any of them first puts the player's game back when a refused grid was shown (own.js). */
const BUTTONS = {
  'new-game': newGame,
  daily,
  pencil: togglePencil,
  erase,
  undo,
  redo,
  hint: () => hint(),
  check: () => check(false),
  solve,
  restart,
  'fill-marks': fillMarks,
  'auto-marks': toggleAutoMarks,
  'check-marks': checkMarks,
  share,
  pause: togglePause,
  resume: togglePause,
  'colour-marks': () => update((s) => { s.colourMarks = !s.colourMarks; }),
  'clear-colours': clearColours,
  print,
  'trainer-start': practise,
  'trainer-check': judge,
  'trainer-leave': leaveTraining,
  explain: () => explain(),
  'explain-prev': () => showStep(state.explanation.index - 1),
  'explain-next': () => showStep(state.explanation.index + 1),
  'explain-close': () => { closeExplanation(); say(''); },
  'nav-prev': () => showStep(state.explanation.index - 1),
  'nav-next': () => showStep(state.explanation.index + 1),
  'nav-close': () => { closeExplanation(); say(''); $('board').focus({ preventScroll: true }); },
  'paste-play': playOwn,
  'paste-solve': solveOwn,
};

function wire() {
  buildBoard({ pointerDown, contextMenu, digit: padDigit, colour });
  subscribe(render);
  subscribe(tick);
  document.addEventListener('keydown', onKey);
  for (const [id, handler] of Object.entries(BUTTONS)) {
    $(id).addEventListener('click', () => { if (id !== 'paste-play') closePreview(); handler(); });
  }
  $('lang').addEventListener('change', () => switchLanguage($('lang').value));
  window.addEventListener('hashchange', openShared);
  setupChallenge(() => state.game, save, (text, tone) => say(esc(text), tone));
  watchAway(tick);
  onVariants(listVariants);
}

async function main() {
  wire();
  setLanguage(initialLanguage(), false);
  $('lang').value = language();
  state.prefs = { ...state.prefs, ...(read(KEYS.prefs) || {}) };
  stats.render($('stats'));
  await Promise.all([loadLevels(), loadVariants(get)]);
  let saved = null;
  try { saved = Game.fromJSON(read(KEYS.game)); } catch (e) { /* start afresh */ }
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
