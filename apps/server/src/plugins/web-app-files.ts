import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppFilesOptions {
  /** The built app (apps/clinic/dist). */
  root: string;
}

/** Vite names every file under assets/ by its content's hash: a changed file is a new name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** index.html, favicon, robots.txt: kept, but asked again on every visit (ETag answers 304). */
const REVALIDATE = 'no-cache';

export function webAppCacheControl(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? HASHED_ASSET : REVALIDATE;
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
    setHeaders: (response, filePath) => {
      void response.header('cache-control', webAppCacheControl(options.root, filePath));
    },
  });
}

export default fp(webAppFilesPlugin, { name: 'web-app-files' });
