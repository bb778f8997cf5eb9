import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  SERVER_RENDER_DIR,
  SHARED_BOOKING_PATH,
  sharedBookingPageRenderer,
  type PublicClinicReader,
} from './shared-booking-page';

export interface WebAppFilesOptions {
  /** The built app (apps/clinic/dist). */
  root: string;
  /** A shared booking link's clinic, for its page rendered per request (shared-booking-page.ts). */
  publicClinic?: PublicClinicReader;
}

/** Vite names every file under assets/ by its content's hash: a changed file is a new name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** index.html, favicon, robots.txt: kept, but asked again on every visit (ETag answers 304). */
const REVALIDATE = 'no-cache';

export function webAppCacheControl(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? HASHED_ASSET : REVALIDATE;
}

/** Where the clinic's build writes the public pages it renders ahead (apps/clinic scripts/prerender.mjs). */
const PRERENDERED_DIR = 'prerendered';

/** `index.html` is the page `/`, `login.html` the page `/login`. */
export function prerenderedPagePath(fileName: string): string {
  const name = fileName.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/** The page paths the build rendered ahead, with their files (relative to the app's root). */
function prerenderedPages(root: string): { pagePath: string; file: string }[] {
  const dir = path.join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ pagePath: prerenderedPagePath(name), file: `${PRERENDERED_DIR}/${name}` }));
}

/**
 * The built web app's files, with the .br and .gz siblings the build wrote beside them served
 * to browsers that accept them (no compression per request for the app's bundles).
 */
async function webAppFilesPlugin(app: FastifyInstance, options: WebAppFilesOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // The server's own renderer, never a file to send (shared-booking-page.ts).
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
    setHeaders: (response, filePath) => {
      void response.header('cache-control', webAppCacheControl(options.root, filePath));
    },
  });
  // The public entry pages get their HTML with the page already in it, so the browser paints it
  // before the app's JavaScript has run; every other page path gets the empty index.html.
  const sharedBookingPage =
    options.publicClinic && sharedBookingPageRenderer(options.root, options.publicClinic, app.log);
  if (sharedBookingPage) {
    // In the background, not awaited: the first patient to open a link after a start would
    // otherwise wait for the renderer's import (1.7 s on a quiet 2-core machine, 8 s on a busy
    // one), and the server's start does not wait for it either
    // (docs/decisions/0070-shared-link-renderer-loaded-at-start.md).
    app.addHook('onReady', async () => {
      void sharedBookingPage.preload();
    });
  }
  for (const { pagePath, file } of prerenderedPages(options.root)) {
    if (pagePath === SHARED_BOOKING_PATH && sharedBookingPage) {
      app.get(pagePath, async (request, reply) => {
        const page = await sharedBookingPage.render(request.url);
        if (page === null) return reply.sendFile(file);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(page);
      });
    } else {
      app.get(pagePath, (_request, reply) => reply.sendFile(file));
    }
  }
}

export default fp(webAppFilesPlugin, { name: 'web-app-files' });
