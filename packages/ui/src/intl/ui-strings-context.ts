import { createContext, useContext, useMemo } from 'react';
import {
  DEFAULT_UI_LOCALE,
  translator,
  type UiLocale,
  type UiStringTable,
  type UiTranslate,
} from './strings';

/** The locale given to `UiProvider` (Indonesian without one). */
export const UiLocaleContext = createContext<UiLocale>(DEFAULT_UI_LOCALE);

export function useUiLocale(): UiLocale {
  return useContext(UiLocaleContext);
}

export interface UiStringsValue<S extends UiStringTable> {
  locale: UiLocale;
  /** `t('passwordField.show')`, `t('multiSelect.removeItem', { item: 'Gigi' })` */
  t: UiTranslate<S>;
}

/**
 * A component's own strings (its `*.strings.json`) in the locale given to `UiProvider`. Pass a table
 * made once per module: the translator is kept while the table and the locale stay.
 */
export function useUiStrings<S extends UiStringTable>(strings: S): UiStringsValue<S> {
  const locale = useUiLocale();
  return useMemo(() => ({ locale, t: translator(strings, locale) }), [strings, locale]);
}
