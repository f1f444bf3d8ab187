// A small stock of puzzles kept on the device (localStorage), topped up while the server
// answers, so that a new puzzle can be played without it. The service worker (sw.js) keeps
// the page's files.

const STORE = 'sudoku.stock.v1';
const SIZE = 6;

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(STORE));
    if (Array.isArray(s)) return s.filter((p) => p && typeof p.puzzle === 'string' && /^[1-9.]{81}$/.test(p.puzzle));
  } catch (e) { /* none yet */ }
  return [];
}

function keep(stock) {
  try { localStorage.setItem(STORE, JSON.stringify(stock.slice(0, SIZE))); } catch (e) { /* private mode */ }
}

/** Adds a puzzle of {@code level} to the stock when it is short, through {@code getPuzzle(level)}. */
export async function topUp(level, getPuzzle) {
  for (let i = 0; i < 1 && load().length < SIZE; i++) {
    try {
      const r = await getPuzzle(level);
      const stock = load();
      if (!stock.some((p) => p.puzzle === r.puzzle)) keep([...stock, { puzzle: r.puzzle, level: r.level || level }]);
    } catch (e) {
      return;
    }
  }
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

/** Registers the service worker, where the browser has them (https, or this machine). */
export function install() {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => { /* plays online only */ });
}
