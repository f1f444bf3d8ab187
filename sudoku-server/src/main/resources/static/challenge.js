// The diagonal challenge: the player sends the 9 digits of the main diagonal of the grid they
// filled, gets the verdict (correct, ranked or assisted) and the leaderboards of players and machines.
import { get, post } from './api.js';
import { clock } from './game.js';
import { t, errorText } from './i18n.js';
import { $, esc } from './page.js';
import { KEYS, readText, writeText } from './storage.js';
const MAX_EMAIL = 254;

/** What is wrong with an e-mail, as the server checks it, or '' when it looks fine. */
export function emailProblem(email) {
  if (!email) return t('emailEnter');
  if (email.length > MAX_EMAIL) return t('emailLong', { n: MAX_EMAIL });
  if (/[\s<>]/.test(email)) return t('emailSpaces');
  if (!/^[^@]+@[^@.]+(\.[^@.]+)+$/.test(email)) return t('emailShape');
  return '';
}

function emailError(message) {
  $('challenge-email-error').textContent = message;
  $('challenge-email').toggleAttribute('aria-invalid', !!message);
}

let shown = { puzzle: '', board: 'players' };

/** Shows one leaderboard of the puzzle: 'players' (unaided, ranked by time) or 'machines'. */
async function showBoard(puzzle, board) {
  shown = { puzzle, board };
  $('boards').hidden = false;
  for (const b of ['players', 'machines']) {
    const tab = $(`board-${b}`);
    tab.setAttribute('aria-selected', String(b === board));
    tab.tabIndex = b === board ? 0 : -1;
  }
  $('leaderboard').setAttribute('aria-labelledby', `board-${board}`);
  try {
    const r = await get(`api/leaderboard?puzzle=${encodeURIComponent(puzzle)}&board=${board}`);
    if (shown.puzzle !== puzzle || shown.board !== board) return;
    const solvers = r.solvers || [];
    $('leaderboard-info').textContent = solvers.length ? '' : t('nobodyYet');
    $('leaderboard').innerHTML = solvers.map((s) => {
      const time = Number.isFinite(s.seconds) ? clock(s.seconds)
        : s.solvedAt ? String(s.solvedAt).slice(0, 16).replace('T', ' ') : '';
      return `<li${Number.isInteger(s.rank) ? ` value="${s.rank}"` : ''}><span class="who">${esc(s.email)}</span>`
        + ` <span class="time">${esc(time)}</span></li>`;
    }).join('');
  } catch (e) {
    $('leaderboard-info').textContent = `⚠ ${errorText(e)}`;
    $('leaderboard').innerHTML = '';
  }
}

/**
 * The verdict's second sentence: where the entry stands on the boards. When it is not ranked the
 * server says why ({@code not_ranked}: a stable code and an English sentence); a code with a text
 * in the page's catalogue ('notRanked.' + code) is said in the page's language, any other in the
 * server's words.
 */
function standing(r) {
  if (!r.correct || typeof r.ranked !== 'boolean') return '';
  const time = Number.isFinite(r.seconds) ? t('inTime', { time: clock(r.seconds) }) : '';
  if (r.ranked) return t('rankedIn', { time });
  const why = r.not_ranked || {};
  if (why.code === 'assisted' || (!why.code && r.assisted)) return t('assistedNotRanked');
  const key = `notRanked.${why.code}`;
  if (why.code && t(key) !== key) return ` ${t(key)}`;
  return why.message ? ` ${why.message}` : t('notRanked');
}

/** The verdict in the page's language, from the answer's codes (correct, ranked, assisted), said once. */
function verdictText(r, answer) {
  return `${r.correct ? '✓' : '✗'} ${t(r.correct ? 'verdictCorrect' : 'verdictWrong', { answer })}${standing(r)}`;
}

let tell = () => {};
/** The last verdict's answer and entry, for {@link relabelChallenge}. */
let last = null;

/** Writes the shown verdict and leaderboard again in the page's language. */
export function relabelChallenge() {
  if (last && $('challenge-verdict').textContent) $('challenge-verdict').textContent = verdictText(last.r, last.answer);
  if (shown.puzzle) showBoard(shown.puzzle, shown.board);
}

/** Writes the panel's verdict, and says it next to the board too ({@code tone}: good or bad). */
function verdictIs(text, tone = 'bad') {
  $('challenge-verdict').textContent = text;
  tell(text, tone);
}

async function submit(game, save) {
  const verdict = $('challenge-verdict');
  verdict.textContent = '';
  if (!game.served) {
    verdictIs(t('onlyServed'));
    return;
  }
  const email = $('challenge-email').value.trim();
  const problem = emailProblem(email);
  emailError(problem);
  if (problem) { $('challenge-email').focus(); return; }
  const answer = $('challenge-answer').value.trim();
  if (!/^[1-9]{9}$/.test(answer)) {
    const empty = [...answer.padEnd(9, '.')].map((ch, i) => (/[1-9]/.test(ch) ? '' : 'ABCDEFGHI'[i] + (i + 1))).filter((x) => x);
    verdictIs(t('diagonalNeeds', { missing: empty.length ? t('diagonalMissing', { cells: empty.join(', ') }) : '' }));
    return;
  }
  const body = { puzzle: game.puzzleLine(), email, answer };
  if (game.isChallenge()) Object.assign(body, { challenge: game.challenge, board: 'players', assisted: game.assisted });
  try {
    const r = await post('demo/sudoku/v0.1/submit', body);
    last = { r, answer };
    verdictIs(verdictText(r, answer), r.correct ? 'good' : 'bad');
    writeText(KEYS.email, email);
    if (r.assisted === true && !game.assisted) { game.assisted = true; save(); }
    await showBoard(game.puzzleLine(), r.board === 'machines' ? 'machines' : 'players');
  } catch (e) {
    if (e.details && e.details.field === 'email') emailError(errorText(e));
    verdictIs(`⚠ ${errorText(e)}`);
  }
}

/**
 * Wires the challenge panel to the current game, as {@code game()} returns it; {@code save} stores it,
 * {@code say(text, tone)} shows a verdict next to the board.
 */
export function setupChallenge(game, save, say) {
  tell = say;
  $('challenge-fill').addEventListener('click', () => { $('challenge-answer').value = game().diagonal(); });
  $('challenge-submit').addEventListener('click', () => submit(game(), save));
  $('challenge-email').addEventListener('input', () => { if ($('challenge-email-error').textContent) emailError(''); });
  for (const b of ['players', 'machines']) {
    $(`board-${b}`).addEventListener('click', () => showBoard(game().puzzleLine(), b));
  }
  $('boards').addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = shown.board === 'players' ? 'machines' : 'players';
    $(`board-${next}`).focus();
    showBoard(game().puzzleLine(), next);
  });
  $('challenge-email').value = readText(KEYS.email) || '';
}

/** Empties the panel's verdict and leaderboard: a new game is on the board. */
export function resetChallenge() {
  shown = { puzzle: '', board: 'players' };
  last = null;
  $('challenge-verdict').textContent = '';
  $('leaderboard').innerHTML = '';
  $('leaderboard-info').textContent = '';
  $('boards').hidden = true;
  emailError('');
}
