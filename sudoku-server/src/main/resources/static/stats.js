// Statistics kept on this device (storage.js): solves per level with best and average times,
// the last games, and the streak of days whose daily puzzle was solved.
import { clock } from './game.js';
import { t, tn } from './i18n.js';
import { esc } from './page.js';
import { KEYS, read, write } from './storage.js';

/** The stored statistics: {levels: {level: {solved, best, total}}, dailies: [date], history: [...]} */
export function load() {
  const s = read(KEYS.stats);
  if (s && typeof s.levels === 'object' && Array.isArray(s.dailies) && Array.isArray(s.history)) {
    return { ...s, training: s.training && typeof s.training === 'object' ? s.training : {} };
  }
  return { levels: {}, dailies: [], history: [], training: {} };
}

/** How the trainer's techniques are named (trainer.js sets it once the catalogue is known). */
let techniqueName = (id) => id;
export function nameTechniques(f) { techniqueName = f; }

/** Counts one answer in the technique trainer: right, partly (right) or wrong, per technique. */
export function recordTraining(technique, verdict) {
  const s = load();
  const x = s.training[technique] || { right: 0, partly: 0, wrong: 0 };
  x[verdict] += 1;
  s.training[technique] = x;
  write(KEYS.stats, s);
}

/** The trainer's scores as a table, or '' before the first answer. */
function trainingTable(s) {
  const ids = Object.keys(s.training);
  if (!ids.length) return '';
  const rows = ids.map((id) => {
    const x = s.training[id];
    return `<tr><th scope="row">${esc(techniqueName(id))}</th><td>${x.right}</td><td>${x.partly}</td><td>${x.wrong}</td></tr>`;
  }).join('');
  return `<h3>${esc(t('trainerPanel'))}</h3><table class="stats" id="training-stats"><thead><tr><th scope="col">${esc(t('technique'))}</th>`
    + `<th scope="col">${esc(t('trainer_right'))}</th><th scope="col">${esc(t('trainer_partly'))}</th>`
    + `<th scope="col">${esc(t('trainer_wrong'))}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Counts a solved game once: its level (or 'own'), its time in seconds, and its daily date. */
export function record(game) {
  if (game.counted) return false;
  game.counted = true;
  const s = load();
  const level = game.level || 'own';
  const seconds = Math.round(game.elapsed() / 1000);
  const l = s.levels[level] || { solved: 0, best: null, total: 0 };
  l.solved += 1;
  l.total += seconds;
  l.best = l.best === null ? seconds : Math.min(l.best, seconds);
  s.levels[level] = l;
  if (game.daily && !s.dailies.includes(game.daily)) s.dailies.push(game.daily);
  s.history.unshift({ at: new Date().toISOString().slice(0, 10), level, seconds, daily: game.daily || '' });
  s.history = s.history.slice(0, 20);
  write(KEYS.stats, s);
  return true;
}

/** A level's name in the page's language ('own' for the player's own puzzles). */
function levelLabel(level) {
  const key = level === 'own' ? 'own' : `level_${level}`;
  const name = t(key);
  return name === key ? level : name;
}

const day = (date) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86400000);

/** Days in a row, up to today or yesterday (UTC), whose daily puzzle was solved. */
export function streak(s = load(), today = new Date().toISOString().slice(0, 10)) {
  const days = new Set(s.dailies.map(day));
  let d = day(today);
  if (!days.has(d)) d -= 1;
  let n = 0;
  while (days.has(d)) { n++; d--; }
  return n;
}

/** Writes the statistics into {@code el}. */
export function render(el) {
  const s = load();
  const levels = Object.keys(s.levels);
  if (!levels.length) {
    el.innerHTML = `<p class="hint-text">${esc(t('noStats'))}</p><p id="streak">${esc(tn('streak', streak(s)))}</p>${trainingTable(s)}`;
    return;
  }
  const rows = levels.map((l) => {
    const x = s.levels[l];
    return `<tr><th scope="row">${esc(levelLabel(l))}</th><td>${x.solved}</td><td>${clock(x.best)}</td>`
      + `<td>${clock(x.total / x.solved)}</td></tr>`;
  }).join('');
  const history = s.history.slice(0, 8).map((h) => `<li>${esc(h.at)} · ${esc(h.daily ? t('daily') : levelLabel(h.level))}`
    + ` · ${clock(h.seconds)}</li>`).join('');
  el.innerHTML = `<table class="stats"><thead><tr><th scope="col">${esc(t('statsLevel'))}</th><th scope="col">${esc(t('statsSolved'))}</th>`
    + `<th scope="col">${esc(t('statsBest'))}</th><th scope="col">${esc(t('statsAverage'))}</th></tr></thead><tbody>${rows}</tbody></table>`
    + `<p id="streak">${esc(tn('streak', streak(s)))}</p><h3>${esc(t('history'))}</h3><ul class="history">${history}</ul>${trainingTable(s)}`;
}
