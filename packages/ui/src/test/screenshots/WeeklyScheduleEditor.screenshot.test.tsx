import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/WeeklyScheduleEditor/WeeklyScheduleEditor.stories';
import { screenshotStories } from './screenshot-stories';

// The working week read-only (staff), an empty week, a week with an overlap and its message, and
// the phone layout.
screenshotStories(
  composeStories(stories),
  ['ReadOnly', 'EmptyWeek', 'OverlapShown', 'PhoneWidth'],
  {
    ReadOnly: { viewport: { width: 900, height: 900 } },
    EmptyWeek: { viewport: { width: 900, height: 800 } },
    OverlapShown: { viewport: { width: 900, height: 1400 } },
    PhoneWidth: { viewport: { width: 375, height: 1600 } },
  },
);
