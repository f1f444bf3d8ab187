// Honest time: the clock counts only the time the player can see the game. It stops while the
// page is hidden (another tab, the phone's screen off), frozen or closed, and when the page's
// scripts were suspended (the device slept), then says so; statistics count the same time.
import { clock } from './game.js';
import { t } from './i18n.js';
import { STORE, save, say, ui } from './page.js';
import { tick } from './board.js';

/** The longest gap between two ticks of a page that kept running; more means it was suspended. */
const SUSPENDED = 4000;
let last = Date.now();
let ticks = 0;

/**
 * Saves the time played, when the game saved is still this one: not when the site's data was
 * cleared meanwhile, nor when another tab saved another game.
 */
function keepTime() {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE));
    const mine = ui.training ? ui.training.kept : ui.game;
    if (stored && JSON.stringify(stored.puzzle) === JSON.stringify(mine.puzzle)) save();
  } catch (e) { /* private mode, or nothing readable saved */ }
}

function leave() {
  if (!ui.game) return;
  ui.game.hold();
  keepTime();
}

function back() {
  if (!ui.game || document.visibilityState === 'hidden') return;
  last = Date.now();
  const away = ui.game.release();
  if (away >= 1000) say(t('awayStopped', { time: clock(away / 1000) }));
  keepTime();
  tick();
}

/** Once a second: notices a suspended page (the time it lost is left out), shows the time, keeps it saved. */
function everySecond() {
  const now = Date.now();
  const gap = now - last;
  last = now;
  if (ui.game && gap > SUSPENDED && ui.game.heldAt === null && !ui.game.isPaused() && ui.game.finished === null) {
    ui.game.skip(gap - 1000);
    say(t('awayStopped', { time: clock((gap - 1000) / 1000) }));
  }
  tick();
  if (ui.game && ++ticks % 5 === 0 && ui.game.finished === null && !ui.game.isPaused()) keepTime();
}

/** Starts the clock's watch over the page's visibility and life cycle. */
export function watchAway() {
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? leave() : back()));
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  document.addEventListener('freeze', leave);
  document.addEventListener('resume', back);
  setInterval(everySecond, 1000);
}
