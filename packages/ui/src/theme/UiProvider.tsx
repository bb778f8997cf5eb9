import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { ARIA_LOCALE, type UiLocale } from '../intl/strings';
import { UiLocaleContext } from '../intl/ui-strings-context';
import { themeClass } from './themes.css';
import './global.css';

export interface UiProviderProps {
  /** The user's language; react-aria gets `id-ID` or `en-GB` (both read dates DD/MM/YYYY). */
  locale: UiLocale;
  /** The clinic's colour. */
  theme: ThemeColor;
  children: ReactNode;
}

/**
 * Language and theme for everything below. The theme class goes on `<html>` rather than a
 * wrapper so popovers, dialogs and toasts portalled to `<body>` are themed too. It is set before
 * the browser paints (a layout effect): set after, the first frame has no theme variables (no
 * spacing, no colours) and the whole page shifts when they arrive (Lighthouse's CLS on `/`: 0.99).
 */
export function UiProvider({ locale, theme, children }: UiProviderProps) {
  useLayoutEffect(() => {
    const className = themeClass[theme];
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [theme]);

  return (
    <I18nProvider locale={ARIA_LOCALE[locale]}>
      <UiLocaleContext.Provider value={locale}>{children}</UiLocaleContext.Provider>
    </I18nProvider>
  );
}
