import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
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
    modulePreload: { polyfill: false },
    ...(isSsrBuild
      ? { copyPublicDir: false, outDir: '.cache/prerender' }
      : {
          // The pages rendered ahead start the app from a script of their own, after their
          // first paint; scripts/prerender.mjs finds it and the chunks and styles of each page
          // in the manifest (dist/.vite/manifest.json), and takes the manifest out of dist.
          manifest: true,
          rolldownOptions: { input: ['index.html', 'src/start-after-paint.ts'] },
        }),
  },
}));
