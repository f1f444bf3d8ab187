// A step's chain drawn on the board, as HoDoKu draws it: an arrow from candidate to candidate for
// each link, solid for a strong link (if the first is false, the second is true) and dashed for a
// weak one (if the first is true, the second is false); a group (a digit in several cells of one box
// and one line) is framed, and its arrows start or end at the middle of its candidates. Each branch
// of a forcing chain has its own colour. The drawing is SVG in cell units, for the board's overlay.
import { cellIndex } from './game.js';

/** Branch colours (style.css): a forcing chain's branches take them in turn. */
const BRANCH_COLOURS = 4;
/** How far an arrow stops short of a candidate's centre, in cells (a candidate is a third of a cell). */
const GAP = 0.12;
/** An arrow head's length, in cells. */
const HEAD = 0.13;

/**
 * The centre of {@code digit}'s pencil mark in cell {@code c}, in cells: marks sit on a 3 x 3 grid,
 * below the cage sums in a killer ({@code top}: the share of the cell above the grid, the top
 * padding style.css gives a killer's marks).
 */
export function markCentre(c, digit, top = 0) {
  const r = Math.floor(c / 9);
  const k = c % 9;
  const i = digit - 1;
  return [k + ((i % 3) + 0.5) / 3, r + top + ((Math.floor(i / 3) + 0.5) * (1 - top)) / 3];
}

/** A link's end: its cells (one, or a group's), digit, and the point arrows meet. */
function end(cells, digit, top) {
  const points = cells.map((name) => markCentre(cellIndex(name), digit, top));
  const mid = [0, 1].map((a) => points.reduce((s, p) => s + p[a], 0) / points.length);
  return { cells, digit, points, mid, key: `${digit}@${cells.join(',')}` };
}

const f = (v) => +v.toFixed(3);

/**
 * An arrow from {@code a} to {@code b}: its path, bent a little to the left of its direction so that
 * arrows over the same line stay apart and stopping short of both candidates, and its head.
 */
function arrow(a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(0.35, 0.12 * len);
  const control = [a[0] + dx / 2 + (dy / len) * bend, a[1] + dy / 2 - (dx / len) * bend];
  const towards = (p, q, by) => {
    const l = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    return [p[0] + ((q[0] - p[0]) / l) * by, p[1] + ((q[1] - p[1]) / l) * by];
  };
  // a short link (two candidates of one cell) keeps some length between its ends
  const gap = Math.min(GAP, len / 4);
  const s = towards(a, control, gap);
  const e = towards(b, control, gap);
  // the head: a triangle on the curve's last direction (from the control point to the end)
  const back = towards(e, control, HEAD);
  const [nx, ny] = [(e[1] - back[1]) / 2, (back[0] - e[0]) / 2];
  const head = [e, [back[0] + nx, back[1] + ny], [back[0] - nx, back[1] - ny]].map((p) => `${f(p[0])},${f(p[1])}`).join(' ');
  return { path: `M${f(s[0])} ${f(s[1])}Q${f(control[0])} ${f(control[1])} ${f(e[0])} ${f(e[1])}`, head };
}

/** The frame around a group's candidates. */
function groupFrame(g) {
  const xs = g.points.map((p) => p[0]);
  const ys = g.points.map((p) => p[1]);
  const pad = 0.14;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return `<rect class="group" x="${f(x)}" y="${f(y)}" width="${f(Math.max(...xs) + pad - x)}" `
    + `height="${f(Math.max(...ys) + pad - y)}" rx=".08"/>`;
}

/**
 * The SVG of a step's links (the API's {from, to, type, from_cells, to_cells, branch}), each link
 * drawn once however many branches repeat it; empty when the step has none. {@code killer}: marks
 * sit lower in a killer's cells.
 */
export function chainSvg(links, killer = false) {
  if (!links || !links.length) return '';
  const top = killer ? 0.3 : 0;
  const drawn = new Set();
  const groups = new Map();
  let arrows = '';
  for (const l of links) {
    const a = end(l.from_cells || [l.from.cell], l.from.digit, top);
    const b = end(l.to_cells || [l.to.cell], l.to.digit, top);
    const key = `${a.key}>${b.key}`;
    if (drawn.has(key)) continue;
    drawn.add(key);
    for (const g of [a, b]) if (g.cells.length > 1) groups.set(g.key, g);
    const strong = l.type === 'strong';
    const { path, head } = arrow(a.mid, b.mid);
    const cls = `${strong ? 'strong' : 'weak'} b${(l.branch || 0) % BRANCH_COLOURS}`;
    arrows += `<path class="link ${cls}" d="${path}"/><polygon class="head ${cls}" points="${head}"/>`;
  }
  return [...groups.values()].map(groupFrame).join('') + arrows;
}
