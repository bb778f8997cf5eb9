import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Tabs/Tabs.stories';
import { screenshotStories } from './screenshot-stories';

screenshotStories(composeStories(stories), [
  'PatientTabs',
  'ManualActivation',
  'DisabledTab',
  'Disabled',
  'Vertical',
  'LongContent',
]);
