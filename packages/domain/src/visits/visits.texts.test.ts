import { describe, expect, it } from 'vitest';
import { visitsTexts } from './visits.texts';
import { domainResources } from '../intl/resources';
import type { TextTree } from '../intl/area-texts';

function leaves(tree: TextTree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return typeof value === 'string' ? [[at, value] as [string, string]] : leaves(value, at);
  });
}

describe('the visits texts', () => {
  it('every key has a text in Indonesian and in English', () => {
    const id = leaves(visitsTexts.id);
    const en = new Map(leaves(visitsTexts.en));
    expect(id.map(([key]) => key).sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of id) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)?.trim(), key).not.toBe('');
    }
  });

  it('are loaded into the domain resources as written', () => {
    for (const lang of ['id', 'en'] as const) {
      const merged = new Map(leaves(domainResources[lang] as TextTree));
      for (const [key, text] of leaves(visitsTexts[lang])) expect(merged.get(key)).toBe(text);
    }
  });

  it('the end-visit question keeps the product’s English words', () => {
    expect(visitsTexts.en.visits.endVisit.confirm).toBe('Are you sure want to end the visit ?');
  });
});
