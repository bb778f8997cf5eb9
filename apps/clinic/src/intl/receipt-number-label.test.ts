import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainResources } from '@praktik/domain/intl/resources';
import historyTexts from '../routes/payments/payment-history.page-texts.json';

// Unit tests run in node: i18n.ts sets the page's lang attribute when it loads.
Object.assign(globalThis, { document: { documentElement: {} } });
const { i18n, changeLocale, startTexts } = await import('./i18n');
const { registerPageTexts } = await import('./page-texts');

const REPO = join(import.meta.dirname, '../../../..');

/** Every text file of the app, the server and the ui package. */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return textFiles(path);
    return /(\.texts|\.page-texts|\.strings)\.json$|^(id|en)\.json$/.test(name) ? [path] : [];
  });
}

/** The words a receipt number has been labelled with, in any file's texts. */
const RECEIPT_LABEL = /\b(kuitansi|kwitansi|nomor struk|receipt no|receipt number)\b/i;

function strings(tree: unknown, path = ''): { path: string; text: string }[] {
  if (typeof tree === 'string') return [{ path, text: tree }];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

describe('the receipt number’s label', () => {
  it('is the domain’s payments.receiptNumber wherever the app prints it', () => {
    startTexts();
    registerPageTexts(historyTexts);
    for (const locale of ['id', 'en'] as const) {
      changeLocale(locale);
      const domain = (domainResources[locale].payments as Record<string, string>).receiptNumber;
      expect(i18n.t('payments.receiptNumber')).toBe(domain);
      expect(i18n.t('paymentHistory.columns.receiptNumber')).toBe(domain);
    }
    changeLocale('id');
    expect(i18n.t('payments.receiptNumber')).toBe('No. Kuitansi');
  });

  it('is written out nowhere else: the app, the server and the ui refer to the domain’s', () => {
    const files = ['apps/clinic/src', 'apps/server/src', 'packages/ui/src'].flatMap((dir) =>
      textFiles(join(REPO, dir)),
    );
    expect(files.length).toBeGreaterThan(10);
    const written = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')))
        .filter(({ text }) => RECEIPT_LABEL.test(text))
        .map(({ path, text }) => `${relative(REPO, file)} ${path}: ${text}`),
    );
    expect(written).toEqual([]);
  });
});
