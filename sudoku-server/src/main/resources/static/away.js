// Honest time: the clock counts only the time the player can see the game. It stops while the
// page is hidden (another tab, the phone's screen off), frozen or closed, and when the page's
// scripts were suspended (the device slept), then says so; statistics count the same time.
import { clock } from './game.js';
import { t } from './i18n.js';
import { say } from './page.js';
import { save, state } from './store.js';
import { KEYS, read } from './storage.js';

/** The longest gap between two ticks of a page that kept running; more means it was suspended. */
const SUSPENDED = 4000;
let last = Date.now();
let ticks = 0;
/** Shows the time played (the timer's view, given by {@link watchAway}). */
let tick = () => {};

/**
 * Saves the time played, when the game saved is still this one: not when the site's data was
 * cleared meanwhile, nor when another tab saved another game.
 */
function keepTime() {
  const stored = read(KEYS.game);
  const mine = state.training ? state.training.kept : state.game;
  if (stored && JSON.stringify(stored.puzzle) === JSON.stringify(mine.puzzle)) save();
}

function leave() {
  if (!state.game) return;
  state.game.hold();
  keepTime();
}

function back() {
  if (!state.game || document.visibilityState === 'hidden') return;
  last = Date.now();
  const away = state.game.release();
  if (away >= 1000) say(t('awayStopped', { time: clock(away / 1000) }));
  keepTime();
  tick();
}

/** Once a second: notices a suspended page (the time it lost is left out), shows the time, keeps it saved. */
function everySecond() {
  const now = Date.now();
  const gap = now - last;
  last = now;
  if (state.game && gap > SUSPENDED && state.game.heldAt === null && !state.game.isPaused() && state.game.finished === null) {
    state.game.skip(gap - 1000);
    say(t('awayStopped', { time: clock((gap - 1000) / 1000) }));
  }
  tick();
  if (state.game && ++ticks % 5 === 0 && state.game.finished === null && !state.game.isPaused()) keepTime();
}

/** Starts the clock's watch over the page's visibility and life cycle; {@code showTime} draws the timer. */
export function watchAway(showTime) {
  tick = showTime;
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? leave() : back()));
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  document.addEventListener('freeze', leave);
  document.addEventListener('resume', back);
  setInterval(everySecond, 1000);
}
