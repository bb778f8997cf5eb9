import { parseValidationMessage } from '@praktik/domain/validation/message';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translateValidationToken } from '@praktik/domain/intl/translate-issue';
import { DEFAULT_LOCALE, LOCALES, readStoredLocale, storeLocale, type Locale } from './locale';
import { translationsFor } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: {
    id: { translation: translationsFor('id') },
    en: { translation: translationsFor('en') },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// Absent when the build prerenders the public pages in Node (src/prerender.tsx).
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function changeLocale(locale: Locale): void {
  storeLocale(locale);
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}

/** A zod message token (or undefined) as text in the current language. */
export function validationText(token: string | undefined): string | undefined {
  if (!token) return undefined;
  // A server's field error arrives already translated: a sentence, not a key. Handing it to
  // i18next would split it at its dots and colons (key and namespace separators).
  if (!i18n.exists(parseValidationMessage(token).key)) return token;
  return translateValidationToken(
    token,
    i18n.t.bind(i18n) as Parameters<typeof translateValidationToken>[1],
  );
}
