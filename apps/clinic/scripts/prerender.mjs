// The build's last step: renders the public entry pages (src/prerender.tsx, built for Node into
// .cache/prerender) into copies of dist/index.html under dist/prerendered/, which the server
// sends for those paths (apps/server plugins/web-app-files.ts). A first visit then paints from
// HTML and CSS before the app's JavaScript has arrived (issue 11's Lighthouse performance).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const CLINIC_DIR = resolve(import.meta.dirname, '..');
const DIST_DIR = join(CLINIC_DIR, 'dist');
export const PRERENDERED_DIR = join(DIST_DIR, 'prerendered');
const ROOT = '<div id="root"></div>';

/** `/` is index.html, `/login` login.html: the server maps them back the same way. */
function fileNameOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** React writes the page's preloads (its logo) first; they belong in <head>. */
function splitLeadingLinks(html) {
  const links = html.match(/^(<link [^>]*\/>)*/)[0];
  return { links, body: html.slice(links.length) };
}

const shell = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
if (!shell.includes(ROOT) || !shell.includes('<html lang="id">')) {
  throw new Error('dist/index.html has no empty #root or <html lang="id"> to fill');
}
const entry = pathToFileURL(join(CLINIC_DIR, '.cache/prerender/prerender.js')).href;
const { PRERENDERED_PAGES, prerenderPage } = await import(entry);

mkdirSync(PRERENDERED_DIR, { recursive: true });
for (const path of PRERENDERED_PAGES) {
  const { html, htmlClass } = await prerenderPage(path);
  if (/<script/i.test(html)) throw new Error(`${path}: inline script (the CSP forbids it)`);
  const { links, body } = splitLeadingLinks(html);
  const page = shell
    .replace('<html lang="id">', `<html lang="id" class="${htmlClass}">`)
    .replace('</head>', `${links}</head>`)
    .replace(ROOT, `<div id="root" data-prerendered="${path}" inert>${body}</div>`);
  const file = join(PRERENDERED_DIR, fileNameOf(path));
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  console.log(`prerendered ${path} -> ${file} (${page.length} bytes)`);
}
