// Small helpers every part of the page uses: an element by id, the message next to the board,
// escaping, a level's name, the digits of a mark set.
import { t } from './i18n.js';

export const $ = (id) => document.getElementById(id);
export const COLOURS = 6;
export const LONG_PRESS = 500;

export const digitsOf = (m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)));

/** Says {@code html} in the answer line next to the board ({@code tone}: good, bad or plain). */
export function say(html, tone = '') {
  const m = $('message');
  m.className = tone;
  m.innerHTML = html;
}

export const esc = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A level's name in the page's language (the server's name when the catalogue has none). */
export function levelName(level) {
  const key = `level_${level}`;
  const name = t(key);
  return name === key ? level : name;
}
