import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/DateRangeFilter/DateRangeFilter.stories';
import { screenshotStories } from './screenshot-stories';

// The stories' "today" is fixed (2026-11-23) and their years run 2020-2027, so nothing here
// depends on the clock. Day range (the current month), a month range, and the filter inside a
// FilterBar at phone width.
screenshotStories(composeStories(stories), ['DefaultCurrentMonth', 'MonthRange', 'InFilterBar'], {
  DefaultCurrentMonth: { viewport: { width: 1024, height: 200 } },
  MonthRange: { viewport: { width: 1024, height: 200 } },
  InFilterBar: { viewport: { width: 375, height: 600 } },
});
