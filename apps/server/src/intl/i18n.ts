import i18next, { type TFunction } from 'i18next';
import { domainResources } from '@praktik/domain/intl/resources';
import { bookingMailTexts } from '@praktik/domain/reservations/booking-mail.texts';
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import { MODULE_TEXTS } from './module-texts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

export type Translator = TFunction;

type Texts = { [key: string]: string | Texts };

/** Deep merge, so the server can add its own `fields.*` next to the domain's. */
function mergeTexts(base: Texts, extra: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged;
}

/**
 * One i18next instance for the process: the domain's texts (validation messages, field names),
 * its booking mail's (which the domain's resources leave to who sends or shows a mail) and the
 * server's own (errors, mail) side by side in the default namespace.
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {
    id: {
      translation: MODULE_TEXTS.reduce(
        (all, texts) => mergeTexts(all, texts.id),
        mergeTexts(mergeTexts(domainResources.id, bookingMailTexts.id), id),
      ),
    },
    en: {
      translation: MODULE_TEXTS.reduce(
        (all, texts) => mergeTexts(all, texts.en),
        mergeTexts(mergeTexts(domainResources.en, bookingMailTexts.en), en),
      ),
    },
  },
  // Texts go into JSON and plain-text mail; HTML mail escapes on its own.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function translatorFor(language: Language): Translator {
  return i18n.getFixedT(language);
}

export function hasTranslation(key: string, language: Language = DEFAULT_LANGUAGE): boolean {
  return i18n.exists(key, { lng: language });
}

export function isLanguage(value: unknown): value is Language {
  return value === 'id' || value === 'en';
}

/** The first supported language of an Accept-Language header (`en-US,en;q=0.9`); id otherwise. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: q ? Number(q.slice(2)) : 1,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (isLanguage(entry.base)) return entry.base;
  }
  return DEFAULT_LANGUAGE;
}
