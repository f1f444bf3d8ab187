// The page: renders the game, takes mouse, touch and keyboard input, and asks the API for
// puzzles, checks, hints, solutions and explanations.
import { get, post } from './api.js';
import { Game, cellName, cellIndex, parseLine, clock, WINDOWS } from './game.js';
import { Explanation } from './explain.js';
import { setupChallenge, resetChallenge } from './challenge.js';
import { ask } from './dialog.js';
import { t, setLanguage, initialLanguage, language } from './i18n.js';
import * as stats from './stats.js';
import { layout } from './print.js';
import * as offline from './offline.js';

const $ = (id) => document.getElementById(id);
const STORE = 'sudoku.game.v1';
const PREFS = 'sudoku.prefs.v1';
const COLOURS = 6;
const LONG_PRESS = 500;

const ui = {
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
};

// ---- rendering -------------------------------------------------------------------------------

function buildBoard() {
  const board = $('board');
  for (let r = 0; r < 9; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'cells';
    for (let k = 0; k < 9; k++) {
      const c = r * 9 + k;
      const cell = document.createElement('div');
      cell.className = `cell r${r} c${k}`;
      cell.id = `cell-${c}`;
      cell.dataset.cell = c;
      cell.setAttribute('role', 'gridcell');
      cell.addEventListener('pointerdown', (e) => pointerDown(e, c));
      cell.addEventListener('contextmenu', (e) => {
        e.preventDefault();
        if (Date.now() - ui.pressed > 800) removeMarkAt(c, e.clientX, e.clientY);
      });
      row.appendChild(cell);
    }
    board.appendChild(row);
  }
  const pad = $('pad');
  for (let d = 1; d <= 9; d++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.digit = d;
    b.innerHTML = `${d}<span class="left" aria-hidden="true"></span>`;
    // a number highlights its cells and candidates; it is written too, unless the palette colours candidates
    b.addEventListener('click', () => { ui.focus = d; if (!ui.colourMarks) input(d); render(); });
    pad.appendChild(b);
  }
  const colours = $('colours');
  for (let n = 1; n <= COLOURS; n++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `swatch k${n}`;
    b.dataset.colour = n;
    b.setAttribute('aria-pressed', 'false');
    b.addEventListener('click', () => colour(n));
    colours.appendChild(b);
  }
  colours.insertAdjacentHTML('beforeend', '<button id="colour-marks" type="button" aria-pressed="false" data-t="colourTarget"'
    + ' data-t-title="colourTargetTitle"></button><button id="clear-colours" type="button" data-t="clearColours"></button>');
}

/** Draws a variant's rules on the board: X's diagonals, Windoku's windows, jigsaw regions, killer cages. */
function drawRules(rules) {
  const parts = (rules?.variant || 'classic').split('-');
  const regions = rules?.regions || null;
  const windows = new Set();
  if (parts.includes('windoku')) for (const w of WINDOWS) for (let i = 0; i < 9; i++) windows.add(w + Math.floor(i / 3) * 9 + (i % 3));
  const board = $('board');
  board.classList.toggle('jigsaw', !!regions);
  board.classList.toggle('killer', !!rules?.cages);
  board.querySelectorAll('.cell').forEach((el, c) => {
    el.classList.toggle('win', windows.has(c));
    el.classList.toggle('jr', !!regions && c % 9 < 8 && regions[c] !== regions[c + 1]);
    el.classList.toggle('jb', !!regions && c < 72 && regions[c] !== regions[c + 9]);
  });
  let svg = parts.includes('x')
    ? '<line class="diagonal" x1="0" y1="0" x2="9" y2="9"/><line class="diagonal" x1="9" y1="0" x2="0" y2="9"/>' : '';
  for (const cage of rules?.cages || []) {
    const cells = cage.cells.map(cellIndex);
    const first = Math.min(...cells);
    svg += `<path class="cage" d="${cagePath(cells)}"/><text class="cage-sum" x="${(first % 9) + 0.08}" `
      + `y="${Math.floor(first / 9) + 0.3}">${Number(cage.sum)}</text>`;
  }
  $('overlay').innerHTML = svg;
}

/**
 * A cage's outline, inset into its cells, as an SVG path in cell units: each side with no cage cell
 * beyond it, its ends drawn out to meet the next side (at an inner corner, past the cell's edge).
 */
