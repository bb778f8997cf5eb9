import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/WeekAgenda/WeekAgenda.stories';
import { screenshotStories } from './screenshot-stories';

// A doctor's week as seven columns (English, no focus: days off shaded, today marked, each
// status's edge); the same week on a phone as a list of days.
screenshotStories(composeStories(stories), ['English', 'AtPhoneWidth'], {
  English: { viewport: { width: 1280, height: 700 } },
  AtPhoneWidth: { viewport: { width: 375, height: 1400 } },
});
