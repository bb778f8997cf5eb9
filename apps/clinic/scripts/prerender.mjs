// The build's last step: renders the public entry pages (src/prerender.tsx, built for Node into
// dist/server-render) into copies of dist/index.html under dist/prerendered/, which the server
// sends for those paths (apps/server plugins/web-app-files.ts). A first visit then paints from
// HTML and CSS before the app's JavaScript has arrived, which Lighthouse's performance score
// rewards (docs/decisions/0027-public-pages-rendered-at-build.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LAZY_PAGE_MODULES } from './rendered-pages.mjs';

const CLINIC_DIR = resolve(import.meta.dirname, '..');
const DIST_DIR = join(CLINIC_DIR, 'dist');
export const PRERENDERED_DIR = join(DIST_DIR, 'prerendered');
/**
 * The prerender build (src/prerender.tsx, vite.config.ts): run here, and by the server for the
 * pages it renders per request, whose shells go beside it. @fastify/static never serves it.
 */
const SERVER_RENDER_DIR = join(DIST_DIR, 'server-render');
const SERVER_RENDER_ENTRY = join(SERVER_RENDER_DIR, 'prerender.js');
/** The pages the server renders per request (apps/server plugins/web-app-files.ts). */
const SERVER_RENDERED_PAGES = ['/reservation-pasien'];
/** The client build's manifest (vite.config.ts): read here, then taken out of what is served. */
const MANIFEST_DIR = join(DIST_DIR, '.vite');
const MANIFEST = join(MANIFEST_DIR, 'manifest.json');
const START_AFTER_PAINT = 'src/start-after-paint.ts';

/** `/` is index.html, `/login` login.html: the server maps them back the same way. */
function fileNameOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
rmSync(MANIFEST_DIR, { recursive: true });

function manifestEntry(key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in ${MANIFEST}`);
  return entry;
}

/** A module's chunk and those it imports statically (what Vite modulepreloads with it). */
function staticChunks(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = manifestEntry(key);
  return [entry, ...(entry.imports ?? []).flatMap((imported) => staticChunks(imported, seen))];
}

/**
 * The shell's entry script and module preloads give way to one small script that starts them
 * after the first paint (src/start-after-paint.ts); a lazy page's chunks are started with them,
 * its styles linked like the shell's.
 */
function startAppAfterPaint(html, path) {
  const entry = manifestEntry('index.html');
  const seen = new Set();
  const chunks = staticChunks('index.html', seen);
  // A lazy page's styles go into the HTML, or it would paint unstyled until the app loads them.
  const pageModule = LAZY_PAGE_MODULES[path];
  const pageChunks = pageModule ? staticChunks(pageModule, seen) : [];
  const pageStyles = pageChunks
    .flatMap((chunk) => chunk.css ?? [])
    .filter((file, index, files) => files.indexOf(file) === index && !html.includes(`/${file}"`));
  const preload = [...chunks.slice(1), ...pageChunks].map((chunk) => `/${chunk.file}`);
  const entryScript = `<script type="module" crossorigin src="/${entry.file}"></script>`;
  if (!html.includes(entryScript)) throw new Error(`dist/index.html has no ${entryScript}`);
  const starter =
    `<script type="module" crossorigin src="/${manifestEntry(START_AFTER_PAINT).file}"` +
    ` data-app-entry="/${entry.file}" data-app-preload="${preload.join(' ')}"></script>`;
  const styles = pageStyles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return html
    .replace(entryScript, starter)
    .replace(/\s*<link rel="modulepreload" [^>]*>/g, '')
    .replace('</head>', `${styles.join('')}</head>`);
}

const shell = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
const { PRERENDERED_PAGES, prerenderPage, renderedAddressOf, fillPageShell, isPageShell } =
  await import(pathToFileURL(SERVER_RENDER_ENTRY).href);
if (!isPageShell(shell)) {
  throw new Error('dist/index.html has no empty #root or <html lang="id"> to fill');
}

mkdirSync(PRERENDERED_DIR, { recursive: true });
for (const prerendered of PRERENDERED_PAGES) {
  const { path } = prerendered;
  const pageShell = startAppAfterPaint(shell, path);
  const page = fillPageShell(pageShell, await prerenderPage(renderedAddressOf(prerendered)));
  const file = join(PRERENDERED_DIR, fileNameOf(path));
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  console.log(`prerendered ${path} -> ${file} (${page.length} bytes)`);
  if (SERVER_RENDERED_PAGES.includes(path)) {
    // The server fills this shell per request (renderSharedBookingPage), the link's clinic in it.
    writeFileSync(join(SERVER_RENDER_DIR, fileNameOf(path)), pageShell);
  }
}
