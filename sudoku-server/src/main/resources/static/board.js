// Draws the board: its cells, digits and pencil marks, a variant's rules, the highlights of a
// hint or step, the pad and the palette, and the timer.
import { cellName, cellIndex, clock } from './game.js';
import { variant, variantName } from './variants.js';
import { t, tn } from './i18n.js';
import { $, COLOURS, digitsOf, levelName } from './page.js';
import { state, view } from './store.js';

/**
 * Keeps what the page scrolls to (a step, a panel, a focused field) out from under the board,
 * which stays at the top of a phone's screen (style.css): the scroll padding is the board's height.
 */
function keepClearOfTheBoard() {
  const stage = document.querySelector('.stage');
  const phone = matchMedia('(max-width: 700px)');
  const pad = () => { document.documentElement.style.scrollPaddingTop = phone.matches ? `${stage.offsetHeight + 8}px` : ''; };
  new ResizeObserver(pad).observe(stage);
  phone.addEventListener('change', pad);
  pad();
}

/**
 * Builds the cells, the pad and the palette; what they do comes from {@code on} (app.js wires it):
 * {@code pointerDown(event, cell)}, {@code contextMenu(event, cell)}, {@code digit(d)}, {@code colour(n)}.
 */
export function buildBoard(on) {
  keepClearOfTheBoard();
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
      cell.addEventListener('pointerdown', (e) => on.pointerDown(e, c));
      cell.addEventListener('contextmenu', (e) => on.contextMenu(e, c));
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
    b.addEventListener('click', () => on.digit(d));
    pad.appendChild(b);
  }
  const colours = $('colours');
  for (let n = 1; n <= COLOURS; n++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `swatch k${n}`;
    b.dataset.colour = n;
    b.setAttribute('aria-pressed', 'false');
    b.addEventListener('click', () => on.colour(n));
    colours.appendChild(b);
  }
  colours.insertAdjacentHTML('beforeend', '<button id="colour-marks" type="button" aria-pressed="false" data-t="colourTarget"'
    + ' data-t-title="colourTargetTitle"></button><button id="clear-colours" type="button" data-t="clearColours"></button>');
}

/**
 * Draws a variant's rules on the board as the server describes them (variants.js): its diagonals,
 * its windows shaded, jigsaw regions, killer cages.
 */
