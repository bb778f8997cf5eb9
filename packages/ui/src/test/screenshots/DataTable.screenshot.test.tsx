import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/DataTable/DataTable.stories';
import { screenshotStories, type ScreenshotStory } from './screenshot-stories';

const { WithBadgesAndAmounts, Loading, Error, LongContent, PhoneCards, PhoneCardsLongContent } =
  composeStories(stories);

/** LongContent's play scrolls to the last column; the picture shows the table's start. */
const scrolledBack = (story: ScreenshotStory): ScreenshotStory => ({
  parameters: story.parameters,
  globals: story.globals,
  run: async () => {
    await story.run();
    const scroller = document.querySelector('[role="grid"]')?.parentElement;
    if (scroller) scroller.scrollLeft = 0;
  },
});

const wide = { viewport: { width: 1024, height: 600 } };

// WithBadgesAndAmounts also shows StatusBadge, AllergyTags and Currency in their cells;
// LongContent is a table a little too narrow for its columns (640 px), which scrolls sideways;
// PhoneCards and PhoneCardsLongContent are the rows as cards at phone width (375 px, the
// stories' own viewport).
screenshotStories(
  {
    WithBadgesAndAmounts,
    Loading,
    Error,
    LongContent: scrolledBack(LongContent),
    PhoneCards,
    PhoneCardsLongContent,
  },
  [
    'WithBadgesAndAmounts',
    'Loading',
    'Error',
    'LongContent',
    'PhoneCards',
    'PhoneCardsLongContent',
  ],
  {
    WithBadgesAndAmounts: wide,
    Loading: wide,
    Error: wide,
    LongContent: { viewport: { width: 700, height: 800 } },
  },
);
