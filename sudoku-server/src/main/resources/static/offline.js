// A stock of puzzles kept on the device (storage.js), topped up while the server answers: up to
// PER_LEVEL of each level, and the daily puzzle, so that new games can be played without it. The
// page says when it is offline. The service worker (sw.js) keeps the page's files.

import { KEYS, read, write } from './storage.js';

/** Puzzles kept per level. */
export const PER_LEVEL = 20;
/** The pause between two puzzles fetched for the stock: gentle on the server and its rate limits. */
const EVERY = 15000;

function load() {
  const s = read(KEYS.stock);
  return Array.isArray(s) ? s.filter((p) => p && typeof p.puzzle === 'string' && /^[1-9.]{81}$/.test(p.puzzle)) : [];
}

const keep = (stock) => write(KEYS.stock, stock);

/** How many puzzles of {@code level} are kept. */
export const stocked = (level) => load().filter((p) => p.level === level).length;

/** Adds one puzzle of {@code level} through {@code getPuzzle(level)} when its stock is short; false when the server did not answer. */
async function addOne(level, getPuzzle) {
  if (stocked(level) >= PER_LEVEL) return true;
  try {
    const r = await getPuzzle(level);
    const stock = load();
    if (!stock.some((p) => p.puzzle === r.puzzle)) keep([...stock, { puzzle: r.puzzle, level: r.level || level }]);
    return true;
  } catch (e) {
    return false;
  }
}

/**
 * Keeps the stock topped up: first a puzzle of {@code first} (the level picked), then one puzzle at
 * a time, every {@link EVERY} ms, of the level shortest of its {@link PER_LEVEL}; and today's daily
 * puzzle through {@code getDaily()}.
 */
export async function topUp(first, levels, getPuzzle, getDaily) {
  await addOne(first, getPuzzle);
  try {
    const d = await getDaily();
    write(KEYS.daily, { date: d.date, puzzle: d.puzzle, level: d.level });
  } catch (e) { /* offline: the one kept stays */ }
  const next = async () => {
    const short = levels.filter((l) => stocked(l) < PER_LEVEL).sort((a, b) => stocked(a) - stocked(b))[0];
    if (short && navigator.onLine !== false) await addOne(short, getPuzzle);
    setTimeout(next, EVERY);
  };
  setTimeout(next, EVERY);
}

/** Takes a puzzle out of the stock, of {@code level} when there is one; null when the stock is empty. */
export function take(level) {
  const stock = load();
  if (!stock.length) return null;
  const i = Math.max(0, stock.findIndex((p) => p.level === level));
  const [p] = stock.splice(i, 1);
  keep(stock);
  return p;
}

/** The daily puzzle kept on the device for {@code date} (yyyy-mm-dd, UTC), or null. */
export function keptDaily(date) {
  const d = read(KEYS.daily);
  return d && d.date === date && typeof d.puzzle === 'string' && /^[1-9.]{81}$/.test(d.puzzle) ? d : null;
}

/** Shows {@code el} while the browser says it is offline or the last call to the server found no server (api.js). */
export function showOffline(el) {
  let unreachable = false;
  const update = () => { el.hidden = navigator.onLine !== false && !unreachable; };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  document.addEventListener('server', (e) => { unreachable = !e.detail.reached; update(); });
  update();
}

/** Registers the service worker, where the browser has them (https, or this machine). */
export function install() {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => { /* plays online only */ });
}
