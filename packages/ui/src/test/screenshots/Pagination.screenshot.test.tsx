import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/Pagination/Pagination.stories';
import { screenshotStories } from './screenshot-stories';

const short = { viewport: { width: 800, height: 200 } };

// The last of five pages; 124 pages with first/last and an ellipsis; wrapped at 320 px.
screenshotStories(composeStories(stories), ['PageThrough', 'ManyPages', 'Narrow'], {
  PageThrough: short,
  ManyPages: short,
  Narrow: { viewport: { width: 800, height: 300 } },
});
