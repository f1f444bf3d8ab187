// The state of one game: the puzzle's clues, the player's digits and pencil marks, with undo/redo.
// Cells are 0..80 in reading order; a mark set is a bit mask (bit d-1 for digit d).

import { onVariants, variant } from './variants.js';

export const SIZE = 9;
export const ROWS = 'ABCDEFGHI';

/** The name of a cell, A1..I9. */
export const cellName = (cell) => ROWS[Math.floor(cell / 9)] + ((cell % 9) + 1);

/** The index of a cell named A1..I9 (or r1c1), or -1. */
export function cellIndex(name) {
  const m = /^([A-Ia-i])([1-9])$/.exec(name) || null;
  if (m) return (m[1].toUpperCase().charCodeAt(0) - 65) * 9 + (+m[2] - 1);
  const rc = /^[rR]([1-9])[cC]([1-9])$/.exec(name);
  return rc ? (+rc[1] - 1) * 9 + (+rc[2] - 1) : -1;
}

/**
 * The units of a board with {@code rules} (null for classic Sudoku; else the API's variant fields
 * {variant, regions, cages}): those the server describes for the variant (variants.js: rows,
 * columns, boxes, diagonals, windows), the puzzle's jigsaw regions, and a killer's cages (a cage's
 * digits differ too).
 */
export function unitsOf(rules) {
  const units = variant(rules?.variant).units
    .filter((u) => !(rules?.regions && u.kind === 'box')).map((u) => u.cells);
  if (rules?.regions) {
    const by = new Map();
    [...rules.regions].forEach((ch, c) => by.set(ch, [...(by.get(ch) || []), c]));
    units.push(...by.values());
  }
  for (const cage of rules?.cages || []) units.push(cage.cells.map(cellIndex));
  return units;
}

const PEER_TABLES = new Map();
// a new description of the variants makes new peers
onVariants(() => PEER_TABLES.clear());

/** Each cell's peers on a board with {@code rules}: the other cells of its units (20 in classic Sudoku). */
function peerTable(rules) {
  const key = JSON.stringify(rules || null);
  if (!PEER_TABLES.has(key)) {
    const sets = Array.from({ length: 81 }, () => new Set());
    for (const u of unitsOf(rules)) for (const a of u) for (const b of u) if (a !== b) sets[a].add(b);
    PEER_TABLES.set(key, sets.map((s) => [...s]));
  }
  return PEER_TABLES.get(key);
}

/** The peers of a cell on a board with {@code rules} (classic Sudoku when absent). */
export const peers = (cell, rules = null) => peerTable(rules)[cell];

/** Parses 81 symbols (digits, . or 0), ignoring spaces and | - + decoration; null when it is not 81 cells. */
export function parseLine(text) {
  const cells = [];
  for (const ch of text) {
    if (/[\s|+\-]/.test(ch)) continue;
    if (ch === '.' || ch === '0') cells.push(0);
    else if (ch >= '1' && ch <= '9') cells.push(+ch);
    else return null;
  }
  return cells.length === 81 ? cells : null;
}

export class Game {
  /**
   * A new game of a puzzle (81 digits, 0 for empty); {@code served} when the challenge knows it;
   * {@code rules} the variant's fields as the API writes them ({variant, regions, cages}), null for classic.
   */
  constructor(puzzle, served = false, level = '', rules = null) {
    this.puzzle = puzzle.slice();
    this.rules = rules;
    this.digits = puzzle.slice();
    this.marks = new Array(81).fill(0);
    this.served = served;
    this.level = level;
    this.past = [];
    this.future = [];
    this.started = Date.now();
    /** Milliseconds the game took, once solved (the timer stops); null while it is played. */
    this.finished = null;
    /** The challenge id the server gave with the puzzle, or '' when it is not a challenge. */
    this.challenge = '';
    /** Whether the player used help (solve, hint, explanation) on this challenge. */
    this.assisted = false;
    /** The UTC date (yyyy-mm-dd) of a daily puzzle, else ''. */
    this.daily = '';
    /** Milliseconds played when the game was paused, or null while it runs. */
    this.pausedAt = null;
    /** Milliseconds played when the page went away (hidden, asleep, closed), or null while it is seen. */
    this.heldAt = null;
    /** Whether this solve is in the statistics already. */
    this.counted = false;
    /** The colour (1..6, 0 for none) of each cell, and of each candidate (index cell * 9 + digit - 1). */
    this.colors = new Array(81).fill(0);
    this.markColors = new Array(729).fill(0);
    /** For a placed digit's cell, the peers whose pencil mark of that digit it took away (given back when it goes). */
    this.taken = {};
  }

  /** Milliseconds played: frozen once the game is solved, while it is paused, and while the page is away. */
  elapsed() { return this.finished ?? this.pausedAt ?? this.heldAt ?? Math.max(0, Date.now() - this.started); }

  /** Stops the timer until {@link #unpause}. */
  pause() {
    if (this.finished === null && this.pausedAt === null) this.pausedAt = this.elapsed();
    this.heldAt = null;
  }

