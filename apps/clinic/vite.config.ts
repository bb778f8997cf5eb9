import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside every file, once at build time: the server sends them as they are
    // (@fastify/static preCompressed) instead of compressing each answer.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
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
  },
});
