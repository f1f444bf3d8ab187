// The page's one store: the state (the game on the board and what is shown over it, the selection,
// the highlights, the player's preferences), `update` to change it, and `subscribe` for the views
// that redraw after each change (app.js subscribes them). Nothing else holds page state.
import { cellIndex } from './game.js';
import { KEYS, write } from './storage.js';

const noMarks = () => ({ hint: new Set(), hint2: new Set(), wrong: new Set(), elim: new Map(), keep: new Map() });

export const state = {
  game: null,
  selected: 40,
  pencil: false,
  /** The highlights on the board: a hint's or step's cells and candidates, wrong digits. */
  marks: noMarks(),
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
  /** A grid of the player's own that was refused (own.js), shown over the game until the player acts, or null. */
  preview: null,
};

const views = [];

/** Calls {@code view(state)} after every {@link update}. */
export function subscribe(view) { views.push(view); }

/** Applies {@code change(state)} when given, then redraws every subscribed view (once a game is there). */
export function update(change) {
  if (change) change(state);
  if (state.game) for (const v of views) v(state);
}

/** The state the board shows: a refused grid, the explanation's step being viewed, or the game. */
export function view() {
  if (state.preview) return state.preview;
  return state.explanation && state.explanation.active ? state.explanation.view() : state.game;
}

/** Whether the grid can be written on now (not a refused grid or an explanation's step, not paused). */
export const writable = () => !state.preview && !(state.explanation && state.explanation.active) && !state.game.isPaused();

export function clearMarks() { state.marks = noMarks(); }

/** Highlights a hint's or a step's cells: pattern, area, mistakes, eliminated and placed candidates. */
export function highlight(r) {
  clearMarks();
  (r.cells || []).map(cellIndex).forEach((c) => state.marks.hint.add(c));
  (r.secondary || []).map(cellIndex).forEach((c) => state.marks.hint2.add(c));
  (r.mistakes || []).map(cellIndex).forEach((c) => state.marks.wrong.add(c));
  const add = (map, x) => { const c = cellIndex(x.cell); map.set(c, (map.get(c) || 0) | (1 << (x.digit - 1))); };
  (r.eliminations || []).forEach((e) => add(state.marks.elim, e));
  (r.placements || []).forEach((p) => add(state.marks.keep, p));
}

/** Shows {@code game} (a refused grid) over the player's game, {@code cells} marked wrong. */
export function showPreview(game, cells = []) {
  update((s) => {
    s.preview = game;
    clearMarks();
    cells.forEach((c) => s.marks.wrong.add(c));
  });
}

/** Puts the player's game back on the board after a refused grid was shown; true when one was. */
export function closePreview() {
  if (!state.preview) return false;
  update((s) => { s.preview = null; clearMarks(); });
  return true;
}

/** Keeps the game on the device (a trainer's position is not kept: the player's own game is). */
export function save() { write(KEYS.game, state.training ? state.training.kept : state.game); }

export function savePrefs() { write(KEYS.prefs, state.prefs); }
