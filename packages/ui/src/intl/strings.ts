import en from './en.json';
import id from './id.json';

/** The locales the ui package ships strings for. Indonesian is the default. */
export const UI_LOCALES = ['id', 'en'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'id';

export type UiStringKey = keyof typeof id;
export type UiStrings = Record<UiStringKey, string>;

// `satisfies` makes tsc reject an en.json that misses a key of id.json.
export const uiStrings = { id, en: en satisfies UiStrings } as const satisfies Record<
  UiLocale,
  UiStrings
>;

/** react-aria locale per ui locale: both give day/month/year dates (DD/MM/YYYY). */
export const ARIA_LOCALE: Record<UiLocale, string> = { id: 'id-ID', en: 'en-GB' };

export type UiTranslate = (key: UiStringKey, params?: Record<string, string | number>) => string;

/** Looks a key up and fills `{name}` placeholders. */
export function translator(locale: UiLocale): UiTranslate {
  const table: UiStrings = uiStrings[locale];
  return (key, params) => {
    const text = table[key] ?? uiStrings[DEFAULT_UI_LOCALE][key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
