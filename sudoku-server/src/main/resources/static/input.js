// The player's input: pointer, touch and keyboard, digits and pencil marks, colours, undo,
// pause. Each handler changes the store (store.js), which redraws the views.
import { t } from './i18n.js';
import { $, LONG_PRESS, say } from './page.js';
import { closePreview, save, savePrefs, state, update, view, writable } from './store.js';
import { changed, hint } from './play.js';

/** Selects the cell under the pointer; a long press removes the pencil mark under it. */
export function pointerDown(e, c) {
  e.preventDefault();
  if (closePreview()) return; // a refused grid (own.js) was shown: the game is back, nothing else
  select(c);
  $('board').focus({ preventScroll: true });
  if (e.button !== 0 || state.game.digits[c] || !state.game.marks[c]) return;
  const x = e.clientX, y = e.clientY;
  const timer = setTimeout(() => { done(); if (removeMarkAt(c, x, y)) state.pressed = Date.now(); }, LONG_PRESS);
  // on the window: the redraw that follows the selection replaces the element under the pointer
  const types = ['pointerup', 'pointercancel', 'pointermove'];
  const done = () => { clearTimeout(timer); for (const type of types) window.removeEventListener(type, cancel); };
  const cancel = (ev) => {
    if (ev.type === 'pointermove' && Math.hypot(ev.clientX - x, ev.clientY - y) < 10) return;
    done();
  };
  for (const type of types) window.addEventListener(type, cancel);
}

function select(c) {
  update((s) => {
    s.selected = Math.max(0, Math.min(80, c));
    const d = view().digits[s.selected];
    if (d) s.focus = d;
  });
}

/** The right mouse button on a cell: removes the mark under it (unless a long press just did). */
export function contextMenu(e, c) {
  e.preventDefault();
  if (Date.now() - state.pressed > 800) removeMarkAt(c, e.clientX, e.clientY);
}

/** A number on the pad: highlights its cells and candidates, and writes it unless the palette colours candidates. */
export function padDigit(d) {
  if (closePreview()) return;
  state.focus = d;
  if (!state.colourMarks) input(d);
  update();
}

export function input(d, asMark = false) {
  if (!writable()) return;
  const c = state.selected;
  const before = state.game.digits[c];
  const ok = state.pencil || asMark ? state.game.toggleMark(c, d) : state.game.setDigit(c, d);
  if (ok && state.prefs.autoMarks && !(state.pencil || asMark)) state.game.restoreMarks(c, before);
  if (ok) changed();
}

export function erase() {
  if (!writable()) return;
  const c = state.selected;
  const before = state.game.digits[c];
  if (!state.game.setDigit(c, 0)) return;
  if (state.prefs.autoMarks && before) state.game.restoreMarks(c, before);
  changed();
}

/** Removes the pencil mark under the point (x, y) of a cell, else the highlighted digit's mark; true when one went. */
export function removeMarkAt(c, x, y) {
  if (!writable() || state.game.digits[c]) return false;
  const r = $(`cell-${c}`).getBoundingClientRect();
  const col = Math.min(2, Math.max(0, Math.floor(((x - r.left) / r.width) * 3)));
  const row = Math.min(2, Math.max(0, Math.floor(((y - r.top) / r.height) * 3)));
  let d = row * 3 + col + 1;
  if (!(state.game.marks[c] & (1 << (d - 1)))) d = state.focus;
  if (!d || !state.game.removeMarks([[c, d]])) return false;
  changed(false);
  return true;
}

export function fillMarks() {
  if (!writable()) return;
  state.game.autoMarks();
  changed(false);
  say(t('marksFilled'));
}

export function toggleAutoMarks() {
  state.prefs.autoMarks = !state.prefs.autoMarks;
  savePrefs();
  if (state.prefs.autoMarks && writable()) fillMarks();
  else update();
}

/** Colours the selected cell, or its highlighted candidate; the same colour again takes it off. */
export function colour(n) {
  const g = state.game;
  const c = state.selected;
  if (state.colourMarks) {
    const d = state.focus;
    if (!d || g.digits[c] || !(g.marks[c] & (1 << (d - 1)))) return;
    const i = c * 9 + d - 1;
    g.markColors[i] = g.markColors[i] === n ? 0 : n;
  } else {
    g.colors[c] = g.colors[c] === n ? 0 : n;
  }
  save();
  update();
}

export function clearColours() {
  state.game.colors.fill(0);
  state.game.markColors.fill(0);
  save();
  update();
}

export function togglePause() {
  const g = state.game;
  if (g.finished !== null) return;
  if (g.isPaused()) {
    g.unpause();
    say('');
  } else {
    g.pause();
    say(t('pausedMessage'));
  }
  save();
  update();
}

export function onKey(e) {
  const t0 = e.target;
  if ($('ask').open) return;
  if (t0 instanceof HTMLInputElement || t0 instanceof HTMLTextAreaElement || t0 instanceof HTMLSelectElement) return;
  // a key on a refused grid (own.js) puts the game back, and does only that
  if (state.preview && !e.ctrlKey && !e.metaKey && !e.altKey && !['Shift', 'Tab'].includes(e.key)) {
    e.preventDefault();
    closePreview();
    return;
  }
  const c = state.selected;
  const k = e.key;
  if (k === ' ' && (t0 === document.body || t0 === $('board'))) { e.preventDefault(); togglePause(); return; }
  if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) { e.preventDefault(); (e.shiftKey ? redo : undo)(); return; }
  if ((e.ctrlKey || e.metaKey) && (k === 'y' || k === 'Y')) { e.preventDefault(); redo(); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const shifted = /^Digit[1-9]$/.test(e.code) && e.shiftKey;
  if (/^[1-9]$/.test(k) || shifted) {
    const d = shifted ? +e.code.slice(5) : +k;
    state.focus = d;
    input(d, e.shiftKey);
    update();
    e.preventDefault();
    return;
  }
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
  if (k in moves) {
    e.preventDefault();
    const col = c % 9;
    if ((k === 'ArrowLeft' && col === 0) || (k === 'ArrowRight' && col === 8)) return;
    if (c + moves[k] >= 0 && c + moves[k] < 81) select(c + moves[k]);
    return;
  }
  if (k === 'Backspace' || k === 'Delete' || k === '0' || k === '.') { e.preventDefault(); erase(); return; }
  if (k === 'p' || k === 'P' || k === 'n' || k === 'N') { togglePencil(); return; }
  if (k === 'f' || k === 'F') { fillMarks(); return; }
  if (k === 'h' || k === 'H') { hint(); }
}

export function togglePencil() { update((s) => { s.pencil = !s.pencil; }); }
export function undo() { if (writable() && state.game.undo()) changed(); }
export function redo() { if (writable() && state.game.redo()) changed(); }
