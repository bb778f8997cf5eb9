/** The locales the ui package ships strings for. Indonesian is the default. */
export const UI_LOCALES = ['id', 'en'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'id';

/** react-aria locale per ui locale: both give day/month/year dates (DD/MM/YYYY). */
export const ARIA_LOCALE: Record<UiLocale, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * A component's own strings, `component.message` to text in each locale: the
 * `<component>.strings.json` beside it. Each component imports only its own, so a page loads the
 * strings of the components it shows and no others (a patient's booking loaded every component's,
 * both languages, about 7 KB on the wire: docs/performance.md).
 */
export interface UiStringTable {
  readonly id: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}

export type UiStringKey<S extends UiStringTable> = keyof S['id'] & string;

export type UiTranslate<S extends UiStringTable> = (
  key: UiStringKey<S>,
  params?: Record<string, string | number>,
) => string;

/** One table of several components' strings, for a component that shows another's words too. */
export function mergeUiStrings<A extends UiStringTable, B extends UiStringTable>(a: A, b: B): A & B;
export function mergeUiStrings<
  A extends UiStringTable,
  B extends UiStringTable,
  C extends UiStringTable,
>(a: A, b: B, c: C): A & B & C;
export function mergeUiStrings(...tables: UiStringTable[]): UiStringTable {
  return {
    id: Object.assign({}, ...tables.map((table) => table.id)) as Record<string, string>,
    en: Object.assign({}, ...tables.map((table) => table.en)) as Record<string, string>,
  };
}

/** Looks a key up in a locale (Indonesian when the locale lacks it) and fills `{name}` placeholders. */
export function translator<S extends UiStringTable>(strings: S, locale: UiLocale): UiTranslate<S> {
  const table = strings[locale];
  const fallback = strings[DEFAULT_UI_LOCALE];
  return (key, params) => {
    const text = table[key] ?? fallback[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
