import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type * as VanillaExtractVite from '@vanilla-extract/vite-plugin';

// Storybook and its addons are dependencies of packages/ui, not of the root, and pnpm does not
// hoist them: resolve them from packages/ui so this root config finds them.
const uiRequire = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const packageDir = (name: string) => dirname(uiRequire.resolve(join(name, 'package.json')));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  addons: [packageDir('@storybook/addon-a11y'), packageDir('@storybook/addon-vitest')],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { vanillaExtractPlugin } = (await import(
      uiRequire.resolve('@vanilla-extract/vite-plugin')
    )) as typeof VanillaExtractVite;
    return {
      ...viteConfig,
      // Storybook roots Vite at the parent of this folder (the repo root), where pnpm has not
      // linked storybook, vitest or react: root it at packages/ui so bare imports resolve.
      root: fileURLToPath(new URL('../packages/ui', import.meta.url)),
      plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    };
  },
};

export default config;
