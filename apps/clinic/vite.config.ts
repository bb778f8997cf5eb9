import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LOCALES } from './src/intl/locale';
import { bookingChunkGroups, findBookingModules } from './build/booking-chunks';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * react-router's production build: its package offers no `production` export condition, so a
 * bundler takes `dist/development`, which differs only by its warnings for developers (dead code
 * in the sign-in page's first load). Same version, same files beside it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/** The client bundle's chunks and what each imports statically, for `withoutLoadedDeps`. */
let chunkImports = new Map<string, readonly string[]>();

/** Keeps the bundle's static import graph at hand before Vite writes the lazy imports' deps. */
const keepChunkImports: Plugin = {
  name: 'praktik:chunk-imports',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      chunkImports = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [],
        ),
      );
    },
  },
};

/** A chunk and every chunk it imports statically: evaluated before its code runs. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunkImports.get(file) ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The chunks a lazy import preloads, less those its importer already loaded (its static
 * imports): the route table's lazy pages each named the whole first load again, in the index
 * chunk every page fetches, against /login's budget of 150 KB of JavaScript (docs/performance.md).
 */
function withoutLoadedDeps(_file: string, deps: string[], { hostId }: { hostId: string }) {
  const loaded = staticClosure(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Every module the app's entry imports statically, in one chunk: they are all evaluated before
 * its first line runs, and the ~20 chunks Rolldown split them into (each shared with some lazy
 * page) cost a phone a fetch, a compile and a preload link each, in tasks of their own
 * (docs/decisions/0067-app-start-in-one-chunk.md). A lazy page imports what it shares with the
 * start from this chunk, which is already loaded. The script that starts the app after the first
 * paint stays a chunk of its own, the only one in a page's `<head>`.
 */
const appStartGroup = {
  name: 'app-start',
  priority: 10,
  tags: ['$initial' as const],
  test: (id: string) => !id.endsWith('src/start-after-paint.ts'),
};

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    keepChunkImports,
    findBookingModules,
    // react-aria's own strings (a dialog's "Dismiss", a calendar's labels) in our languages only,
    // not the 34 it ships: by language, so English keeps en-US, the fallback it reads for `id-ID`
    // and `en-GB` (it ships no Indonesian).
    optimizeLocales.vite({ locales: [...LOCALES] }),
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside every file, once at build time: the server sends them as they are
    // (@fastify/static preCompressed) instead of compressing each answer. The prerender build
    // (src/prerender.tsx, run in Node by scripts/prerender.mjs) is never served.
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })]),
  ],
  // The prerender build renders the public pages only: the canvas and HEIC decoder the
  // dashboard's lazy pages import are never run there, so they stay out of its bundle.
  ssr: { external: ['heic-to', 'konva', 'react-konva'] },
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api2': apiTarget,
      '/files': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">: the polyfill
    // would only add to the sign-in page's weight.
    modulePreload: { polyfill: false, resolveDependencies: withoutLoadedDeps },
    ...(isSsrBuild
      ? { copyPublicDir: false, outDir: 'dist/server-render' }
      : {
          // The pages rendered ahead start the app from a script of their own, after their
          // first paint; scripts/prerender.mjs finds it and the chunks and styles of each page
          // in the manifest (dist/.vite/manifest.json), and takes the manifest out of dist.
          manifest: true,
          rolldownOptions: {
            input: ['index.html', 'src/start-after-paint.ts'],
            output: { codeSplitting: { groups: [appStartGroup, ...bookingChunkGroups] } },
          },
        }),
  },
}));
