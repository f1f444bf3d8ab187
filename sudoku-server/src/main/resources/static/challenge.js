// The diagonal challenge: the player types the 9 digits of the solution's main diagonal and
// gets the verdict (and the leaderboard) from the same API the seed's client uses.
import { get, post } from './api.js';

const $ = (id) => document.getElementById(id);
const esc = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function submit(game) {
  const verdict = $('challenge-verdict');
  if (!game.served) {
    verdict.textContent = 'Only puzzles from “New puzzle” take part in the challenge.';
    return;
  }
  try {
    const r = await post('demo/sudoku/v0.1/submit', {
      puzzle: game.puzzleLine(), email: $('challenge-email').value, answer: $('challenge-answer').value,
    });
    verdict.textContent = `${r.correct ? '✓' : '✗'} ${r.message}`;
    try { localStorage.setItem('sudoku.email', $('challenge-email').value); } catch (e) { /* private mode */ }
    const board = await get(`api/leaderboard?puzzle=${encodeURIComponent(game.puzzleLine())}`);
    $('leaderboard').innerHTML = board.solvers
      .map((s) => `<li>${esc(s.email)} <small>${esc(s.solvedAt.slice(0, 16).replace('T', ' '))}</small></li>`).join('');
  } catch (e) {
    verdict.textContent = `⚠ ${e.message}`;
  }
}

/** Wires the challenge panel to the current game, as {@code game()} returns it. */
export function setupChallenge(game) {
  $('challenge-fill').addEventListener('click', () => { $('challenge-answer').value = game().diagonal().replace(/\./g, ''); });
  $('challenge-submit').addEventListener('click', () => submit(game()));
  try { $('challenge-email').value = localStorage.getItem('sudoku.email') || ''; } catch (e) { /* private mode */ }
}
