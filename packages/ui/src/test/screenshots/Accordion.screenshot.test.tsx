import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Accordion/Accordion.stories';
import { screenshotStories } from './screenshot-stories';

screenshotStories(
  composeStories(stories),
  ['Keyboard', 'MultipleExpanded', 'DisabledItem', 'Disabled', 'LongContent', 'PanelLoading'],
  { LongContent: { viewport: { width: 800, height: 900 } } },
);
