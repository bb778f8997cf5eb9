import { domainResources } from '@praktik/domain/intl/resources';
import { translateValidationToken, type Translate } from '@praktik/domain/intl/translate-issue';
import type { UiLocale } from '../../intl/strings';

/**
 * The domain's validation tokens (`validation.required|{"field":...}`) in the ui locale, read
 * from the domain's own texts. The app may pass its i18next-based `validationText` instead.
 */
export function domainMessageText(locale: UiLocale): (token: string) => string {
  const t: Translate = (key, options = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        domainResources[locale],
      );
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
      name in options ? String(options[name]) : match,
    );
  };
  return (token) => translateValidationToken(token, t);
}
