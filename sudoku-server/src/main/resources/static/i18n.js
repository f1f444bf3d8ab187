// The page's languages: English, Spanish and Simplified Chinese, one catalogue module each.
// The language comes from the browser, can be switched in the page, and is remembered.
import en from './i18n/en.js';
import es from './i18n/es.js';
import zh from './i18n/zh.js';
import { KEYS, readText, writeText } from './storage.js';

export const CATALOGUES = { en, es, zh };
const HTML_LANG = { en: 'en', es: 'es', zh: 'zh-Hans' };
let current = 'en';

/** The language to start with: the one chosen before, else the browser's first known one, else English. */
export function initialLanguage() {
  const saved = readText(KEYS.lang);
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
  if (remember) writeText(KEYS.lang, current);
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const attr of ['title', 'aria-label', 'placeholder']) {
    for (const el of document.querySelectorAll(`[data-t-${attr}]`)) el.setAttribute(attr, t(el.getAttribute(`data-t-${attr}`)));
  }
  document.title = t('title');
}

/**
 * What went wrong with a call to the API (api.js), in the page's language: no connection, too many
 * requests (and when to try again), a busy server; the server's own words when they are in this
 * language, else what the error's details say (the cell or field at fault).
 */
export function errorText(e) {
  if (e.offline) return t('errOffline');
  if (e.status === 429) return e.retryAfter ? t('errTooManyWait', { seconds: e.retryAfter }) : t('errTooMany');
  if (e.status === 503) return t('errBusy');
  if (current === 'en' || e.lang === current || !e.status) return e.message;
  const d = e.details || {};
  if (d.cell) return t('errCell', { cell: d.cell });
  if (Array.isArray(d.cells) && d.cells.length) return t('errCell', { cell: d.cells.join(', ') });
  if (d.field) return t('errField', { field: d.field });
  return t('errStatus', { status: e.status });
}

/** The plural form of {@code n} in the page's language (Intl.PluralRules): a key's _one or _other text. */
export function tn(key, n, vars = {}) {
  const form = new Intl.PluralRules(HTML_LANG[current]).select(n);
  const k = `${key}_${form}`;
  return t(CATALOGUES[current][k] !== undefined || en[k] !== undefined ? k : `${key}_other`, { n, ...vars });
}
