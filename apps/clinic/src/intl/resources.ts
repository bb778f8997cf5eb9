import { domainResources } from '@praktik/domain/intl/resources';
import type { Locale } from './locale';
import id from './id.json';
import en from './en.json';
import { FEATURE_TEXTS } from './feature-texts';

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The domain may ship its strings flat or under i18next's default `translation` namespace. */
function domainTree(locale: Locale): Tree {
  const raw: unknown = (domainResources as Record<string, unknown>)[locale];
  if (!isTree(raw)) return {};
  return isTree(raw.translation) ? raw.translation : raw;
}

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return out;
}

/** The app's own page strings: the common ones and every feature's. */
export function appTexts(locale: Locale): Tree {
  return FEATURE_TEXTS.reduce(
    (all, feature) => merge(all, feature[locale]),
    (locale === 'id' ? id : en) as Tree,
  );
}

/** One `translation` namespace per locale: the app's page strings over the domain's. */
export function translationsFor(locale: Locale): Tree {
  return merge(domainTree(locale), appTexts(locale));
}

/** Every key of a tree, dotted (`auth.login.title`). */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
