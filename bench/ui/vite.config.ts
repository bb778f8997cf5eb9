import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A production build (React without its development checks) of one page holding both views.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { target: 'es2022', sourcemap: false },
});
