import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/FilterBar/FilterBar.stories';
import { screenshotStories } from './screenshot-stories';

// Two filters typed in (their report arrived), the export button pending, and a phone-width
// bar (320 px: one field per row, the buttons wrap).
screenshotStories(composeStories(stories), ['SeveralFields', 'ExportPending', 'Narrow'], {
  SeveralFields: { viewport: { width: 1024, height: 300 } },
  ExportPending: { viewport: { width: 1024, height: 300 } },
});
