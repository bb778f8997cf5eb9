import { composeStories } from '@storybook/react-vite';
import { vi } from 'vitest';
import * as stories from '../../components/BodyAnnotationCanvas/BodyAnnotationCanvas.stories';
import { screenshotStories, type ScreenshotStory } from './screenshot-stories';

interface KonvaStage {
  findOne: (selector: string) => unknown;
  draw: () => unknown;
}

/**
 * The body picture loads after the first render and Konva draws it on a later frame: wait
 * until the picture node is on the stage, then draw the stage at once so the canvas is whole.
 */
async function bodyDrawn(): Promise<void> {
  const stages = () => (window as { Konva?: { stages: KonvaStage[] } }).Konva?.stages ?? [];
  await vi.waitFor(
    () => {
      if (stages().length === 0 || !stages().every((stage) => stage.findOne('.body'))) {
        throw new Error('the body picture is not on the stage yet');
      }
    },
    { timeout: 5000 },
  );
  for (const stage of stages()) stage.draw();
}

const whenDrawn = (story: ScreenshotStory): ScreenshotStory => ({
  parameters: story.parameters,
  globals: story.globals,
  run: async () => {
    await story.run();
    await bodyDrawn();
  },
});

const { Empty, WithAnnotations, LongContent } = composeStories(stories);

// Empty front, the back side with its annotation, and eight long annotations at phone width
// (the list goes under the canvas).
screenshotStories(
  {
    Empty: whenDrawn(Empty),
    WithAnnotations: whenDrawn(WithAnnotations),
    LongContent: whenDrawn(LongContent),
  },
  ['Empty', 'WithAnnotations', 'LongContent'],
  {
    Empty: { viewport: { width: 800, height: 720 } },
    WithAnnotations: { viewport: { width: 800, height: 720 } },
    LongContent: { viewport: { width: 375, height: 1400 } },
  },
);