function cagePath(cells) {
  const inside = new Set(cells);
  const has = (r, k) => r >= 0 && r < 9 && k >= 0 && k < 9 && inside.has(r * 9 + k);
  const inset = 0.1;
  const f = (v) => +v.toFixed(3);
  let d = '';
  for (const c of cells) {
    const r = Math.floor(c / 9), k = c % 9;
    for (const [nx, ny] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {
      if (has(r + ny, k + nx)) continue;
      const [ux, uy] = [ny, nx];
      const [a, b] = [-1, 1].map((s) => {
        const along = !has(r + uy * s, k + ux * s) ? 0.5 - inset : has(r + uy * s + ny, k + ux * s + nx) ? 0.5 + inset : 0.5;
        return `${f(k + 0.5 + nx * (0.5 - inset) + ux * s * along)} ${f(r + 0.5 + ny * (0.5 - inset) + uy * s * along)}`;
      });
      d += `M${a}L${b}`;
    }
  }
  return d;
}

/** Selects the cell under the pointer; a long press removes the pencil mark under it. */
function pointerDown(e, c) {
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

/** The state the board shows: the game, or the explanation's step being viewed. */
function view() {
  return ui.explanation && ui.explanation.active ? ui.explanation.view() : ui.game;
}

const digitsOf = (m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)));

function render() {
  const g = view();
  const conflicts = g.conflicts();
  const sel = ui.selected;
  const focus = ui.focus;
  const peerSet = new Set(g.peers(sel));
  const cells = $('board').querySelectorAll('.cell');
  const colours = ui.game.colors;
  const markColours = ui.game.markColors;
  for (let c = 0; c < 81; c++) {
    const el = cells[c];
    const d = g.digits[c];
    el.classList.toggle('given', g.puzzle[c] !== 0);
    el.classList.toggle('selected', c === sel);
    el.classList.toggle('peer', peerSet.has(c));
    el.classList.toggle('same', focus !== 0 && d === focus && c !== sel);
    el.classList.toggle('conflict', conflicts.has(c));
    el.classList.toggle('hint', ui.marks.hint.has(c));
    el.classList.toggle('hint2', ui.marks.hint2.has(c));
    el.classList.toggle('wrong', ui.marks.wrong.has(c));
    for (let n = 1; n <= COLOURS; n++) el.classList.toggle(`k${n}`, colours[c] === n);
    let label = t('cellLabel', { r: Math.floor(c / 9) + 1, c: (c % 9) + 1 });
    el.setAttribute('aria-selected', c === sel ? 'true' : 'false');
    if (d) {
      el.textContent = d;
      label += `, ${d}${g.puzzle[c] ? `, ${t('cellGiven')}` : ''}`;
    } else {
      const m = g.marks[c];
      const elim = ui.marks.elim.get(c) || 0;
      const keep = ui.marks.keep.get(c) || 0;
      let html = '';
      if (m || elim || keep) {
        html = '<div class="marks" aria-hidden="true">';
        for (let k = 1; k <= 9; k++) {
          const bit = 1 << (k - 1);
          const shown = (m | elim | keep) & bit;
          const cls = [elim & bit ? 'elim' : keep & bit ? 'keep' : '', shown && k === focus ? 'hl' : '',
            shown && markColours[c * 9 + k - 1] ? `k${markColours[c * 9 + k - 1]}` : ''].filter((x) => x).join(' ');
          html += `<span${cls ? ` class="${cls}"` : ''}>${shown ? k : ''}</span>`;
        }
        html += '</div>';
      }
      el.innerHTML = html;
      label += `, ${t('cellEmpty')}`;
      if (m) label += `, ${t('cellCandidates', { list: digitsOf(m).join(' ') })}`;
    }
    el.setAttribute('aria-label', label);
  }
  $('board').setAttribute('aria-activedescendant', `cell-${sel}`);
  const counts = g.counts();
  for (const b of $('pad').children) {
    const d = +b.dataset.digit;
    b.querySelector('.left').textContent = 9 - counts[d] > 0 ? 9 - counts[d] : '';
    b.disabled = counts[d] >= 9 && !ui.pencil;
    b.setAttribute('aria-label', t('digitN', { d }));
    b.classList.toggle('focus', d === focus);
  }
  for (const b of $('colours').querySelectorAll('.swatch')) {
    const n = +b.dataset.colour;
    const on = ui.colourMarks ? focus && markColours[sel * 9 + focus - 1] === n : colours[sel] === n;
    b.setAttribute('aria-pressed', String(!!on));
    b.setAttribute('aria-label', t('colourN', { n }));
  }
  $('colour-marks').setAttribute('aria-pressed', String(ui.colourMarks));
  $('pencil').setAttribute('aria-pressed', String(ui.pencil));
  $('auto-marks').setAttribute('aria-pressed', String(ui.prefs.autoMarks));
  $('undo').disabled = !ui.game.past.length;
  $('redo').disabled = !ui.game.future.length;
  const game = ui.game;
  const paused = game.isPaused();
  $('pause').setAttribute('aria-pressed', String(paused));
  $('paused-cover').hidden = !paused;
  document.querySelector('.board-wrap').classList.toggle('paused', paused);
  let info = game.daily ? t('infoDaily', { date: game.daily })
    : game.served || game.level ? t('infoPuzzle', { level: levelName(game.level) }) : t('infoOwn');
  if (game.rules) {
    const name = t(`variant_${game.rules.variant.split('-')[0]}`);
    info = game.level ? `${name} · ${info}` : name;
  }
  if (game.isChallenge() && game.assisted) info += t('infoAssisted');
  $('puzzle-info').textContent = `${info} · ${t('infoEmpty', { n: 81 - game.puzzle.filter((x) => x).length })} · ${cellName(sel)}`;
}

