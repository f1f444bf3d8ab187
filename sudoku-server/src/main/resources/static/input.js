// The player's input: pointer, touch and keyboard, digits and pencil marks, colours, undo,
// pause.
import { t } from './i18n.js';
import { $, LONG_PRESS, clearMarks, save, savePrefs, say, ui, view, writable } from './page.js';
import { render, tick } from './board.js';
import { check, hint } from './play.js';

/** Selects the cell under the pointer; a long press removes the pencil mark under it. */
export function pointerDown(e, c) {
  e.preventDefault();
  select(c);
  $('board').focus({ preventScroll: true });
  if (e.button !== 0 || ui.game.digits[c] || !ui.game.marks[c]) return;
  const x = e.clientX, y = e.clientY;
  const timer = setTimeout(() => { done(); if (removeMarkAt(c, x, y)) ui.pressed = Date.now(); }, LONG_PRESS);
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
  ui.selected = Math.max(0, Math.min(80, c));
  const d = view().digits[ui.selected];
  if (d) ui.focus = d;
  render();
}

/** After a change of the grid: saves, redraws, and checks a full grid (unless {@code autoCheck} is false). */
export function changed(autoCheck = true) {
  clearMarks();
  const done = ui.game.isFull() && ui.game.conflicts().size === 0;
  if (!done) ui.game.resume();
  save();
  render();
  tick();
  if (done && autoCheck) check(true);
}

export function input(d, asMark = false) {
  if (!writable()) return;
  const c = ui.selected;
  const before = ui.game.digits[c];
  const ok = ui.pencil || asMark ? ui.game.toggleMark(c, d) : ui.game.setDigit(c, d);
  if (ok && ui.prefs.autoMarks && !(ui.pencil || asMark)) ui.game.restoreMarks(c, before);
  if (ok) changed();
}

export function erase() {
  if (!writable()) return;
  const c = ui.selected;
  const before = ui.game.digits[c];
  if (!ui.game.setDigit(c, 0)) return;
  if (ui.prefs.autoMarks && before) ui.game.restoreMarks(c, before);
  changed();
}

/** Removes the pencil mark under the point (x, y) of a cell, else the highlighted digit's mark; true when one went. */
export function removeMarkAt(c, x, y) {
  if (!writable() || ui.game.digits[c]) return false;
  const r = $(`cell-${c}`).getBoundingClientRect();
  const col = Math.min(2, Math.max(0, Math.floor(((x - r.left) / r.width) * 3)));
  const row = Math.min(2, Math.max(0, Math.floor(((y - r.top) / r.height) * 3)));
  let d = row * 3 + col + 1;
  if (!(ui.game.marks[c] & (1 << (d - 1)))) d = ui.focus;
  if (!d || !ui.game.removeMarks([[c, d]])) return false;
  changed(false);
  return true;
}

export function fillMarks() {
  if (!writable()) return;
  ui.game.autoMarks();
  changed(false);
  say(t('marksFilled'));
}

export function toggleAutoMarks() {
  ui.prefs.autoMarks = !ui.prefs.autoMarks;
  savePrefs();
  if (ui.prefs.autoMarks && writable()) fillMarks();
  else render();
}

/** Colours the selected cell, or its highlighted candidate; the same colour again takes it off. */
export function colour(n) {
  const g = ui.game;
  const c = ui.selected;
  if (ui.colourMarks) {
    const d = ui.focus;
    if (!d || g.digits[c] || !(g.marks[c] & (1 << (d - 1)))) return;
    const i = c * 9 + d - 1;
    g.markColors[i] = g.markColors[i] === n ? 0 : n;
  } else {
    g.colors[c] = g.colors[c] === n ? 0 : n;
  }
  save();
  render();
}

export function clearColours() {
  ui.game.colors.fill(0);
  ui.game.markColors.fill(0);
  save();
  render();
}

export function togglePause() {
  const g = ui.game;
  if (g.finished !== null) return;
  if (g.isPaused()) {
    g.unpause();
    say('');
  } else {
    g.pause();
    say(t('pausedMessage'));
  }
  save();
  render();
  tick();
}

export function onKey(e) {
  const t0 = e.target;
  if ($('ask').open) return;
  if (t0 instanceof HTMLInputElement || t0 instanceof HTMLTextAreaElement || t0 instanceof HTMLSelectElement) return;
  const c = ui.selected;
  const k = e.key;
  if (k === ' ' && (t0 === document.body || t0 === $('board'))) { e.preventDefault(); togglePause(); return; }
  if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) { e.preventDefault(); (e.shiftKey ? redo : undo)(); return; }
  if ((e.ctrlKey || e.metaKey) && (k === 'y' || k === 'Y')) { e.preventDefault(); redo(); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const shifted = /^Digit[1-9]$/.test(e.code) && e.shiftKey;
  if (/^[1-9]$/.test(k) || shifted) {
    const d = shifted ? +e.code.slice(5) : +k;
    ui.focus = d;
    input(d, e.shiftKey);
    render();
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

export function togglePencil() { ui.pencil = !ui.pencil; render(); }
export function undo() { if (writable() && ui.game.undo()) changed(); }
export function redo() { if (writable() && ui.game.redo()) changed(); }
