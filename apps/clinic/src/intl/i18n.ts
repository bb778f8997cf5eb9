import { parseValidationMessage } from '@praktik/domain/validation/message';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translateValidationToken } from '@praktik/domain/intl/translate-issue';
import { DEFAULT_LOCALE, LOCALES, readStoredLocale, storeLocale, type Locale } from './locale';
import { translationsFor } from './resources';
export const i18n: I18n = i18next.createInstance();

/** The languages whose texts are in: the one shown first and the fallback, once started. */
const loadedLocales = new Set<Locale>();

/**
 * Reads the stored language and starts i18next with the texts of that language and of the fallback,
 * not of the other (added when the user picks it, `changeLocale`). Not when this module loads:
 * `main.tsx` calls it in a task after the one that evaluated the app's modules, and before anything
 * renders; the prerender and the lazy pages' texts (`registerPageTexts`) call it too. Both
 * languages' texts built in the one task that evaluated everything made a long task on a slow phone
 * (Lighthouse's total blocking time on /pasien: docs/performance.md). Calling it again changes
 * nothing.
 */
export function startTexts(): void {
  if (i18n.isInitialized) return;
  const startLocale = readStoredLocale();
  for (const locale of new Set([startLocale, DEFAULT_LOCALE])) loadedLocales.add(locale);
  void i18n.use(initReactI18next).init({
    lng: startLocale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      [...loadedLocales].map((locale) => [locale, { translation: translationsFor(locale) }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // Absent when the build prerenders the public pages in Node (src/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

/**
 * Adds a language's texts unless they are in already. Deep and without overwriting: a lazy
 * page's texts (`registerPageTexts`) may have created the language's bundle before.
 */
function loadTexts(locale: Locale): void {
  if (loadedLocales.has(locale)) return;
  loadedLocales.add(locale);
  i18n.addResourceBundle(locale, 'translation', translationsFor(locale), true, false);
}

export function changeLocale(locale: Locale): void {
  startTexts();
  loadTexts(locale);
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
