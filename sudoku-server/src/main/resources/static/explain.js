// Steps through an explanation: the board before each step, with candidates worked out here
// from where the explanation started (the clues, or the player's digits and pencil marks), the
// placements and the eliminations of the steps before it.
import { Game, peers, cellIndex } from './game.js';

export class Explanation {
  /**
   * An explanation of {@code puzzle} (81 digits) given the API's steps, from the clues or from a
   * player's {@code start} ({digits, marks}: a cell without marks has every digit its placed peers allow),
   * on a board with a variant's {@code rules} (null for classic).
   */
  constructor(puzzle, steps, start, rules = null) {
    this.puzzle = puzzle.slice();
    this.rules = rules;
    this.steps = steps;
    this.index = 0;
    this.active = true;
    this.states = [];
    let digits = (start ? start.digits : puzzle).slice();
    let marks = digits.map((d, c) => (d ? 0 : (start && start.marks[c]) || 511)
      & ~peers(c, rules).reduce((m, p) => (digits[p] ? m | (1 << (digits[p] - 1)) : m), 0));
    for (const s of steps) {
      this.states.push({ digits: digits.slice(), marks: marks.slice() });
      for (const p of s.placements || []) {
        const c = cellIndex(p.cell);
        digits[c] = p.digit;
        marks[c] = 0;
        for (const q of peers(c, rules)) marks[q] &= ~(1 << (p.digit - 1));
      }
      for (const e of s.eliminations || []) marks[cellIndex(e.cell)] &= ~(1 << (e.digit - 1));
    }
    this.states.push({ digits, marks });
  }

  /** Moves to step {@code i} (clamped) and makes the explanation the board's view. */
  go(i) {
    this.index = Math.max(0, Math.min(this.steps.length - 1, i));
    this.active = true;
  }

  /** The board before the current step, as a read-only game. */
  view() {
    const g = new Game(this.puzzle, false, '', this.rules);
    const s = this.states[this.index];
    g.digits = s.digits.slice();
    g.marks = s.marks.slice();
    return g;
  }
}
