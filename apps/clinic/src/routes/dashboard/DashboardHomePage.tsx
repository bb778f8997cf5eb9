import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@praktik/domain/dates/date-formats';
import { ROLE_LABEL_KEYS } from '@praktik/domain/access/roles';
import { menuFor, type MenuEntry } from '@praktik/domain/access/menu';
import { homeGreeting } from '@praktik/domain/shell/home-greeting';
import { Card } from '@praktik/ui/Card';
import { Button } from '@praktik/ui/Button';
import { Text } from '@praktik/ui/Text';
import { Spinner } from '@praktik/ui/Spinner';
import { PageHeader } from '@praktik/ui/PageHeader';
import { useAccount } from '../../api/account';
import { useBusiness } from '../../api/business';
import { useAppSession } from '../../app/session-view';
import { hasPage } from '../../app/pages';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import dashboardTexts from './dashboard.page-texts.json';

registerPageTexts(dashboardTexts);

const QUICK_LINKS: { href: string; labelKey: string }[] = [
  { href: '/dashboard/profile', labelKey: 'dashboard.home.links.profile' },
  { href: '/dashboard/change-password', labelKey: 'dashboard.home.links.changePassword' },
];

/** The dashboard home: who is signed in, for which clinic, and where to go next. */
export default function DashboardHomePage() {
  const { t } = useTranslation();
  const { role } = useAppSession();
  const account = useAccount();
  const business = useBusiness();
  // Welcome or welcome back, once the account says which.
  const greeting = homeGreeting(account.data?.previousSignInAt);
  // Menu entries other than home, as the role sees them, limited to the pages that exist.
  const entries: MenuEntry[] = menuFor(role, hasPage)
    .flatMap((g) => g.entries)
    .filter((e) => e.url !== '/dashboard');

  return (
    <div className={css.pageBody}>
      {greeting ? (
        <PageHeader
          title={t(`dashboard.home.greeting.${greeting}.title`, { name: account.data?.firstName })}
          description={t(`dashboard.home.greeting.${greeting}.subtitle`, {
            today: dayjs().format(`dddd, ${DATE_FORMATS.long}`),
          })}
        />
      ) : null}
      <Card title={t('dashboard.home.clinicCard')}>
        {business.isLoading || account.isLoading ? (
          <Spinner />
        ) : (
          <div className={css.stack}>
            <Text variant="strong">{business.data?.name ?? '-'}</Text>
            <Text variant="muted">{business.data?.address ?? ''}</Text>
            <Text>{t('dashboard.home.role', { role: role ? t(ROLE_LABEL_KEYS[role]) : '-' })}</Text>
          </div>
        )}
      </Card>
      <Card title={t('dashboard.home.quickLinks')}>
        <div className={css.buttonRow}>
          {QUICK_LINKS.map((link) => (
            <Button key={link.href} href={link.href} variant="secondary">
              {t(link.labelKey)}
            </Button>
          ))}
          {entries.map((e) => (
            <Button key={e.id} href={e.url} variant="secondary">
              {t(e.labelKey)}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
}
