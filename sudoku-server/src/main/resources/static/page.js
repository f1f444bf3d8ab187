// What the page's parts share: the game shown, the selection, the marks on the board, the
// player's preferences, and small helpers (messages, escaping, saving).
import { t } from './i18n.js';

export const $ = (id) => document.getElementById(id);
export const STORE = 'sudoku.game.v1';
export const PREFS = 'sudoku.prefs.v1';
export const COLOURS = 6;
export const LONG_PRESS = 500;

export const ui = {
  game: null,
  selected: 40,
  pencil: false,
  marks: { hint: new Set(), hint2: new Set(), wrong: new Set(), elim: new Map(), keep: new Map() },
  hint: { key: '', level: 0 },
  explanation: null,
  /** The digit highlighted on the board (its cells and candidates), 0 for none. */
  focus: 0,
  /** Whether the palette colours candidates (the highlighted digit) rather than cells. */
  colourMarks: false,
  prefs: { autoMarks: false },
  /** When a long press last removed a mark (the context menu that follows it does nothing). */
  pressed: 0,
  /** The technique trainer's position on the board ({kept: the player's game, technique, step, start}), or null. */
  training: null,
};

/** The state the board shows: the game, or the explanation's step being viewed. */
export function view() {
  return ui.explanation && ui.explanation.active ? ui.explanation.view() : ui.game;
}

export const digitsOf = (m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)));

export function say(html, tone = '') {
  const m = $('message');
  m.className = tone;
  m.innerHTML = html;
}

export const esc = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function clearMarks() {
  ui.marks = { hint: new Set(), hint2: new Set(), wrong: new Set(), elim: new Map(), keep: new Map() };
}

export function save() {
  // a trainer's position is not kept: the player's own game is
  try { localStorage.setItem(STORE, JSON.stringify(ui.training ? ui.training.kept : ui.game)); } catch (e) { /* private mode: no saving */ }
}

export function savePrefs() {
  try { localStorage.setItem(PREFS, JSON.stringify(ui.prefs)); } catch (e) { /* private mode */ }
}

/** Whether the grid can be written on now (not an explanation's step, not paused). */
export const writable = () => !(ui.explanation && ui.explanation.active) && !ui.game.isPaused();

/** A level's name in the page's language (the server's name when the catalogue has none). */
export function levelName(level) {
  const key = `level_${level}`;
  const name = t(key);
  return name === key ? level : name;
}
