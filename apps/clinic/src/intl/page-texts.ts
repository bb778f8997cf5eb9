import type { FeatureTexts } from './feature-texts';
import { i18n, startTexts } from './i18n';
import { LOCALES } from './locale';

/**
 * Adds the texts of a page that loads lazily (`routes/<area>/*.page-texts.json`) when its module is
 * evaluated, before anything of it renders: those strings stay out of the first load, which a
 * journey holds to 150 KB of JavaScript on /login (docs/performance.md). Call it at the top of each
 * module that uses them; adding the same texts again changes nothing.
 */
export function registerPageTexts(texts: FeatureTexts): void {
  startTexts();
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, 'translation', texts[locale], true, false);
  }
}
