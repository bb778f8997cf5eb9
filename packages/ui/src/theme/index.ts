export { vars } from './contract.css';
export { themeClass } from './themes.css';
export { focusRing } from './focus.css';
export { palettes } from './tokens';
export {
  THEME_COLORS,
  DEFAULT_THEME_COLOR,
  type ThemeColor,
} from '@praktik/domain/clinic/theme-colors';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { useUiLocale, useUiStrings, type UiStringsValue } from '../intl/ui-strings-context';
