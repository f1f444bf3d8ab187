// The page: renders the game, takes mouse, touch and keyboard input, and asks the API for
// puzzles, checks, hints, solutions and explanations.
import { get, post } from './api.js';
import { Game, cellName, cellIndex, peers, parseLine, clock } from './game.js';
import { Explanation } from './explain.js';
import { setupChallenge, resetChallenge } from './challenge.js';
import { ask } from './dialog.js';

const $ = (id) => document.getElementById(id);
const STORE = 'sudoku.game.v1';

const ui = {
  game: null,
  selected: 40,
  pencil: false,
  marks: { hint: new Set(), hint2: new Set(), wrong: new Set(), elim: new Map(), keep: new Map() },
  hint: { key: '', level: 0 },
  explanation: null,
};

// ---- rendering -------------------------------------------------------------------------------

function buildBoard() {
  const board = $('board');
  for (let c = 0; c < 81; c++) {
    const cell = document.createElement('div');
    cell.className = `cell r${Math.floor(c / 9)} c${c % 9}`;
    cell.dataset.cell = c;
    cell.setAttribute('role', 'gridcell');
    cell.addEventListener('pointerdown', (e) => { e.preventDefault(); select(c); board.focus({ preventScroll: true }); });
    board.appendChild(cell);
  }
  const pad = $('pad');
  for (let d = 1; d <= 9; d++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.digit = d;
    b.innerHTML = `${d}<span class="left"></span>`;
    b.setAttribute('aria-label', `digit ${d}`);
    b.addEventListener('click', () => input(d));
    pad.appendChild(b);
  }
}

/** The state the board shows: the game, or the explanation's step being viewed. */
function view() {
  return ui.explanation && ui.explanation.active ? ui.explanation.view() : ui.game;
}

function render() {
  const g = view();
  const conflicts = g.conflicts();
  const sel = ui.selected;
  const selDigit = g.digits[sel];
  const peerSet = new Set(peers(sel));
  const cells = $('board').children;
  for (let c = 0; c < 81; c++) {
    const el = cells[c];
    const d = g.digits[c];
    el.classList.toggle('given', g.puzzle[c] !== 0);
    el.classList.toggle('selected', c === sel);
    el.classList.toggle('peer', peerSet.has(c));
    el.classList.toggle('same', selDigit !== 0 && d === selDigit && c !== sel);
    el.classList.toggle('conflict', conflicts.has(c));
    el.classList.toggle('hint', ui.marks.hint.has(c));
    el.classList.toggle('hint2', ui.marks.hint2.has(c));
    el.classList.toggle('wrong', ui.marks.wrong.has(c));
    el.setAttribute('aria-label', `${cellName(c)} ${d || 'empty'}`);
    el.setAttribute('aria-selected', c === sel ? 'true' : 'false');
    if (d) {
      el.textContent = d;
    } else {
      const m = g.marks[c];
      const elim = ui.marks.elim.get(c) || 0;
      const keep = ui.marks.keep.get(c) || 0;
      let html = '';
      if (m || elim || keep) {
        html = '<div class="marks">';
        for (let k = 1; k <= 9; k++) {
          const bit = 1 << (k - 1);
          const cls = elim & bit ? 'elim' : keep & bit ? 'keep' : '';
          html += `<span class="${cls}">${(m | elim | keep) & bit ? k : ''}</span>`;
        }
        html += '</div>';
      }
      el.innerHTML = html;
    }
  }
  const counts = g.counts();
  for (const b of $('pad').children) {
    const d = +b.dataset.digit;
    b.querySelector('.left').textContent = 9 - counts[d] > 0 ? 9 - counts[d] : '';
    b.disabled = counts[d] >= 9 && !ui.pencil;
  }
  $('pencil').setAttribute('aria-pressed', String(ui.pencil));
  $('undo').disabled = !ui.game.past.length;
  $('redo').disabled = !ui.game.future.length;
  const info = ui.game.served ? `Puzzle · ${ui.game.level}${ui.game.isChallenge() && ui.game.assisted ? ' · assisted' : ''}` : 'Your puzzle';
  $('puzzle-info').textContent = `${info} · ${81 - ui.game.puzzle.filter((x) => x).length} empty · ${cellName(sel)}`;
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

// ---- input -----------------------------------------------------------------------------------

function select(c) {
  ui.selected = Math.max(0, Math.min(80, c));
  render();
}

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
  if (ui.explanation && ui.explanation.active) return;
  const c = ui.selected;
  const ok = ui.pencil || asMark ? ui.game.toggleMark(c, d) : ui.game.setDigit(c, d);
  if (ok) changed();
}

function erase() {
  if (ui.explanation && ui.explanation.active) return;
  if (ui.game.setDigit(ui.selected, 0)) changed();
}

