import { PAGE_DATA_ATTRIBUTE, type PageData } from './page-data';

/**
 * The HTML of a page rendered ahead: the app's shell (dist/index.html, its scripts already
 * swapped for the starter by scripts/prerender.mjs) with the page's markup in `#root`. Written by
 * the build for the public pages, and by the server per request for a shared booking link.
 */
const ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="id">';

export interface RenderedPage {
  /** The page's path, which `main.tsx` compares with the address before it hydrates. */
  path: string;
  /** React's markup of `#root`'s children. */
  html: string;
  /** The class `<html>` carries before the app's first frame (the default theme). */
  htmlClass: string;
  /** The data the markup was drawn from, for the app's first render (app/page-data.ts). */
  pageData?: PageData | undefined;
}

/** Whether this shell has the empty `#root` and the `<html lang="id">` a page fills. */
export function isPageShell(shell: string): boolean {
  return shell.includes(ROOT) && shell.includes(HTML_TAG);
}

/** React writes the page's preloads (its logo) first; they belong in `<head>`. */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const links = /^(<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { links, body: html.slice(links.length) };
}

/**
 * A page with a form stays inert until the app has taken it over: a sign-in sent before would go
 * out as the browser's own GET, the password in the address. A page without one stays live, so
 * its links (the patient page's "Pesan Sekarang") work from the first paint.
 */
function inertUntilStarted(body: string): string {
  return /<(form|input|textarea|select)\b/i.test(body) ? ' inert' : '';
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function fillPageShell(shell: string, page: RenderedPage): string {
  if (!isPageShell(shell)) throw new Error('the shell has no empty #root or <html lang="id">');
  if (/<script/i.test(page.html)) {
    throw new Error(`${page.path}: inline script (the CSP forbids it)`);
  }
  const { links, body } = splitLeadingLinks(page.html);
  const data = page.pageData
    ? ` ${PAGE_DATA_ATTRIBUTE}="${escapeAttribute(JSON.stringify(page.pageData))}"`
    : '';
  const root =
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}"${data}` +
    `${inertUntilStarted(body)}>${body}</div>`;
  // Functions as replacements: a `$` in a clinic's name is text, not a replacement pattern.
  return shell
    .replace(HTML_TAG, () => `<html lang="id" class="${escapeAttribute(page.htmlClass)}">`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => root);
}
