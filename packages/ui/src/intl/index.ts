export {
  UI_LOCALES,
  DEFAULT_UI_LOCALE,
  ARIA_LOCALE,
  mergeUiStrings,
  translator,
  type UiLocale,
  type UiStringKey,
  type UiStringTable,
  type UiTranslate,
} from './strings';
export {
  UiLocaleContext,
  useUiLocale,
  useUiStrings,
  type UiStringsValue,
} from './ui-strings-context';
export { useDomainText, domainTranslator, type DomainTranslate } from './domain-text';
