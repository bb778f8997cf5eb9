import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DEFAULT_THEME_COLOR,
  THEME_COLORS,
  type ThemeColor,
} from '@praktik/domain/clinic/theme-colors';
import { palettes } from '../theme/tokens';
import { UiProvider } from '../theme/UiProvider';
import { DEFAULT_UI_LOCALE, type UiLocale } from '../intl/strings';
import { restoreRealClock } from './fake-clock';

const withUi: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeColor | undefined) ?? DEFAULT_THEME_COLOR;
  const locale = (context.globals['locale'] as UiLocale | undefined) ?? DEFAULT_UI_LOCALE;
  return (
    <UiProvider theme={theme} locale={locale}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  // A story that timed out on the fake clock leaves it installed; the next one starts on real time.
  beforeEach: restoreRealClock,
  globalTypes: {
    theme: {
      description: 'Clinic colour',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_COLORS.map((value) => ({ value, title: `${value}: ${palettes[value].name}` })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME_COLOR, locale: DEFAULT_UI_LOCALE },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    // Any axe violation fails the story's test (Vitest addon) instead of only warning.
    a11y: { test: 'error' },
  },
};

export default preview;
