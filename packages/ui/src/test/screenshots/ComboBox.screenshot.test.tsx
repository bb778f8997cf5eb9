import { composeStories } from '@storybook/react-vite';
import * as single from '../../components/ComboBox/ComboBox.stories';
import * as multi from '../../components/ComboBox/MultiComboBox.stories';
import { screenshotStories } from './screenshot-stories';

screenshotStories(composeStories(single), [
  'SearchAndChoose',
  'Loading',
  'NoResults',
  'LoadError',
  'MinimumLength',
  'Invalid',
  'Disabled',
  'ReadOnly',
  'LongContent',
]);

const multiStories = composeStories(multi);
screenshotStories(
  {
    MultiChooseDiagnoses: multiStories.ChooseDiagnoses,
    MultiOpen: multiStories.Open,
    MultiDisabled: multiStories.Disabled,
    MultiReadOnly: multiStories.ReadOnly,
    MultiLongContent: multiStories.LongContent,
  },
  ['MultiChooseDiagnoses', 'MultiOpen', 'MultiDisabled', 'MultiReadOnly', 'MultiLongContent'],
);
