import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/TimetableGrid/TimetableGrid.stories';
import { screenshotStories } from './screenshot-stories';

// The stories fix the date and the clinic's clock. A normal day scrolled to 09:00 with the
// legend; no doctor schedule; long names wrapping in their cards; a doctor's own row.
screenshotStories(
  composeStories(stories),
  ['NormalDay', 'Empty', 'LongPatientNames', 'PractitionerView'],
  {
    NormalDay: { viewport: { width: 1000, height: 500 } },
    Empty: { viewport: { width: 800, height: 400 } },
    LongPatientNames: { viewport: { width: 1000, height: 400 } },
    PractitionerView: { viewport: { width: 375, height: 500 } },
  },
);
