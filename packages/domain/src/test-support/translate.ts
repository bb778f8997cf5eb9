import { mergeTextTrees } from '../intl/area-texts';
import { domainResources } from '../intl/resources';
import { bookingMailTexts } from '../reservations/booking-mail.texts';
import type { Translate } from '../intl/translate-issue';

/** A minimal i18next-like lookup over the domain's resources and its mail's, for tests only. */
export function translatorFor(lang: 'id' | 'en'): Translate {
  const texts = mergeTextTrees([domainResources[lang], bookingMailTexts[lang]]);
  return (key, options = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        texts,
      );
    if (typeof text !== 'string') throw new Error(`missing ${lang} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(options[name] ?? `{{${name}}}`),
    );
  };
}
