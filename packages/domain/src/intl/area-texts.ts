/**
 * Each area of the domain keeps its own texts beside its rules (`money/money.texts.ts`, ...);
 * `resources.ts` merges them. The type makes Indonesian and English carry the same keys.
 */
export type TextTree = { [key: string]: string | TextTree };

/** The same keys as `T`, any words. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export interface AreaTexts<T extends TextTree> {
  id: T;
  en: NoInfer<SameKeys<T>>;
}

export function defineAreaTexts<T extends TextTree>(texts: AreaTexts<T>): AreaTexts<T> {
  return texts;
}

/**
 * Deep merge that refuses a key written twice with different texts, so two areas cannot
 * silently overwrite each other's words.
 */
export function mergeTextTrees(trees: readonly TextTree[], path = ''): TextTree {
  const merged: TextTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const at = path ? `${path}.${key}` : key;
      const existing = merged[key];
      if (existing === undefined) {
        merged[key] = typeof value === 'string' ? value : mergeTextTrees([value], at);
      } else if (typeof existing === 'string' || typeof value === 'string') {
        if (existing !== value) throw new Error(`text ${at} is defined twice with different words`);
      } else {
        merged[key] = mergeTextTrees([existing, value], at);
      }
    }
  }
  return merged;
}
