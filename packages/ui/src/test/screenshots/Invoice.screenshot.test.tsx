import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Invoice/Invoice.stories';
import { screenshotStories } from './screenshot-stories';

const sheet = { viewport: { width: 860, height: 1000 } };

screenshotStories(composeStories(stories), ['Typical', 'WithCorrection', 'LongItemNames'], {
  Typical: sheet,
  WithCorrection: sheet,
  LongItemNames: sheet,
});
