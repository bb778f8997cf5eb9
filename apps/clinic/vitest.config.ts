import { defineConfig } from 'vitest/config';

// Unit tests are pure (node): no vanilla-extract or React plugin needed.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file in a fresh module graph (Vitest's default isolation): the files stub `window`,
    // `document` and `fetch` before importing the modules that read them when they load, and
    // the app's modules keep state (the i18n instance, the session). Sharing one graph between
    // files made the results depend on the order the two workers took the files in.
  },
});
