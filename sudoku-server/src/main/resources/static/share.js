// Sharing a puzzle as a link, opening a shared link, and printing.
import { get, post } from './api.js';
import { addOpenIn } from './community.js';
import { Game, cellIndex, parseLine } from './game.js';
import { t, errorText } from './i18n.js';
import { layout } from './print.js';
import { $, esc, levelName, say } from './page.js';
import { state } from './store.js';
import { mayLeave, start } from './play.js';

/** A link to the puzzle: #p= and its 81 characters, or for a variant #v= and its rules as JSON. */
const shareLink = (game) => `${location.origin}${location.pathname}`
  + (game.rules ? `#v=${encodeURIComponent(JSON.stringify(game.request()))}` : `#p=${game.puzzleLine()}`);

/** The game of a variant link's JSON ({variant, puzzle, regions, cages}), or null when it is not one. */
function sharedVariant(text) {
  let o;
  try { o = JSON.parse(decodeURIComponent(text)); } catch (e) { return null; }
  const cells = typeof o?.puzzle === 'string' ? parseLine(o.puzzle) : null;
  if (!cells || typeof o.variant !== 'string' || !/^[a-z-]{1,40}$/.test(o.variant)) return null;
  const rules = { variant: o.variant };
  if (o.regions !== undefined) {
    if (typeof o.regions !== 'string' || o.regions.length !== 81) return null;
    rules.regions = o.regions;
  }
  if (o.cages !== undefined) {
    const cage = (c) => Number.isInteger(c?.sum) && Array.isArray(c.cells) && c.cells.every((n) => cellIndex(String(n)) >= 0);
    if (!Array.isArray(o.cages) || o.cages.length > 81 || !o.cages.every(cage)) return null;
    rules.cages = o.cages.map((c) => ({ sum: c.sum, cells: c.cells.map(String) }));
  }
  return new Game(cells, false, '', rules);
}

export async function share() {
  const link = shareLink(state.game);
  say(t('shareReady', { link: `<a id="share-link" href="${esc(link)}">${esc(link)}</a>` }));
  await addOpenIn(state.game);
  try {
    await navigator.clipboard.writeText(link);
    $('message').insertAdjacentText('beforeend', ` ${t('shareCopied')}`);
  } catch (e) { /* no clipboard here: the link is shown */ }
}

/** Starts the puzzle of a share link (#p=81 characters, or #v= a variant's rules), then takes it out of the address. */
export async function openShared() {
  const m = /^#p=([1-9.0]{81})$/.exec(location.hash);
  const v = /^#v=(.{1,8000})$/.exec(location.hash);
  const game = m ? new Game(parseLine(m[1])) : v ? sharedVariant(v[1]) : null;
  if (!game) return false;
  history.replaceState(null, '', location.pathname + location.search);
  const same = (g) => JSON.stringify(g.request());
  if (state.game && same(state.game) === same(game)) return true;
  if (!(await mayLeave())) return true;
  start(game, t('sharedPuzzle'));
  return true;
}

export async function print() {
  const perPage = $('print-four').checked ? 4 : 1;
  const withSolutions = $('print-solutions').checked;
  const game = state.game;
  const puzzles = [{ line: game.puzzleLine(), title: $('puzzle-info').textContent.split(' · ').slice(0, 2).join(' · '),
    request: game.request() }];
  try {
    const level = game.level || $('level').value;
    for (let i = 1; i < perPage; i++) {
      const r = await get(`demo/sudoku/v0.1/getpuzzle?level=${encodeURIComponent(level)}`);
      puzzles.push({ line: r.puzzle, title: t('infoPuzzle', { level: levelName(r.level || level) }) });
    }
    let solutions = null;
    if (withSolutions) {
      solutions = [];
      for (const p of puzzles) solutions.push((await post('api/solve', p.request || { puzzle: p.line })).solution || '');
    }
    layout($('print-sheet'), puzzles, perPage, solutions, t('printSolution'));
    window.print();
  } catch (e) {
    say(t('printFailed', { error: esc(errorText(e)) }), 'bad');
  }
}
