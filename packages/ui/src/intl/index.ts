export {
  UI_LOCALES,
  DEFAULT_UI_LOCALE,
  ARIA_LOCALE,
  uiStrings,
  translator,
  type UiLocale,
  type UiStringKey,
  type UiStrings,
  type UiTranslate,
} from './strings';
export { UiStringsContext, useUiStrings, type UiStringsValue } from './ui-strings-context';
export { useDomainText, domainTranslator, type DomainTranslate } from './domain-text';
