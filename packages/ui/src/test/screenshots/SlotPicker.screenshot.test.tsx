import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/SlotPicker/SlotPicker.stories';
import { screenshotStories } from './screenshot-stories';

// The stories use a fixed clock (Monday 23 November 2026, 10:40). Today with past and booked
// slots and one chosen; the duration control with a 45-minute run at phone width; loading;
// the form's error.
screenshotStories(
  composeStories(stories),
  ['TodayWithBookedAndPastSlots', 'WithDurationControl', 'Loading', 'WithError'],
  {
    TodayWithBookedAndPastSlots: { viewport: { width: 800, height: 800 } },
    WithDurationControl: { viewport: { width: 375, height: 900 } },
    Loading: { viewport: { width: 800, height: 200 } },
    WithError: { viewport: { width: 800, height: 800 } },
  },
);
