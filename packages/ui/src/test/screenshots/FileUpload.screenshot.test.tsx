import { composeStories } from '@storybook/react-vite';
import { vi } from 'vitest';
import * as stories from '../../components/FileUpload/FileUpload.stories';
import { screenshotStories, type ScreenshotStory } from './screenshot-stories';

/** Previews load after the render: wait until every image on the page is decoded. */
async function previewsLoaded(): Promise<void> {
  const images = () => [...document.querySelectorAll('img')];
  await vi.waitFor(
    () => {
      if (!images().every((image) => image.complete && image.naturalWidth > 0)) {
        throw new Error('a preview is still loading');
      }
    },
    { timeout: 5000 },
  );
  await Promise.all(images().map((image) => image.decode()));
}

const whenLoaded = (story: ScreenshotStory): ScreenshotStory => ({
  parameters: story.parameters,
  globals: story.globals,
  run: async () => {
    await story.run();
    await previewsLoaded();
  },
});

const { WithFiles, UploadProgress, UploadError, LongNames } = composeStories(stories);

// Stored files (a picture and a PDF, after one was removed), uploads in progress, an upload
// error, and long names at phone width. The camera and HEIC stories are left out: a live
// (synthetic) camera frame and libheif's decoding are not the same picture on every run.
screenshotStories(
  {
    WithFiles: whenLoaded(WithFiles),
    UploadProgress: whenLoaded(UploadProgress),
    UploadError: whenLoaded(UploadError),
    LongNames: whenLoaded(LongNames),
  },
  ['WithFiles', 'UploadProgress', 'UploadError', 'LongNames'],
  { LongNames: { viewport: { width: 375, height: 800 } } },
);
