// The technique trainer: a technique picked from the catalogue (grouped by level), a position from
// the server where it is the next useful step (the board just before it), the player's answer
// (candidates removed, a digit placed) judged right, partly right or wrong against the step, the
// step drawn, and a score per technique kept in the statistics.
import * as stats from './stats.js';
import { get, post } from './api.js';
import { Game, cellIndex } from './game.js';
import { Explanation } from './explain.js';
import { chainSvg } from './chain.js';
import { t, language, errorText } from './i18n.js';
import { $, esc, levelName, say } from './page.js';
import { clearMarks, highlight, state, update } from './store.js';

let names = new Map();

/** A technique's name in the page's language, as the server's catalogue gives it (its id until known). */
export const techniqueName = (id) => names.get(id) || id;

/** Fills the technique list from GET /api/techniques in the page's language, grouped by level. */
export async function loadTechniques() {
  let r;
  try { r = await get(`api/techniques?lang=${language()}`); } catch (e) { return; }
  const chosen = $('trainer-technique').value;
  const usable = r.techniques.filter((x) => x.implemented && x.id !== 'GUESS');
  names = new Map(usable.map((x) => [x.id, x.name]));
  const levels = [...new Set(usable.map((x) => x.level))];
  $('trainer-technique').innerHTML = levels.map((l) => `<optgroup label="${esc(levelName(l))}">`
    + usable.filter((x) => x.level === l).map((x) => `<option value="${esc(x.id)}">${esc(x.name)}</option>`).join('')
    + '</optgroup>').join('');
  if (names.has(chosen)) $('trainer-technique').value = chosen;
  stats.nameTechniques(techniqueName);
  stats.render($('stats'));
}

/** A set of "cell:digit" keys. */
const keys = (list) => new Set((list || []).map((x) => `${cellIndex(x.cell)}:${x.digit}`));

/** Asks the server for a position of the chosen technique and puts it on the board (the player's game is kept aside). */
export async function practise() {
  const technique = $('trainer-technique').value;
  if (!technique || !state.game) return;
  $('trainer-start').disabled = true;
  say(t('trainerFinding', { technique: esc(techniqueName(technique)) }));
  try {
    const r = await post('api/trainer', { technique, lang: language() });
    const x = new Explanation(r.puzzle.split('').map((ch) => (ch >= '1' && ch <= '9' ? +ch : 0)), r.steps, null, null);
    x.go(r.index);
    const before = x.view();
    const game = new Game(before.puzzle, false, '', null);
    game.digits = before.digits.slice();
    game.marks = before.marks.slice();
    game.counted = true; // practice is not in the solving statistics
    $('chain').innerHTML = '';
    update((s) => {
      s.training = { kept: s.training ? s.training.kept : s.game, technique: r.technique, name: r.name,
        step: r.steps[r.index], start: game.snapshot(), judged: false };
      Object.assign(s, { game, explanation: null, pencil: !(r.steps[r.index].placements || []).length });
      clearMarks();
    });
    say(t('trainerTask', { technique: esc(r.name) }));
  } catch (e) {
    say(esc(errorText(e)), 'bad');
  } finally {
    $('trainer-start').disabled = false;
  }
}

/** Judges the player's answer against the step: right, partly right or wrong; then draws the step. */
export function judge() {
  const tr = state.training;
  if (!tr || tr.judged) return;
  const g = state.game;
  const removed = [];
  const placed = [];
  // the marks a placed digit took from its peers went with the placement: they are not eliminations
  const took = new Set(Object.entries(g.taken).flatMap(([q, cells]) => cells.map((p) => `${p}:${g.digits[q]}`)));
  for (let c = 0; c < 81; c++) {
    if (g.digits[c] && !tr.start.digits[c]) placed.push(`${c}:${g.digits[c]}`);
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if (!g.digits[c] && (tr.start.marks[c] & bit) && !(g.marks[c] & bit) && !took.has(`${c}:${d}`)) removed.push(`${c}:${d}`);
    }
  }
  const want = [...keys(tr.step.eliminations), ...keys(tr.step.placements)];
  const given = [...removed, ...placed];
  const hits = given.filter((k) => want.includes(k)).length;
  const verdict = hits === want.length && given.length === want.length ? 'right' : hits > 0 ? 'partly' : 'wrong';
  stats.recordTraining(tr.technique, verdict);
  stats.render($('stats'));
  tr.judged = true;
  // the step drawn on the board as it was before the answer
  g.digits = tr.start.digits.slice();
  g.marks = tr.start.marks.slice();
  highlight(tr.step);
  (tr.step.placements || []).forEach((p) => state.marks.hint.add(cellIndex(p.cell)));
  $('chain').innerHTML = chainSvg(tr.step.links);
  update();
  say(`<b>${t(`trainer_${verdict}`)}</b> ${esc(tr.step.technique)}: ${esc(tr.step.text)}`,
    verdict === 'right' ? 'good' : verdict === 'wrong' ? 'bad' : '');
}

/** Puts the player's own game back on the board. */
export function leaveTraining() {
  if (!state.training) return;
  $('chain').innerHTML = '';
  update((s) => {
    Object.assign(s, { game: s.training.kept, training: null, pencil: false });
    clearMarks();
  });
  say('');
}