function onKey(e) {
  const t = e.target;
  if ($('ask').open) return;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
  const c = ui.selected;
  const k = e.key;
  if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) { e.preventDefault(); (e.shiftKey ? redo : undo)(); return; }
  if ((e.ctrlKey || e.metaKey) && (k === 'y' || k === 'Y')) { e.preventDefault(); redo(); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const shifted = /^Digit[1-9]$/.test(e.code) && e.shiftKey;
  if (/^[1-9]$/.test(k) || shifted) { input(shifted ? +e.code.slice(5) : +k, e.shiftKey); e.preventDefault(); return; }
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
  if (k === 'h' || k === 'H') { hint(); }
}

function togglePencil() { ui.pencil = !ui.pencil; render(); }
function undo() { if (ui.game.undo()) changed(); }
function redo() { if (ui.game.redo()) changed(); }

// ---- games -----------------------------------------------------------------------------------

function start(game, message = '') {
  closeExplanation();
  ui.game = game;
  ui.hint = { key: '', level: 0 };
  ui.selected = 40;
  clearMarks();
  save();
  render();
  say(message);
  tick();
  resetChallenge();
  $('steps').innerHTML = '';
  $('rating').textContent = '';
}

/** A game in progress: written on, and not solved yet. Leaving it asks first. */
const inProgress = () => ui.game && ui.game.finished === null && ui.game.isTouched();