function say(html, tone = '') {
  const m = $('message');
  m.className = tone;
  m.innerHTML = html;
}

const esc = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function clearMarks() {
  ui.marks = { hint: new Set(), hint2: new Set(), wrong: new Set(), elim: new Map(), keep: new Map() };
}

function save() {
  try { localStorage.setItem(STORE, JSON.stringify(ui.game)); } catch (e) { /* private mode: no saving */ }
}

function savePrefs() {
  try { localStorage.setItem(PREFS, JSON.stringify(ui.prefs)); } catch (e) { /* private mode */ }
}

// ---- input -----------------------------------------------------------------------------------

function select(c) {
  ui.selected = Math.max(0, Math.min(80, c));
  const d = view().digits[ui.selected];
  if (d) ui.focus = d;
  render();
}

/** Whether the grid can be written on now (not an explanation's step, not paused). */
const writable = () => !(ui.explanation && ui.explanation.active) && !ui.game.isPaused();

/** After a change of the grid: saves, redraws, and checks a full grid (unless {@code autoCheck} is false). */
function changed(autoCheck = true) {
  clearMarks();
  const done = ui.game.isFull() && ui.game.conflicts().size === 0;
  if (!done) ui.game.resume();
  save();
  render();
  tick();
  if (done && autoCheck) check(true);
}

function input(d, asMark = false) {
  if (!writable()) return;
  const c = ui.selected;
  const before = ui.game.digits[c];
  const ok = ui.pencil || asMark ? ui.game.toggleMark(c, d) : ui.game.setDigit(c, d);
  if (ok && ui.prefs.autoMarks && !(ui.pencil || asMark)) ui.game.restoreMarks(c, before);
  if (ok) changed();
}

function erase() {
  if (!writable()) return;
  const c = ui.selected;
  const before = ui.game.digits[c];
  if (!ui.game.setDigit(c, 0)) return;
  if (ui.prefs.autoMarks && before) ui.game.restoreMarks(c, before);
  changed();
}

