import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMenuLabelKeys } from '@praktik/domain/access/menu';
import { allPageTitleKeys } from '@praktik/domain/shell/page-title';
import { ROLE_LABEL_KEYS } from '@praktik/domain/access/roles';
import { GENDERS } from '@praktik/domain/account/profile.schema';
import { ONBOARDING_STEPS } from '@praktik/domain/onboarding/onboarding.schema';
import { VALIDATION_KEYS } from '@praktik/domain/validation/message';
import { bookingMailTexts } from '@praktik/domain/reservations/booking-mail.texts';
import { DOCUMENT_TITLE_KEYS } from '../app/DocumentTitle';
import { FEATURE_TEXT_FILES, type FeatureTexts } from './feature-texts';
import id from './id.json';
import en from './en.json';
import { appTexts, flattenKeys, translationsFor } from './resources';

const SRC = join(import.meta.dirname, '..');

/** The texts lazily loaded pages add when their module loads (registerPageTexts). */
const PAGE_TEXT_FILES = import.meta.glob<FeatureTexts>('../routes/**/*.page-texts.json', {
  eager: true,
  import: 'default',
});
const PAGE_TEXTS = Object.values(PAGE_TEXT_FILES);

/** Every key the running app can have: the first load's and every page's own. */
function keysWithPageTexts(keys: string[], locale: 'id' | 'en'): Set<string> {
  return new Set([...keys, ...PAGE_TEXTS.flatMap((texts) => flattenKeys(texts[locale]))]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every key literal the code asks for: `t('a.b')`, `labelKey: 'a.b'`. */
function keysUsedInSource(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  const patterns = [/(?<![\w$])t\(\s*'([^'$]+)'/g, /labelKey:\s*'([^']+)'/g];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        found.push({ key: match[1]!, file: relative(SRC, file) });
      }
    }
  }
  return found;
}

/** Keys built at run time from a list (`t(\`genders.${g}\`)`), expanded here. */
const DYNAMIC_KEYS = [
  ...allMenuLabelKeys(),
  ...allPageTitleKeys(),
  ...DOCUMENT_TITLE_KEYS,
  ...Object.values(ROLE_LABEL_KEYS),
  ...GENDERS.map((g) => `genders.${g}`),
  ...ONBOARDING_STEPS.map((s) => `onboarding.steps.${s}`),
  ...VALIDATION_KEYS,
  ...['notFound', 'forbidden'].flatMap((k) => [`common.${k}.title`, `common.${k}.text`]),
  ...['id', 'en'].map((l) => `common.language.${l}`),
  ...['records', 'visits', 'reservations', 'payments', 'team', 'satusehat'].flatMap((f) => [
    `landing.about.features.${f}.title`,
    `landing.about.features.${f}.text`,
  ]),
  ...['queue', 'records', 'invoice'].flatMap((h) => [
    `landing.home.highlights.${h}.title`,
    `landing.home.highlights.${h}.text`,
  ]),
];

describe('translations', () => {
  const appId = keysWithPageTexts(flattenKeys(appTexts('id')), 'id');
  const appEn = keysWithPageTexts(flattenKeys(appTexts('en')), 'en');
  // With the domain's booking mail's texts, which the pages showing a mail register.
  const allId = keysWithPageTexts(
    [...flattenKeys(translationsFor('id')), ...flattenKeys(bookingMailTexts.id)],
    'id',
  );
  const allEn = keysWithPageTexts(
    [...flattenKeys(translationsFor('en')), ...flattenKeys(bookingMailTexts.en)],
    'en',
  );

  it('the app has the same keys in id and en', () => {
    expect([...appId].filter((k) => !appEn.has(k))).toEqual([]);
    expect([...appEn].filter((k) => !appId.has(k))).toEqual([]);
  });

  it('app and domain together have the same keys in id and en', () => {
    expect([...allId].filter((k) => !allEn.has(k))).toEqual([]);
    expect([...allEn].filter((k) => !allId.has(k))).toEqual([]);
  });

  it('every key the code uses exists in both languages', () => {
    const used = keysUsedInSource();
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter(({ key }) => !allId.has(key) || !allEn.has(key));
    expect(missing).toEqual([]);
  });

  it('every key built from a list exists in both languages', () => {
    expect(DYNAMIC_KEYS.filter((k) => !allId.has(k) || !allEn.has(k))).toEqual([]);
  });

  it('keys follow area.screen.element', () => {
    expect([...appId].filter((k) => k.split('.').length < 3)).toEqual([]);
  });
});

describe('where page texts live (docs/architecture.md, "Clinic (the app)")', () => {
  it('intl/id.json and en.json hold only the strings shared by every area', () => {
    expect(Object.keys(id)).toEqual(['common']);
    expect(Object.keys(en)).toEqual(['common']);
  });

  it("every routes/<area>/*.texts.json and *.page-texts.json is loaded, and it holds id and en of its own screens' keys", () => {
    const files = { ...FEATURE_TEXT_FILES, ...PAGE_TEXT_FILES };
    expect(Object.keys(files).length).toBe(textFilesOnDisk().length);
    const owners = new Map<string, string>();
    for (const [path, texts] of Object.entries(files)) {
      expect(Object.keys(texts).sort(), path).toEqual(['en', 'id']);
      expect(Object.keys(texts.en), path).toEqual(Object.keys(texts.id));
      expect(Object.keys(texts.id), path).not.toContain('common');
      // An area's screens may come in several files (the booking's first steps load before its
      // outcome pages), but a screen (`area.screen`) is one file's: two would overwrite each
      // other's strings in the merge.
      for (const [area, screens] of Object.entries(texts.id)) {
        expect(typeof screens, `${area} in ${path}`).toBe('object');
        for (const screen of Object.keys(screens as object)) {
          expect(owners.get(`${area}.${screen}`), `${area}.${screen} in ${path}`).toBeUndefined();
          owners.set(`${area}.${screen}`, path);
        }
      }
    }
  });
});

function textFilesOnDisk(dir = join(SRC, 'routes')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFilesOnDisk(path);
    return name.endsWith('.texts.json') || name.endsWith('.page-texts.json') ? [path] : [];
  });
}
