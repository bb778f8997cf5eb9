import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Stepper/Stepper.stories';
import { screenshotStories } from './screenshot-stories';

screenshotStories(composeStories(stories), [
  'FirstStep',
  'MiddleStep',
  'AllComplete',
  'LongLabels',
]);
