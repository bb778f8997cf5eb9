import { domainResources } from '../intl/resources';
import type { Translate } from '../intl/translate-issue';

/** A minimal i18next-like lookup over the domain's resources, for tests only. */
export function translatorFor(lang: 'id' | 'en'): Translate {
  return (key, options = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        domainResources[lang],
      );
    if (typeof text !== 'string') throw new Error(`missing ${lang} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(options[name] ?? `{{${name}}}`),
    );
  };
}