  /** Runs the timer again from where it was paused. */
  unpause() {
    if (this.pausedAt === null) return;
    this.started = Date.now() - this.pausedAt;
    this.pausedAt = null;
  }

  /** Stops the timer while the page is hidden or asleep (away.js); the board stays as it is. */
  hold() { if (this.finished === null && this.pausedAt === null && this.heldAt === null) this.heldAt = this.elapsed(); }

  /** Runs the timer again after {@link #hold}; the milliseconds it stood still, 0 when it was not held. */
  release() {
    if (this.heldAt === null) return 0;
    const away = Math.max(0, Date.now() - this.started - this.heldAt);
    this.started = Date.now() - this.heldAt;
    this.heldAt = null;
    return away;
  }

  /** Leaves out {@code ms} the page could not count (it was suspended): they were not played. */
  skip(ms) { if (this.finished === null && this.pausedAt === null && this.heldAt === null) this.started += ms; }

  isPaused() { return this.pausedAt !== null && this.finished === null; }

  /** Stops the timer: the game is solved. */
  finish() { if (this.finished === null) this.finished = this.elapsed(); }

  /** Restarts the timer where it stopped: the grid is no longer solved (undo, erase). */
  resume() {
    if (this.finished === null) return;
    this.started = Date.now() - this.finished;
    this.finished = null;
  }

  /** Whether the player wrote anything: a digit or a pencil mark. */
  isTouched() { return this.digits.some((d, c) => d !== this.puzzle[c]) || this.marks.some((m) => m !== 0); }

  /** Whether this game is a challenge (a served puzzle that came with a challenge id). */
  isChallenge() { return this.served && !!this.challenge; }

  /** The puzzle in one line, . for empty. */
  puzzleLine() { return this.puzzle.map((d) => (d ? String(d) : '.')).join(''); }

  /** The player's grid in one line (clues and their digits). */
  gridLine() { return this.digits.map((d) => (d ? String(d) : '.')).join(''); }

  isGiven(cell) { return this.puzzle[cell] !== 0; }

  /** The peers of a cell under this game's rules. */
  peers(cell) { return peers(cell, this.rules); }

  /** The fields a request about this puzzle carries: the puzzle, and a variant's rules. */
  request() { return { ...(this.rules || {}), puzzle: this.puzzleLine() }; }

  /**
   * Writes a digit; recorded for undo. 0 erases: the digit when there is one (its pencil marks stay),
   * else the cell's pencil marks. A digit takes its pencil mark out of its empty peers; when it
   * goes (erased, replaced), exactly those marks come back.
   */
  setDigit(cell, digit) {
    if (this.isGiven(cell)) return false;
    if (this.digits[cell] === digit && (digit !== 0 || this.marks[cell] === 0)) return false;
    this.record();
    if (digit === 0 && this.digits[cell] === 0) {
      this.marks[cell] = 0;
      return true;
    }
    if (this.digits[cell]) this.giveBack(cell);
    this.digits[cell] = digit;
    if (digit !== 0) {
      const bit = 1 << (digit - 1);
      const took = this.peers(cell).filter((p) => !this.digits[p] && (this.marks[p] & bit));
      for (const p of took) this.marks[p] &= ~bit;
      if (took.length) this.taken[cell] = took;
    }
    return true;
  }

  /**
   * Puts back the marks the digit of {@code cell} took from its peers; a mark that another digit the
   * player placed still rules out stays away, taken by that digit now.
   */
  giveBack(cell) {
    const d = this.digits[cell];
    const bit = 1 << (d - 1);
    for (const p of this.taken[cell] || []) {
      if (this.digits[p]) continue;
      const other = this.peers(p).find((q) => q !== cell && this.digits[q] === d && !this.isGiven(q));
      if (other !== undefined) this.taken[other] = [...(this.taken[other] || []), p];
      else this.marks[p] |= bit;
    }
    delete this.taken[cell];
  }

  /** Toggles a pencil mark in an empty cell; recorded for undo. */
  toggleMark(cell, digit) {
    if (this.isGiven(cell) || this.digits[cell] !== 0) return false;
    this.record();
    this.marks[cell] ^= 1 << (digit - 1);
    return true;
  }

  /** Removes pencil marks (a hint's eliminations); recorded for undo. */
  removeMarks(pairs) {
    const changes = pairs.filter(([cell, d]) => this.marks[cell] & (1 << (d - 1)));
    if (!changes.length) return false;
    this.record();
    for (const [cell, d] of changes) this.marks[cell] &= ~(1 << (d - 1));
    return true;
  }

  /** The digits no peer of {@code cell} holds, as a mark set. */
  candidates(cell) {
    let m = 511;
    for (const p of this.peers(cell)) if (this.digits[p]) m &= ~(1 << (this.digits[p] - 1));
    return m;
  }

  /** Fills every empty cell's marks with the digits no peer holds; recorded for undo (unless {@code record} is false). */
  autoMarks(record = true) {
    if (record) this.record();
    this.taken = {};
    for (let c = 0; c < 81; c++) this.marks[c] = this.digits[c] ? 0 : this.candidates(c);
  }

