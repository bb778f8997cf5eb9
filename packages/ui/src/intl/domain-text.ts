import { domainResources, type DomainResource } from '@praktik/domain/intl/resources';
import { useMemo } from 'react';
import { DEFAULT_UI_LOCALE, type UiLocale } from './strings';
import { useUiLocale } from './ui-strings-context';

/** Translates a key of the domain's texts (`status.BOOKED`, `tables.showingRange`). */
export type DomainTranslate = (key: string, params?: Record<string, string | number>) => string;

function lookUp(tree: DomainResource, key: string): string | undefined {
  let node: DomainResource | string | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The domain's texts (i18next style, `{{name}}` placeholders) in a ui locale. A key missing in
 * the locale falls back to Indonesian, then to the key itself, so a gap shows rather than breaks.
 */
export function domainTranslator(locale: UiLocale): DomainTranslate {
  const table = domainResources[locale];
  const fallback = domainResources[DEFAULT_UI_LOCALE];
  return (key, params) => {
    const text = lookUp(table, key) ?? lookUp(fallback, key) ?? key;
    if (!params) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}

/**
 * Components show labels the domain decides (a status's name, "showing x to y of total") in
 * the locale given to `UiProvider`, without the app's i18next instance.
 */
export function useDomainText(): DomainTranslate {
  const locale = useUiLocale();
  return useMemo(() => domainTranslator(locale), [locale]);
}
