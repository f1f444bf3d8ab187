// The page's languages: English, Spanish and Simplified Chinese, one catalogue module each.
// The language comes from the browser, can be switched in the page, and is remembered.
import en from './i18n/en.js';
import es from './i18n/es.js';
import zh from './i18n/zh.js';

export const CATALOGUES = { en, es, zh };
const HTML_LANG = { en: 'en', es: 'es', zh: 'zh-Hans' };
const STORE = 'sudoku.lang';
let current = 'en';

/** The language to start with: the one chosen before, else the browser's first known one, else English. */
export function initialLanguage() {
  let saved = null;
  try { saved = localStorage.getItem(STORE); } catch (e) { /* private mode */ }
  if (saved && CATALOGUES[saved]) return saved;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const base = String(l).toLowerCase().slice(0, 2);
    if (CATALOGUES[base]) return base;
  }
  return 'en';
}

export const language = () => current;

/** The text of {@code key} in the current language, {name} replaced by {@code vars.name}. */
export function t(key, vars = {}) {
  const text = CATALOGUES[current][key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** Switches the language, remembers it and rewrites the page's fixed texts. */
export function setLanguage(lang, remember = true) {
  current = CATALOGUES[lang] ? lang : 'en';
  document.documentElement.lang = HTML_LANG[current];
  if (remember) {
    try { localStorage.setItem(STORE, current); } catch (e) { /* private mode */ }
  }
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const attr of ['title', 'aria-label', 'placeholder']) {
    for (const el of document.querySelectorAll(`[data-t-${attr}]`)) el.setAttribute(attr, t(el.getAttribute(`data-t-${attr}`)));
  }
  document.title = t('title');
}
