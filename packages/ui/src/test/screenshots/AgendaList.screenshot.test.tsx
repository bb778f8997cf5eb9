import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/AgendaList/AgendaList.stories';
import { screenshotStories } from './screenshot-stories';

// Every practitioner's day as a table (English, no focus); one practitioner's day as cards on a
// phone, without the picker (a practitioner's own view).
screenshotStories(composeStories(stories), ['English', 'OwnDayOnly'], {
  English: { viewport: { width: 1000, height: 600 } },
  OwnDayOnly: { viewport: { width: 375, height: 640 } },
});