/** Removes the pencil mark under the point (x, y) of a cell, else the highlighted digit's mark; true when one went. */
function removeMarkAt(c, x, y) {
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

function fillMarks() {
  if (!writable()) return;
  ui.game.autoMarks();
  changed(false);
  say(t('marksFilled'));
}

function toggleAutoMarks() {
  ui.prefs.autoMarks = !ui.prefs.autoMarks;
  savePrefs();
  if (ui.prefs.autoMarks && writable()) fillMarks();
  else render();
}

/** Colours the selected cell, or its highlighted candidate; the same colour again takes it off. */
function colour(n) {
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

function clearColours() {
  ui.game.colors.fill(0);
  ui.game.markColors.fill(0);
  save();
  render();
}

function togglePause() {
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

function onKey(e) {
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

function togglePencil() { ui.pencil = !ui.pencil; render(); }
function undo() { if (writable() && ui.game.undo()) changed(); }
function redo() { if (writable() && ui.game.redo()) changed(); }

// ---- games -----------------------------------------------------------------------------------

function start(game, message = '') {
  closeExplanation();
  if (ui.prefs.autoMarks && !game.isTouched()) game.autoMarks(false);
  ui.game = game;
  drawRules(game.rules);
  ui.hint = { key: '', level: 0 };
  ui.selected = 40;
  ui.focus = 0;
  clearMarks();
  save();
  render();
  say(message);
  tick();
  resetChallenge();
  $('steps').innerHTML = '';
  $('rating').textContent = '';
}

/** A game in progress: written on (digits; marks too unless they are written automatically), and not solved yet. */
const inProgress = () => ui.game && ui.game.finished === null
  && (ui.prefs.autoMarks ? ui.game.digits.some((d, c) => d !== ui.game.puzzle[c]) : ui.game.isTouched());

/** Asks before a game in progress is thrown away; resolves to whether to go on. */
async function mayLeave() {
  return !inProgress() || ask({ title: t('askNewTitle'), text: t('askNewText'), yes: t('askNewYes'), no: t('askNewNo') });
}

async function newGame() {
  if (!(await mayLeave())) return;
  const level = $('level').value;
  const variant = $('variant').value;
  say(t('gettingPuzzle'));
  try {
    if (variant !== 'classic') {
      await newVariant(variant, level);
      return;
    }
    const r = await get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(level)}`);
    const game = new Game(parseLine(r.puzzle), true, r.level || level);
    if (r.challenge !== undefined && r.challenge !== null && r.challenge !== '') game.challenge = String(r.challenge);
    start(game, t('newGame', { level: esc(levelName(r.level || level)) }));
  } catch (e) {
    if (e.offline) playOffline(level);
    else say(esc(e.message), 'bad');
  }
}

/**
 * A fresh puzzle of a variant, from the generator: at the level picked when it can be made in time,
 * else at any level. A killer is asked for without a level: one at a level is found by drawing
 * cage layouts until one rates in it, longer than a player waits.
 */
async function newVariant(variant, level) {
  let r;
  try {
    r = await post('api/generate', variant === 'killer' ? { variant } : { variant, level });
  } catch (e) {
    if (e.offline || variant === 'killer') throw e;
    r = await post('api/generate', { variant });
  }
  const p = r.puzzles[0];
  const rules = { variant: p.variant };
  if (p.regions) rules.regions = p.regions;
  if (p.cages) rules.cages = p.cages;
  start(new Game(parseLine(p.puzzle), false, p.level || '', rules),
    t('newVariant', { variant: esc(t(`variant_${variant}`)), level: esc(p.level ? levelName(p.level) : '') }));
}

/** Without the server: a puzzle from the stock kept on this device, if any. */
function playOffline(level) {
  const p = offline.take(level);
  if (!p) { say(t('offlineNone'), 'bad'); return; }
  start(new Game(parseLine(p.puzzle), false, p.level), t('offlineGame'));
}

/** A level's name in the page's language (the server's name when the catalogue has none). */
function levelName(level) {
  const key = `level_${level}`;
  const name = t(key);
  return name === key ? level : name;
}

async function daily() {
  if (!(await mayLeave())) return;
  say(t('gettingPuzzle'));
  try {
    const r = await get('api/daily');
    const game = new Game(parseLine(r.puzzle), false, r.level);
    game.daily = r.date;
    start(game, t('dailyGame', { date: esc(r.date) }));
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

/**
 * Before Solve, Hint or the explanation in a challenge: warns once that help makes the challenge
 * assisted (accepted, not ranked). Resolves to whether to go on.
 */
async function mayHelp() {
  const g = ui.game;
  if (!g.isChallenge() || g.assisted) return true;
  const yes = await ask({ title: t('askHelpTitle'), text: t('askHelpText'), yes: t('askHelpYes'), no: t('askHelpNo') });
  if (yes && ui.game === g) {
    g.assisted = true;
    save();
    render();
  }
  return yes && ui.game === g;
}

/** A request body, with the challenge id while a challenge is played (the server marks help on it). */
const withChallenge = (body) => (ui.game.isChallenge() ? { ...body, challenge: ui.game.challenge } : body);
/** A request for the solver's texts: in the page's language, and naming the challenge if any. */
const inPageLanguage = (body) => withChallenge({ ...body, lang: language() });

/** A short celebration on the board (none where the player asked for less motion: style.css). */
function celebrate() {
  const wrap = document.querySelector('.board-wrap');
  wrap.classList.remove('celebrate');
  void wrap.offsetWidth;
  wrap.classList.add('celebrate');
  setTimeout(() => wrap.classList.remove('celebrate'), 2500);
}

async function check(auto = false) {
  const game = ui.game;
  const grid = game.gridLine();
  try {
    const r = await post('api/validate', { ...game.request(), grid });
    if (ui.game !== game || game.gridLine() !== grid) return; // the grid changed meanwhile: that check is stale
    clearMarks();
    const g = r.grid;
    if (g.solved) {
      solved(r.unique);
    } else if (!r.valid) {
      say(esc(r.message), 'bad');
    } else {
      const wrong = (g.mistakes || []).concat(g.changed_clues || []);
      wrong.map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
      const cells = wrong.map(esc).join(', ');
      if (wrong.length) say(t(wrong.length > 1 ? 'wrongDigits' : 'wrongDigit', { n: wrong.length, cells }), 'bad');
      else if (!auto) say(t('noMistakes', { n: g.filled }), 'good');
    }
    render();
  } catch (e) {
    // offline, a full grid without a clash is solved: the stocked puzzles have one solution
    if (e.offline && ui.game === game && game.gridLine() === grid && game.isFull() && !game.conflicts().size) solved(true);
    else say(esc(e.message), 'bad');
  }
}

/** The grid is solved: stops the timer, counts the game, celebrates. */
function solved(unique) {
  ui.game.finish();
  const time = clock(ui.game.elapsed() / 1000);
  if (unique) {
    if (stats.record(ui.game)) {
      celebrate();
      stats.render($('stats'));
    }
    say(`${t('solvedIn', { time })} ${ui.game.served ? t('sendDiagonal') : ''}`, 'good');
  } else {
    say(t('notUniqueFull', { time }), 'bad');
  }
  save();
  tick();
  render();
}

const marksList = () => ui.game.marks.map((m) => digitsOf(m).join(''));

async function hint() {
  if (!writable()) return;
  if (!(await mayHelp())) return;
  const key = ui.game.gridLine() + ui.game.marks.join(',');
  ui.hint.level = ui.hint.key === key ? Math.min(3, ui.hint.level + 1) : 1;
  ui.hint.key = key;
  try {
    const r = await post('api/hint', inPageLanguage({
      ...ui.game.request(), grid: ui.game.gridLine(), candidates: marksList(), level: ui.hint.level,
    }));
    showHint(r);
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

/** Points at the pencil marks that leave out a cell's digit (and at wrong digits, which come first). */
async function checkMarks() {
  if (!writable()) return;
  if (!ui.game.marks.some((m, c) => m && !ui.game.digits[c])) { say(t('marksNone')); return; }
  if (!(await mayHelp())) return;
  const game = ui.game;
  const key = game.gridLine() + game.marks.join(',');
  try {
    const r = await post('api/hint', inPageLanguage({
      ...game.request(), grid: game.gridLine(), candidates: marksList(), level: 1,
    }));
    if (ui.game !== game || game.gridLine() + game.marks.join(',') !== key) return;
    clearMarks();
    const h = hintMarks(r);
    if (h.mistakes.length) {
      h.mistakes.map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
      say(esc(r.text), 'bad');
    } else {
      say(t('marksFine'), 'good');
    }
    render();
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

/** Highlights a hint's or a step's cells: pattern, area, mistakes, eliminated and placed candidates. */
function highlight(r) {
  clearMarks();
  (r.cells || []).map(cellIndex).forEach((c) => ui.marks.hint.add(c));
  (r.secondary || []).map(cellIndex).forEach((c) => ui.marks.hint2.add(c));
  (r.mistakes || []).map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
  const add = (map, x) => { const c = cellIndex(x.cell); map.set(c, (map.get(c) || 0) | (1 << (x.digit - 1))); };
  (r.eliminations || []).forEach((e) => add(ui.marks.elim, e));
  (r.placements || []).forEach((p) => add(ui.marks.keep, p));
}

/** A hint as {@link highlight} reads it: a mistake's cells are the wrong ones; a step's candidates come from its step. */
function hintMarks(r) {
  const mistake = r.kind === 'mistake' || r.kind === 'missing_candidate';
  return {
    cells: mistake ? [] : r.cells || [], secondary: r.secondary || [], mistakes: mistake ? r.cells || [] : [],
    placements: r.step?.placements || [], eliminations: r.step?.eliminations || [],
  };
}

function showHint(r) {
  const h = hintMarks(r);
  highlight(h);
  const more = r.level < 3 && !h.mistakes.length ? ` <i>${t('askAgain')}</i>` : '';
  const apply = r.level === 3 && (h.placements.length || h.eliminations.length)
    ? ` <button id="apply-hint" type="button">${t('apply')}</button>` : '';
  say(`${t('hintN', { n: r.level })} ${esc(r.text)}${more}${apply}`, h.mistakes.length ? 'bad' : '');
  const b = $('apply-hint');
  if (b) b.addEventListener('click', () => applyHint(h));
  render();
}

function applyHint(r) {
  let changedAny = false;
  for (const p of r.placements || []) changedAny = ui.game.setDigit(cellIndex(p.cell), p.digit) || changedAny;
  changedAny = ui.game.removeMarks((r.eliminations || []).map((e) => [cellIndex(e.cell), e.digit])) || changedAny;
  if (changedAny) changed();
  say(t('hintApplied'));
}

async function solve() {
  if (ui.game.isPaused()) return;
  if (!(await mayHelp())) return;
  const game = ui.game;
  try {
    const r = await post('api/solve', withChallenge(game.request()));
    if (ui.game !== game) return;
    if (!r.solution) { say(t('noSolution', { reason: esc(r.reason || t('contradict')) }), 'bad'); return; }
    // from where the player is: digits that differ from the solution are pointed out, not overwritten
    const wrong = r.unique ? game.digits.map((d, c) => (d && !game.puzzle[c] && String(d) !== r.solution[c] ? c : -1))
      .filter((c) => c >= 0) : [];
    if (wrong.length) {
      clearMarks();
      wrong.forEach((c) => ui.marks.wrong.add(c));
      render();
      say(t(wrong.length > 1 ? 'wrongDigits' : 'wrongDigit', { n: wrong.length, cells: wrong.map(cellName).join(', ') }), 'bad');
      return;
    }
    game.setAll(parseLine(r.solution));
    game.finish();
    game.counted = true; // shown, not solved: not in the statistics
    changed(false);
    say(r.unique ? t('solvedUndo') : t('oneOfSeveral'), r.unique ? 'good' : 'bad');
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

function restart() {
  if (!writable()) return;
  ui.game.setAll(ui.game.puzzle);
  if (ui.prefs.autoMarks) ui.game.autoMarks(false);
  changed();
  say(t('restarted'));
}

function pasted() {
  const text = $('paste-text').value;
  const cells = parseLine(text);
  if (!cells) {
    const n = [...text].filter((ch) => !/[\s|+\-]/.test(ch)).length;
    say(t('notAPuzzle', { n }), 'bad');
    return null;
  }
  return cells;
}

// ---- share and print -------------------------------------------------------------------------

/** A link to the puzzle: #p= and its 81 characters, or for a variant #v= and its rules as JSON. */
const shareLink = (game) => `${location.origin}${location.pathname}`
  + (game.rules ? `#v=${encodeURIComponent(JSON.stringify(game.request()))}` : `#p=${game.puzzleLine()}`);

/** The game of a variant link's JSON ({variant, puzzle, regions, cages}), or null when it is not one. */
function sharedVariant(text) {
  let o;
  try { o = JSON.parse(decodeURIComponent(text)); } catch (e) { return null; }
  const cells = typeof o?.puzzle === 'string' ? parseLine(o.puzzle) : null;
  if (!cells || typeof o.variant !== 'string' || !/^[a-z-]{1,40}$/.test(o.variant)) return null;
  const rules = { variant: o.variant };
  if (o.regions !== undefined) {
    if (typeof o.regions !== 'string' || o.regions.length !== 81) return null;
    rules.regions = o.regions;
  }
  if (o.cages !== undefined) {
    const cage = (c) => Number.isInteger(c?.sum) && Array.isArray(c.cells) && c.cells.every((n) => cellIndex(String(n)) >= 0);
    if (!Array.isArray(o.cages) || o.cages.length > 81 || !o.cages.every(cage)) return null;
    rules.cages = o.cages.map((c) => ({ sum: c.sum, cells: c.cells.map(String) }));
  }
  return new Game(cells, false, '', rules);
}

async function share() {
  const link = shareLink(ui.game);
  say(t('shareReady', { link: `<a id="share-link" href="${esc(link)}">${esc(link)}</a>` }));
  try {
    await navigator.clipboard.writeText(link);
    $('message').insertAdjacentText('beforeend', ` ${t('shareCopied')}`);
  } catch (e) { /* no clipboard here: the link is shown */ }
}

/** Starts the puzzle of a share link (#p=81 characters, or #v= a variant's rules), then takes it out of the address. */
async function openShared() {
  const m = /^#p=([1-9.0]{81})$/.exec(location.hash);
  const v = /^#v=(.{1,8000})$/.exec(location.hash);
  const game = m ? new Game(parseLine(m[1])) : v ? sharedVariant(v[1]) : null;
  if (!game) return false;
  history.replaceState(null, '', location.pathname + location.search);
  const same = (g) => JSON.stringify(g.request());
  if (ui.game && same(ui.game) === same(game)) return true;
  if (!(await mayLeave())) return true;
  start(game, t('sharedPuzzle'));
  return true;
}

async function print() {
  const perPage = $('print-four').checked ? 4 : 1;
  const withSolutions = $('print-solutions').checked;
  const game = ui.game;
  const puzzles = [{ line: game.puzzleLine(), title: $('puzzle-info').textContent.split(' · ').slice(0, 2).join(' · '),
    request: game.request() }];
  try {
    const level = game.level || $('level').value;
    for (let i = 1; i < perPage; i++) {
      const r = await get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(level)}`);
      puzzles.push({ line: r.puzzle, title: t('infoPuzzle', { level: r.level || level }) });
    }
    let solutions = null;
    if (withSolutions) {
      solutions = [];
      for (const p of puzzles) solutions.push((await post('api/solve', p.request || { puzzle: p.line })).solution || '');
    }
    layout($('print-sheet'), puzzles, perPage, solutions, t('printSolution'));
    window.print();
  } catch (e) {
    say(t('printFailed', { error: esc(e.message) }), 'bad');
  }
}

// ---- explanation -----------------------------------------------------------------------------

async function explain() {
  if (ui.game.isPaused()) return;
  if (!(await mayHelp())) return;
  $('explain').disabled = true;
  say(t('explaining'));
  try {
    // from where the player is: their digits and pencil marks (their mistakes are reported first)
    const game = ui.game;
    const start = game.isTouched() ? { digits: game.digits.slice(), marks: game.marks.slice() } : null;
    const r = await post('api/explain', inPageLanguage(start
      ? { ...game.request(), grid: game.gridLine(), candidates: marksList() }
      : game.request()));
    if (ui.game !== game) return;
    ui.explanation = new Explanation(game.puzzle, r.steps, start, game.rules);
    $('rating').textContent = r.rating ? t('rating', r) : '';
    const list = $('steps');
    list.innerHTML = '';
    r.steps.forEach((s, i) => {
      const li = document.createElement('li');
      li.innerHTML = `<span class="tech">${esc(s.technique)}</span>: ${esc(s.text)}`;
      li.tabIndex = 0;
      li.addEventListener('click', () => showStep(i));
      li.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); showStep(i); } });
      list.appendChild(li);
    });
    say(t('stepsPick', { n: r.steps.length }));
    showStep(0);
  } catch (e) {
    clearMarks();
    (e.details?.cells || []).map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
    render();
    say(esc(e.message), 'bad');
  } finally {
    $('explain').disabled = false;
  }
}

function showStep(i) {
  const x = ui.explanation;
  if (!x || !x.steps.length) return;
  x.go(i);
  const s = x.steps[x.index];
  highlight(s);
  (s.placements || []).forEach((p) => ui.marks.hint.add(cellIndex(p.cell)));
  [...$('steps').children].forEach((li, k) => li.classList.toggle('current', k === x.index));
  $('steps').children[x.index]?.scrollIntoView({ block: 'nearest' });
  $('explain-prev').disabled = x.index === 0;
  $('explain-next').disabled = x.index >= x.steps.length - 1;
  $('explain-close').disabled = false;
  say(t('stepN', { n: x.index + 1, total: x.steps.length, technique: esc(s.technique), text: esc(s.text) }));
  render();
}

function closeExplanation() {
  if (!ui.explanation) return;
  ui.explanation.active = false;
  $('explain-prev').disabled = true;
  $('explain-next').disabled = true;
  $('explain-close').disabled = true;
  [...$('steps').children].forEach((li) => li.classList.remove('current'));
  clearMarks();
  if (ui.game) render();
}

// ---- start -----------------------------------------------------------------------------------

/** Shows the time played; once the game is solved, its final time. */
function tick() {
  if (!ui.game) return;
  const tm = $('timer');
  tm.textContent = clock(ui.game.elapsed() / 1000);
  tm.classList.toggle('stopped', ui.game.finished !== null);
  tm.title = ui.game.finished !== null ? t('finalTime') : t('time');
}

async function loadLevels() {
  let levels = ['easy'];
  try { levels = (await get('api/levels')).levels; } catch (e) { /* keep the default */ }
  $('level').innerHTML = levels.map((l) => `<option value="${esc(l)}"></option>`).join('');
  nameLevels();
}

function nameLevels() {
  for (const o of $('level').options) o.textContent = levelName(o.value);
}

function switchLanguage(lang) {
  setLanguage(lang);
  $('lang').value = language();
  stats.render($('stats'));
  nameLevels();
  if (ui.game) { render(); tick(); }
}

async function main() {
  buildBoard();
  setLanguage(initialLanguage(), false);
  $('lang').value = language();
  try { ui.prefs = { ...ui.prefs, ...JSON.parse(localStorage.getItem(PREFS)) }; } catch (e) { /* defaults */ }
  document.addEventListener('keydown', onKey);
  const on = (id, f) => $(id).addEventListener('click', f);
  on('new-game', newGame);
  on('daily', daily);
  on('pencil', togglePencil);
  on('erase', erase);
  on('undo', undo);
  on('redo', redo);
  on('hint', hint);
  on('check', () => check(false));
  on('solve', solve);
  on('restart', restart);
  on('fill-marks', fillMarks);
  on('auto-marks', toggleAutoMarks);
  on('check-marks', checkMarks);
  on('share', share);
  on('pause', togglePause);
  on('resume', togglePause);
  on('colour-marks', () => { ui.colourMarks = !ui.colourMarks; render(); });
  on('clear-colours', clearColours);
  on('print', print);
  on('explain', explain);
  on('explain-prev', () => showStep(ui.explanation.index - 1));
  on('explain-next', () => showStep(ui.explanation.index + 1));
  on('explain-close', () => { closeExplanation(); say(''); });
  on('paste-play', () => { const p = pasted(); if (p) start(new Game(p), t('yourPuzzleOn')); });
  on('paste-solve', () => { const p = pasted(); if (p) { start(new Game(p)); solve(); } });
  $('lang').addEventListener('change', () => switchLanguage($('lang').value));
  window.addEventListener('hashchange', openShared);
  setupChallenge(() => ui.game, save);
  stats.render($('stats'));
  setInterval(tick, 1000);
  await loadLevels();
  let saved = null;
  try { saved = Game.fromJSON(JSON.parse(localStorage.getItem(STORE))); } catch (e) { /* start afresh */ }
  if (saved) {
    $('level').value = saved.level || $('level').value;
    start(saved, t('welcomeBack'));
    await openShared();
  } else if (!(await openShared())) {
    await newGame();
  }
  document.body.dataset.ready = 'true';
  offline.install();
  setTimeout(() => offline.topUp($('level').value,
    (l) => get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(l)}`)), 2000);
}

main();