function drawRules(rules) {
  const units = variant(rules?.variant).units;
  const regions = rules?.regions || null;
  const windows = new Set(units.filter((u) => u.kind === 'window').flatMap((u) => u.cells));
  const board = $('board');
  board.classList.toggle('jigsaw', !!regions);
  board.classList.toggle('killer', !!rules?.cages);
  board.querySelectorAll('.cell').forEach((el, c) => {
    el.classList.toggle('win', windows.has(c));
    el.classList.toggle('jr', !!regions && c % 9 < 8 && regions[c] !== regions[c + 1]);
    el.classList.toggle('jb', !!regions && c < 72 && regions[c] !== regions[c + 9]);
  });
  // a diagonal from the centre of its first cell to its last one's, drawn out to the board's corners
  let svg = units.filter((u) => u.kind === 'diagonal').map((u) => {
    const [a, b] = [u.cells[0], u.cells[u.cells.length - 1]].map((c) => [(c % 9) + 0.5, Math.floor(c / 9) + 0.5]);
    const [x1, y1, x2, y2] = [a[0] - Math.sign(b[0] - a[0]) / 2, a[1] - Math.sign(b[1] - a[1]) / 2,
      b[0] + Math.sign(b[0] - a[0]) / 2, b[1] + Math.sign(b[1] - a[1]) / 2];
    return `<line class="diagonal" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  for (const cage of rules?.cages || []) {
    const cells = cage.cells.map(cellIndex);
    const first = Math.min(...cells);
    svg += `<path class="cage" d="${cagePath(cells)}"/><text class="cage-sum" x="${(first % 9) + 0.08}" `
      + `y="${Math.floor(first / 9) + 0.26}">${Number(cage.sum)}</text>`;
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

/** The rules drawn on the board now (redrawn when the board shows another's). */
let drawn;

/** Draws the board as the store has it: the grid shown (view()), its rules, highlights, pad, palette and status. */
export function render() {
  if (!state.game) return;
  const g = view();
  if (g.rules !== drawn) {
    drawRules(g.rules);
    drawn = g.rules;
  }
  const conflicts = g.conflicts();
  const sel = state.selected;
  const focus = state.focus;
  const peerSet = new Set(g.peers(sel));
  const cells = $('board').querySelectorAll('.cell');
  // the player's colours stay on an explanation's steps; a refused grid (own.js) has none
  const colours = (state.preview || state.game).colors;
  const markColours = (state.preview || state.game).markColors;
  for (let c = 0; c < 81; c++) {
    const el = cells[c];
    const d = g.digits[c];
    el.classList.toggle('given', g.puzzle[c] !== 0);
    el.classList.toggle('selected', c === sel);
    el.classList.toggle('peer', peerSet.has(c));
    el.classList.toggle('same', focus !== 0 && d === focus && c !== sel);
    el.classList.toggle('conflict', conflicts.has(c));
    el.classList.toggle('hint', state.marks.hint.has(c));
    el.classList.toggle('hint2', state.marks.hint2.has(c));
    el.classList.toggle('wrong', state.marks.wrong.has(c));
    for (let n = 1; n <= COLOURS; n++) el.classList.toggle(`k${n}`, colours[c] === n);
    let label = t('cellLabel', { r: Math.floor(c / 9) + 1, c: (c % 9) + 1 });
    el.setAttribute('aria-selected', c === sel ? 'true' : 'false');
    if (d) {
      el.textContent = d;
      label += `, ${d}${g.puzzle[c] ? `, ${t('cellGiven')}` : ''}`;
    } else {
      const m = g.marks[c];
      const elim = state.marks.elim.get(c) || 0;
      const keep = state.marks.keep.get(c) || 0;
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
    b.disabled = counts[d] >= 9 && !state.pencil;
    b.setAttribute('aria-label', t('digitN', { d }));
    b.classList.toggle('focus', d === focus);
  }
  for (const b of $('colours').querySelectorAll('.swatch')) {
    const n = +b.dataset.colour;
    const on = state.colourMarks ? focus && markColours[sel * 9 + focus - 1] === n : colours[sel] === n;
    b.setAttribute('aria-pressed', String(!!on));
    b.setAttribute('aria-label', t('colourN', { n }));
  }
  $('colour-marks').setAttribute('aria-pressed', String(state.colourMarks));
  $('pencil').setAttribute('aria-pressed', String(state.pencil));
  $('auto-marks').setAttribute('aria-pressed', String(state.prefs.autoMarks));
  $('undo').disabled = !state.game.past.length;
  $('redo').disabled = !state.game.future.length;
  const game = state.game;
  const paused = game.isPaused();
  $('pause').setAttribute('aria-pressed', String(paused));
  $('paused-cover').hidden = !paused;
  document.querySelector('.board-wrap').classList.toggle('paused', paused);
  document.querySelector('.board-wrap').classList.toggle('preview', !!state.preview);
  let info = game.daily ? t('infoDaily', { date: game.daily })
    : game.served || game.level ? t('infoPuzzle', { level: levelName(game.level) }) : t('infoOwn');
  if (game.rules) {
    const name = variantName(game.rules.variant);
    info = game.level ? `${name} · ${info}` : name;
  }
  if (game.isChallenge() && game.assisted) info += t('infoAssisted');
  if (state.training) info = `${t('trainerPanel')} · ${state.training.name}`;
  $('trainer-check').disabled = !state.training || state.training.judged;
  $('trainer-leave').disabled = !state.training;
  $('puzzle-info').textContent = `${info} · ${tn('infoEmpty', 81 - game.puzzle.filter((x) => x).length)} · ${cellName(sel)}`;
}

/** Shows the time played; once the game is solved, its final time. */
export function tick() {
  if (!state.game) return;
  const tm = $('timer');
  tm.textContent = clock(state.game.elapsed() / 1000);
  tm.classList.toggle('stopped', state.game.finished !== null);
  tm.title = state.game.finished !== null ? t('finalTime') : t('time');
}
