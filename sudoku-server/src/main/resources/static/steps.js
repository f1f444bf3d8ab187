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
      // a line of an inner chain in the current step's text draws that inner chain alone
      li.addEventListener('click', (e) => {
        const line = e.target.closest('.step-inner[data-inner]');
        if (line && li.classList.contains('current')) drawChain(r.steps[i], Number(line.dataset.inner));
        else showStep(i);
      });
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
  for (const line of $('message').querySelectorAll('.step-inner[data-inner]')) {
    line.tabIndex = 0;
    line.setAttribute('role', 'button');
    line.title = t('drawInner');
    line.addEventListener('click', () => drawChain(s, Number(line.dataset.inner)));
    line.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); drawChain(s, Number(line.dataset.inner)); }
    });
  }
  drawChain(s, FINAL);
  update();
}

/** The {@code data-inner} of a nested step's final chains: what its drawing shows first. */
const FINAL = -1;

/**
 * The links a step's drawing shows: for a nested step whose inner chains name their branches,
 * inner chain {@code j} alone, or with {@code j} = FINAL the final chains (the links of no inner
 * chain), so that each can be checked on the board as its line is read; every link of any other step.
 */
export function drawnLinks(s, j) {
  const inner = s.inner_chains || [];
  if (!drawable(s)) return s.links || [];
  if (j >= 0 && j < inner.length) {
    const mine = new Set(inner[j].branches);
    return (s.links || []).filter((l) => mine.has(l.branch));
  }
  const any = new Set(inner.flatMap((c) => c.branches));
  return (s.links || []).filter((l) => !any.has(l.branch));
}

/** Whether a nested step's inner chains each name the branches that draw them. */
function drawable(s) {
  const inner = s.inner_chains || [];
  return inner.length > 0 && inner.every((c) => Array.isArray(c.branches));
}

/** Draws {@code drawnLinks(s, j)} and marks the line of the step's text it belongs to, in the message and the list. */
function drawChain(s, j) {
  $('chain').innerHTML = chainSvg(drawnLinks(s, j), !!state.explanation?.rules?.cages);
  for (const line of document.querySelectorAll('#message .step-inner[data-inner], #steps li.current .step-inner[data-inner]')) {
    line.classList.toggle('drawn', Number(line.dataset.inner) === j);
  }
}

/**
 * A step's text as HTML: its sentence, and for a nested step each inner chain, then the rest (its
 * final chains), on a line of its own indented under it, so each can be checked alone; the
 * characters are the text's own, so the text reads the same when copied. Each such line says
 * which chain it is ({@code data-inner}), so that picking it draws that chain on the board. A step
 * that gives its {@code lines} (a nested verity's go two levels deep) is laid out by them.
 */
export function stepText(s) {
  if (Array.isArray(s.lines) && s.lines.length > 1) {
    const html = linesText(s);
    if (html !== null) return html;
  }
  const inner = (s.inner_chains || []).map((c) => c.text);
  // each line names what it draws (drawnLinks): inner chain j, or the final chains
  const named = drawable(s);
  const line = (x, j) => `<span class="step-inner"${named ? ` data-inner="${j}"` : ''}>${esc(x)}</span>`;
  let html = '';
  let from = 0;
  for (const [j, part] of inner.entries()) {
    const at = s.text.indexOf(part, from);
    if (at < 0) return esc(s.text);
    html += esc(s.text.slice(from, at)) + line(part, j);
    from = at + part.length;
  }
  const rest = s.text.slice(from);
  const lead = rest.length - rest.trimStart().length;
  return html + esc(rest.slice(0, lead)) + (inner.length && rest.trim() ? line(rest.slice(lead), FINAL) : esc(rest.slice(lead)));
}

/**
 * A nested step's text as HTML from its {@code lines} (as the text output prints them): its main
 * sentence, then each line indented by its depth; a line of an inner chain names it
 * ({@code data-inner}), any other line with chains draws the final chains; null when the lines
 * are not the text's own.
 */
function linesText(s) {
  const inner = s.inner_chains || [];
  const named = drawable(s);
  let html = '';
  let from = 0;
  let j = 0;
  for (const [k, l] of s.lines.entries()) {
    const at = s.text.indexOf(l.text, from);
    if (at < 0) return null;
    html += esc(s.text.slice(from, at));
    from = at + l.text.length;
    if (k === 0 && l.depth === 0) {
      html += esc(l.text);
      continue;
    }
    let which = null;
    if (j < inner.length && inner[j].text === l.text) which = j++;
    else if ((l.branches || []).length) which = FINAL;
    const depth = Math.min(Math.max(l.depth, 1), 3);
    html += `<span class="step-inner depth-${depth}"${named && which !== null ? ` data-inner="${which}"` : ''}>${esc(l.text)}</span>`;
  }
  return j === inner.length ? html + esc(s.text.slice(from)) : null;
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
