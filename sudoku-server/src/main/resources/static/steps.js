// The explanation on the page: the list of steps, and the board before each step with its
// highlights and its chain drawn.
import { post } from './api.js';
import { cellIndex } from './game.js';
import { Explanation } from './explain.js';
import { chainSvg } from './chain.js';
import { t } from './i18n.js';
import { $, clearMarks, esc, say, ui } from './page.js';
import { highlight, render } from './board.js';
import { inPageLanguage, marksList, mayHelp } from './play.js';

export async function explain() {
  if (ui.game.isPaused()) return;
  if (!(await mayHelp())) return;
  $('explain').disabled = true;
  say(t('explaining'));
  try {
    // from where the player is: their digits and pencil marks (their mistakes are reported first)
    const game = ui.game;
    const start = game.isTouched() ? { digits: game.digits.slice(), marks: game.marks.slice() } : null;
    const r = await post('api/explain', inPageLanguage(start
      ? { ...game.request(), grid: game.gridLine(), candidates: marksList() }
      : game.request()));
    if (ui.game !== game) return;
    ui.explanation = new Explanation(game.puzzle, r.steps, start, game.rules);
    $('rating').textContent = r.rating ? t('rating', r) : '';
    const list = $('steps');
    list.innerHTML = '';
    r.steps.forEach((s, i) => {
      const li = document.createElement('li');
      // the text of a step other than the current one is folded to a few lines (style.css), never cut
      li.innerHTML = `<span class="tech">${esc(s.technique)}</span>: <span class="text">${esc(s.text)}</span>`;
      li.tabIndex = 0;
      li.addEventListener('click', () => showStep(i));
      li.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); showStep(i); } });
      list.appendChild(li);
    });
    say(t('stepsPick', { n: r.steps.length }));
    showStep(0);
  } catch (e) {
    clearMarks();
    (e.details?.cells || []).map(cellIndex).forEach((c) => ui.marks.wrong.add(c));
    render();
    say(esc(e.message), 'bad');
  } finally {
    $('explain').disabled = false;
  }
}

export function showStep(i) {
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
  say(t('stepN', { n: x.index + 1, total: x.steps.length, technique: esc(s.technique), text: esc(s.text) }));
  $('chain').innerHTML = chainSvg(s.links, !!x.rules?.cages);
  render();
}

export function closeExplanation() {
  if (!ui.explanation) return;
  ui.explanation.active = false;
  $('explain-prev').disabled = true;
  $('explain-next').disabled = true;
  $('explain-close').disabled = true;
  [...$('steps').children].forEach((li) => li.classList.remove('current'));
  $('chain').innerHTML = '';
  clearMarks();
  if (ui.game) render();
}
