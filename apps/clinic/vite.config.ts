import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
  },
});
