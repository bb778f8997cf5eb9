import { createContext, useContext } from 'react';
import { DEFAULT_UI_LOCALE, translator, type UiLocale, type UiTranslate } from './strings';

export interface UiStringsValue {
  locale: UiLocale;
  /** `t('passwordField.show')`, `t('multiSelect.removeItem', { item: 'Gigi' })` */
  t: UiTranslate;
}

export const UiStringsContext = createContext<UiStringsValue>({
  locale: DEFAULT_UI_LOCALE,
  t: translator(DEFAULT_UI_LOCALE),
});

/** The ui package's own strings in the locale given to `UiProvider` (Indonesian by default). */
export function useUiStrings(): UiStringsValue {
  return useContext(UiStringsContext);
}
