// The variants the server offers, as its engine describes them (GET /api/variants): for each,
// the units every puzzle of it has (rows, columns, boxes, diagonals, windows) and whether each
// puzzle brings its own regions or cages. Kept on the device for offline play; the board is
// drawn and candidates worked out from this description only.
import { t } from './i18n.js';
import { KEYS, read, write } from './storage.js';

const ROWS = 'ABCDEFGHI';
const cell = (name) => (ROWS.indexOf(name[0]) * 9) + (+name.slice(1) - 1);

/** The plain board's units, until the server has described its variants. */
const CLASSIC = {
  name: 'classic', parts: [], regions: false, cages: false,
  units: [0, 1, 2].flatMap((kind) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    kind: ['row', 'column', 'box'][kind],
    cells: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => (kind === 0 ? i * 9 + k : kind === 1 ? k * 9 + i
      : (i - (i % 3) + Math.floor(k / 3)) * 9 + (i % 3) * 3 + (k % 3))),
  }))),
};

let byName = new Map([['classic', CLASSIC]]);
let listeners = [];

function use(list) {
  byName = new Map([['classic', CLASSIC]]);
  for (const v of list) {
    byName.set(v.name, { ...v, units: v.units.map((u) => ({ kind: u.kind, cells: u.cells.map(cell) })) });
  }
  listeners.forEach((f) => f());
}

/** Reads the description kept on the device, then asks the server with {@code get}; resolves when known. */
export async function loadVariants(get) {
  const kept = read(KEYS.variants);
  try { use(Array.isArray(kept) ? kept : []); } catch (e) { use([]); /* a broken description kept: the plain board */ }
  try {
    const r = await get('api/variants');
    use(r.variants);
    write(KEYS.variants, r.variants);
  } catch (e) { /* offline: the kept description, or the plain board */ }
}

/** Calls {@code f} whenever the description changes. */
export function onVariants(f) { listeners.push(f); }

/** The names offered, classic first. */
export const variantNames = () => [...byName.keys()];

/** A variant's description ({name, parts, units: [{kind, cells}], regions, cages}); the plain board's when unknown. */
export const variant = (name) => byName.get(name || 'classic') || CLASSIC;

/** A variant's name in the page's language: its rules' names, joined. */
export function variantName(name) {
  const parts = variant(name).parts.length ? variant(name).parts : String(name || 'classic').split('-');
  return parts.map((p) => t(`variant_${p}`)).join(' ');
}
