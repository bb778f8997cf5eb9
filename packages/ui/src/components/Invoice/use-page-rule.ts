import { useLayoutEffect } from 'react';

/**
 * Adds an `@page` rule to the document while the component is shown. Through a constructed
 * stylesheet, not a `<style>` element: the app's Content-Security-Policy has no
 * 'unsafe-inline' for styles, so an inline `<style>` would be dropped and the sheet would print
 * on the browser's default paper.
 */
export function usePageRule(rule: string): void {
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rule);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [rule]);
}
