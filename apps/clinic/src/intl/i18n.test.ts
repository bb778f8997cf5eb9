import { describe, expect, it } from 'vitest';

// Unit tests run in node: i18n.ts sets the page's lang attribute when it loads.
Object.assign(globalThis, { document: { documentElement: {} } });
const { i18n, changeLocale, startTexts } = await import('./i18n');
const { registerPageTexts } = await import('./page-texts');

describe('the app texts', () => {
  it('start in Indonesian and show English once it is picked, a lazy page’s texts included', () => {
    startTexts();
    registerPageTexts({
      id: { unitTestPage: { title: 'Halaman uji' } },
      en: { unitTestPage: { title: 'Test page' } },
    });
    expect(i18n.language).toBe('id');
    expect(i18n.t('common.language.label')).toBe('Bahasa');
    expect(i18n.t('roles.ROLE_OWNER')).toBe('Pemilik');

    changeLocale('en');
    expect(i18n.t('common.language.label')).toBe('Language');
    expect(i18n.t('roles.ROLE_OWNER')).toBe('Owner');
    expect(i18n.t('unitTestPage.title')).toBe('Test page');

    changeLocale('id');
    expect(i18n.t('common.language.label')).toBe('Bahasa');
    expect(i18n.t('unitTestPage.title')).toBe('Halaman uji');
  });
});
