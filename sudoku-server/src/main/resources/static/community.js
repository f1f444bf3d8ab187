// Other tools' puzzles on the page: "Open in SudokuWiki" and "Open in SudokuPad" beside the
// share link, and their links, strings and grids read when pasted. The server converts
// (POST /api/convert), so the page holds no copy of those formats.
import { post } from './api.js';
import { Game, parseLine } from './game.js';
import { t, errorText } from './i18n.js';
import { $, esc, say } from './page.js';

/** Whether pasted text may be another tool's puzzle: a link, a SudokuWiki string, JSON, a framed grid. */
const foreign = (text) => /sudokuwiki|f-puzzles|sudokupad|fpuzzles|bd=|^\s*[{[]|^\s*[.*:'][-.]*---/im.test(text)
  || /^[A-Z]9B[0-9a-z]{162}$|^[0-9a-v]{162}$|^\d{81},\d{162}$/.test(text.trim());

/** The game of an answer of /api/convert: its givens and, for a variant, its rules. */
function gameOf(r) {
  const cells = parseLine(r.puzzle);
  if (!cells) return null;
  const rules = r.variant === 'classic' ? null : { variant: r.variant };
  if (rules && r.regions) rules.regions = r.regions;
  if (rules && r.cages) rules.cages = r.cages;
  return new Game(cells, false, '', rules);
}

/**
 * The game of the pasted text: another tool's puzzle, converted by the server, else what
 * {@code own()} reads (the page's own 81 characters); null (and a message) when neither.
 */
export async function pastedGame(own) {
  const text = $('paste-text').value;
  if (!foreign(text)) return own();
  try {
    return gameOf(await post('api/convert', { puzzle: text.trim() }));
  } catch (e) {
    say(esc(errorText(e)), 'bad');
    return null;
  }
}

/** Adds "Open in SudokuWiki" and "Open in SudokuPad" after the share link, when the puzzle fits those tools. */
export async function addOpenIn(game) {
  let formats;
  try {
    formats = (await post('api/convert', game.request())).formats;
  } catch (e) {
    return; // the share link stands alone
  }
  const links = [['sudokuwiki', 'openInSudokuWiki'], ['sudokupad', 'openInSudokuPad']]
    .filter(([f]) => typeof formats?.[f] === 'string' && /^https:\/\//.test(formats[f]))
    .map(([f, key]) => `<a id="open-${f}" href="${esc(formats[f])}" target="_blank" rel="noopener">${esc(t(key))}</a>`);
  if (links.length) $('message').insertAdjacentHTML('beforeend', ` ${links.join(' · ')}`);
}
