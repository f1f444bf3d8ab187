// The state of one game: the puzzle's clues, the player's digits and pencil marks, with undo/redo.
// Cells are 0..80 in reading order; a mark set is a bit mask (bit d-1 for digit d).

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

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** The top-left cells of the four Windoku windows. */
export const WINDOWS = [10, 14, 50, 54];

/**
 * The units of a board with {@code rules} (null for classic Sudoku; else the API's variant fields
 * {variant, regions, cages}): rows, columns, boxes or jigsaw regions, the diagonals of an X, the
 * windows of a Windoku, and a killer's cages (a cage's digits differ too).
 */
export function unitsOf(rules) {
  const units = [];
  for (const i of ALL) {
    units.push(ALL.map((k) => i * 9 + k), ALL.map((r) => r * 9 + i));
  }
  const parts = (rules?.variant || 'classic').split('-');
  if (rules?.regions) {
    const by = new Map();
    [...rules.regions].forEach((ch, c) => by.set(ch, [...(by.get(ch) || []), c]));
    units.push(...by.values());
  } else {
    for (const b of ALL) units.push(ALL.map((i) => (b - b % 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3)));
  }
  if (parts.includes('x')) units.push(ALL.map((i) => i * 10), ALL.map((i) => i * 8 + 8));
  if (parts.includes('windoku')) for (const w of WINDOWS) units.push(ALL.map((i) => w + Math.floor(i / 3) * 9 + (i % 3)));
  for (const cage of rules?.cages || []) units.push(cage.cells.map(cellIndex));
  return units;
}

const PEER_TABLES = new Map();

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
    /** Whether this solve is in the statistics already. */
    this.counted = false;
    /** The colour (1..6, 0 for none) of each cell, and of each candidate (index cell * 9 + digit - 1). */
    this.colors = new Array(81).fill(0);
    this.markColors = new Array(729).fill(0);
  }

  /** Milliseconds played: frozen once the game is solved, and while it is paused. */
  elapsed() { return this.finished ?? this.pausedAt ?? Math.max(0, Date.now() - this.started); }

  /** Stops the timer until {@link #unpause}. */
  pause() { if (this.finished === null && this.pausedAt === null) this.pausedAt = this.elapsed(); }

  /** Runs the timer again from where it was paused. */
  unpause() {
    if (this.pausedAt === null) return;
    this.started = Date.now() - this.pausedAt;
    this.pausedAt = null;
  }

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
   * else the cell's pencil marks.
   */
  setDigit(cell, digit) {
    if (this.isGiven(cell)) return false;
    if (this.digits[cell] === digit && (digit !== 0 || this.marks[cell] === 0)) return false;
    this.record();
    if (digit === 0 && this.digits[cell] === 0) {
      this.marks[cell] = 0;
      return true;
    }
    this.digits[cell] = digit;
    if (digit !== 0) {
      for (const p of this.peers(cell)) this.marks[p] &= ~(1 << (digit - 1));
    }
    return true;
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
  }

  record() {
    this.past.push({ digits: this.digits.slice(), marks: this.marks.slice() });
    if (this.past.length > 500) this.past.shift();
    this.future = [];
  }

  undo() { return this.swap(this.past, this.future); }
  redo() { return this.swap(this.future, this.past); }

  swap(from, to) {
    if (!from.length) return false;
    to.push({ digits: this.digits.slice(), marks: this.marks.slice() });
    const s = from.pop();
    this.digits = s.digits;
    this.marks = s.marks;
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
      colors: this.colors, markColors: this.markColors, rules: this.rules };
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
    g.counted = o.counted === true;
    const colors = (a, n) => (Array.isArray(a) && a.length === n ? a.map((x) => (Number.isInteger(x) && x >= 0 && x <= 6 ? x : 0)) : null);
    g.colors = colors(o.colors, 81) || g.colors;
    g.markColors = colors(o.markColors, 729) || g.markColors;
    return g;
  }
}

/** A duration in seconds as m:ss, or h:mm:ss from one hour on. */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