  /**
   * Keeps the candidates up to date after {@code digit} left {@code cell} (automatic marks): the cell,
   * when empty, gets its candidates back, and its peers get the digit back where nothing else rules it out.
   * Marks the player removed elsewhere stay removed.
   */
  restoreMarks(cell, digit) {
    if (this.digits[cell] === 0) this.marks[cell] = this.candidates(cell);
    if (!digit || this.digits[cell] === digit) return;
    const bit = 1 << (digit - 1);
    for (const p of this.peers(cell)) if (!this.digits[p] && (this.candidates(p) & bit)) this.marks[p] |= bit;
  }

  /** Replaces the whole grid (the solution, a restart); recorded for undo. */
  setAll(digits) {
    this.record();
    this.digits = digits.slice();
    this.marks = new Array(81).fill(0);
    this.taken = {};
  }

  /** The grid as undo keeps it: digits, marks, and the marks each digit took. */
  snapshot() {
    return { digits: this.digits.slice(), marks: this.marks.slice(), taken: copyTaken(this.taken) };
  }

  record() {
    this.past.push(this.snapshot());
    if (this.past.length > 500) this.past.shift();
    this.future = [];
  }

  undo() { return this.swap(this.past, this.future); }
  redo() { return this.swap(this.future, this.past); }

  swap(from, to) {
    if (!from.length) return false;
    to.push(this.snapshot());
    const s = from.pop();
    this.digits = s.digits;
    this.marks = s.marks;
    this.taken = s.taken;
    return true;
  }

  /** The cells whose digit repeats in one of their units. */
  conflicts() {
    const out = new Set();
    for (let c = 0; c < 81; c++) {
      const d = this.digits[c];
      if (d && this.peers(c).some((p) => this.digits[p] === d)) out.add(c);
    }
    return out;
  }

  /** How many times each digit is placed (index 1..9). */
  counts() {
    const n = new Array(10).fill(0);
    for (const d of this.digits) n[d]++;
    return n;
  }

  isFull() { return this.digits.every((d) => d !== 0); }

  /** The main diagonal A1, B2, ... I9 of the player's grid ('.' where empty, so each digit keeps its cell). */
  diagonal() { return [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => this.digits[i * 10] || '.').join(''); }

  toJSON() {
    return { puzzle: this.puzzle, digits: this.digits, marks: this.marks, served: this.served,
      level: this.level, started: this.started, finished: this.finished, challenge: this.challenge,
      assisted: this.assisted, daily: this.daily, pausedAt: this.pausedAt, counted: this.counted,
      colors: this.colors, markColors: this.markColors, rules: this.rules, seen: this.elapsed(), taken: this.taken };
  }

  static fromJSON(o) {
    const ok = (a) => Array.isArray(a) && a.length === 81 && a.every((x) => Number.isInteger(x) && x >= 0);
    if (!o || !ok(o.puzzle) || !ok(o.digits) || !ok(o.marks)) return null;
    const rules = o.rules && typeof o.rules.variant === 'string' ? { variant: o.rules.variant } : null;
    if (rules && typeof o.rules.regions === 'string') rules.regions = o.rules.regions;
    if (rules && Array.isArray(o.rules.cages)) rules.cages = o.rules.cages;
    const g = new Game(o.puzzle, !!o.served, String(o.level || ''), rules);
    g.digits = o.digits.map((d, i) => (o.puzzle[i] ? o.puzzle[i] : Math.min(d, 9)));
    g.marks = o.marks.map((m) => m & 511);
    g.started = Number(o.started) || Date.now();
    g.finished = Number.isFinite(o.finished) && o.finished >= 0 ? o.finished : null;
    g.challenge = typeof o.challenge === 'string' ? o.challenge : '';
    g.assisted = o.assisted === true;
    g.daily = typeof o.daily === 'string' && /^\d{4}-\d\d-\d\d$/.test(o.daily) ? o.daily : '';
    g.pausedAt = Number.isFinite(o.pausedAt) && o.pausedAt >= 0 ? o.pausedAt : null;
    // the time the page was closed is not played: the clock goes on from what was last seen
    if (g.finished === null && g.pausedAt === null && Number.isFinite(o.seen) && o.seen >= 0) {
      g.started = Math.max(g.started, Date.now() - o.seen);
    }
    g.counted = o.counted === true;
    const colors = (a, n) => (Array.isArray(a) && a.length === n ? a.map((x) => (Number.isInteger(x) && x >= 0 && x <= 6 ? x : 0)) : null);
    g.colors = colors(o.colors, 81) || g.colors;
    g.markColors = colors(o.markColors, 729) || g.markColors;
    const cellList = (a) => Array.isArray(a) && a.every((c) => Number.isInteger(c) && c >= 0 && c < 81);
    if (o.taken && typeof o.taken === 'object') {
      for (const [k, v] of Object.entries(o.taken)) if (/^\d\d?$/.test(k) && +k < 81 && g.digits[+k] && cellList(v)) g.taken[k] = v.slice();
    }
    return g;
  }
}

const copyTaken = (taken) => Object.fromEntries(Object.entries(taken).map(([k, v]) => [k, v.slice()]));

/** A duration in seconds as m:ss, or h:mm:ss from one hour on. */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
