import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/** The viewport a screenshot is taken at, unless the story or the options name another. */
export const DEFAULT_SCREENSHOT_VIEWPORT = { width: 800, height: 600 } as const;

export interface ScreenshotViewport {
  width: number;
  height: number;
}

export interface ScreenshotOptions {
  /** @default the story's Storybook viewport (`globals.viewport`), else 800 x 600 */
  viewport?: ScreenshotViewport;
}

/** The parts of a composed story (`composeStories` from `@storybook/react-vite`) used here. */
export interface ScreenshotStory {
  run: () => Promise<void>;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** The Storybook viewport a story asks for (`globals: { viewport: { value: 'phone' } }`). */
export function storyViewport(story: ScreenshotStory): ScreenshotViewport | undefined {
  const chosen = (story.globals['viewport'] as { value?: string } | undefined)?.value;
  const options = (story.parameters['viewport'] as { options?: Record<string, unknown> })?.options;
  const styles = (
    chosen ? (options?.[chosen] as { styles?: { width?: string; height?: string } }) : undefined
  )?.styles;
  if (!styles?.width || !styles.height) return undefined;
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

/**
 * One screenshot test per named story: the story renders and its play function runs (so a
 * story can open a popover or reach a state first), then the page is compared with the
 * baseline `__screenshots__/<test file>/<story>-chromium-linux.png` beside the test file.
 * A difference fails; `pnpm --filter @praktik/ui test:screenshots:update` rewrites baselines.
 */
export function screenshotStories<Stories extends Record<string, ScreenshotStory>>(
  stories: Stories,
  names: readonly (keyof Stories & string)[],
  options: Partial<Record<keyof Stories & string, ScreenshotOptions>> = {},
): void {
  beforeAll(async () => {
    await document.fonts.ready;
  });
  for (const name of names) {
    test(name, async () => {
      const story = stories[name];
      if (!story) throw new Error(`no story named ${name}`);
      const viewport =
        options[name]?.viewport ?? storyViewport(story) ?? DEFAULT_SCREENSHOT_VIEWPORT;
      await page.viewport(viewport.width, viewport.height);
      // Storybook pads the canvas unless the story's layout is fullscreen.
      document.body.style.padding = story.parameters['layout'] === 'fullscreen' ? '0' : '1rem';
      await story.run();
      await document.fonts.ready;
      // A frame for layout effects (popover placement) to settle after the play function.
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
    });
  }
}
