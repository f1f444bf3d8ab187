// The explanation on the page: the list of steps, and the board before each step with its
// highlights and its chain drawn.
import { post } from './api.js';
import { cellIndex } from './game.js';
import { Explanation } from './explain.js';
import { chainSvg } from './chain.js';
import { t, tn, errorText } from './i18n.js';
import { $, esc, levelName, say } from './page.js';
import { clearMarks, highlight, state, update } from './store.js';
import { inPageLanguage, marksList, mayHelp } from './help.js';

/** Explains the game from where the player is; {@code at}: the step to show (a relabelled explanation keeps its place). */
export async function explain(at = 0) {
  if (state.game.isPaused()) return;
  if (!(await mayHelp())) return;
  $('explain').disabled = true;
  say(t('explaining'));
  try {
    // from where the player is: their digits and pencil marks (their mistakes are reported first)
    const game = state.game;
    const start = game.isTouched() ? { digits: game.digits.slice(), marks: game.marks.slice() } : null;
    const r = await post('api/explain', inPageLanguage(start
      ? { ...game.request(), grid: game.gridLine(), candidates: marksList() }
      : game.request()));
    if (state.game !== game) return;
    state.explanation = new Explanation(game.puzzle, r.steps, start, game.rules);
    $('rating').textContent = r.rating ? t('rating', { ...r, level: levelName(r.level) }) : '';
    const list = $('steps');
    list.innerHTML = '';
    r.steps.forEach((s, i) => {
      const li = document.createElement('li');
      // the text of a step other than the current one is folded to a few lines (style.css), never cut
      li.innerHTML = `<span class="tech">${esc(s.technique)}</span>: <span class="text">${stepText(s)}</span>`;
      li.tabIndex = 0;
      li.addEventListener('click', () => showStep(i));
      li.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); showStep(i); } });
      list.appendChild(li);
    });
    say(tn('stepsPick', r.steps.length));
    showStep(Number.isInteger(at) ? at : 0);
  } catch (e) {
    clearMarks();
    (e.details?.cells || []).map(cellIndex).forEach((c) => state.marks.wrong.add(c));
    update();
    say(esc(errorText(e)), 'bad');
  } finally {
    $('explain').disabled = false;
  }
}

export function showStep(i) {
  const x = state.explanation;
  if (!x || !x.steps.length) return;
  x.go(i);
  const s = x.steps[x.index];
  highlight(s);
  (s.placements || []).forEach((p) => state.marks.hint.add(cellIndex(p.cell)));
  [...$('steps').children].forEach((li, k) => li.classList.toggle('current', k === x.index));
  scrollWithin($('steps'), $('steps').children[x.index]);
  for (const [prev, next, close] of [['explain-prev', 'explain-next', 'explain-close'], ['nav-prev', 'nav-next', 'nav-close']]) {
    $(prev).disabled = x.index === 0;
    $(next).disabled = x.index >= x.steps.length - 1;
    $(close).disabled = false;
  }
  $('step-nav').hidden = false;
  say(t('stepN', { n: x.index + 1, total: x.steps.length, technique: esc(s.technique), text: stepText(s) }));
  $('chain').innerHTML = chainSvg(s.links, !!x.rules?.cages);
  update();
}

/**
 * A step's text as HTML: its sentence, and for a nested step each inner chain, then the rest (its
 * final chains), on a line of its own indented under it, so each can be checked alone; the
 * characters are the text's own, so the text reads the same when copied.
 */
export function stepText(s) {
  const inner = (s.inner_chains || []).map((c) => c.text);
  const line = (x) => `<span class="step-inner">${esc(x)}</span>`;
  let html = '';
  let from = 0;
  for (const part of inner) {
    const at = s.text.indexOf(part, from);
    if (at < 0) return esc(s.text);
    html += esc(s.text.slice(from, at)) + line(part);
    from = at + part.length;
  }
  const rest = s.text.slice(from);
  const lead = rest.length - rest.trimStart().length;
  return html + esc(rest.slice(0, lead)) + (inner.length && rest.trim() ? line(rest.slice(lead)) : esc(rest.slice(lead)));
}

/** Asks the explanation again in the page's language, at the same step, when one is shown. */
export function relabelExplanation() {
  if (state.explanation && state.explanation.active) explain(state.explanation.index);
}

export function closeExplanation() {
  if (!state.explanation) return;
  state.explanation.active = false;
  $('explain-prev').disabled = true;
  $('explain-next').disabled = true;
  $('explain-close').disabled = true;
  $('step-nav').hidden = true;
  [...$('steps').children].forEach((li) => li.classList.remove('current'));
  $('chain').innerHTML = '';
  clearMarks();
  update();
}

/** Scrolls {@code list} (positioned: style.css), not the page, so that {@code item} shows; the board stays where it is. */
function scrollWithin(list, item) {
  if (!item) return;
  const top = item.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + item.offsetHeight - list.clientHeight;
}
