import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuFor } from '@praktik/domain/access/menu';
import { pageTitleKey } from '@praktik/domain/shell/page-title';
import { AppShell } from '@praktik/ui/AppShell';
import { FlagGb, FlagId } from '@praktik/ui/Icon';
import { useAccount } from '../../api/account';
import { useBusiness } from '../../api/business';
import { useAppSession } from '../../app/session-view';
import { useRouteDecision } from '../../app/AccessGate';
import { StatusPage } from '../../app/StatusPage';
import { PageLoading } from '../../app/PageLoading';
import { LOGO_SRC } from '../../app/Brand';
import { hasPage } from '../../app/pages';
import { useLogout } from '../../app/use-logout';
import { changeLocale } from '../../intl/i18n';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';

/** Every /dashboard page sits in the shell (spec 1 §2.6). */
export default function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { role } = useAppSession();
  const decision = useRouteDecision();
  const account = useAccount();
  const business = useBusiness();
  const logout = useLogout();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;

  const menu = menuFor(role, hasPage).map((group) => ({
    ...group,
    label: t(group.labelKey),
    entries: group.entries.map((entry) => ({ ...entry, label: t(entry.labelKey) })),
  }));

  return (
    <AppShell
      menu={menu}
      currentPath={pathname}
      title={t(pageTitleKey(pathname))}
      logo={{ src: business.data?.logo || LOGO_SRC, alt: business.data?.name || t('common.brand.name'), href: '/dashboard' }}
      user={{
        name: account.data?.firstName ?? '',
        email: account.data?.email ?? '',
        avatarUrl: account.data?.imageUrl ?? null,
      }}
      userMenu={[
        { id: 'dashboard', label: t('common.userMenu.dashboard'), href: '/dashboard' },
        { id: 'profile', label: t('common.userMenu.profile'), href: '/dashboard/profile' },
        { id: 'change-password', label: t('common.userMenu.changePassword'), href: '/dashboard/change-password' },
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
    >
      {decision.kind === 'forbidden' ? (
        <StatusPage kind="forbidden" embedded />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      )}
    </AppShell>
  );
}
