// "Scan a puzzle": a photo from the phone's camera or a picture file is shrunk here, sent to
// POST /api/scan, and the grid read is drawn over the picture and laid out as a grid of fields
// for the player to correct (doubtful cells marked) before playing it.
import { $ } from './page.js';
import { t, errorText } from './i18n.js';
import { post } from './api.js';

const MAX_SIDE = 1600;
const ROWS = 'ABCDEFGHI';

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  children.forEach((c) => e.append(c));
  return e;
}

/** The picture as a JPEG of at most MAX_SIDE pixels a side (the browser applies the photo's orientation). */
async function shrink(file) {
  const bitmap = await createImageBitmap(file);
  const f = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = el('canvas', { width: Math.round(bitmap.width * f), height: Math.round(bitmap.height * f) });
  canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  return { canvas, blob };
}

/** A point of the grid (u, v in cells, 0-9) in the picture, between the four corners. */
function at(corners, u, v) {
  const [tl, tr, br, bl] = corners;
  const s = u / 9;
  const t = v / 9;
  const top = [tl[0] + (tr[0] - tl[0]) * s, tl[1] + (tr[1] - tl[1]) * s];
  const bottom = [bl[0] + (br[0] - bl[0]) * s, bl[1] + (br[1] - bl[1]) * s];
  return [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t];
}

/** Draws the grid read over the picture: each digit in its cell, doubtful cells ringed. */
function overlay(canvas, result) {
  const g = canvas.getContext('2d');
  const f = canvas.width / result.width;
  const corners = result.corners.map(([x, y]) => [x * f, y * f]);
  const cell = Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]) / 9;
  g.lineWidth = Math.max(2, cell / 12);
  g.strokeStyle = '#2d5bd7';
  g.beginPath();
  corners.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
  g.closePath();
  g.stroke();
  g.font = `bold ${Math.round(cell * 0.45)}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  result.cells.forEach((c, i) => {
    const [x, y] = at(corners, (i % 9) + 0.72, Math.floor(i / 9) + 0.3);
    if (c.doubtful) {
      const [cx, cy] = at(corners, (i % 9) + 0.5, Math.floor(i / 9) + 0.5);
      g.strokeStyle = '#d92d20';
      g.strokeRect(cx - cell * 0.45, cy - cell * 0.45, cell * 0.9, cell * 0.9);
    }
    if (c.digit) {
      g.fillStyle = c.doubtful ? '#d92d20' : c.repaired ? '#c2410c' : '#15803d';
      g.fillText(String(c.digit), x, y);
    }
  });
}

/** The grid of fields holding the read, for the player to correct. */
function fields(result) {
  const grid = el('div', { className: 'scan-grid' });
  Object.assign(grid.style, { display: 'grid', gridTemplateColumns: 'repeat(9, 2em)', gap: '2px', margin: '8px 0' });
  result.cells.forEach((c, i) => {
    const input = el('input', {
      value: c.digit ? String(c.digit) : '', maxLength: 1, inputMode: 'numeric', id: `scan-${i}`,
      title: `${c.cell}: ${Math.round(c.confidence * 100)}%` + (c.doubtful ? ' (check this cell)' : ''),
    });
    input.setAttribute('aria-label', c.cell + (c.doubtful ? ', in doubt' : ''));
    Object.assign(input.style, { width: '2em', height: '2em', textAlign: 'center', padding: '0' });
    if (c.doubtful) Object.assign(input.style, { outline: '2px solid #d92d20' });
    if (i % 9 === 2 || i % 9 === 5) input.style.marginRight = '4px';
    if (Math.floor(i / 9) === 2 || Math.floor(i / 9) === 5) input.style.marginBottom = '4px';
    input.addEventListener('input', () => { input.value = input.value.replace(/[^1-9]/g, ''); input.style.outline = ''; });
    grid.append(input);
  });
  return grid;
}

function line() {
  let s = '';
  for (let i = 0; i < 81; i++) s += $(`scan-${i}`).value || '.';
  return s;
}

function summary(result) {
  const words = {
    unique: t('scanUnique'),
    repaired: t('scanRepaired', { cells: result.repaired.join(' ') }),
    no_solution: t('scanNoSolution'),
    several_solutions: t('scanSeveral'),
  };
  const doubt = result.doubtful.length ? ' ' + t('scanCheck', { cells: result.doubtful.join(' ') }) : '';
  return (words[result.status] || '') + doubt;
}

function setup() {
  const root = $('scan');
  if (!root) return;
  const input = el('input', { type: 'file', accept: 'image/*', id: 'scan-file' });
  input.setAttribute('capture', 'environment');
  const label = el('label', { htmlFor: 'scan-file', className: 'button' }, t('scanChoose'));
  label.dataset.t = 'scanChoose';
  const status = el('p', { id: 'scan-status' });
  status.setAttribute('role', 'status');
  const view = el('div', { id: 'scan-view' });
  root.append(label, input, status, view);
  input.addEventListener('change', async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    view.replaceChildren();
    status.textContent = t('scanSending');
    try {
      const { canvas, blob } = await shrink(file);
      const result = await post('api/scan', blob);
      overlay(canvas, result);
      Object.assign(canvas.style, { maxWidth: '100%', height: 'auto' });
      const play = el('button', { type: 'button', id: 'scan-play', className: 'primary' }, t('scanPlay'));
      play.dataset.t = 'scanPlay';
      play.addEventListener('click', () => {
        $('paste-text').value = line();
        $('paste-play').click();
      });
      view.append(canvas, fields(result), play);
      status.textContent = summary(result);
    } catch (e) {
      status.textContent = t('scanFailed', { reason: errorText(e) });
    } finally {
      input.value = '';
    }
  });
}

setup();
