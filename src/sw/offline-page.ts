import { pageTitle } from '@src/lib/site';
import tokens from '../styles/tokens.css?raw';

/*
 * The page the service worker answers offline for an address it has no copy of. It links no sheet
 * (the site's sheets may not be kept), so it carries the design tokens themselves, from
 * src/styles/tokens.css at build time, and styles itself with them: no colour of its own.
 */
const TOKENS = tokens
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

const STYLE = [
  TOKENS,
  'body{margin:0;padding:var(--space-6);font-family:var(--font);line-height:var(--leading-body);color:var(--color-text);background:var(--color-bg)}',
  'h1{font-size:var(--text-2xl);line-height:var(--leading-tight)}',
  'a{display:inline-block;padding:var(--space-3) 0;color:var(--color-accent);text-underline-offset:0.18em}',
].join('');

/** The page for an address without a kept copy, offline: Russian, self-contained, no script. */
export function offlinePage(): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${pageTitle('Нет сети')}</title><style>${STYLE}</style></head><body><h1>Нет сети</h1><p>Эта страница не сохранена на устройстве. Сохранённые страницы личного кабинета открываются без сети.</p><p><a href="/account">Личный кабинет</a></p></body></html>`;
}
