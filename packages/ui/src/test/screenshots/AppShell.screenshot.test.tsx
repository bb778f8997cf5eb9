import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/AppShell/AppShell.stories';
import { screenshotStories } from './screenshot-stories';

// Each at the viewport its story asks for (desktop 1280, tablet 900, phone 375).
screenshotStories(composeStories(stories), [
  'OwnerMenu',
  'StaffMenu',
  'Tablet900MiniSidebar',
  'Mobile375DrawerOpen',
  'PanelDefaultsToChat',
  'Mobile375PanelChat',
  'LongNames',
]);
