// The print view: one or four puzzles a page, and optionally a page of their solutions, laid out
// in #print-sheet, which only paper shows (style.css, @media print).
import { esc } from './page.js';

const grid = (line, title) => {
  let html = `<figure class="sheet-grid"><figcaption>${title}</figcaption><div class="sheet-board">`;
  for (let c = 0; c < 81; c++) {
    const ch = line[c];
    html += `<span class="r${Math.floor(c / 9)} c${c % 9}">${ch >= '1' && ch <= '9' ? ch : ''}</span>`;
  }
  return `${html}</div></figure>`;
};

/**
 * Lays out {@code puzzles} ({line, title} each) {@code perPage} to a page, then their
 * {@code solutions} (lines, or null) under {@code solutionTitle}.
 */
export function layout(sheet, puzzles, perPage, solutions, solutionTitle) {
  const pages = [];
  for (let i = 0; i < puzzles.length; i += perPage) {
    pages.push(`<section class="sheet-page per-${perPage}">${puzzles.slice(i, i + perPage).map((p) => grid(p.line, esc(p.title))).join('')}</section>`);
  }
  if (solutions) {
    pages.push(`<section class="sheet-page per-4 solutions"><h2>${esc(solutionTitle)}</h2>`
      + `${solutions.map((s, i) => grid(s, esc(puzzles[i].title))).join('')}</section>`);
  }
  sheet.innerHTML = pages.join('');
}
