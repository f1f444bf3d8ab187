// What the page keeps on this device (localStorage), in one place: each thing under its own key.
// A read that fails (private mode, nothing kept, a broken value) gives null; a write that fails
// (private mode, no room left) is skipped and says so by returning false.

export const KEYS = {
  game: 'sudoku.game.v1',
  prefs: 'sudoku.prefs.v1',
  lang: 'sudoku.lang',
  email: 'sudoku.email',
  stats: 'sudoku.stats.v1',
  stock: 'sudoku.stock.v1',
  daily: 'sudoku.daily.v1',
  variants: 'sudoku.variants.v1',
};

/** The text kept under {@code key}, or null. */
export function readText(key) {
  try { return localStorage.getItem(key); } catch (e) { return null; }
}

/** Keeps {@code text} under {@code key}; false when it could not be kept. */
export function writeText(key, text) {
  try { localStorage.setItem(key, text); return true; } catch (e) { return false; }
}

/** The value kept as JSON under {@code key}, or null. */
export function read(key) {
  try { return JSON.parse(readText(key)); } catch (e) { return null; }
}

/** Keeps {@code value} as JSON under {@code key}; false when it could not be kept. */
export const write = (key, value) => writeText(key, JSON.stringify(value));
