import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuFor, type MenuEntry } from '@praktik/domain/access/menu';
import { pageTitleKey } from '@praktik/domain/shell/page-title';
import { AppShell, type AppShellMenuEntry, type AppShellPanelContent } from '@praktik/ui/AppShell';
import { FlagGb, FlagId } from '@praktik/ui/Icon';
import { useAccount } from '../../api/account';
import { useBusiness } from '../../api/business';
import { useAppSession } from '../../app/session-view';
import { useRouteDecision } from '../../app/AccessGate';
import { PageErrorBoundary } from '../../app/PageErrorBoundary';
import { StatusPage } from '../../app/StatusPage';
import { PageLoading } from '../../app/PageLoading';
import { LOGO_SRC, MARK_SRC } from '../../app/Brand';
import { hasPage } from '../../app/pages';
import { useLogout } from '../../app/use-logout';
import { changeLocale } from '../../intl/i18n';
import '../../intl/date-locale';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { registerPageTexts } from '../../intl/page-texts';
import dashboardTexts from './dashboard.page-texts.json';

registerPageTexts(dashboardTexts);

type Translate = (key: string) => string;

function translateEntry(entry: MenuEntry, t: Translate): AppShellMenuEntry {
  return {
    id: entry.id,
    label: t(entry.labelKey),
    url: entry.url,
    icon: entry.icon,
    activePaths: entry.activePaths,
    children: entry.children?.map((child) => translateEntry(child, t)),
  };
}

/** The slide-out panel's static sample content (spec 1 §2.6), in the current language. */
function samplePanel(t: Translate): AppShellPanelContent {
  return {
    notes: [
      {
        id: 'n1',
        title: t('dashboard.panel.note1Title'),
        text: t('dashboard.panel.note1Text'),
        date: '01/11/2026',
      },
      {
        id: 'n2',
        title: t('dashboard.panel.note2Title'),
        text: t('dashboard.panel.note2Text'),
        date: '03/11/2026',
      },
    ],
    alerts: [
      {
        id: 'a1',
        title: t('dashboard.panel.alert1Title'),
        text: t('dashboard.panel.alert1Text'),
        time: '08:30',
        tone: 'info',
      },
      {
        id: 'a2',
        title: t('dashboard.panel.alert2Title'),
        text: t('dashboard.panel.alert2Text'),
        time: '10:15',
        tone: 'success',
      },
    ],
    contacts: [
      {
        id: 'c1',
        name: 'dr. Andi Pratama',
        status: t('dashboard.panel.doctor'),
        messages: [
          { id: 'm1', fromMe: false, text: t('dashboard.panel.chat1'), time: '09:02' },
          { id: 'm2', fromMe: true, text: t('dashboard.panel.chat2'), time: '09:04' },
        ],
      },
      {
        id: 'c2',
        name: 'Dewi Lestari',
        status: t('dashboard.panel.frontDesk'),
        messages: [{ id: 'm3', fromMe: false, text: t('dashboard.panel.chat3'), time: '10:20' }],
      },
    ],
  };
}

/** Every /dashboard page sits in the shell (spec 1 §2.6). */
export default function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const { pathname, hash } = useLocation();
  const { role } = useAppSession();
  const decision = useRouteDecision();
  const account = useAccount();
  const business = useBusiness();
  const logout = useLogout();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  // A new page opens at its top, not at the scroll position of the page before it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const menu = menuFor(role, hasPage).map((group) => ({
    id: group.id,
    label: t(group.labelKey),
    entries: group.entries.map((entry) => translateEntry(entry, t)),
  }));

  return (
    <AppShell
      menu={menu}
      currentPath={pathname}
      title={t(pageTitleKey(pathname))}
      logo={{
        src: business.data?.logo || LOGO_SRC,
        markSrc: business.data?.logo || MARK_SRC,
        alt: business.data?.name || t('common.brand.name'),
        href: '/dashboard',
      }}
      user={{
        name: account.data?.firstName ?? '',
        email: account.data?.email ?? '',
        avatarUrl: account.data?.imageUrl ?? null,
      }}
      userMenu={[
        { id: 'dashboard', label: t('common.userMenu.dashboard'), href: '/dashboard' },
        { id: 'profile', label: t('common.userMenu.profile'), href: '/dashboard/profile' },
        {
          id: 'change-password',
          label: t('common.userMenu.changePassword'),
          href: '/dashboard/change-password',
        },
        { id: 'logout', label: t('common.userMenu.logout'), onAction: () => void logout() },
      ]}
      locales={[
        { id: 'id', label: t('common.language.id'), flag: <FlagId /> },
        { id: 'en', label: t('common.language.en'), flag: <FlagGb /> },
      ]}
      locale={locale}
      onLocaleChange={(next) => {
        if (isLocale(next)) changeLocale(next);
      }}
      footer={t('common.shell.footer', { year: new Date().getFullYear() })}
      panel={samplePanel(t)}
      hash={hash}
    >
      {decision.kind === 'forbidden' ? (
        <StatusPage kind="forbidden" embedded />
      ) : (
        <PageErrorBoundary embedded resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      )}
    </AppShell>
  );
}
