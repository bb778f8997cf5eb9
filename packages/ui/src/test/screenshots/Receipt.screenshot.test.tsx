import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Receipt/Receipt.stories';
import { screenshotStories } from './screenshot-stories';

const strip = { viewport: { width: 400, height: 1200 } };

screenshotStories(composeStories(stories), ['Roll58', 'Roll80', 'LongNames58'], {
  Roll58: strip,
  Roll80: strip,
  LongNames58: strip,
});
