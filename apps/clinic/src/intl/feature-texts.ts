type Tree = { [key: string]: string | Tree };

export interface FeatureTexts {
  id: Tree;
  en: Tree;
}

/**
 * Every `routes/<area>/*.texts.json`, by path: the one home of a page's strings (`{ id, en }`
 * beside the pages), found by Vite at build time so a new area cannot be left out.
 */
export const FEATURE_TEXT_FILES: Readonly<Record<string, FeatureTexts>> = import.meta.glob(
  '../routes/**/*.texts.json',
  { eager: true, import: 'default' },
);

/**
 * The texts of every area's screens, merged over the app's common texts (resources.ts);
 * resources.test.ts holds them to the same rules.
 */
export const FEATURE_TEXTS: readonly FeatureTexts[] = Object.values(FEATURE_TEXT_FILES);
