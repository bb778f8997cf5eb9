import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/AvatarUpload/AvatarUpload.stories';
import { screenshotStories } from './screenshot-stories';

screenshotStories(composeStories(stories), [
  'DefaultAvatar',
  'CurrentImage',
  'RejectsNonImage',
  'Uploading',
  'UploadError',
  'Disabled',
]);
