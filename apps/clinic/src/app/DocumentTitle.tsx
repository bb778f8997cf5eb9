import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitleKey } from '@praktik/domain/shell/page-title';

/** The pages outside the dashboard that have a name of their own; the rest are the brand's. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'common.documentTitle.login',
  '/register': 'common.documentTitle.register',
  '/forgot-password': 'common.documentTitle.forgotPassword',
  '/account/activate': 'common.documentTitle.activate',
  '/account/reset/finish': 'common.documentTitle.resetPassword',
  '/account/email/confirm': 'common.documentTitle.confirmEmail',
  '/onboarding': 'common.documentTitle.onboarding',
  '/first-password': 'common.documentTitle.firstPassword',
  '/pasien': 'common.documentTitle.booking',
  '/reservation-pasien': 'common.documentTitle.bookingSchedule',
  '/reservation-success': 'common.documentTitle.bookingSuccess',
  '/reservation-cancel': 'common.documentTitle.bookingCancel',
  '/reservation-confirm': 'common.documentTitle.bookingConfirm',
  '/template-email': 'common.documentTitle.emailTemplate',
  '/print-invoice': 'common.documentTitle.invoice',
  '/print-receipt': 'common.documentTitle.receipt',
  '/print-payment-history': 'common.documentTitle.paymentHistory',
  '/print-cash-closing': 'common.documentTitle.cashClosing',
};

/** Every key the table names (the translations' test checks them in both languages). */
export const DOCUMENT_TITLE_KEYS = Object.values(PAGE_TITLES);

/** The title key of a path: the dashboard's top-bar title, a page's own, or none (the brand). */
export function documentTitleKey(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return pageTitleKey(path);
  return PAGE_TITLES[path] ?? null;
}

/**
 * Names the browser tab, the history entry and a printout's file after the page ("Pasien ·
 * Praktik"), in the chosen language: with every tab "Praktik", a front desk with five open could
 * not tell them apart.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const key = documentTitleKey(pathname);
  const brand = t('common.brand.name');
  const title = key ? `${t(key)} · ${brand}` : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
