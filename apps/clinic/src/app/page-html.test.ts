import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ATTRIBUTE, pageDataOf, readPageData } from './page-data';
import { fillPageShell, isPageShell } from './page-html';

const SHELL =
  '<!doctype html><html lang="id"><head><title>Praktik</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The page parsed as HTML: its elements by a test, their attributes decoded. */
function parsed(html: string) {
  const page = parseDocument(html);
  type Element = Parameters<Parameters<typeof DomUtils.findOne>[0]>[0];
  const find = (test: (element: Element) => boolean) => {
    const found = DomUtils.findOne(test, page.children);
    if (!found) throw new Error('no such element');
    return found;
  };
  const root = find((element) => element.attribs.id === 'root');
  return {
    find,
    root,
    /** The root as the app reads its data (main.tsx, readPageData). */
    rootReader: { getAttribute: (name: string) => root.attribs[name] ?? null },
    rootMarkup: DomUtils.getInnerHTML(root),
  };
}

describe('a page rendered ahead', () => {
  it('fills the shell’s root, themes <html> and moves React’s leading preloads into <head>', () => {
    const html = fillPageShell(SHELL, {
      path: '/pasien',
      html: '<link rel="preload" as="image" href="/logo.png"/><h1>Pesan</h1>',
      htmlClass: 'theme_1',
    });
    const page = parsed(html);
    expect(page.find((element) => element.name === 'html').attribs.class).toBe('theme_1');
    const head = page.find((element) => element.name === 'head');
    const preload = DomUtils.findOne((element) => element.name === 'link', head.children);
    expect(preload?.attribs).toMatchObject({ rel: 'preload', href: '/logo.png' });
    expect(page.root.attribs['data-prerendered']).toBe('/pasien');
    expect(page.rootMarkup).toBe('<h1>Pesan</h1>');
    // No field: its links work before the app runs.
    expect(page.root.attribs).not.toHaveProperty('inert');
    expect(page.root.attribs).not.toHaveProperty(PAGE_DATA_ATTRIBUTE);
  });

  it('with fields stays inert until the app runs it', () => {
    const html = fillPageShell(SHELL, {
      path: '/login',
      html: '<form><input name="email"/></form>',
      htmlClass: 'theme_1',
    });
    expect(parsed(html).root.attribs).toHaveProperty('inert');
  });

  it('carries the data it was drawn from, read back as it was, whatever the text holds', () => {
    const clinic = { name: 'Klinik "Sehat" & <Cantik> $& $1', services: [{ id: 's1' }] };
    const pageData = pageDataOf([[['public-clinic', 'c1'], clinic]]);
    const html = fillPageShell(SHELL, {
      path: '/reservation-pasien',
      html: '<h1>Klinik</h1>',
      htmlClass: 'theme_1',
      pageData,
    });
    const page = parsed(html);
    expect(readPageData(page.rootReader)).toEqual(pageData);
    expect(Object.values(readPageData(page.rootReader) ?? {})).toEqual([clinic]);
    expect(page.rootMarkup).toBe('<h1>Klinik</h1>');
  });

  it('refuses markup with a script (the CSP would block it) and a shell it cannot fill', () => {
    expect(() =>
      fillPageShell(SHELL, { path: '/', html: '<script>1</script>', htmlClass: 'theme_1' }),
    ).toThrow(/inline script/);
    expect(isPageShell('<html><body></body></html>')).toBe(false);
    expect(() =>
      fillPageShell('<html><body></body></html>', { path: '/', html: '', htmlClass: 't' }),
    ).toThrow(/#root/);
  });
});

describe('the data a page carries', () => {
  it('is none when the root has none or an unreadable one', () => {
    const rootWith = (value: string | null) => ({ getAttribute: () => value });
    expect(readPageData(rootWith(null))).toBeUndefined();
    expect(readPageData(rootWith('{not json'))).toBeUndefined();
    expect(readPageData(rootWith('"text"'))).toBeUndefined();
    expect(readPageData(rootWith('null'))).toBeUndefined();
  });
});
