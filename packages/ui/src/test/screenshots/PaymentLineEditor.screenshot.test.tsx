import { composeStories } from '@storybook/react-vite';
import * as stories from '../../components/PaymentLineEditor/PaymentLineEditor.stories';
import { screenshotStories } from './screenshot-stories';

const wide = { viewport: { width: 1024, height: 800 } };

screenshotStories(
  composeStories(stories),
  ['SeveralLines', 'LineErrors', 'Corrections', 'ReadOnlyDone', 'DoctorRole', 'PhoneWidth'],
  {
    SeveralLines: wide,
    LineErrors: wide,
    Corrections: wide,
    ReadOnlyDone: wide,
    DoctorRole: wide,
    PhoneWidth: { viewport: { width: 390, height: 1000 } },
  },
);