async function newGame() {
  if (inProgress() && !(await ask({
    title: 'Start a new puzzle?',
    text: 'Your game in progress will be lost.',
    yes: 'Discard it, new puzzle',
    no: 'Keep playing',
  }))) return;
  const level = $('level').value;
  say('Getting a puzzle…');
  try {
    const r = await get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(level)}`);
    const game = new Game(parseLine(r.puzzle), true, r.level || level);
    if (r.challenge !== undefined && r.challenge !== null && r.challenge !== '') game.challenge = String(r.challenge);
    start(game, `A new <b>${esc(r.level || level)}</b> puzzle. Good luck!`);
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
  const yes = await ask({
    title: 'Use help on this challenge?',
    text: 'Solve, Hint and the explanation make this challenge assisted: a right answer is still accepted '
      + 'as correct, but it is not ranked on the players’ board.',
    yes: 'Use help (assisted)',
    no: 'Keep playing unaided',
  });
  if (yes && ui.game === g) {
    g.assisted = true;
    save();
    render();
  }
  return yes && ui.game === g;
}

/** A request body, with the challenge id while a challenge is played (the server marks help on it). */
const withChallenge = (body) => (ui.game.isChallenge() ? { ...body, challenge: ui.game.challenge } : body);

async function check(auto = false) {
  const game = ui.game;
  const grid = game.gridLine();
  try {
    const r = await post('api/validate', { puzzle: game.puzzleLine(), grid });
    if (ui.game !== game || game.gridLine() !== grid) return; // the grid changed meanwhile: that check is stale
    clearMarks();
    const g = r.grid;
    if (g.solved) {
      ui.game.finish();
      save();
      tick();
      const time = clock(ui.game.elapsed() / 1000);
      if (r.unique) {
        say(`<b>✓ Solved in ${time}!</b> ${ui.game.served ? 'Send the diagonal in “Challenge”.' : ''}`, 'good');
      } else {
        say(`Every cell is filled without a clash (${time}), but this puzzle is not unique: it has more than one solution.`, 'bad');
      }
    } else if (!r.valid) {
      say(esc(r.message), 'bad');
    } else {
      const wrong = (g.mistakes || []).concat(g.changedClues || []);
      wrong.map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
      if (wrong.length) say(`${wrong.length} digit${wrong.length > 1 ? 's are' : ' is'} wrong: ${wrong.map(esc).join(', ')}.`, 'bad');
      else if (!auto) say(`No mistakes so far: ${g.filled} of 81 cells filled.`, 'good');
    }
    render();
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

async function hint() {
  if (ui.explanation && ui.explanation.active) return;
  if (!(await mayHelp())) return;
  const key = ui.game.gridLine() + ui.game.marks.join(',');
  ui.hint.level = ui.hint.key === key ? Math.min(3, ui.hint.level + 1) : 1;
  ui.hint.key = key;
  const marks = ui.game.marks.map((m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1))).join(''));
  try {
    const r = await post('api/hint', withChallenge({
      puzzle: ui.game.puzzleLine(), grid: ui.game.gridLine(), candidates: marks, level: ui.hint.level,
    }));
    showHint(r);
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

function showHint(r) {
  highlight(r);
  const more = r.level < 3 && !r.mistakes?.length ? ' <i>Ask again for more.</i>' : '';
  const apply = r.level === 3 && (r.placements?.length || r.eliminations?.length)
    ? ' <button id="apply-hint" type="button">Apply</button>' : '';
  say(`<b>Hint ${r.level}/3</b> ${esc(r.message)}${more}${apply}`, r.mistakes?.length ? 'bad' : '');
  const b = $('apply-hint');
  if (b) b.addEventListener('click', () => applyHint(r));
  render();
}

function applyHint(r) {
  let changedAny = false;
  for (const p of r.placements || []) changedAny = ui.game.setDigit(cellIndex(p.cell), p.digit) || changedAny;
  changedAny = ui.game.removeMarks((r.eliminations || []).map((e) => [cellIndex(e.cell), e.digit])) || changedAny;
  if (changedAny) changed();
  say('Hint applied.');
}

async function solve() {
  if (!(await mayHelp())) return;
  const game = ui.game;
  try {
    const r = await post('api/solve', withChallenge({ puzzle: game.puzzleLine() }));
    if (ui.game !== game) return;
    if (!r.solution) { say(`No solution: ${esc(r.reason || 'the clues contradict each other')}.`, 'bad'); return; }
    game.setAll(parseLine(r.solution));
    game.finish();
    changed(false);
    say(r.unique ? 'Solved. Undo brings your grid back.' : 'One of several solutions: this puzzle is not unique.', r.unique ? 'good' : 'bad');
  } catch (e) {
    say(esc(e.message), 'bad');
  }
}

function restart() {
  ui.game.setAll(ui.game.puzzle);
  changed();
  say('Restarted. Undo brings your digits back.');
}

function pasted() {
  const text = $('paste-text').value;
  const cells = parseLine(text);
  if (!cells) {
    const n = [...text].filter((ch) => !/[\s|+\-]/.test(ch)).length;
    say(`That is not a puzzle: ${n} cells (a puzzle has 81: digits, and . or 0 for empty cells).`, 'bad');
    return null;
  }
  return cells;
}

// ---- explanation -----------------------------------------------------------------------------

async function explain() {
  if (!(await mayHelp())) return;
  $('explain').disabled = true;
  say('Explaining…');
  try {
    const r = await post('api/explain', withChallenge({ puzzle: ui.game.puzzleLine() }));
    ui.explanation = new Explanation(ui.game.puzzle, r.steps);
    $('rating').textContent = r.rating ? `Rating ${r.rating.rating} (${r.rating.level}) · hardest: ${r.rating.hardest}` : '';
    const list = $('steps');
    list.innerHTML = '';
    r.steps.forEach((s, i) => {
      const li = document.createElement('li');
      li.innerHTML = `<span class="tech">${esc(s.technique)}</span>: ${esc(s.text)}`;
      li.addEventListener('click', () => showStep(i));
      list.appendChild(li);
    });
    say(`${r.steps.length} steps. Pick one, or use ◀ ▶.`);
    showStep(0);
  } catch (e) {
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
  say(`<b>Step ${x.index + 1}/${x.steps.length} · ${esc(s.technique)}</b> ${esc(s.text)}`);
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
  const t = $('timer');
  t.textContent = clock(ui.game.elapsed() / 1000);
  t.classList.toggle('stopped', ui.game.finished !== null);
  t.title = ui.game.finished !== null ? 'Final time' : 'Time';
}

async function loadLevels() {
  let levels = ['easy'];
  try { levels = (await get('api/levels')).levels; } catch (e) { /* keep the default */ }
  $('level').innerHTML = levels.map((l) => `<option value="${esc(l)}">${esc(l[0].toUpperCase() + l.slice(1))}</option>`).join('');
}

async function main() {
  buildBoard();
  document.addEventListener('keydown', onKey);
  $('new-game').addEventListener('click', newGame);
  $('pencil').addEventListener('click', togglePencil);
  $('erase').addEventListener('click', erase);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('hint').addEventListener('click', hint);
  $('check').addEventListener('click', () => check(false));
  $('solve').addEventListener('click', solve);
  $('restart').addEventListener('click', restart);
  $('explain').addEventListener('click', explain);
  $('explain-prev').addEventListener('click', () => showStep(ui.explanation.index - 1));
  $('explain-next').addEventListener('click', () => showStep(ui.explanation.index + 1));
  $('explain-close').addEventListener('click', () => { closeExplanation(); say(''); });
  $('paste-play').addEventListener('click', () => { const p = pasted(); if (p) start(new Game(p), 'Your puzzle is on the board.'); });
  $('paste-solve').addEventListener('click', () => { const p = pasted(); if (p) { start(new Game(p)); solve(); } });
  setupChallenge(() => ui.game, save);
  setInterval(tick, 1000);
  await loadLevels();
  let saved = null;
  try { saved = Game.fromJSON(JSON.parse(localStorage.getItem(STORE))); } catch (e) { /* start afresh */ }
  if (saved) {
    $('level').value = saved.level || $('level').value;
    start(saved, 'Welcome back: your last game is on the board.');
  } else {
    await newGame();
  }
  document.body.dataset.ready = 'true';
}

main();
