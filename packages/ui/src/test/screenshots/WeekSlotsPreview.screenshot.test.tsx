import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/WeekSlotsPreview/WeekSlotsPreview.stories';
import { screenshotStories } from './screenshot-stories';

// A week of 1-hour slots (Sunday off, Tuesday's booked hour left out) wide and at phone width.
screenshotStories(composeStories(stories), ['Default', 'PhoneWidth'], {
  Default: { viewport: { width: 1100, height: 600 } },
  PhoneWidth: { viewport: { width: 375, height: 1400 } },
});
