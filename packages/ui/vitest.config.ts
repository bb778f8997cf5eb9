import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, FAKE_CAMERA_FLAGS } from '../../scripts/chromium-flags.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium (Playwright downloads no browser here), with the camera FileUpload's stories
// take a photo with.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...FAKE_CAMERA_FLAGS],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Every story is a test: it renders, its play function runs, and axe must pass.
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and
        // the running stories fail with "Failed to fetch dynamically imported module".
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            '@internationalized/date',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            'konva',
            'react-konva',
            'heic-to',
            'dayjs',
            'dayjs/plugin/customParseFormat.js',
            '@sinonjs/fake-timers',
          ],
        },
        test: {
          name: 'storybook',
          // FileUpload's HEIC story loads and runs libheif (3 MB of WebAssembly) in the page:
          // over 10 s on a loaded 2-core machine; a theme story renders its set 17 times (11 s
          // on a quiet one). CI's machine runs slower than ours: a story that takes that long is
          // slow, not failing.
          testTimeout: 60_000,
          // As the journeys: once more in CI, named by the test summary when it passes only then.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Screenshots of the composite components' stories, compared with the baselines checked
        // in under src/test/screenshots/__screenshots__ (a difference fails). Rewrite them with
        // `pnpm --filter @praktik/ui test:screenshots:update`; docs/architecture.md ("Tests") says how
        // to add one.
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            '@internationalized/date',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            '@storybook/react-vite',
            'storybook/test',
            'konva',
            'react-konva',
            'heic-to',
            'dayjs',
            'dayjs/plugin/customParseFormat.js',
            'zod',
            '@sinonjs/fake-timers',
          ],
        },
        test: {
          name: 'screenshots',
          include: ['src/**/*.screenshot.test.tsx'],
          setupFiles: ['src/test/screenshots/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 800, height: 600 },
            // A failing comparison writes its own actual and diff images.
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
